import { create, insertMultiple, remove, search, type Orama } from '@orama/orama'
import { pricePerSqft, type Listing } from '~/features/listings/listing'
import { allListings, getListing } from '~/features/listings/listings.server'
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
type State = { orama?: Orama<typeof schema>; listings: Map<string, IndexedListing>; byPhrase: Map<string, Set<string>>; unsubscribe?: () => void }

// the in-process search index over listings: built at start from Firestore (the source of truth)
// and kept current by a snapshot listener, so every instance sees every write
const state = singleton('search-index', (): State => ({ listings: new Map(), byPhrase: new Map() }))

function documentOf(listing: Listing) {
  return {
    id: listing.id,
    // the words of place (neighbourhood, ZIP); what a home has is matched by meaning, and a
    // typed street address by the address itself
    text: [listing.neighborhood, listing.address.zip].join(' '),
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
  state.byPhrase = new Map()
  for (const entry of state.listings.values()) addPhrases(entry)
  places.clear()
  logger.info({ event: 'search.index-built', listings: all.length, ms: Math.round(performance.now() - started) }, 'search index built')
}

export async function indexListing(listing: Listing) {
  const orama = requireIndex()
  if (state.listings.has(listing.id)) await remove(orama, listing.id)
  await insertMultiple(orama, [documentOf(listing)])
  removePhrases(listing.id)
  const entry = { listing, phrases: phrasesOf(listing) }
  state.listings.set(listing.id, entry)
  addPhrases(entry)
}

function addPhrases(entry: IndexedListing) {
  for (const phrase of entry.phrases) {
    const ids = state.byPhrase.get(phrase) ?? new Set<string>()
    ids.add(entry.listing.id)
    state.byPhrase.set(phrase, ids)
  }
}

function removePhrases(id: string) {
  for (const phrase of state.listings.get(id)?.phrases ?? []) state.byPhrase.get(phrase)?.delete(id)
}

export async function removeFromIndex(id: string) {
  if (!state.listings.has(id)) return
  await remove(requireIndex(), id)
  removePhrases(id)
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

const sortProperty: Record<Exclude<SortOption, 'relevance'>, { property: 'recency' | 'price' | 'sqft' | 'ppsf'; order: 'ASC' | 'DESC' }> = {
  newest: { property: 'recency', order: 'DESC' },
  'price-asc': { property: 'price', order: 'ASC' },
  'price-desc': { property: 'price', order: 'DESC' },
  size: { property: 'sqft', order: 'DESC' },
  ppsf: { property: 'ppsf', order: 'ASC' },
}

// filters only: Orama filters, sorts and pages (ties keep insertion order, so pages are stable)
async function searchByFilters(query: SearchQuery): Promise<SearchResult> {
  const orama = requireIndex()
  const where = whereOf(query)
  const sortBy = sortProperty[query.sort === 'relevance' ? 'newest' : query.sort]
  // one pass gives the page and the map's points (the first 400 matches)
  const wanted = Math.max(mapPoints, query.page * pageSize)
  let result = await search(orama, { where, sortBy, limit: wanted })
  const pages = Math.max(1, Math.ceil(result.count / pageSize))
  const page = Math.min(query.page, pages)
  if (page !== query.page) result = await search(orama, { where, sortBy, limit: Math.max(mapPoints, page * pageSize) })
  const entries = result.hits.map((hit) => state.listings.get(hit.id)!.listing)
  return {
    total: result.count,
    page,
    pages,
    listings: entries.slice((page - 1) * pageSize, page * pageSize).map((listing) => ({ listing })),
    points: entries.slice(0, mapPoints).map((listing) => ({ id: listing.id, lat: listing.lat, lng: listing.lng })),
  }
}

const mapPoints = 400

// keywords: the homes whose facts mean what was asked (phrase index) or whose place was named
// (Orama's full-text search over place words), filtered, then ranked by a blend of the two
async function searchByMeaning(query: SearchQuery): Promise<SearchResult> {
  const orama = requireIndex()
  const similarities = await phraseSimilarities(query.q!)
  const placeWords = placeTermsOf(query.q!)
  const keywordHits = placeWords ? await search(orama, { term: placeWords, properties: ['text'], limit: 500, threshold: 0 }) : { hits: [] }
  const top = keywordHits.hits[0]?.score || 1
  const keyword = new Map(keywordHits.hits.map((hit) => [hit.id, hit.score / top]))
  for (const id of addressMatches(query.q!)) keyword.set(id, 1)
  const candidates = new Set(keyword.keys())
  for (const [phrase, similarity] of similarities ?? []) {
    if (similarity < candidateSimilarity) continue
    for (const id of state.byPhrase.get(phrase) ?? []) candidates.add(id)
  }
  const accepts = predicateOf(query)
  const ranked: Ranked[] = []
  for (const id of candidates) {
    const entry = state.listings.get(id)
    if (!entry || !accepts(entry.listing)) continue
    const semantic = similarities ? semanticScore(entry.phrases, similarities) : { score: 0, phrase: undefined }
    const words = keyword.get(id) ?? 0
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
    points: ranked.slice(0, 400).map(({ entry: { listing } }) => ({ id: listing.id, lat: listing.lat, lng: listing.lng })),
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

// the same filters as whereOf, for the few thousand keyword candidates checked in memory
function predicateOf(query: Filters): (listing: Listing) => boolean {
  const place = query.place ? placeFilter(query.place) : null
  const placeMatches = (listing: Listing) => {
    if (!place) return true
    const [field, condition] = Object.entries(place)[0]! as [string, { eq?: string; in?: string[] }]
    const value = field === 'zip' ? listing.address.zip : field === 'city' ? listing.address.city : listing.neighborhood
    return condition.eq !== undefined ? value === condition.eq : (condition.in ?? []).includes(value)
  }
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
const places = new Map<string, Record<string, unknown>>()

function placeFilter(place: string): Record<string, unknown> {
  const wanted = place.trim().toLowerCase()
  const known = places.get(wanted)
  if (known) return known
  const filter = resolvePlace(wanted)
  if (places.size > 1_000) places.clear()
  places.set(wanted, filter)
  return filter
}

function resolvePlace(wanted: string): Record<string, unknown> {
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
