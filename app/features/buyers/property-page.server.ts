import type { SessionUser } from '~/features/accounts/session.server'
import type { Listing } from '~/features/listings/listing'
import { findListing as catalogListing } from '~/features/listings/listings.server'
import { isSharedDemoSeller } from '~/features/sellers/acting-for.server'
import { neighborhoodSummary } from '~/features/listings/neighborhood-summary.server'
import { planViewOf } from '~/features/sellers/plan-checkout.server'
import { valueListing } from '~/features/valuation/listing-valuation.server'
import { expectedError } from '~/platform/http/expected-error'
import { timed } from '~/platform/http/server-timing.server'
import { buyerMessages } from './messages'
import { savedIdsOf } from './saved-homes-live.server'
import { tourSlots } from '~/core/tour-slots'

// a home by its id, from the listing catalog; an unknown id is not found
export async function findListing(id: string): Promise<Listing> {
  const listing = await catalogListing(id)
  if (!listing) throw expectedError(404, buyerMessages.homeNotFound)
  return listing
}

// one home's page for whoever is looking: its facts, its estimate, and what the visitor can do;
// savedHomesWrite is when the visitor last saved or removed a home, as their cookie says
export async function propertyPage(
  id: string,
  user: SessionUser | null,
  savedHomesWrite = 0,
  now = Date.now(),
) {
  const { planPayment, ...listing } = await findListing(id)
  // the listing's own seller sees what they can do with it, not the buyers' forms
  const own = Boolean(user && listing.sellerId === user.uid)
  return {
    listing,
    own,
    ownPlan: own ? planViewOf({ plan: listing.plan, planPayment }) : null,
    saved: user ? (await savedIdsOf(user.uid, savedHomesWrite)).has(listing.id) : false,
    neighborhood: neighborhoodSummary(listing.neighborhood),
    valuation: await timed('valuation', () => valueListing(listing)),
    slots: listing.status === 'sold' ? [] : tourSlots(now),
    signedIn: Boolean(user),
    isAdmin: user?.storedRole === 'admin',
    // a demo home: what is sent here is read by anyone trying Threshold as a seller (ADR 053)
    demoSeller: isSharedDemoSeller(listing.sellerId),
    defaultContact: user
      ? { name: user.displayName, email: user.demo ? '' : user.email }
      : { name: '', email: '' },
  }
}
