import { z } from 'zod'
import { featureLabels, type ListingStatus } from '~/features/listings/listing'
import { propertyTypes, type PropertyType } from '~/core/home'
import { formatNumber } from '~/ui/format'
import { searchMessages } from './messages'
import { areaText, parseArea, type Area } from './search-area'

export const sortOptions = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
  size: 'Size (largest first)',
  ppsf: 'Price per sq ft (lowest first)',
} as const
export type SortOption = keyof typeof sortOptions

export type SearchQuery = {
  q?: string
  place?: string
  // one of the neighborhoods the explorer draws, by its exact name (the choice without JavaScript)
  neighborhood?: string
  // a polygon drawn on the map: only homes inside it (ADR 068)
  area?: Area
  minPrice?: number
  maxPrice?: number
  beds?: number
  baths?: number
  type?: PropertyType
  minSqft?: number
  maxSqft?: number
  minYear?: number
  maxYear?: number
  features: string[]
  status: ListingStatus
  sort: SortOption
  page: number
}

export type SearchErrors = Partial<Record<keyof SearchQuery, string>>

const thisYear = new Date().getUTCFullYear()
const wholeNumber = (label: string, max: number) =>
  z.coerce
    .number({
      invalid_type_error: `${label} must be a number, like ${formatNumber(Math.min(max, 250000))}`,
    })
    .int(`${label} must be a whole number`)
    .min(0, `${label} can't be negative`)
    .max(max, `${label} must be at most ${formatNumber(max)}`)

const fields = {
  minPrice: wholeNumber('Min price', 100_000_000),
  maxPrice: wholeNumber('Max price', 100_000_000),
  beds: wholeNumber('Bedrooms', 20),
  baths: wholeNumber('Bathrooms', 20),
  minSqft: wholeNumber('Min size', 100_000),
  maxSqft: wholeNumber('Max size', 100_000),
  minYear: wholeNumber('Built after', thisYear).min(1800, 'Built after must be a year, like 1990'),
  maxYear: wholeNumber('Built before', thisYear).min(
    1800,
    'Built before must be a year, like 2005',
  ),
}

const numberFields = Object.keys(fields) as Array<keyof typeof fields>

// each value is checked on its own: a bad one gets its message and is left out, the rest of the
// search still runs
export function parseSearchParams(params: URLSearchParams): {
  query: SearchQuery
  errors: SearchErrors
} {
  const errors: SearchErrors = {}
  const query: SearchQuery = { features: [], status: 'active', sort: 'newest', page: 1 }
  const text = (name: string) => params.get(name)?.trim().slice(0, 200) || undefined
  query.q = text('q')
  query.place = text('place')
  const neighborhood = params.get('neighborhood')?.trim()
  if (neighborhood && neighborhood.length > 80)
    errors.neighborhood = searchMessages.neighborhood.tooLong
  else if (neighborhood) query.neighborhood = neighborhood
  const area = params.get('area')?.trim()
  if (area) {
    const parsed = parseArea(area)
    if ('area' in parsed) query.area = parsed.area
    else errors.area = parsed.error
  }
  for (const name of numberFields) {
    const raw = params
      .get(name)
      ?.trim()
      .replace(/[$,\s]/g, '')
    if (!raw) continue
    const parsed = fields[name].safeParse(raw)
    if (parsed.success) query[name] = parsed.data
    else errors[name] = parsed.error.issues[0]!.message
  }
  rangeCheck(query, errors, 'minPrice', 'maxPrice', 'Max price must be more than min price')
  rangeCheck(query, errors, 'minSqft', 'maxSqft', 'Max size must be more than min size')
  rangeCheck(query, errors, 'minYear', 'maxYear', 'Built before must be later than built after')
  const type = params.get('type')
  if (type) {
    if ((propertyTypes as readonly string[]).includes(type)) query.type = type as PropertyType
    else errors.type = 'Choose a home type from the list'
  }
  const features = params
    .getAll('features')
    .filter((feature) => Object.hasOwn(featureLabels, feature))
  query.features = [...new Set(features)].slice(0, 12)
  const status = params.get('status')
  if (status === 'active' || status === 'pending' || status === 'sold') query.status = status
  else if (status) errors.status = 'Choose for sale, pending or sold'
  const sort = params.get('sort')
  if (sort && Object.hasOwn(sortOptions, sort)) query.sort = sort as SortOption
  else query.sort = query.q ? 'relevance' : 'newest'
  const page = Number(params.get('page') ?? '1')
  query.page = Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
  return { query, errors }
}

function rangeCheck(
  query: SearchQuery,
  errors: SearchErrors,
  low: 'minPrice' | 'minSqft' | 'minYear',
  high: 'maxPrice' | 'maxSqft' | 'maxYear',
  message: string,
) {
  const from = query[low]
  const to = query[high]
  if (from !== undefined && to !== undefined && to < from) {
    errors[high] = message
    delete query[high]
  }
}

// the query as URL parameters, for links to other pages, sorts and relaxed filters
export function searchParamsOf(query: Partial<SearchQuery>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) continue
    if (name === 'area') params.set(name, areaText(value as Area))
    else if (Array.isArray(value)) for (const item of value) params.append(name, String(item))
    else params.set(name, String(value))
  }
  return params
}
