import { listingCatalog } from '~/features/listings/listings.server'

const cache = { version: -1, median: 0 }

// the median recorded sale price of the market's homes, for the plans' comparison at a typical
// price; made again when the catalog changes
export function marketMedianSalePrice(): number {
  const catalog = listingCatalog()
  if (cache.version !== catalog.version) {
    const prices = catalog
      .all()
      .map((listing) => listing.soldPrice)
      .filter((price) => price > 0)
      .sort((a, b) => a - b)
    const middle = Math.floor(prices.length / 2)
    cache.median =
      prices.length === 0
        ? 0
        : prices.length % 2
          ? prices[middle]!
          : Math.round((prices[middle - 1]! + prices[middle]!) / 2)
    cache.version = catalog.version
  }
  return cache.median
}
