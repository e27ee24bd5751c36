import type { ListingSource } from '~/features/listings/listing-catalog.server'
import { timed } from '~/platform/http/server-timing.server'
import { singleton } from '~/platform/singleton.server'
import { ListingIndex, type SearchResult } from './listing-index.server'
import type { SearchQuery } from './search-query'

export { pageSize, type MatchSummary, type SearchResult } from './listing-index.server'

// this instance's search index, over its listing catalog (see features/startup)
const current = singleton('search-index', () => ({ index: undefined as ListingIndex | undefined }))

export async function startSearchIndex(catalog: ListingSource) {
  current.index?.close()
  current.index = new ListingIndex(catalog)
  await current.index.updated
}

export function stopSearchIndex() {
  current.index?.close()
  current.index = undefined
}

function searchIndex(): ListingIndex {
  if (!current.index) throw new Error('the search index is not built yet')
  return current.index
}

export async function searchListings(query: SearchQuery): Promise<SearchResult> {
  return timed('search', () => searchIndex().search(query))
}

// how many homes match when one filter is left out, to suggest which to relax
export async function countWithout(query: SearchQuery, filter: keyof SearchQuery): Promise<number> {
  return timed('search', () => searchIndex().countWithout(query, filter))
}

// the homes matching a search, in its order, up to `limit` (the map's data)
export async function matchingListings(query: SearchQuery, limit: number) {
  return timed('search', () => searchIndex().matching(query, limit))
}
