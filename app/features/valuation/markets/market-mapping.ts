import { z } from 'zod'
import type { SaleConditionRule } from '../arms-length'
import type { ColumnMap, StandardColumn } from '../sales-table'
import { maxConditionValues } from './market-limits'
import { marketMessages } from './messages'

const words = marketMessages.mapping

// the fields of the mapping form, in its order, with what each means and the column names that
// usually hold it (for the first guess)
export const mappedFields: ReadonlyArray<{
  field: StandardColumn
  label: string
  hint: string
  usual: RegExp
}> = [
  {
    field: 'price',
    label: 'Sale price',
    hint: 'Required: what each home sold for, in dollars.',
    usual: /^(sale_?price|sold_?price|close_?price|price|saleprice)$/i,
  },
  {
    field: 'sqft',
    label: 'Living area (sq ft)',
    hint: 'Finished area above ground.',
    usual: /^(gr_liv_area|living_?area|sqft|sq_?ft|tla|finished_?sq_?ft|building_?area)$/i,
  },
  {
    field: 'lotSqft',
    label: 'Lot size (sq ft)',
    hint: '',
    usual: /^(lot_?area|lot_?size|lotsize|lot_?sqft)$/i,
  },
  {
    field: 'beds',
    label: 'Bedrooms',
    hint: '',
    usual: /^(beds|bedrooms|bedroom_abvgr|bedrooms_?total)$/i,
  },
  {
    field: 'baths',
    label: 'Bathrooms',
    hint: '',
    usual: /^(baths|bathrooms|full_bath|bathrms|bathrooms_?total)$/i,
  },
  { field: 'yearBuilt', label: 'Year built', hint: '', usual: /^(year_?built|yrbuilt|built)$/i },
  {
    field: 'lat',
    label: 'Latitude',
    hint: 'With longitude: what the nearest sales sold for becomes an input.',
    usual: /^(lat|latitude)$/i,
  },
  { field: 'lng', label: 'Longitude', hint: '', usual: /^(lng|lon|long|longitude)$/i },
  {
    field: 'x',
    label: 'Map x (any unit)',
    hint: 'Instead of latitude and longitude, for a file with planar coordinates.',
    usual: /^(x|easting)$/i,
  },
  { field: 'y', label: 'Map y', hint: '', usual: /^(y|northing)$/i },
  {
    field: 'saleDate',
    label: 'Sale date',
    hint: 'With a date, prices are brought to the latest month by the market’s own index.',
    usual: /^(sale_?date|sold_?date|close_?date|date|sdate)$/i,
  },
  {
    field: 'saleYear',
    label: 'Sale year',
    hint: 'Instead of a sale date.',
    usual: /^(year_?sold|sale_?year|yr_?sold|syear)$/i,
  },
  {
    field: 'saleMonth',
    label: 'Sale month (1–12)',
    hint: 'With the sale year.',
    usual: /^(mo_?sold|month_?sold|sale_?month)$/i,
  },
]

// each field is a column of the file or nothing; the server checks the columns against the file.
// `saleCondition` names the column saying how each sale came about, `kept` its values that count as
// sales at arm's length, and `keptFor` the column those choices were shown for (a column chosen
// anew has its values listed before they count)
const columnField = z.string().trim().max(200).optional()
export const MappingSchema = z.object({
  ...(Object.fromEntries(mappedFields.map(({ field }) => [field, columnField])) as Record<
    StandardColumn,
    typeof columnField
  >),
  saleCondition: columnField,
  keptFor: columnField,
  kept: z.array(z.string().max(200)).max(maxConditionValues).optional(),
})
export type SentMapping = z.infer<typeof MappingSchema>

// the column names that usually say how a sale came about, the likeliest first
const usualConditionColumns = [
  /^sale_?condition$/i,
  /^(arms?_?length|arm_?s_?length|qualified|qualified_?sale|valid_?sale|sale_?validity|valid)$/i,
  /^(sale_?type|sale_?qualification|deed_?type)$/i,
]
export function guessConditionColumn(header: string[]): string | undefined {
  for (const usual of usualConditionColumns) {
    const column = header.find((name) => usual.test(name.trim()))
    if (column) return column
  }
  return undefined
}

// the values that usually mean a market sale; every value when none of them is there
const usualArmsLength =
  /^(normal|arm'?s?[ _-]?length|arm’s[ _-]?length|qualified|valid|valid[ _-]?sale|y|yes|1|true|t)$/i
export function guessKept(values: string[]): string[] {
  const kept = values.filter((value) => usualArmsLength.test(value.trim()))
  return kept.length > 0 ? kept : values
}

// a column's values and their number of sales, most first
export type ValueCount = readonly [value: string, sales: number]
export function valueCounts(rows: Array<Record<string, string>>, column: string): ValueCount[] {
  const counts = new Map<string, number>()
  for (const row of rows) {
    const value = row[column] ?? ''
    counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

// the condition column as sent, checked against the file: no rule, the rule, or a message for the
// field at fault. `values` are the chosen column's values (valueCounts), `mapping` the fields mapped
export function checkSaleCondition(
  sent: Pick<SentMapping, 'saleCondition' | 'kept' | 'keptFor'>,
  header: string[],
  values: ValueCount[],
  mapping: ColumnMap = {},
):
  | { ok: true; rule: SaleConditionRule | null }
  | { ok: false; field: 'saleCondition' | 'kept'; error: string } {
  const column = sent.saleCondition
  if (!column) return { ok: true, rule: null }
  if (!header.includes(column))
    return { ok: false, field: 'saleCondition', error: words.unknownColumn }
  if (Object.values(mapping).includes(column))
    return { ok: false, field: 'saleCondition', error: words.usedTwice(column) }
  if (values.length > maxConditionValues)
    return { ok: false, field: 'saleCondition', error: words.tooManyValues(column, values.length) }
  if (sent.keptFor !== column) return { ok: false, field: 'kept', error: words.notShown(column) }
  const known = new Set(values.map(([value]) => value))
  const kept = [...new Set(sent.kept ?? [])]
  const unknown = kept.find((value) => !known.has(value))
  if (unknown !== undefined)
    return { ok: false, field: 'kept', error: words.unknownValue(unknown, column) }
  if (kept.length === 0) return { ok: false, field: 'kept', error: words.noneKept }
  return { ok: true, rule: { column, kept } }
}

export function guessMapping(header: string[]): ColumnMap {
  const mapping: ColumnMap = {}
  const taken = new Set<string>()
  for (const { field, usual } of mappedFields) {
    const column = header.find((name) => usual.test(name.trim()) && !taken.has(name))
    if (column) {
      mapping[field] = column
      taken.add(column)
    }
  }
  if (mapping.saleDate) {
    delete mapping.saleYear
    delete mapping.saleMonth
  }
  if (mapping.lat && mapping.lng) {
    delete mapping.x
    delete mapping.y
  }
  return mapping
}

// the mapping as sent, checked against the file's columns: the map, or a message per field
export function checkMapping(
  sent: Partial<Record<StandardColumn, string | undefined>>,
  header: string[],
):
  | { ok: true; mapping: ColumnMap }
  | { ok: false; errors: Partial<Record<StandardColumn, string>> } {
  const errors: Partial<Record<StandardColumn, string>> = {}
  const mapping: ColumnMap = {}
  const seen = new Map<string, StandardColumn>()
  for (const { field } of mappedFields) {
    const column = sent[field]
    if (!column) continue
    if (!header.includes(column)) errors[field] = words.unknownColumn
    else if (seen.has(column)) errors[field] = words.usedTwice(column)
    else {
      seen.set(column, field)
      mapping[field] = column
    }
  }
  if (!mapping.price && !errors.price) errors.price = words.priceMissing
  if (Boolean(mapping.lat) !== Boolean(mapping.lng))
    errors[mapping.lat ? 'lng' : 'lat'] ??= words.pairs
  if (Boolean(mapping.x) !== Boolean(mapping.y)) errors[mapping.x ? 'y' : 'x'] ??= words.planePairs
  if (mapping.lat && mapping.x) errors.x ??= words.bothPlaces
  if (mapping.saleMonth && !mapping.saleYear) errors.saleYear ??= words.monthWithoutYear
  if (mapping.saleDate && mapping.saleYear) errors.saleYear ??= words.dateAndYear
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, mapping }
}
