import { events } from '~/core/data/events.server'
import { formatAddress, type Listing } from '~/features/listings/listing'
import { listingCatalog } from '~/features/listings/listings.server'
import { editFormOf, ownEditableListing } from '~/features/sellers/listing-edit.server'
import { draftValuation } from '~/features/sellers/pricing.server'
import { sellerListings } from '~/features/sellers/workspace.server'
import { findByAddress } from '~/features/valuation/home-valuation.server'
import { contradictionsOf, omittedFacts } from './fact-check'
import { checkFairHousingFully } from './fair-housing-semantic.server'
import { factsOf } from './listing-facts'
import { scoreListing, type Interest, type ListingScore } from './listing-score'
import { photoSignals } from './photo-signals.server'

const dayMs = 86_400_000
const similarLimit = 8

// where each fix is made, for one listing
export const fixPlaces = (listingId: string) => ({
  edit: `/seller/dashboard/listings/${listingId}/edit`,
  photos: `/seller/dashboard/listings/${listingId}/photos`,
  writer: `/AIListingEnhancer?listing=${listingId}`,
  valuation: `/detailed-ai-valuation/${listingId}`,
})

export async function listingScore(listing: Listing, now = Date.now()): Promise<ListingScore> {
  const facts = factsOf(listing)
  const [photos, interest, findings] = await Promise.all([
    photoSignals(listing.photos ?? []),
    interestOf(listing, now),
    checkFairHousingFully(listing.description),
  ])
  return scoreListing(
    {
      listing,
      photos,
      estimate: estimateOf(listing),
      interest,
      findings,
      omitted: omittedFacts(listing.description, facts),
      contradictions: contradictionsOf(listing.description, facts),
    },
    fixPlaces(listing.id),
  )
}

// the valuation the price step gave: the home's own record when the address is one of the
// market's (its past sale left out), otherwise its facts at its neighborhood
export function estimateOf(listing: Listing): { value: number; low: number; high: number } | null {
  const home =
    findByAddress(listing.address.line1).find(
      (candidate) => candidate.address.zip === listing.address.zip,
    ) ?? null
  try {
    const valuation = draftValuation({
      property: {
        homeId: home?.id ?? null,
        address: listing.address,
        neighborhood: listing.neighborhood,
        lat: listing.lat,
        lng: listing.lng,
      },
      details: editFormOf(listing),
    })
    return valuation?.estimate ?? null
  } catch {
    // a neighborhood the valuation market does not know
    return null
  }
}

// days on market and views a day, against the active listings most like it in its neighborhood
// (closest in price), from the page views of the last 30 days
async function interestOf(listing: Listing, now: number): Promise<Interest | null> {
  if (!listing.listedAt) return null
  const similar = listingCatalog()
    .all()
    .filter(
      (other) =>
        other.id !== listing.id &&
        other.status === 'active' &&
        other.neighborhood === listing.neighborhood &&
        other.listedAt,
    )
    .sort((a, b) => Math.abs(a.price - listing.price) - Math.abs(b.price - listing.price))
    .slice(0, similarLimit)
  const [own, ...others] = await Promise.all(
    [listing, ...similar].map((home) => viewsPerDay(home, now)),
  )
  if (similar.length === 0)
    return {
      daysOnMarket: daysOn(listing, now),
      viewsPerDay: own!,
      similar: 0,
      medianDays: 0,
      medianViewsPerDay: 0,
    }
  return {
    daysOnMarket: daysOn(listing, now),
    viewsPerDay: own!,
    similar: similar.length,
    medianDays: median(similar.map((home) => daysOn(home, now))),
    medianViewsPerDay: median(others),
  }
}

const daysOn = (listing: Listing, now: number) =>
  Math.max(0, Math.floor((now - (listing.listedAt ?? now)) / dayMs))

async function viewsPerDay(listing: Listing, now: number): Promise<number> {
  const days = Math.min(30, Math.max(1, daysOn(listing, now)))
  const since = now - days * dayMs
  const counted = await events
    .ref()
    .where('path', '==', `/property/${listing.id}`)
    .where('at', '>=', since)
    .count()
    .get()
  return counted.data().count / days
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

// /listing-optimization: each listing for sale or pending, with its score and its most valuable fix
export async function optimizationOverview(uid: string, now = Date.now()) {
  const own = (await sellerListings(uid)).filter(
    (listing) => listing.status === 'active' || listing.status === 'pending',
  )
  return Promise.all(
    own.map(async (listing) => {
      const score = await listingScore(listing, now)
      const [weakest] = [...score.parts]
        .filter((part) => part.fix)
        .sort((a, b) => b.weight - b.points - (a.weight - a.points))
      return {
        id: listing.id,
        address: formatAddress(listing.address),
        status: listing.status,
        price: listing.price,
        total: score.total,
        weakest: weakest
          ? {
              label: weakest.label,
              missing: Math.round(weakest.weight - weakest.points),
              fix: weakest.fix!,
            }
          : null,
      }
    }),
  )
}

// /seller/optimize-listing/{id}: the owner's listing with its score, part by part
export async function optimizationOf(uid: string, listingId: string, now = Date.now()) {
  const listing = await ownEditableListing(uid, listingId)
  const score = await listingScore(listing, now)
  return {
    id: listing.id,
    address: formatAddress(listing.address),
    price: listing.price,
    description: listing.description,
    score,
    findings: (await checkFairHousingFully(listing.description)).map(
      ({ start: _start, end: _end, ...finding }) => finding,
    ),
  }
}
