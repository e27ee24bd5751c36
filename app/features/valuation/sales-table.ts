import { parse } from 'csv-parse/sync'

// a CSV of sales turned into numbers: the mapped standard columns, and (unless turned off) every
// other column as an extra feature — numbers as they are, text as a category code
const standardColumns = ['price', 'sqft', 'lotSqft', 'beds', 'baths', 'yearBuilt', 'lat', 'lng'] as const
export type StandardColumn = (typeof standardColumns)[number]

export type SalesTable = {
  prices: number[]
  features: number[][]
  featureNames: string[]
  coordinates: Array<{ lat: number; lng: number } | null>
  sqft: number[]
  // the labels of each text column, by code
  categories: Record<string, string[]>
}

export function parseColumnMap(map: string): Partial<Record<StandardColumn, string>> {
  const mapping: Partial<Record<StandardColumn, string>> = {}
  for (const pair of map.split(',')) {
    const [key, column] = pair.split('=').map((part) => part.trim())
    if (!key || !column) continue
    if (!(standardColumns as readonly string[]).includes(key)) throw new Error(`Unknown mapped field "${key}"; use ${standardColumns.join(', ')}`)
    mapping[key as StandardColumn] = column
  }
  if (!mapping.price || !mapping.sqft) throw new Error('--map must name the price and sqft columns')
  return mapping
}

export function salesTable(csv: string, mapping: Partial<Record<StandardColumn, string>>, { extras = true } = {}): SalesTable {
  const rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true }) as Array<Record<string, string>>
  if (rows.length === 0) throw new Error('The file has no rows')
  const header = Object.keys(rows[0]!)
  for (const column of Object.values(mapping)) if (!header.includes(column!)) throw new Error(`Column "${column}" is not in the file`)
  const mapped = new Set(Object.values(mapping))
  const standard = standardColumns.filter((key) => key !== 'price' && mapping[key])
  const extraColumns = extras ? header.filter((column) => !mapped.has(column)) : []
  const codes = new Map<string, Map<string, number>>()
  const value = (column: string, raw: string) => {
    const number = Number(raw)
    if (raw !== '' && Number.isFinite(number)) return number
    const table = codes.get(column) ?? new Map<string, number>()
    codes.set(column, table)
    if (!table.has(raw)) table.set(raw, table.size)
    return table.get(raw)!
  }
  const usable = rows.filter((row) => Number(row[mapping.price!]) > 0 && Number(row[mapping.sqft!]) > 0)
  return {
    prices: usable.map((row) => Number(row[mapping.price!])),
    sqft: usable.map((row) => Number(row[mapping.sqft!])),
    featureNames: [...standard, ...extraColumns],
    features: usable.map((row) => [...standard.map((key) => value(mapping[key]!, row[mapping[key]!] ?? '')), ...extraColumns.map((column) => value(column, row[column] ?? ''))]),
    categories: Object.fromEntries([...codes].map(([column, labels]) => [column, [...labels.keys()]])),
    coordinates: usable.map((row) =>
      mapping.lat && mapping.lng && Number.isFinite(Number(row[mapping.lat])) && Number.isFinite(Number(row[mapping.lng]))
        ? { lat: Number(row[mapping.lat]), lng: Number(row[mapping.lng]) }
        : null,
    ),
  }
}
