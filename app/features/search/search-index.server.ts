import { create, insertMultiple, remove, search, type Orama } from '@orama/orama'
import { pricePerSqft, type Listing } from '~/features/listings/listing'
import { allListings, getListing } from '~/features/listings/listings.server'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { phraseSimilarities } from './embeddings.server'
import { allPhrases, phrasesOf } from './semantic-phrases'
import type { SearchQuery, SortOption } from './search-query'

// Orama indexes the words of place only; filters and sorts run over our own sorted orders
const schema = {
  id: 'string',
  text: 'string',
} as const

// phraseIds: the listing's phrases, as positions in allPhrases
type IndexedListing = { listing: Listing; phraseIds: number[] }
type State = {
  orama?: Orama<typeof schema>
  listings: Map<string, IndexedListing>
  // every listing in each sort order, made when first asked for after a change
  sorted: Map<SortOption, IndexedListing[]>
  unsubscribe?: () => void
}

// the in-process search index over listings: built at start from Firestore (the source of truth)
// and kept current by a snapshot listener, so every instance sees every write
const state = singleton('search-index', (): State => ({ listings: new Map(), sorted: new Map() }))

function documentOf(listing: Listing) {
  // the words of place (neighbourhood, ZIP); what a home has is matched by meaning, and a typed
  // street address by the address itself
  return { id: listing.id, text: [listing.neighborhood, listing.address.zip].join(' ') }
}

export async function buildSearchIndex(listings?: Listing[]) {
  const started = performance.now()
  const all = listings ?? (await allListings())
  const orama = create({ schema })
  await insertMultiple(orama, all.map(documentOf), 1_000)
  state.orama = orama
  state.listings = new Map(all.map((listing) => [listing.id, indexed(listing)]))
  state.sorted.clear()
  places.clear()
  logger.info({ event: 'search.index-built', listings: all.length, ms: Math.round(performance.now() - started) }, 'search index built')
}

export async function indexListing(listing: Listing) {
  const orama = requireIndex()
  if (state.listings.has(listing.id)) await remove(orama, listing.id)
  await insertMultiple(orama, [documentOf(listing)])
  state.listings.set(listing.id, indexed(listing))
  state.sorted.clear()
}

const phraseIdOf = new Map(allPhrases.map((phrase, id) => [phrase, id]))

function indexed(listing: Listing): IndexedListing {
  return { listing, phraseIds: phrasesOf(listing).map((phrase) => phraseIdOf.get(phrase)!) }
}

export async function removeFromIndex(id: string) {
  if (!state.listings.has(id)) return
  await remove(requireIndex(), id)
  state.listings.delete(id)
  state.sorted.clear()
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
  if (id === '*') return buildSearchIndex()
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
  return query.q ? searchByMeaning(query) : searchByFilters(query)
}

// filters only: one pass over the listings in the asked order, counting every match and keeping
// the first ones (the page and the map's points); ties are ordered by id, so pages are stable
function searchByFilters(query: SearchQuery): SearchResult {
  const accepts = predicateOf(query)
  const wanted = Math.max(mapPoints, query.page * pageSize)
  const kept: Listing[] = []
  let total = 0
  for (const { listing } of sortedBy(query.sort === 'relevance' ? 'newest' : query.sort)) {
    if (!accepts(listing)) continue
    total += 1
    if (kept.length < wanted) kept.push(listing)
  }
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(query.page, pages)
  return {
    total,
    page,
    pages,
    listings: kept.slice((page - 1) * pageSize, page * pageSize).map((listing) => ({ listing })),
    points: kept.slice(0, mapPoints).map((listing) => ({ id: listing.id, lat: listing.lat, lng: listing.lng })),
  }
}

function sortedBy(sort: SortOption): IndexedListing[] {
  requireIndex()
  let sorted = state.sorted.get(sort)
  if (!sorted) {
    const order = comparator(sort)
    sorted = [...state.listings.values()]
      .map((entry): Ranked => ({ entry, score: 0 }))
      .sort(order)
      .map((ranked) => ranked.entry)
    state.sorted.set(sort, sorted)
  }
  return sorted
}

const mapPoints = 400

// keywords: the homes whose facts mean what was asked (a phrase close enough in meaning) or whose
// place was named (Orama's full-text search over place words), filtered, then ranked by a blend
// of the two
async function searchByMeaning(query: SearchQuery): Promise<SearchResult> {
  const orama = requireIndex()
  const similarities = await phraseSimilarities(query.q!)
  const similarityOf = Float64Array.from(allPhrases, (phrase) => similarities?.get(phrase) ?? 0)
  const placeWords = placeTermsOf(query.q!)
  const keywordHits = placeWords ? await search(orama, { term: placeWords, properties: ['text'], limit: 500, threshold: 0 }) : { hits: [] }
  const top = keywordHits.hits[0]?.score || 1
  const keyword = new Map(keywordHits.hits.map((hit) => [hit.id, hit.score / top]))
  for (const id of addressMatches(query.q!)) keyword.set(id, 1)
  const accepts = predicateOf(query)
  const ranked: Ranked[] = []
  for (const entry of state.listings.values()) {
    const semantic = semanticScore(entry.phraseIds, similarityOf)
    const named = keyword.has(entry.listing.id)
    if ((!named && semantic.best < candidateSimilarity) || !accepts(entry.listing)) continue
    const words = keyword.get(entry.listing.id) ?? 0
    const score = 0.65 * semantic.score + 0.35 * words
    if (score < minimumBlend && words < 0.75) continue
    ranked.push({ entry, score, reason: semantic.phrase && semantic.score >= meaningfulSimilarity ? semantic.phrase : undefined })
  }
  ranked.sort(comparator(query.sort))
  const total = ranked.length
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(query.page, pages)
  return {
    total,
    page,
    pages,
    listings: ranked.slice((page - 1) * pageSize, page * pageSize).map((item) => ({ listing: item.entry.listing, reason: item.reason })),
    points: ranked.slice(0, mapPoints).map(({ entry: { listing } }) => ({ id: listing.id, lat: listing.lat, lng: listing.lng })),
  }
}

const candidateSimilarity = 0.6

// "4065 Ash Street": the homes whose address starts with what was typed
function addressMatches(text: string): string[] {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!/^\d+ [a-z]/.test(typed)) return []
  const ids: string[] = []
  for (const { listing } of state.listings.values()) {
    if (`${listing.address.line1}, ${listing.address.city}`.toLowerCase().startsWith(typed)) ids.push(listing.id)
  }
  return ids
}

// words that can name a place; short and common words would match (as prefixes) nearly every home
const commonWords = new Set(['the', 'and', 'with', 'for', 'near', 'home', 'house', 'room', 'ames', 'iowa', 'quiet', 'big', 'large', 'small', 'new', 'old', 'good', 'nice', 'lots', 'some', 'somewhere', 'place', 'that', 'has', 'have', 'want', 'need', 'looking'])

function placeTermsOf(text: string): string {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !commonWords.has(word))
    .join(' ')
}

// the filters of a search, checked against each listing
function predicateOf(query: Filters): (listing: Listing) => boolean {
  const place = query.place ? placeFilter(query.place) : null
  const placeOf = (listing: Listing) => (place?.field === 'zip' ? listing.address.zip : place?.field === 'city' ? listing.address.city : listing.neighborhood)
  const placeMatches = (listing: Listing) => !place || place.values.has(placeOf(listing))
  const within = (value: number, low?: number, high?: number) => (low === undefined || value >= low) && (high === undefined || value <= high)
  return (listing) =>
    listing.status === query.status &&
    within(listing.price, query.minPrice, query.maxPrice) &&
    within(listing.sqft, query.minSqft, query.maxSqft) &&
    within(listing.yearBuilt, query.minYear, query.maxYear) &&
    (query.beds === undefined || listing.beds >= query.beds) &&
    (query.baths === undefined || listing.baths >= query.baths) &&
    (!query.type || listing.propertyType === query.type) &&
    query.features.every((feature) => listing.features.includes(feature)) &&
    placeMatches(listing)
}

// how many homes match when one filter is left out, to suggest which to relax
export async function countWithout(query: SearchQuery, filter: keyof SearchQuery): Promise<number> {
  const relaxed = { ...query, [filter]: filter === 'features' ? [] : undefined, page: 1 }
  return (await searchListings(relaxed as SearchQuery)).total
}

const meaningfulSimilarity = 0.6
const minimumBlend = 0.35

// a listing's closeness in meaning: mostly its closest phrase, a little its second
function semanticScore(phraseIds: number[], similarityOf: Float64Array) {
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
  return { best, score: (best * 3 + second) / 4, phrase: closest === undefined ? undefined : allPhrases[closest] }
}

type Ranked = { entry: IndexedListing; score: number; reason?: string }

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

// a place is a ZIP, a city or (part of) a neighbourhood name
type PlaceFilter = { field: 'zip' | 'city' | 'neighborhood'; values: Set<string> }
const places = new Map<string, PlaceFilter>()

function placeFilter(place: string): PlaceFilter {
  const wanted = place.trim().toLowerCase()
  const known = places.get(wanted)
  if (known) return known
  const filter = resolvePlace(wanted)
  if (places.size > 1_000) places.clear()
  places.set(wanted, filter)
  return filter
}

function resolvePlace(wanted: string): PlaceFilter {
  if (/^\d{5}$/.test(wanted)) return { field: 'zip', values: new Set([wanted]) }
  const neighborhoods = new Set<string>()
  const cities = new Set<string>()
  for (const { listing } of state.listings.values()) {
    if (listing.neighborhood.toLowerCase().includes(wanted)) neighborhoods.add(listing.neighborhood)
    if (listing.address.city.toLowerCase() === wanted) cities.add(listing.address.city)
  }
  if (cities.size > 0) return { field: 'city', values: cities }
  return { field: 'neighborhood', values: neighborhoods }
}
