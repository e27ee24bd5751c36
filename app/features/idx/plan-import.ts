import type { Listing } from '~/features/listings/listing'
import type { FeedFile } from './feed-file'
import { idxListingId } from './idx-id'
import { countOutcomes, type ImportReport, type MappingRow, type RowReport } from './import-report'
import { mapRecord, type IdxFacts, type Place } from './map-record'
import { idxMessages } from './messages'
import { mappingRows, matchColumns, missingFields } from './reso-fields'

export type MappedRow = {
  row: number
  key: string
  id: string | null
  facts: IdxFacts | null
  reasons: string[]
  placedByZip?: boolean
}
export type MappedFeed =
  | {
      ok: true
      format: 'json' | 'csv'
      mapping: MappingRow[]
      ignored: string[]
      rows: MappedRow[]
    }
  | { ok: false; message: string; mapping: MappingRow[]; ignored: string[] }

type ReadFile = Extract<FeedFile, { ok: true }>

// every record of a read file mapped to a listing of the feed, or refused with its reasons; a
// file without a column every listing needs is refused whole
export function mapFeed(
  file: ReadFile,
  feed: string,
  centreOf: (zip: string) => Place | undefined,
  year?: number,
): MappedFeed {
  const columns = matchColumns(file.columns)
  const mapping = mappingRows(columns)
  const missing = missingFields(columns)
  if (missing.length > 0)
    return {
      ok: false,
      message: idxMessages.form.missingColumns(missing),
      mapping,
      ignored: columns.ignored,
    }
  const firstRowOf = new Map<string, number>()
  const rows = file.records.map((record, index): MappedRow => {
    const row = file.rowNumber(index)
    const mapped = mapRecord(record, columns, feed, centreOf, year)
    const first = mapped.key ? firstRowOf.get(mapped.key) : undefined
    if (first !== undefined)
      return {
        row,
        key: mapped.key,
        id: null,
        facts: null,
        reasons: [idxMessages.reasons.keyRepeated(first), ...mapped.reasons],
      }
    if (mapped.key) firstRowOf.set(mapped.key, row)
    return {
      row,
      key: mapped.key,
      id: mapped.facts ? idxListingId(feed, mapped.key) : null,
      facts: mapped.facts,
      reasons: mapped.reasons,
      placedByZip: mapped.placedByZip,
    }
  })
  return { ok: true, format: file.format, mapping, ignored: columns.ignored, rows }
}

// each mapped row against the listing its id already names: new (imported), different (updated,
// keeping when it was first imported) or the same (unchanged, not written again)
export function decideImport(
  mapped: Extract<MappedFeed, { ok: true }>,
  existing: ReadonlyMap<string, Listing>,
  meta: { feed: string; fileName: string },
  now: number,
): { report: ImportReport; writes: Listing[] } {
  const writes: Listing[] = []
  const rows = mapped.rows.map((row): RowReport => {
    if (!row.facts || !row.id)
      return {
        row: row.row,
        key: row.key,
        outcome: 'refused',
        reasons: row.reasons,
        listingId: null,
      }
    const before = existing.get(row.id)
    const listing = listingOf(row.id, row.facts, before, now, row.placedByZip)
    if (before && sameListing(before, listing))
      return { row: row.row, key: row.key, outcome: 'unchanged', reasons: [], listingId: row.id }
    writes.push(listing)
    return {
      row: row.row,
      key: row.key,
      outcome: before ? 'updated' : 'imported',
      reasons: [],
      listingId: row.id,
    }
  })
  return {
    report: {
      ...meta,
      format: mapped.format,
      mapping: mapped.mapping,
      ignored: mapped.ignored,
      rows,
      counts: countOutcomes(rows),
    },
    writes,
  }
}

// what the feed left out, as the listing's earlier import had it: its dates (else the import's own
// time), and its place when the feed gives only the same ZIP code (whose centre moves as homes are added)
export function listingOf(
  id: string,
  facts: IdxFacts,
  before: Listing | undefined,
  now: number,
  placedByZip = false,
): Listing {
  const keepPlace = placedByZip && before !== undefined && before.address.zip === facts.address.zip
  return {
    ...facts,
    id,
    lat: keepPlace ? before.lat : facts.lat,
    lng: keepPlace ? before.lng : facts.lng,
    listedAt: facts.listedAt ?? before?.listedAt ?? (facts.status === 'sold' ? null : now),
    soldAt: facts.status === 'sold' ? facts.soldAt || before?.soldAt || now : 0,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  }
}

function sameListing(before: Listing, after: Listing): boolean {
  const { createdAt: _c1, updatedAt: _u1, ...was } = before
  const { createdAt: _c2, updatedAt: _u2, ...is } = after
  return stableJson(was) === stableJson(is)
}

// JSON with every object's keys in order: Firestore does not keep the order a map was written in
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  )
}
