import { parse } from 'csv-parse/sync'
import { standardColumns } from '~/core/valuation-columns'

// a CSV of sales turned into numbers. Only the price is required; every other mapped column is
// used when it is there: living area, lot, rooms, age, a location (latitude and longitude, or
// planar x and y in any unit) and a sale date (one column, or a year and a month). Unless turned
// off, every other column is an extra input — numbers as they are, text as a category code. An
// empty or unreadable number is missing (NaN), which the trees route on their own.
export { standardColumns }
export type StandardColumn = (typeof standardColumns)[number]
export type ColumnMap = Partial<Record<StandardColumn, string>>

// the mapped columns the model reads as they are; location and date are used through neighbours
// and the time index
const modelColumns = [
  'sqft',
  'lotSqft',
  'beds',
  'baths',
  'yearBuilt',
  'lat',
  'lng',
  'x',
  'y',
] as const

export type SalesTable = {
  prices: number[]
  features: number[][]
  featureNames: string[]
  // living area of each sale, NaN where the file has none
  sqft: number[]
  // each sale's place on a flat map (longitude scaled by the latitude), null without a location
  points: Array<{ x: number; y: number } | null>
  coordinates: Array<{ lat: number; lng: number } | null>
  // each sale's month as a count from January 1970 (fractional by day), or null for the whole file
  // when no date is mapped
  saleMonths: number[] | null
  // the labels of each text column, by code
  categories: Record<string, string[]>
  // the raw values of the column saying how each sale came about, when read with one (arms-length.ts)
  conditions?: { column: string; values: string[] }
  // what the file gave: the mapped fields used and the rows left out, with why
  report: {
    rows: number
    used: number
    mapped: StandardColumn[]
    extras: string[]
    refused: Record<string, number>
  }
}

export function parseColumnMap(map: string): ColumnMap {
  const mapping: ColumnMap = {}
  for (const pair of map.split(',')) {
    const [key, column] = pair.split('=').map((part) => part.trim())
    if (!key || !column) continue
    if (!(standardColumns as readonly string[]).includes(key))
      throw new Error(`Unknown mapped field "${key}"; use ${standardColumns.join(', ')}`)
    mapping[key as StandardColumn] = column
  }
  return checkColumnMap(mapping)
}

export function checkColumnMap(mapping: ColumnMap): ColumnMap {
  if (!mapping.price) throw new Error('The map must name the price column')
  if (Boolean(mapping.lat) !== Boolean(mapping.lng))
    throw new Error('Map both lat and lng, or neither')
  if (Boolean(mapping.x) !== Boolean(mapping.y)) throw new Error('Map both x and y, or neither')
  if (mapping.lat && mapping.x) throw new Error('Map lat and lng or x and y, not both')
  if (mapping.saleMonth && !mapping.saleYear) throw new Error('A sale month needs its sale year')
  if (mapping.saleDate && mapping.saleYear)
    throw new Error('Map saleDate or saleYear and saleMonth, not both')
  return mapping
}

// a date as months from January 1970: 2008-05-21, 2008-05, 5/21/2008, 20080521
export function monthOfDate(text: string): number {
  const value = text.trim()
  let match = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:[T ].*)?$/.exec(value)
  if (match) return monthNumber(Number(match[1]), Number(match[2]), Number(match[3] ?? 1))
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  if (match) return monthNumber(Number(match[3]), Number(match[1]), Number(match[2]))
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(value)
  if (match) return monthNumber(Number(match[1]), Number(match[2]), Number(match[3]))
  return Number.NaN
}

function monthNumber(year: number, month: number, day: number): number {
  if (year < 1800 || year > 2200 || month < 1 || month > 12 || day < 1 || day > 31)
    return Number.NaN
  return (year - 1970) * 12 + (month - 1) + (day - 1) / 31
}

export function monthLabel(month: number): string {
  const whole = Math.floor(month)
  return `${1970 + Math.floor(whole / 12)}-${String((whole % 12) + 1).padStart(2, '0')}`
}

const numberOf = (raw: string | undefined) =>
  raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw)

export function readSalesCsv(csv: string): Array<Record<string, string>> {
  return parse(csv, {
    columns: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
    relax_column_count: true,
  }) as Array<Record<string, string>>
}

export function salesTable(
  csv: string,
  mapping: ColumnMap,
  options: { extras?: boolean; condition?: string } = {},
): SalesTable {
  return salesTableOf(readSalesCsv(csv), mapping, options)
}

export function salesTableOf(
  rows: Array<Record<string, string>>,
  mapping: ColumnMap,
  { extras = true, condition }: { extras?: boolean; condition?: string } = {},
): SalesTable {
  if (rows.length === 0) throw new Error('The file has no rows')
  const header = Object.keys(rows[0]!)
  for (const column of [...Object.values(mapping), ...(condition ? [condition] : [])])
    if (!header.includes(column!)) throw new Error(`Column "${column}" is not in the file`)
  const mapped = new Set(Object.values(mapping))
  const standard = modelColumns.filter((key) => mapping[key])
  const extraColumns = extras ? header.filter((column) => !mapped.has(column)) : []
  const codes = new Map<string, Map<string, number>>()
  const value = (column: string, raw: string | undefined) => {
    const number = numberOf(raw)
    if (
      Number.isFinite(number) ||
      raw === undefined ||
      raw.trim() === '' ||
      ['NA', 'N/A', 'null'].includes(raw.trim())
    )
      return number
    const labels = codes.get(column) ?? new Map<string, number>()
    codes.set(column, labels)
    if (!labels.has(raw)) labels.set(raw, labels.size)
    return labels.get(raw)!
  }
  const dated = Boolean(mapping.saleDate || mapping.saleYear)
  const monthOf = (row: Record<string, string>) =>
    mapping.saleDate
      ? monthOfDate(row[mapping.saleDate] ?? '')
      : monthNumber(
          numberOf(row[mapping.saleYear!]),
          mapping.saleMonth ? numberOf(row[mapping.saleMonth]) : 7,
          1,
        )
  const refused: Record<string, number> = {}
  const usable = rows.filter((row) => {
    const reason = !(numberOf(row[mapping.price!]) > 0)
      ? 'price missing or not above zero'
      : dated && !Number.isFinite(monthOf(row))
        ? 'sale date missing or unreadable'
        : null
    if (reason) refused[reason] = (refused[reason] ?? 0) + 1
    return !reason
  })
  if (usable.length === 0) throw new Error('No row has a price above zero')
  const coordinates = usable.map((row) => {
    const [lat, lng] = [numberOf(row[mapping.lat ?? '']), numberOf(row[mapping.lng ?? ''])]
    return Number.isFinite(lat) &&
      Number.isFinite(lng) &&
      Math.abs(lat) <= 90 &&
      Math.abs(lng) <= 180
      ? { lat, lng }
      : null
  })
  const middleLatitude = median(coordinates.flatMap((point) => (point ? [point.lat] : [])))
  const scale = Math.cos((middleLatitude * Math.PI) / 180)
  return {
    prices: usable.map((row) => Number(row[mapping.price!])),
    sqft: usable.map((row) =>
      mapping.sqft && numberOf(row[mapping.sqft]) > 0 ? numberOf(row[mapping.sqft]) : Number.NaN,
    ),
    featureNames: [...standard, ...extraColumns],
    features: usable.map((row) => [
      ...standard.map((key) => value(mapping[key]!, row[mapping[key]!])),
      ...extraColumns.map((column) => value(column, row[column])),
    ]),
    categories: Object.fromEntries(
      [...codes].map(([column, labels]) => [column, [...labels.keys()]]),
    ),
    coordinates,
    points: usable.map((row, index) => {
      const point = coordinates[index]
      if (point) return { x: point.lng * scale, y: point.lat }
      const [x, y] = [numberOf(row[mapping.x ?? '']), numberOf(row[mapping.y ?? ''])]
      return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null
    }),
    saleMonths: dated ? usable.map(monthOf) : null,
    ...(condition
      ? { conditions: { column: condition, values: usable.map((row) => row[condition] ?? '') } }
      : {}),
    report: {
      rows: rows.length,
      used: usable.length,
      mapped: standardColumns.filter((key) => mapping[key]),
      extras: extraColumns,
      refused,
    },
  }
}

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
