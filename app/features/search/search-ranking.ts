import { pricePerSqft, type Listing } from '~/features/listings/listing'
import { areaPredicate } from './search-area'
import { allPhrases } from './semantic-phrases'
import type { SearchQuery, SortOption } from './search-query'

// phraseIds: the listing's phrases, as positions in allPhrases
export type IndexedListing = { listing: Listing; phraseIds: number[] }
export type Ranked = { entry: IndexedListing; score: number; reason?: string }
export type Filters = Omit<SearchQuery, 'q' | 'sort' | 'page'>
// a place is a ZIP, a city or (part of) a neighborhood name
export type PlaceFilter = { field: 'zip' | 'city' | 'neighborhood'; values: Set<string> }

// the filters of a search, checked against each listing
export function predicateOf(
  query: Filters,
  place: PlaceFilter | null,
): (listing: Listing) => boolean {
  const placeOf = (listing: Listing) =>
    place?.field === 'zip'
      ? listing.address.zip
      : place?.field === 'city'
        ? listing.address.city
        : listing.neighborhood
  const placeMatches = (listing: Listing) => !place || place.values.has(placeOf(listing))
  const within = (value: number, low?: number, high?: number) =>
    (low === undefined || value >= low) && (high === undefined || value <= high)
  const inArea = query.area ? areaPredicate(query.area) : null
  return (listing) =>
    listing.status === query.status &&
    within(listing.price, query.minPrice, query.maxPrice) &&
    within(listing.sqft, query.minSqft, query.maxSqft) &&
    within(listing.yearBuilt, query.minYear, query.maxYear) &&
    (query.beds === undefined || listing.beds >= query.beds) &&
    (query.baths === undefined || listing.baths >= query.baths) &&
    (!query.type || listing.propertyType === query.type) &&
    query.features.every((feature) => listing.features.includes(feature)) &&
    placeMatches(listing) &&
    (!query.neighborhood || listing.neighborhood === query.neighborhood) &&
    (!inArea || inArea(listing.lng, listing.lat))
}

export function comparator(sort: SortOption): (a: Ranked, b: Ranked) => number {
  const byId = (a: Ranked, b: Ranked) => (a.entry.listing.id < b.entry.listing.id ? -1 : 1)
  const by = (value: (listing: Listing) => number, direction: 1 | -1) => (a: Ranked, b: Ranked) =>
    (value(a.entry.listing) - value(b.entry.listing)) * direction || byId(a, b)
  switch (sort) {
    case 'relevance':
      return (a, b) => b.score - a.score || byId(a, b)
    case 'price-asc':
      return by((listing) => listing.price, 1)
    case 'price-desc':
      return by((listing) => listing.price, -1)
    case 'size':
      return by((listing) => listing.sqft, -1)
    case 'ppsf':
      return by((listing) => pricePerSqft(listing), 1)
    default:
      return by((listing) => listing.listedAt ?? listing.soldAt, -1)
  }
}

// a listing's closeness in meaning: mostly its closest phrase, a little its second
export function semanticScore(phraseIds: number[], similarityOf: Float64Array) {
  let best = 0
  let second = 0
  let closest: number | undefined
  for (const id of phraseIds) {
    const similarity = similarityOf[id]!
    if (similarity > best) {
      second = best
      best = similarity
      closest = id
    } else if (similarity > second) second = similarity
  }
  return {
    best,
    score: (best * 3 + second) / 4,
    phrase: closest === undefined ? undefined : allPhrases[closest],
  }
}

// words that can name a place; short and common words would match (as prefixes) nearly every home
const commonWords = new Set([
  'the',
  'and',
  'with',
  'for',
  'near',
  'home',
  'house',
  'room',
  'ames',
  'iowa',
  'quiet',
  'big',
  'large',
  'small',
  'new',
  'old',
  'good',
  'nice',
  'lots',
  'some',
  'somewhere',
  'place',
  'that',
  'has',
  'have',
  'want',
  'need',
  'looking',
])

export function placeTermsOf(text: string): string {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !commonWords.has(word))
    .join(' ')
}
