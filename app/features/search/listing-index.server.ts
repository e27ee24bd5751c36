import { create, insertMultiple, remove, search } from '@orama/orama'
import type { Listing } from '~/features/listings/listing'
import type { ListingChanges, ListingSource } from '~/features/listings/listing-catalog.server'
import { logger } from '~/platform/logger.server'
import { phraseSimilarities } from './embeddings.server'
import { allPhrases, phrasesOf } from './semantic-phrases'
import type { SearchQuery, SortOption } from './search-query'
import {
  comparator,
  placeTermsOf,
  predicateOf,
  semanticScore,
  type Filters,
  type IndexedListing,
  type PlaceFilter,
  type Ranked,
} from './search-ranking'

export const pageSize = 12
const mapPoints = 400
const candidateSimilarity = 0.6
const meaningfulSimilarity = 0.6
const minimumBlend = 0.35

export type SearchResult = {
  total: number
  page: number
  pages: number
  listings: Array<{ listing: Listing; reason?: string }>
  // every match's position, for the map (bounded)
  points: Array<{ id: string; lat: number; lng: number }>
  // every match's price range and where most of them are, for the map's text summary
  summary: MatchSummary
}

export type MatchSummary = {
  lowPrice: number | null
  highPrice: number | null
  // the neighborhoods with the most matches, most first (at most two)
  mostIn: string[]
}

// counted as the matches pass by
function tally() {
  let lowPrice: number | null = null
  let highPrice: number | null = null
  const counts = new Map<string, number>()
  return {
    add(listing: Listing) {
      if (lowPrice === null || listing.price < lowPrice) lowPrice = listing.price
      if (highPrice === null || listing.price > highPrice) highPrice = listing.price
      if (listing.neighborhood)
        counts.set(listing.neighborhood, (counts.get(listing.neighborhood) ?? 0) + 1)
    },
    summary(): MatchSummary {
      const mostIn = [...counts]
        .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'en'))
        .slice(0, 2)
        .map(([name]) => name)
      return { lowPrice, highPrice, mostIn }
    },
  }
}

// Orama indexes the words of place only; filters and sorts run over our own sorted orders
const schema = { id: 'string', text: 'string' } as const
const phraseIdOf = new Map(allPhrases.map((phrase, id) => [phrase, id]))

// the search index over a source of listings (the listing catalog): built from every listing,
// then kept in step with each change the source announces
export class ListingIndex {
  // settles when every change announced so far is in the index
  updated: Promise<void>
  #orama = create({ schema })
  #entries = new Map<string, IndexedListing>()
  // every listing in each sort order, made when first asked for after a change
  #sorted = new Map<SortOption, IndexedListing[]>()
  #places = new Map<string, PlaceFilter>()
  #unsubscribe: () => void

  constructor(source: ListingSource) {
    this.updated = this.#build(source.all())
    this.#unsubscribe = source.subscribe((changes) => {
      this.updated = this.updated
        .then(() => this.#apply(changes))
        .catch((error: unknown) =>
          logger.error({ event: 'search.index-update-failed', err: error }, 'index update failed'),
        )
    })
  }

  get size() {
    return this.#entries.size
  }

  close() {
    this.#unsubscribe()
  }

  async #build(listings: readonly Listing[]) {
    const started = performance.now()
    await insertMultiple(this.#orama, listings.map(documentOf), 1_000)
    for (const listing of listings) this.#entries.set(listing.id, indexed(listing))
    this.#changed()
    logger.info(
      {
        event: 'search.index-built',
        listings: listings.length,
        ms: Math.round(performance.now() - started),
      },
      'search index built',
    )
  }

  async #apply({ upserted, removed }: ListingChanges) {
    for (const id of [...removed, ...upserted.map((listing) => listing.id)]) {
      if (this.#entries.has(id)) await remove(this.#orama, id)
    }
    await insertMultiple(this.#orama, upserted.map(documentOf))
    for (const id of removed) this.#entries.delete(id)
    for (const listing of upserted) this.#entries.set(listing.id, indexed(listing))
    this.#changed()
  }

  #changed() {
    this.#sorted.clear()
    this.#places.clear()
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    return query.q ? this.#searchByMeaning(query) : this.#searchByFilters(query)
  }

  // how many homes match when one filter is left out, to suggest which to relax
  async countWithout(query: SearchQuery, filter: keyof SearchQuery): Promise<number> {
    const relaxed = { ...query, [filter]: filter === 'features' ? [] : undefined, page: 1 }
    return (await this.search(relaxed as SearchQuery)).total
  }

  // filters only: one pass over the listings in the asked order, counting every match and keeping
  // the first ones (the page and the map's points); ties are ordered by id, so pages are stable
  #searchByFilters(query: SearchQuery): SearchResult {
    const accepts = this.#predicateOf(query)
    const wanted = Math.max(mapPoints, query.page * pageSize)
    const kept: Listing[] = []
    const counted = tally()
    let total = 0
    for (const { listing } of this.#sortedBy(query.sort === 'relevance' ? 'newest' : query.sort)) {
      if (!accepts(listing)) continue
      total += 1
      counted.add(listing)
      if (kept.length < wanted) kept.push(listing)
    }
    const pages = Math.max(1, Math.ceil(total / pageSize))
    const page = Math.min(query.page, pages)
    return {
      total,
      page,
      pages,
      listings: kept.slice((page - 1) * pageSize, page * pageSize).map((listing) => ({ listing })),
      points: kept
        .slice(0, mapPoints)
        .map((listing) => ({ id: listing.id, lat: listing.lat, lng: listing.lng })),
      summary: counted.summary(),
    }
  }

  // the homes matching a search in its order, up to `limit` (the map's data), and how many match
  async matching(
    query: SearchQuery,
    limit: number,
  ): Promise<{ total: number; listings: Listing[] }> {
    if (query.q) {
      const ranked = await this.#rankByMeaning(query)
      return {
        total: ranked.length,
        listings: ranked.slice(0, limit).map((item) => item.entry.listing),
      }
    }
    const accepts = this.#predicateOf(query)
    const listings: Listing[] = []
    let total = 0
    for (const { listing } of this.#sortedBy(query.sort === 'relevance' ? 'newest' : query.sort)) {
      if (!accepts(listing)) continue
      total += 1
      if (listings.length < limit) listings.push(listing)
    }
    return { total, listings }
  }

  #sortedBy(sort: SortOption): IndexedListing[] {
    let sorted = this.#sorted.get(sort)
    if (!sorted) {
      const order = comparator(sort)
      sorted = [...this.#entries.values()]
        .map((entry): Ranked => ({ entry, score: 0 }))
        .sort(order)
        .map((ranked) => ranked.entry)
      this.#sorted.set(sort, sorted)
    }
    return sorted
  }

  // keywords: the homes whose facts mean what was asked (a phrase close enough in meaning) or whose
  // place was named (Orama's full-text search over place words), filtered, then ranked by a blend
  // of the two
  async #searchByMeaning(query: SearchQuery): Promise<SearchResult> {
    const ranked = await this.#rankByMeaning(query)
    const counted = tally()
    for (const item of ranked) counted.add(item.entry.listing)
    const total = ranked.length
    const pages = Math.max(1, Math.ceil(total / pageSize))
    const page = Math.min(query.page, pages)
    return {
      total,
      page,
      pages,
      listings: ranked
        .slice((page - 1) * pageSize, page * pageSize)
        .map((item) => ({ listing: item.entry.listing, reason: item.reason })),
      points: ranked
        .slice(0, mapPoints)
        .map(({ entry: { listing } }) => ({ id: listing.id, lat: listing.lat, lng: listing.lng })),
      summary: counted.summary(),
    }
  }

  async #rankByMeaning(query: SearchQuery): Promise<Ranked[]> {
    const similarities = await phraseSimilarities(query.q!)
    const similarityOf = Float64Array.from(allPhrases, (phrase) => similarities?.get(phrase) ?? 0)
    const placeWords = placeTermsOf(query.q!)
    const keywordHits = placeWords
      ? await search(this.#orama, {
          term: placeWords,
          properties: ['text'],
          limit: 500,
          threshold: 0,
        })
      : { hits: [] }
    const top = keywordHits.hits[0]?.score || 1
    const keyword = new Map(keywordHits.hits.map((hit) => [hit.id, hit.score / top]))
    for (const id of this.#addressMatches(query.q!)) keyword.set(id, 1)
    const accepts = this.#predicateOf(query)
    const ranked: Ranked[] = []
    // the filters first: they are cheaper than scoring a home's meaning, and most homes fail them
    for (const entry of this.#entries.values()) {
      if (!accepts(entry.listing)) continue
      const semantic = semanticScore(entry.phraseIds, similarityOf)
      const named = keyword.has(entry.listing.id)
      if (!named && semantic.best < candidateSimilarity) continue
      const words = keyword.get(entry.listing.id) ?? 0
      const score = 0.65 * semantic.score + 0.35 * words
      if (score < minimumBlend && words < 0.75) continue
      ranked.push({
        entry,
        score,
        reason:
          semantic.phrase && semantic.score >= meaningfulSimilarity ? semantic.phrase : undefined,
      })
    }
    ranked.sort(comparator(query.sort))
    return ranked
  }

  // "4065 Ash Street": the homes whose address starts with what was typed
  #addressMatches(text: string): string[] {
    const typed = text.trim().toLowerCase().replace(/\s+/g, ' ')
    if (!/^\d+ [a-z]/.test(typed)) return []
    const ids: string[] = []
    for (const { listing } of this.#entries.values()) {
      if (`${listing.address.line1}, ${listing.address.city}`.toLowerCase().startsWith(typed))
        ids.push(listing.id)
    }
    return ids
  }

  #predicateOf(query: Filters) {
    return predicateOf(query, query.place ? this.#placeFilter(query.place) : null)
  }

  #placeFilter(place: string): PlaceFilter {
    const wanted = place.trim().toLowerCase()
    const known = this.#places.get(wanted)
    if (known) return known
    const filter = this.#resolvePlace(wanted)
    if (this.#places.size > 1_000) this.#places.clear()
    this.#places.set(wanted, filter)
    return filter
  }

  #resolvePlace(wanted: string): PlaceFilter {
    if (/^\d{5}$/.test(wanted)) return { field: 'zip', values: new Set([wanted]) }
    const neighborhoods = new Set<string>()
    const named = new Set<string>()
    const cities = new Set<string>()
    for (const { listing } of this.#entries.values()) {
      const neighborhood = listing.neighborhood.toLowerCase()
      if (neighborhood.includes(wanted)) neighborhoods.add(listing.neighborhood)
      if (neighborhood === wanted) named.add(listing.neighborhood)
      if (listing.address.city.toLowerCase() === wanted) cities.add(listing.address.city)
    }
    if (cities.size > 0) return { field: 'city', values: cities }
    // a whole neighborhood's name is that neighborhood ("Sawyer", not Sawyer West too), as the
    // neighborhood explorer's links ask; part of a name is every neighborhood it is part of
    return { field: 'neighborhood', values: named.size > 0 ? named : neighborhoods }
  }
}

function documentOf(listing: Listing) {
  // the words of place (neighborhood, ZIP); what a home has is matched by meaning, and a typed
  // street address by the address itself
  return { id: listing.id, text: [listing.neighborhood, listing.address.zip].join(' ') }
}

function indexed(listing: Listing): IndexedListing {
  return { listing, phraseIds: phrasesOf(listing).map((phrase) => phraseIdOf.get(phrase)!) }
}
