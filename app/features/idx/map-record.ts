import type { Listing, ListingStatus } from '~/features/listings/listing'
import type { PropertyType } from '~/core/home'
import { isObject } from './feed-file'
import { idxMessages } from './messages'
import type { Columns, ResoName } from './reso-fields'

const reasons = idxMessages.reasons

// a listing as the feed describes it. `listedAt: null` and `soldAt: 0` are dates the feed did not
// give: the import keeps the ones it gave before, or takes its own time (see plan-import.ts)
export type IdxFacts = Omit<Listing, 'id' | 'createdAt' | 'updatedAt'> & {
  source: 'idx'
  feed: string
  listingKey: string
}
// placedByZip: the feed gave no coordinates, so the home sits at its ZIP code's centre
export type MappedRecord = {
  key: string
  facts: IdxFacts | null
  reasons: string[]
  placedByZip?: boolean
}
export type Place = { lat: number; lng: number }

const statusOf: Record<string, ListingStatus> = {
  active: 'active',
  comingsoon: 'active',
  pending: 'pending',
  activeundercontract: 'pending',
  undercontract: 'pending',
  closed: 'sold',
  sold: 'sold',
  withdrawn: 'withdrawn',
  canceled: 'withdrawn',
  cancelled: 'withdrawn',
  expired: 'withdrawn',
}

const squareMetre = 10.7639
const acre = 43_560
const maxPrice = 1_000_000_000

// one record of the feed: each field read, checked and turned into the listing's; every problem
// is named, so the report says all that is wrong with a row at once
export function mapRecord(
  record: unknown,
  { matched }: Columns,
  feed: string,
  centreOf: (zip: string) => Place | undefined,
  year = new Date().getUTCFullYear(),
): MappedRecord {
  if (!isObject(record)) return { key: '', facts: null, reasons: [reasons.notAnObject] }
  const text = (name: ResoName): string =>
    textOf(matched[name] === undefined ? undefined : record[matched[name]!])
  const problems: string[] = []
  const check = <T>(value: T | undefined, problem: string): T | undefined => {
    if (value === undefined) problems.push(problem)
    return value
  }

  const key = text('ListingKey')
  if (!key) problems.push(reasons.keyMissing)
  else if (key.length > 100) problems.push(reasons.keyTooLong)

  const listPrice = text('ListPrice')
  const price = listPrice
    ? check(positive(listPrice, maxPrice), reasons.priceInvalid(listPrice))
    : check(undefined, reasons.priceMissing)
  const statusText = text('StandardStatus')
  const status = statusText
    ? check(
        statusOf[statusText.toLowerCase().replace(/[^a-z]/g, '')],
        reasons.statusUnknown(statusText),
      )
    : check(undefined, reasons.statusMissing)

  const line1 = check(streetAddress(text), reasons.addressMissing)
  const city = check(
    text('City').replace(/\s+/g, ' ').slice(0, 60) || undefined,
    reasons.cityMissing,
  )
  const stateText = text('StateOrProvince')
  const state = check(
    /^[a-z]{2}$/i.test(stateText) ? stateText.toUpperCase() : undefined,
    reasons.stateInvalid(stateText),
  )
  const zipText = text('PostalCode')
  const zip = check(/^(\d{5})(-?\d{4})?$/.exec(zipText)?.[1], reasons.zipInvalid(zipText))

  const bedsText = text('BedroomsTotal')
  const beds = check(wholeNumber(bedsText, 100), reasons.bedsInvalid(bedsText))
  const bathrooms = check(
    bathroomsOf(text),
    reasons.bathsInvalid(text('BathroomsFull') || text('BathroomsTotalInteger')),
  )
  const areaText = text('LivingArea')
  const area = check(positive(areaText, 1_000_000), reasons.areaInvalid(areaText))
  const sqft =
    area === undefined
      ? undefined
      : Math.round(/met/i.test(text('LivingAreaUnits')) ? area * squareMetre : area)
  const lotSqft = lotOf(text, problems)

  const yearText = text('YearBuilt')
  const yearBuilt = yearText
    ? check(wholeNumber(yearText, year + 3, 1600), reasons.yearInvalid(yearText))
    : 0
  const stories = optionalCount(text, 'StoriesTotal', 1, problems)
  const garageSpaces = optionalCount(text, 'GarageSpaces', 0, problems)
  const fireplaces = optionalCount(text, 'FireplacesTotal', 0, problems)
  const propertyType = typeOf(text('PropertyType'), text('PropertySubType'), problems)

  const listedAt = dateOf(text, ['ListingContractDate', 'OnMarketDate'], problems)
  const closedAt = dateOf(text, ['CloseDate'], problems)
  const closePriceText = text('ClosePrice')
  const closePrice = closePriceText
    ? check(positive(closePriceText, maxPrice), reasons.closePriceInvalid(closePriceText))
    : undefined

  const place = placeOf(text('Latitude'), text('Longitude'), zip, centreOf, problems)

  if (
    problems.length > 0 ||
    price === undefined ||
    status === undefined ||
    !line1 ||
    !city ||
    !state ||
    !zip ||
    beds === undefined ||
    !bathrooms ||
    sqft === undefined ||
    yearBuilt === undefined ||
    !place ||
    !propertyType
  ) {
    return { key, facts: null, reasons: problems }
  }
  const sold = status === 'sold'
  const salePrice = sold ? (closePrice ?? price) : 0
  const facts: IdxFacts = {
    source: 'idx',
    feed,
    listingKey: key,
    sellerId: null,
    status,
    address: { line1, city, state, zip },
    addressGenerated: false,
    lat: place.lat,
    lng: place.lng,
    neighborhood: text('SubdivisionName').replace(/\s+/g, ' ').slice(0, 60) || city,
    beds,
    baths: bathrooms.full + bathrooms.half / 2,
    fullBaths: bathrooms.full,
    halfBaths: bathrooms.half,
    sqft,
    lotSqft,
    yearBuilt,
    yearRemodeled: yearBuilt,
    propertyType,
    style: (
      text('ArchitecturalStyle') ||
      text('PropertySubType') ||
      text('PropertyType') ||
      'Residential'
    ).slice(0, 60),
    stories: Math.max(1, stories),
    garageSpaces,
    basementSqft: 0,
    fireplaces,
    features: featuresOf(text, fireplaces),
    description:
      text('PublicRemarks').slice(0, 4_000) ||
      `A home in ${city}, ${state}, listed through ${feed}.`,
    photos: [],
    price: sold ? salePrice : price,
    listedAt,
    soldPrice: salePrice,
    soldAt: sold ? (closedAt ?? 0) : 0,
  }
  return { key, facts, reasons: [], placedByZip: place.byZip }
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ')
  return ''
}

// "$215,000", "215000", 215000
function numberOf(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '')
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned) ? Number(cleaned) : undefined
}

function positive(text: string, most: number): number | undefined {
  const value = numberOf(text)
  return value !== undefined && value > 0 && value <= most ? value : undefined
}

function wholeNumber(text: string, most: number, least = 0): number | undefined {
  const value = numberOf(text)
  return value !== undefined && Number.isInteger(value) && value >= least && value <= most
    ? value
    : undefined
}

function optionalCount(
  text: (name: ResoName) => string,
  name: ResoName,
  fallback: number,
  problems: string[],
): number {
  const given = text(name)
  if (!given) return fallback
  const value = wholeNumber(given, 100)
  if (value === undefined) problems.push(reasons.numberInvalid(name, given))
  return value ?? fallback
}

// the street line: UnparsedAddress up to its first comma (the rest repeats city and state), or the parts
function streetAddress(text: (name: ResoName) => string): string | undefined {
  const unparsed = text('UnparsedAddress').split(',')[0]!.trim()
  const parts = [
    text('StreetNumber'),
    text('StreetDirPrefix'),
    text('StreetName'),
    text('StreetSuffix'),
    text('StreetDirSuffix'),
  ]
  const composed = text('StreetName')
    ? [...parts, text('UnitNumber') ? `#${text('UnitNumber').replace(/^#/, '')}` : '']
        .filter(Boolean)
        .join(' ')
    : ''
  const line = (unparsed || composed).replace(/\s+/g, ' ')
  return line ? line.slice(0, 120) : undefined
}

// BathroomsFull (and BathroomsHalf) when given; else BathroomsTotalInteger, whose half (a CSV's
// "2.5 baths") is one half bathroom
function bathroomsOf(text: (name: ResoName) => string): { full: number; half: number } | undefined {
  const fullText = text('BathroomsFull')
  if (fullText) {
    const full = wholeNumber(fullText, 50)
    const halfText = text('BathroomsHalf')
    const half = halfText ? wholeNumber(halfText, 50) : 0
    return full === undefined || half === undefined ? undefined : { full, half }
  }
  const total = numberOf(text('BathroomsTotalInteger'))
  if (total === undefined || total < 0 || total > 50) return undefined
  const full = Math.floor(total)
  return { full, half: total - full >= 0.5 ? 1 : 0 }
}

function lotOf(text: (name: ResoName) => string, problems: string[]): number {
  const square = text('LotSizeSquareFeet')
  const acres = text('LotSizeAcres')
  const area = text('LotSizeArea')
  const given = square || acres || area
  if (!given) return 0
  const value = numberOf(given)
  if (value === undefined || value < 0) {
    problems.push(reasons.lotInvalid(given))
    return 0
  }
  const units = square ? 'square feet' : acres ? 'acres' : text('LotSizeUnits').toLowerCase()
  const scale = /acre/.test(units) ? acre : /met/.test(units) ? squareMetre : 1
  return Math.round(value * scale)
}

// the four kinds of home Threshold shows; land, commercial property and rentals are not homes for sale
function typeOf(type: string, subType: string, problems: string[]): PropertyType | undefined {
  const words = `${type} ${subType}`.toLowerCase()
  if (/land|lot\b|commercial|business|lease|rental|farm|industrial|office|retail/.test(words)) {
    problems.push(reasons.notAHome(type || subType))
    return undefined
  }
  if (/town|condo|cooperative|row ?house/.test(words)) return 'townhouse'
  if (/duplex/.test(words)) return 'duplex'
  if (/triplex|quadruplex|fourplex|multi|income|two.?family/.test(words)) return 'two-family'
  return 'single-family'
}

// a day the feed gives, as ms at midnight UTC: ISO (2026-03-01, or a timestamp) or US (03/01/2026)
function dateOf(
  text: (name: ResoName) => string,
  names: ResoName[],
  problems: string[],
): number | null {
  for (const name of names) {
    const given = text(name)
    if (!given) continue
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(given)
    const iso = /^(\d{4})-(\d{2})-(\d{2})([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(given)
    const [year, month, day] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : []
    const ms = year ? Date.UTC(Number(year), Number(month) - 1, Number(day)) : NaN
    if (Number.isNaN(ms) || new Date(ms).getUTCDate() !== Number(day)) {
      problems.push(reasons.dateInvalid(name, given))
      return null
    }
    return ms
  }
  return null
}

// the feed's coordinates; without them (or at 0, 0, an export's blank), the centre of the ZIP code
function placeOf(
  latText: string,
  lngText: string,
  zip: string | undefined,
  centreOf: (zip: string) => Place | undefined,
  problems: string[],
): (Place & { byZip: boolean }) | undefined {
  if (latText || lngText) {
    const lat = numberOf(latText)
    const lng = numberOf(lngText)
    if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      problems.push(reasons.coordinatesInvalid)
      return undefined
    }
    if (lat !== 0 || lng !== 0) return { lat, lng, byZip: false }
  }
  if (!zip) return undefined
  const centre = centreOf(zip)
  if (!centre) problems.push(reasons.noPlace(zip))
  return centre && { lat: centre.lat, lng: centre.lng, byZip: true }
}

function featuresOf(text: (name: ResoName) => string, fireplaces: number): string[] {
  const yes = (name: ResoName) => /^(true|yes|y|1)$/i.test(text(name))
  const basement = text('Basement').toLowerCase()
  const features: string[] = []
  if (yes('AttachedGarageYN')) features.push('attached-garage')
  if (fireplaces > 0) features.push('fireplace')
  if (yes('PoolPrivateYN')) features.push('pool')
  if (/central/i.test(text('Cooling'))) features.push('central-air')
  if (basement && !/^(none|no|slab|crawl)/.test(basement))
    features.push(
      /finished/.test(basement) && !/unfinished/.test(basement) ? 'finished-basement' : 'basement',
    )
  return features
}
