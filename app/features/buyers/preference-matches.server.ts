import { featureLabels, formatPrice, type Listing } from '~/features/listings/listing'
import { searchListings } from '~/features/search/search-index.server'
import type { BuyerPreferences } from './buyer-state.server'

export type Match = { listing: Listing; reasons: string[]; missing: string[] }

// homes for sale that meet the buyer's answers, each with why; when none meet every must-have,
// the closest ones, with what they lack
export async function matchPreferences(
  preferences: BuyerPreferences,
): Promise<{ matches: Match[]; total: number; relaxed: boolean }> {
  const base = {
    status: 'active' as const,
    sort: 'price-desc' as const,
    page: 1,
    maxPrice: preferences.budget,
    place: preferences.area,
    beds: preferences.beds,
    baths: preferences.baths,
  }
  let result = await searchListings({ ...base, features: preferences.mustHaves })
  let relaxed = false
  if (result.total === 0 && preferences.mustHaves.length > 0) {
    result = await searchListings({ ...base, features: [] })
    relaxed = true
  }
  const matches = result.listings
    .map(({ listing }) => {
      const reasons: string[] = []
      if (preferences.budget)
        reasons.push(
          `${formatPrice(listing.price)}, within your ${formatPrice(preferences.budget)} budget`,
        )
      if (preferences.area) reasons.push(`In ${listing.neighborhood}`)
      if (preferences.beds)
        reasons.push(`${listing.beds} bedrooms (you asked for ${preferences.beds}+)`)
      if (preferences.baths)
        reasons.push(`${listing.baths} baths (you asked for ${preferences.baths}+)`)
      const has = preferences.mustHaves.filter((feature) => listing.features.includes(feature))
      const missing = preferences.mustHaves
        .filter((feature) => !listing.features.includes(feature))
        .map((feature) => featureLabels[feature] ?? feature)
      if (has.length > 0)
        reasons.push(
          `Has ${has.map((feature) => (featureLabels[feature] ?? feature).toLowerCase()).join(', ')}`,
        )
      return { listing, reasons, missing }
    })
    .sort((a, b) => a.missing.length - b.missing.length)
  return { matches, total: result.total, relaxed }
}
