import {
  formatAddress,
  formatBaths,
  formatCount,
  formatPrice,
  type Listing,
} from '~/features/listings/listing'
import { roundDegrees, type FeatureCollection, type PointGeometry } from '~/core/geojson'
import { env } from '~/platform/env.server'
import { createRateLimit, type Verdict } from '~/platform/rate-limit.server'
import type { MatchSummary } from './listing-index.server'
import { matchingListings } from './search-index.server'
import type { SearchQuery } from './search-query'

// the most homes the map's data holds: more would be a slow answer and a map of overlapping points
export const maxMapHomes = 2_000

export type MapHome = {
  id: string
  price: number
  priceLabel: string
  beds: number
  baths: number
  url: string
}
export type MapHomes = FeatureCollection<PointGeometry, MapHome>

// /api/map/homes: the homes a search matches, as GeoJSON points, in the search's order (ADR 068)
export async function mapHomes(query: SearchQuery): Promise<MapHomes> {
  const { listings } = await matchingListings({ ...query, page: 1 }, maxMapHomes)
  return {
    type: 'FeatureCollection',
    features: listings
      .filter((listing) => Number.isFinite(listing.lat) && Number.isFinite(listing.lng))
      .map((listing) => ({
        type: 'Feature',
        id: listing.id,
        geometry: {
          type: 'Point',
          coordinates: [roundDegrees(listing.lng), roundDegrees(listing.lat)],
        },
        properties: {
          id: listing.id,
          price: listing.price,
          priceLabel: formatPrice(listing.price),
          beds: listing.beds,
          baths: listing.baths,
          url: `/property/${listing.id}`,
        },
      })),
  }
}

// the map's data is read, not written, but a script could ask for it without end: a generous
// budget per address, as the other API routes have
const mapDataBudget = createRateLimit({ name: 'map-data', points: 600, seconds: 60 })

export async function mapDataLimit(clientIp: string): Promise<Verdict> {
  return mapDataBudget.consume(clientIp)
}

// the map in one sentence, for those who do not see it: "42 homes between $180,000 and $520,000,
// most in Old Town and Somerset"
export function mapSummaryText(total: number, summary: MatchSummary): string {
  if (total === 0 || summary.lowPrice === null || summary.highPrice === null)
    return 'No homes match this search.'
  const homes = total === 1 ? '1 home' : `${formatCount(total)} homes`
  const prices =
    summary.lowPrice === summary.highPrice
      ? `at ${formatPrice(summary.lowPrice)}`
      : `between ${formatPrice(summary.lowPrice)} and ${formatPrice(summary.highPrice)}`
  const where =
    summary.mostIn.length === 0
      ? ''
      : summary.mostIn.length === 1 || total === 1
        ? `, ${total === 1 ? '' : 'all '}in ${summary.mostIn[0]}`
        : `, most in ${summary.mostIn[0]} and ${summary.mostIn[1]}`
  return `${homes} ${prices}${where}.`
}

// the street basemap the interactive map draws under the homes, when one is configured
export function mapStyleUrl(): string | null {
  return env().MAP_STYLE_URL ?? null
}

// a home's page: where the one point on its map is
export function homeMapSummary(
  home: Pick<Listing, 'address' | 'neighborhood' | 'price' | 'beds' | 'baths'>,
): string {
  const where = home.neighborhood ? ` in ${home.neighborhood}` : ''
  return `The map shows ${formatAddress(home.address)}${where}: ${formatPrice(home.price)}, ${home.beds} bd, ${formatBaths(home.baths)} ba.`
}
