import { indexedListings } from '~/features/search/search-index.server'

export type NeighborhoodSummary = { name: string; sales: number; medianPrice: number; medianPricePerSqft: number; from: number; to: number }

const cache = new Map<string, NeighborhoodSummary>()

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

// the recorded sales of a neighbourhood: how many, the median price and price per sq ft, and when
export function neighborhoodSummary(name: string): NeighborhoodSummary | null {
  const cached = cache.get(name)
  if (cached) return cached
  const sales = indexedListings().filter((listing) => listing.neighborhood === name && listing.sqft > 0)
  if (sales.length === 0) return null
  const summary = {
    name,
    sales: sales.length,
    medianPrice: median(sales.map((listing) => listing.soldPrice)),
    medianPricePerSqft: median(sales.map((listing) => Math.round(listing.soldPrice / listing.sqft))),
    from: Math.min(...sales.map((listing) => listing.soldAt)),
    to: Math.max(...sales.map((listing) => listing.soldAt)),
  }
  cache.set(name, summary)
  return summary
}
