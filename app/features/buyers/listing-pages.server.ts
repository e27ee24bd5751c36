import { getSessionUser, type SessionUser } from '~/features/accounts/session.server'
import { suggestRelaxing } from '~/features/search/relax-suggestion.server'
import { searchListings } from '~/features/search/search-index.server'
import { mapDotsText, type MapDots } from '~/features/search/results-map'
import type { SearchResult } from '~/features/search/search-index.server'
import type { SearchQuery } from '~/features/search/search-query'
import { cardListing } from '~/features/listings/listing-card'
import { savedHomesWriteOf } from './saved-homes-cookie.server'
import { savedIdsOf } from './saved-homes-live.server'

const savedBy = async (user: SessionUser | null, request: Request) =>
  user ? [...(await savedIdsOf(user.uid, savedHomesWriteOf(request)))] : []

// the search page: the homes that match, which of them the visitor saved, and when none match,
// which filter to relax
export async function searchPage(query: SearchQuery, request: Request) {
  const [result, user] = await Promise.all([searchListings(query), getSessionUser(request)])
  const [saved, suggestion] = await Promise.all([
    savedBy(user, request),
    result.total === 0 ? suggestRelaxing(query) : null,
  ])
  return {
    result: cardsOf(result),
    mapDots: mapDotsOf(result),
    saved,
    suggestion,
    signedIn: Boolean(user),
  }
}

// every home for sale, newest first, a page at a time (the first for a page number that is not one)
export async function homesForSalePage(requestedPage: string | null, request: Request) {
  const asked = Number(requestedPage ?? '1')
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1
  const [result, user] = await Promise.all([
    searchListings({ features: [], status: 'active', sort: 'newest', page }),
    getSessionUser(request),
  ])
  return { result: cardsOf(result), saved: await savedBy(user, request) }
}

// a page of results as the browser needs it: cards, not whole listings, and no map points
function cardsOf({ points: _points, listings, ...page }: SearchResult) {
  return {
    ...page,
    listings: listings.map(({ listing, reason }) => ({ listing: cardListing(listing), reason })),
  }
}

// the map's other matches, without the page's own homes (drawn as numbered pins)
function mapDotsOf(result: SearchResult): MapDots {
  const onPage = new Set(result.listings.map(({ listing }) => listing.id))
  return mapDotsText(result.points.filter((point) => !onPage.has(point.id)))
}
