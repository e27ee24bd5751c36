import { create, insertMultiple, remove, search, type Orama } from '@orama/orama'
import { featureLabels, pricePerSqft, type Listing } from '~/features/listings/listing'
import { allListings, getListing } from '~/features/listings/listings.server'
import { propertyTypeLabels } from '~/features/market/market-home'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { phraseSimilarities } from './embeddings.server'
import { phrasesOf } from './semantic-phrases'
import type { SearchQuery, SortOption } from './search-query'

const schema = {
  id: 'string',
  text: 'string',
  neighborhood: 'enum',
  city: 'enum',
  zip: 'enum',
  status: 'enum',
  propertyType: 'enum',
  features: 'enum[]',
  price: 'number',
  beds: 'number',
  baths: 'number',
  sqft: 'number',
  yearBuilt: 'number',
  recency: 'number',
  ppsf: 'number',
} as const

type IndexedListing = { listing: Listing; phrases: string[] }
type State = { orama?: Orama<typeof schema>; listings: Map<string, IndexedListing>; unsubscribe?: () => void }

// the in-process search index over listings: built at start from Firestore (the source of truth)
// and kept current by a snapshot listener, so every instance sees every write
const state = singleton('search-index', (): State => ({ listings: new Map() }))

function documentOf(listing: Listing) {
  return {
    id: listing.id,
    // only the words that tell homes apart: place, type and features (descriptions share the rest)
    text: [
      listing.neighborhood,
      listing.address.line1,
      listing.address.city,
      listing.address.zip,
      propertyTypeLabels[listing.propertyType],
      listing.style,
      ...listing.features.map((feature) => featureLabels[feature] ?? feature),
    ].join(' '),
    neighborhood: listing.neighborhood,
    city: listing.address.city,
    zip: listing.address.zip,
    status: listing.status,
    propertyType: listing.propertyType,
    features: listing.features,
    price: listing.price,
    beds: listing.beds,
    baths: listing.baths,
    sqft: listing.sqft,
    yearBuilt: listing.yearBuilt,
    recency: listing.listedAt ?? listing.soldAt,
    ppsf: pricePerSqft(listing),
  }
}

export async function buildSearchIndex(listings?: Listing[]) {
  const started = performance.now()
  const all = listings ?? (await allListings())
  const orama = create({ schema })
  await insertMultiple(orama, all.map(documentOf), 1_000)
  state.orama = orama
  state.listings = new Map(all.map((listing) => [listing.id, { listing, phrases: phrasesOf(listing) }]))
  logger.info({ event: 'search.index-built', listings: all.length, ms: Math.round(performance.now() - started) }, 'search index built')
}

export async function indexListing(listing: Listing) {
  const orama = requireIndex()
  if (state.listings.has(listing.id)) await remove(orama, listing.id)
  await insertMultiple(orama, [documentOf(listing)])
  state.listings.set(listing.id, { listing, phrases: phrasesOf(listing) })
}

export async function removeFromIndex(id: string) {
  if (!state.listings.has(id)) return
  await remove(requireIndex(), id)
  state.listings.delete(id)
}

// every listing write also notes the change in `listingChanges` (see recordListingChange); each
// instance listens to that small collection and re-reads the listing, so all instances' indexes
// follow every write. Listening to `listings` itself would resend thousands of documents
export function followListingChanges() {
  state.unsubscribe?.()
  state.unsubscribe = db()
    .collection('listingChanges')
    .where('at', '>', Date.now())
    .onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type !== 'added') continue
          const id = change.doc.get('listingId') as string
          refreshListing(id).catch((error: unknown) => logger.error({ event: 'search.index-update-failed', err: error }, 'index update failed'))
        }
      },
      (error) => logger.error({ event: 'search.listener-failed', err: error }, 'listing listener failed'),
    )
}

async function refreshListing(id: string) {
  const listing = await getListing(id)
  if (listing) await indexListing(listing)
  else await removeFromIndex(id)
}

export async function recordListingChange(listingId: string) {
  await db().collection('listingChanges').add({ listingId, at: Date.now() })
  await refreshListing(listingId)
}

export function stopFollowingListingChanges() {
  state.unsubscribe?.()
  state.unsubscribe = undefined
}

export function indexedListing(id: string): Listing | undefined {
  return state.listings.get(id)?.listing
}

export function indexedListings(): Listing[] {
  return [...state.listings.values()].map((entry) => entry.listing)
}

export function searchIndexReady(): boolean {
  return Boolean(state.orama)
}

function requireIndex() {
  if (!state.orama) throw new Error('the search index is not built yet')
  return state.orama
}

export const pageSize = 12

export type SearchResult = {
  total: number
  page: number
  pages: number
  listings: Array<{ listing: Listing; reason?: string }>
  // every match's position, for the map (bounded)
  points: Array<{ id: string; lat: number; lng: number }>
}

type Filters = Omit<SearchQuery, 'q' | 'sort' | 'page'>

export async function searchListings(query: SearchQuery): Promise<SearchResult> {
  const orama = requireIndex()
  const where = whereOf(query)
  const candidates = await search(orama, { where, limit: state.listings.size || 1 })
  let ranked = candidates.hits.map((hit) => ({ entry: state.listings.get(hit.id)!, score: 0, reason: undefined as string | undefined }))
  if (query.q) {
    const keywordHits = await search(orama, { term: query.q, properties: ['text'], where, limit: 500, threshold: 1 })
    const top = keywordHits.hits[0]?.score || 1
    const keyword = new Map(keywordHits.hits.map((hit) => [hit.id, hit.score / top]))
    const similarities = await phraseSimilarities(query.q)
    ranked = ranked
      .map((item) => {
        const semantic = similarities ? semanticScore(item.entry.phrases, similarities) : { score: 0, phrase: undefined }
        const words = keyword.get(item.entry.listing.id) ?? 0
        return { ...item, score: 0.65 * semantic.score + 0.35 * words, reason: semantic.phrase && semantic.score >= meaningfulSimilarity ? semantic.phrase : undefined }
      })
      .filter((item) => item.score >= minimumBlend || (keyword.get(item.entry.listing.id) ?? 0) >= 0.75)
  }
  ranked.sort(comparator(query.sort))
  const total = ranked.length
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(query.page, pages)
  const slice = ranked.slice((page - 1) * pageSize, page * pageSize)
  return {
    total,
    page,
    pages,
    listings: slice.map((item) => ({ listing: item.entry.listing, reason: item.reason })),
    points: ranked.slice(0, 400).map(({ entry: { listing } }) => ({ id: listing.id, lat: listing.lat, lng: listing.lng })),
  }
}

// how many homes match when one filter is left out, to suggest which to relax
export async function countWithout(query: SearchQuery, filter: keyof SearchQuery): Promise<number> {
  const relaxed = { ...query, [filter]: filter === 'features' ? [] : undefined, page: 1 }
  return (await searchListings(relaxed as SearchQuery)).total
}

const meaningfulSimilarity = 0.6
const minimumBlend = 0.35

function semanticScore(phrases: string[], similarities: Map<string, number>) {
  let best = 0
  let second = 0
  let phrase: string | undefined
  for (const candidate of phrases) {
    const similarity = similarities.get(candidate) ?? 0
    if (similarity > best) {
      second = best
      best = similarity
      phrase = candidate
    } else if (similarity > second) second = similarity
  }
  return { score: (best * 3 + second) / 4, phrase }
}

type Ranked = { entry: IndexedListing; score: number }

function comparator(sort: SortOption): (a: Ranked, b: Ranked) => number {
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

function whereOf(query: Filters) {
  const where: Record<string, unknown> = { status: { eq: query.status } }
  const range = (low?: number, high?: number) =>
    low !== undefined && high !== undefined ? { between: [low, high] } : low !== undefined ? { gte: low } : high !== undefined ? { lte: high } : undefined
  const price = range(query.minPrice, query.maxPrice)
  if (price) where.price = price
  const sqft = range(query.minSqft, query.maxSqft)
  if (sqft) where.sqft = sqft
  const year = range(query.minYear, query.maxYear)
  if (year) where.yearBuilt = year
  if (query.beds !== undefined) where.beds = { gte: query.beds }
  if (query.baths !== undefined) where.baths = { gte: query.baths }
  if (query.type) where.propertyType = { eq: query.type }
  if (query.features.length > 0) where.features = { containsAll: query.features }
  if (query.place) {
    const place = placeFilter(query.place)
    Object.assign(where, place)
  }
  return where as never
}

// a place is a ZIP, a city or (part of) a neighbourhood name
function placeFilter(place: string): Record<string, unknown> {
  const wanted = place.trim().toLowerCase()
  if (/^\d{5}$/.test(wanted)) return { zip: { eq: wanted } }
  const neighborhoods = new Set<string>()
  const cities = new Set<string>()
  for (const { listing } of state.listings.values()) {
    if (listing.neighborhood.toLowerCase().includes(wanted)) neighborhoods.add(listing.neighborhood)
    if (listing.address.city.toLowerCase() === wanted) cities.add(listing.address.city)
  }
  if (cities.size > 0) return { city: { in: [...cities] } }
  return { neighborhood: { in: neighborhoods.size > 0 ? [...neighborhoods] : ['(no such place)'] } }
}
