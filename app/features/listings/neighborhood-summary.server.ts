import type { Listing } from './listing'
import { listingCatalog } from './listings.server'

export type NeighborhoodSummary = {
  name: string
  sales: number
  medianPrice: number
  medianPricePerSqft: number
  from: number
  to: number
}

// derived from the catalog, made again after it changes
const cache = {
  version: -1,
  summaries: new Map<string, NeighborhoodSummary | null>(),
  names: [] as string[],
}

function current() {
  const catalog = listingCatalog()
  if (cache.version !== catalog.version) {
    cache.version = catalog.version
    cache.summaries.clear()
    cache.names = [...new Set(catalog.all().map((listing) => listing.neighborhood))].sort()
  }
  return { listings: catalog.all(), summaries: cache.summaries, names: cache.names }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

// every neighborhood of the market, by name
export function neighborhoodNames(): string[] {
  return current().names
}

// the recorded sales of a neighborhood: how many, the median price and price per sq ft, and when
export function neighborhoodSummary(name: string): NeighborhoodSummary | null {
  const { listings, summaries } = current()
  if (!summaries.has(name)) summaries.set(name, summarize(name, listings))
  return summaries.get(name)!
}

function summarize(name: string, listings: readonly Listing[]): NeighborhoodSummary | null {
  // recorded sales: a closed listing imported from a feed (ADR 043) is another broker's report, not the record
  const sales = listings.filter(
    (listing) =>
      listing.source !== 'idx' &&
      listing.neighborhood === name &&
      listing.sqft > 0 &&
      listing.soldPrice > 0,
  )
  if (sales.length === 0) return null
  return {
    name,
    sales: sales.length,
    medianPrice: median(sales.map((listing) => listing.soldPrice)),
    medianPricePerSqft: median(
      sales.map((listing) => Math.round(listing.soldPrice / listing.sqft)),
    ),
    from: Math.min(...sales.map((listing) => listing.soldAt)),
    to: Math.max(...sales.map((listing) => listing.soldAt)),
  }
}
