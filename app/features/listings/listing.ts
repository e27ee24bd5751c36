import type { Address, Home, ListingStatus } from '~/core/home'
import { clockParts, formatDollars, formatNumber } from '~/ui/format'
import type { ListingPhoto } from './photo'

export type { ListingStatus }

// listings/{id}: a home of the market with its place in the market today. Sold homes keep the
// recorded sale (soldPrice, soldAt) and feed valuation; active and pending ones carry a list price
export type Listing = Home & {
  id: string
  // the market's recorded homes, a home a seller listed (features/sellers), or a home another
  // broker listed, imported from its MLS's IDX feed (features/idx, ADR 043)
  source: 'ames' | 'seller' | 'idx'
  // an imported listing: the feed's name as the admin gave it at import, and the feed's ListingKey
  feed?: string
  listingKey?: string
  // null for the market's homes (public sales records); the seller's uid for a home listed here
  sellerId: string | null
  status: ListingStatus
  addressGenerated: boolean
  description: string
  // a seller's listing of a home in the market's records: that record's id (null: not in them;
  // absent on listings published before it was kept, which are matched by address)
  homeId?: string | null
  // a seller's listing: the plan chosen for selling it (features/sellers/plans.ts)
  plan?: string
  // a seller's listing whose plan costs something today: where its payment stands, after the plan
  // order it names (features/sellers/plan-checkout.server.ts); the order's webhook moves it
  planPayment?: {
    status: 'pending' | 'paid' | 'failed'
    orderId: string | null
    attempt: number
    updatedAt: number
    paidAt?: number
  }
  // the seller's photos, first one first (none for the market's homes, which show drawings)
  photos?: ListingPhoto[]
  // the asking price for active and pending homes, the sale price for sold ones
  price: number
  listedAt: number | null
  soldPrice: number
  soldAt: number
  createdAt: number
  updatedAt: number
}

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
