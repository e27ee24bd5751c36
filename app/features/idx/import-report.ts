// what one import did, as /idx-listings shows it after the post (the action's data)

export type RowOutcome = 'imported' | 'updated' | 'unchanged' | 'refused'

export type RowReport = {
  // the record's place: its position in the JSON `value` list, or its line in the CSV (the header is line 1)
  row: number
  key: string
  outcome: RowOutcome
  reasons: string[]
  // the listing the row made or changed
  listingId: string | null
}

export type MappingRow = {
  reso: string
  threshold: string
  need: 'required' | 'optional' | 'either'
  // the file's column (CSV header or JSON property) that gave this field, if any
  matched: string | null
}

export type ImportCounts = Record<RowOutcome, number>

export type ImportReport = {
  feed: string
  fileName: string
  format: 'json' | 'csv'
  mapping: MappingRow[]
  // the file's columns no field takes
  ignored: string[]
  rows: RowReport[]
  counts: ImportCounts
}

export function countOutcomes(rows: readonly RowReport[]): ImportCounts {
  const counts: ImportCounts = { imported: 0, updated: 0, unchanged: 0, refused: 0 }
  for (const row of rows) counts[row.outcome] += 1
  return counts
}
