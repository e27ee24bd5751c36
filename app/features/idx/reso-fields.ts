import type { MappingRow } from './import-report'

// one field of a RESO Data Dictionary listing, the Threshold field it fills, and the other names
// a CSV export gives its column. `either` fields come in groups: one of the group is needed
export type ResoField = {
  reso: string
  threshold: string
  need: 'required' | 'optional' | 'either'
  aliases: string[]
}

const field = (
  reso: string,
  threshold: string,
  need: ResoField['need'],
  aliases: string[] = [],
): ResoField => ({ reso, threshold, need, aliases })

export const resoFields = [
  field('ListingKey', 'Listing id (derived from the feed and this key)', 'required', [
    'listing key',
    'listing id',
    'listingid',
    'mls number',
    'mls #',
    'mls',
    'mls id',
    'id',
    'key',
  ]),
  field('ListPrice', 'Price', 'required', ['price', 'list price', 'asking price']),
  field('StandardStatus', 'Status (active, pending, sold, withdrawn)', 'required', [
    'status',
    'mls status',
    'mlsstatus',
  ]),
  field('UnparsedAddress', 'Street address', 'either', [
    'address',
    'street address',
    'full address',
  ]),
  field('StreetNumber', 'Street address (number)', 'either', ['street number', 'house number']),
  field('StreetDirPrefix', 'Street address (direction before the name)', 'optional'),
  field('StreetName', 'Street address (name)', 'either', ['street', 'street name']),
  field('StreetSuffix', 'Street address (Street, Avenue...)', 'optional', [
    'street suffix',
    'street type',
  ]),
  field('StreetDirSuffix', 'Street address (direction after the name)', 'optional'),
  field('UnitNumber', 'Street address (unit)', 'optional', ['unit']),
  field('City', 'City', 'required', ['town']),
  field('StateOrProvince', 'State', 'required', ['state', 'province']),
  field('PostalCode', 'ZIP code', 'required', [
    'zip',
    'zip code',
    'zipcode',
    'postal code',
    'postcode',
  ]),
  field('BedroomsTotal', 'Bedrooms', 'required', ['beds', 'bedrooms', 'bed', 'br']),
  field('BathroomsTotalInteger', 'Bathrooms (all counted as full)', 'either', [
    'baths',
    'bathrooms',
    'bath',
    'ba',
    'total baths',
  ]),
  field('BathroomsFull', 'Full bathrooms', 'either', ['full baths']),
  field('BathroomsHalf', 'Half bathrooms', 'optional', ['half baths']),
  field('LivingArea', 'Living area (sq ft)', 'required', [
    'sqft',
    'sq ft',
    'square feet',
    'living area',
    'living sqft',
  ]),
  field('LivingAreaUnits', 'Living area (Square Feet or Square Meters)', 'optional'),
  field('LotSizeSquareFeet', 'Lot (sq ft)', 'optional', [
    'lot sqft',
    'lot sq ft',
    'lot size',
    'lot square feet',
  ]),
  field('LotSizeAcres', 'Lot (acres, to sq ft)', 'optional', ['acres', 'lot acres']),
  field('LotSizeArea', 'Lot (in LotSizeUnits)', 'optional'),
  field('LotSizeUnits', 'Lot (Square Feet, Acres or Square Meters)', 'optional'),
  field('YearBuilt', 'Year built', 'optional', ['year built', 'built']),
  field('PropertyType', 'Property type', 'optional', ['type', 'property type']),
  field('PropertySubType', 'Property type (more exactly)', 'optional', [
    'subtype',
    'property subtype',
  ]),
  field('ArchitecturalStyle', 'Style', 'optional', ['style']),
  field('StoriesTotal', 'Stories', 'optional', ['stories']),
  field('GarageSpaces', 'Garage (cars)', 'optional', ['garage', 'garage spaces']),
  field('FireplacesTotal', 'Fireplaces (and the feature)', 'optional', ['fireplaces']),
  field('AttachedGarageYN', 'Feature: attached garage', 'optional'),
  field('PoolPrivateYN', 'Feature: pool', 'optional', ['pool']),
  field('Cooling', 'Feature: central air', 'optional'),
  field('Basement', 'Feature: basement, finished basement', 'optional'),
  field('SubdivisionName', 'Neighborhood (else the city)', 'optional', [
    'subdivision',
    'neighborhood',
    'neighbourhood',
  ]),
  field('Latitude', 'Location (else the ZIP code’s centre)', 'optional', ['lat']),
  field('Longitude', 'Location (else the ZIP code’s centre)', 'optional', ['lng', 'lon', 'long']),
  field('PublicRemarks', 'Description', 'optional', ['remarks', 'description', 'public remarks']),
  field('ListingContractDate', 'Listed on', 'optional', [
    'list date',
    'listing date',
    'listed',
    'listed date',
  ]),
  field('OnMarketDate', 'Listed on (when ListingContractDate is missing)', 'optional', [
    'on market date',
  ]),
  field('ClosePrice', 'Sale price (a Closed listing)', 'optional', [
    'sold price',
    'close price',
    'sale price',
  ]),
  field('CloseDate', 'Sold on (a Closed listing)', 'optional', [
    'sold date',
    'close date',
    'sale date',
  ]),
] as const satisfies readonly ResoField[]

export type ResoName = (typeof resoFields)[number]['reso']

// "List Price", "list_price" and "ListPrice" are one name
export const normalizeName = (name: string) => name.toLowerCase().replace(/[^a-z0-9#]/g, '')

const byName = new Map<string, ResoName>()
for (const { reso } of resoFields) byName.set(normalizeName(reso), reso)
const byAlias = new Map<string, ResoName>()
for (const { reso, aliases } of resoFields)
  for (const alias of aliases) byAlias.set(normalizeName(alias), reso)

export type Columns = { matched: Partial<Record<ResoName, string>>; ignored: string[] }

// which of the file's columns gives each field: a column named as RESO names the field wins over
// one named by an alias, and the first of two same-named columns wins
export function matchColumns(columns: readonly string[]): Columns {
  const matched: Partial<Record<ResoName, string>> = {}
  for (const column of columns) {
    const reso = byName.get(normalizeName(column))
    if (reso && matched[reso] === undefined) matched[reso] = column
  }
  const taken = new Set(
    Object.values(matched).filter((column): column is string => column !== undefined),
  )
  for (const column of columns) {
    const reso = byAlias.get(normalizeName(column))
    if (!taken.has(column) && reso && matched[reso] === undefined) {
      matched[reso] = column
      taken.add(column)
    }
  }
  return { matched, ignored: columns.filter((column) => !taken.has(column)) }
}

// the fields every listing needs that no column gives (for a group, its first field's name)
export function missingFields({ matched }: Columns): string[] {
  const missing: string[] = resoFields
    .filter((field) => field.need === 'required' && matched[field.reso] === undefined)
    .map((field) => field.reso)
  if (!matched.UnparsedAddress && !matched.StreetName)
    missing.push('UnparsedAddress (or StreetNumber and StreetName)')
  if (!matched.BathroomsTotalInteger && !matched.BathroomsFull)
    missing.push('BathroomsTotalInteger (or BathroomsFull)')
  return missing
}

export function mappingRows({ matched }: Columns): MappingRow[] {
  return resoFields.map((field) => ({
    reso: field.reso,
    threshold: field.threshold,
    need: field.need,
    matched: matched[field.reso] ?? null,
  }))
}
