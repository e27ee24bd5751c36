import { formatAddress } from '~/features/listings/listing'
import { findListing } from '~/features/listings/listings.server'
import { marketStatusOf } from '~/features/listings/market-listings'
import { amesMarket } from '~/features/market/load-market.server'
import { stableHash } from '~/core/stable-hash'
import type { DashboardRow } from './dashboard-listings'

// /seller-dashboard-demo: the seller dashboard over a made-up seller's two homes, for a visitor who
// wants to see it before listing. The homes are real market listings (one for sale, one pending);
// their activity is generated from a hash of the home's id, so the page is the same on every visit
export async function demoSellerDashboard(): Promise<{ listings: DashboardRow[] }> {
  const homes = amesMarket()
  const pick = (status: 'active' | 'pending') =>
    homes.find((home) => marketStatusOf(home.id) === status)!
  const listings = await Promise.all(
    [pick('active'), pick('pending')].map((home) => findListing(home.id)),
  )
  return {
    listings: listings.flatMap((listing) => {
      if (!listing) return []
      const seed = (part: string, range: number) =>
        stableHash(`demo-seller:${listing.id}:${part}`) % range
      const daily = Array.from({ length: 30 }, (_, day) =>
        Math.max(0, Math.round(6 + 4 * Math.sin(day / 4) + seed(`day-${day}`, 7) - 3 + day / 6)),
      )
      const views = daily.reduce((sum, count) => sum + count, 0)
      const pending = listing.status === 'pending'
      const address = formatAddress(listing.address)
      const counts = {
        views,
        viewsBefore: Math.round(views * (0.6 + seed('before', 30) / 100)),
        saves: 4 + seed('saves', 12),
        questions: 3 + seed('questions', 4),
        unanswered: pending ? 0 : 1,
        tours: 2 + seed('tours', 4),
        toursWaiting: pending ? 0 : 1,
        offers: pending ? 2 : 1,
        openOffers: pending ? 0 : 1,
      }
      const next = pending
        ? []
        : [
            { text: `Answer 1 question about ${address}`, to: '/seller/dashboard/inquiries' },
            {
              text: `Confirm or decline 1 tour request for ${address}`,
              to: '/seller/dashboard/inquiries#tours-title',
            },
            {
              text: `Answer 1 offer on ${address}`,
              to: '/seller/dashboard/inquiries#offers-title',
            },
          ]
      return [
        {
          listing: { id: listing.id, address, status: listing.status, price: listing.price },
          counts,
          daily,
          next,
        },
      ]
    }),
  }
}
