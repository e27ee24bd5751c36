import { formatPrice, type Listing } from '~/features/listings/listing'
import { listingCatalog } from '~/features/listings/listings.server'
import { bestOf } from './best-of'

export type Recommendation = { listing: Listing; reasons: string[] }

// homes for sale ranked by how much they share with the homes the buyer saved: neighborhood,
// price band, bedrooms, type and features, each reason stated
export function recommendFor(saved: Listing[], limit = 6): Recommendation[] {
  const savedIds = new Set(saved.map((listing) => listing.id))
  const forSale = (listing: Listing) => listing.status === 'active' && !savedIds.has(listing.id)
  if (saved.length === 0) {
    return bestOf(listingCatalog().all(), limit, (listing) =>
      forSale(listing) ? (listing.listedAt ?? 0) : null,
    ).map((listing) => ({ listing, reasons: ['Newly listed'] }))
  }
  const neighborhoods = new Set(saved.map((listing) => listing.neighborhood))
  const prices = saved.map((listing) => listing.price)
  const low = Math.min(...prices) * 0.85
  const high = Math.max(...prices) * 1.15
  const beds = new Set(saved.map((listing) => listing.beds))
  const types = new Set(saved.map((listing) => listing.propertyType))
  const features = new Set(saved.flatMap((listing) => listing.features))
  // scored first, reasons worded only for the few shown (wording every home's was most of the cost)
  const scoreOf = (listing: Listing) => {
    let score = 0
    if (neighborhoods.has(listing.neighborhood)) score += 3
    if (listing.price >= low && listing.price <= high) score += 2
    if (beds.has(listing.beds)) score += 1
    if (types.has(listing.propertyType)) score += 0.5
    let shared = 0
    for (const feature of listing.features)
      if (features.has(feature) && feature !== 'basement' && feature !== 'paved-driveway')
        shared += 1
    return score + Math.min(shared, 4) * 0.25
  }
  const reasonsFor = (listing: Listing) => {
    const reasons: string[] = []
    if (neighborhoods.has(listing.neighborhood))
      reasons.push(`In ${listing.neighborhood}, like a home you saved`)
    if (listing.price >= low && listing.price <= high)
      reasons.push(`Priced ${formatPrice(listing.price)}, within the range you saved`)
    if (beds.has(listing.beds)) reasons.push(`${listing.beds} bedrooms`)
    return reasons
  }
  return bestOf(listingCatalog().all(), limit, (listing) => {
    if (!forSale(listing)) return null
    const score = scoreOf(listing)
    return score >= 2 ? score : null
  }).map((listing) => ({ listing, reasons: reasonsFor(listing) }))
}
