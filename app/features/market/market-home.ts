import type { Home } from '~/core/home'

// one home of a market's public records, with its recorded sale: what the valuation model learns
// from. Imported into `listings` as a Listing (features/listings/market-listings.ts)
export type MarketHome = Home & {
  id: string
  source: 'ames'
  addressGenerated: true
  // the recorded sale: price and the first day of the month it closed (the data has no day)
  salePrice: number
  saleDate: number
  // every source column as it was, so the valuation model can learn from all of them
  attributes: Record<string, string | number>
}
