import type { Listing } from '~/features/listings/listing'
import { fieldsOf, loadedMarket, valueInMarket, type DescribedHome } from './market-models.server'
import { listMarkets, type ValuationMarket } from './market-store.server'

// the ready markets by ZIP code, looked up again at most every half minute (and at once after a
// market finishes training)
let byZip: { at: number; markets: Map<string, ValuationMarket> } | null = null
export function forgetMarketZips() {
  byZip = null
}

async function marketOfZip(zip: string, now = Date.now()): Promise<ValuationMarket | null> {
  if (!byZip || now - byZip.at > 30_000) {
    // a ZIP code two markets claim is the most recently trained one's
    const ready = (await listMarkets())
      .filter((market) => market.status === 'ready')
      .sort((a, b) => (a.trainedAt ?? 0) - (b.trainedAt ?? 0))
    byZip = {
      at: now,
      markets: new Map(
        ready.flatMap((market) => market.zips.map((code) => [code, market] as const)),
      ),
    }
  }
  return byZip.markets.get(zip) ?? null
}

export type ListingMarketEstimate = {
  value: number
  low: number
  high: number
  mdape: number
  sales: number
  asOf: string | null
  market: { id: string; name: string }
  query: string
}

// a listing outside Ames, in the ZIP codes of an uploaded market: valued by that market's model
// from its facts (the address the estimate's own page has, to see its factors)
export async function listingMarketEstimate(
  listing: Pick<
    Listing,
    | 'source'
    | 'address'
    | 'sqft'
    | 'lotSqft'
    | 'beds'
    | 'fullBaths'
    | 'halfBaths'
    | 'yearBuilt'
    | 'lat'
    | 'lng'
  >,
): Promise<ListingMarketEstimate | null> {
  if (listing.source === 'ames') return null
  const market = await marketOfZip(listing.address.zip)
  const loaded = market ? await loadedMarket(market) : null
  if (!market || !loaded) return null
  const home: DescribedHome = {
    sqft: listing.sqft,
    lotSqft: listing.lotSqft || undefined,
    beds: listing.beds,
    baths: listing.fullBaths + listing.halfBaths / 2,
    yearBuilt: listing.yearBuilt,
  }
  if (
    fieldsOf(loaded).located &&
    Number.isFinite(listing.lat) &&
    Number.isFinite(listing.lng) &&
    (listing.lat !== 0 || listing.lng !== 0)
  )
    Object.assign(home, { lat: listing.lat, lng: listing.lng })
  const estimate = valueInMarket(loaded, home, 0)
  const query = new URLSearchParams(
    Object.entries(home).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  )
  return {
    value: estimate.value,
    low: estimate.low,
    high: estimate.high,
    mdape: market.evaluation!.mdape,
    sales: estimate.sales,
    asOf: estimate.asOf,
    market: { id: market.id, name: market.name },
    query: query.toString(),
  }
}
