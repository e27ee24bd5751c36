import type { Address, ListingStatus } from '~/core/home'
import type { Listing } from '~/core/data/listings.server'
import { clockParts, formatDollars, formatNumber } from '~/ui/format'

// listings/{id}: its schema and type are declared with the collection (ADR 067)
export type { Listing, ListingStatus }

export const featureLabels: Record<string, string> = {
  'attached-garage': 'Attached garage',
  'detached-garage': 'Detached garage',
  fireplace: 'Fireplace',
  pool: 'Pool',
  'central-air': 'Central air',
  basement: 'Basement',
  'finished-basement': 'Finished basement',
  porch: 'Porch',
  'screened-porch': 'Screened porch',
  deck: 'Deck',
  fence: 'Fenced yard',
  shed: 'Shed',
  'paved-driveway': 'Paved driveway',
  remodeled: 'Remodeled',
  'cul-de-sac': 'Cul-de-sac lot',
  'near-park': 'Near a park or greenbelt',
  'excellent-heating': 'Excellent heating',
}

export const statusLabels: Record<ListingStatus, string> = {
  active: 'For sale',
  pending: 'Sale pending',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
}

// where a listing's price comes from, as its page says it
export function priceSourceOf(listing: Pick<Listing, 'source' | 'feed'>): string {
  if (listing.source === 'seller') return 'Asking price set by the owner'
  if (listing.source === 'idx') return `List price from ${listing.feed ?? 'an IDX feed'}`
  return 'Demo list price'
}

export const formatPrice = formatDollars
export const formatCount = formatNumber
// the data records the month of a sale, not the day
export const formatSaleDate = (ms: number) => {
  const { month, year } = clockParts(ms)
  return `${month} ${year}`
}
export const formatDay = (ms: number) => {
  const { shortMonth, day, year } = clockParts(ms)
  return `${shortMonth} ${day}, ${year}`
}
export const pricePerSqft = (listing: Pick<Listing, 'price' | 'sqft'>) =>
  listing.sqft > 0 ? Math.round(listing.price / listing.sqft) : 0
export const formatAddress = (address: Address) =>
  `${address.line1}, ${address.city}, ${address.state} ${address.zip}`
export const formatBaths = (baths: number) =>
  Number.isInteger(baths) ? String(baths) : baths.toFixed(1)
