import type { SessionUser } from '~/features/accounts/session.server'
import { formatAddress, type Listing } from '~/features/listings/listing'
import { listingCatalog } from '~/features/listings/listings.server'
import { expectedError } from '~/platform/http/expected-error'
import { myAppointments, myInquiries, myOffers } from './buyer-records.server'
import { buyerMessages } from './messages'
import { savedIdsOf } from './saved-homes-live.server'
import { recommendFor } from './recommendations.server'
import { deleteSavedSearch, mySavedSearches } from './saved-searches.server'
import { isUpcoming } from './tours.server'
import { actionsFor } from '~/features/sellers/offer-steps'
import { buyerThreads } from '~/features/sellers/threads.server'
import { sellerContactsFor } from '~/features/sellers/notify.server'

// everything the buyer is doing, each record named by the home it is about; savedHomesWrite is
// when the buyer last saved or removed a home, as their cookie says
export async function buyerDashboard(
  user: Pick<SessionUser, 'uid' | 'displayName'>,
  savedHomesWrite = 0,
  now = Date.now(),
) {
  const [saved, appointments, inquiries, offers, searches, threads] = await Promise.all([
    savedIdsOf(user.uid, savedHomesWrite),
    myAppointments(user.uid),
    myInquiries(user.uid),
    myOffers(user.uid),
    mySavedSearches(user.uid),
    // the sellers' contact settings are asked as soon as the threads are in, beside the rest
    buyerThreads(user.uid).then(sellerContactsFor),
  ])
  // a question on a seller's home is shown in its thread (with the answers); one on the market's
  // own homes, which have no seller, as it was sent
  const threaded = new Set(threads.map((thread) => thread.listingId))
  const savedListings = [...saved]
    .map((listingId) => listingCatalog().get(listingId))
    .filter((listing): listing is Listing => Boolean(listing))
  const withAddress = <T extends { listingId: string }>(item: T) => ({
    ...item,
    address: addressOf(item.listingId),
  })
  return {
    name: user.displayName,
    saved: savedListings,
    tours: appointments.filter((item) => isUpcoming(item, now)).map(withAddress),
    inquiries: inquiries.filter((inquiry) => !threaded.has(inquiry.listingId)).map(withAddress),
    threads,
    offers: offers.map((offer) => ({
      ...withAddress(offer),
      actions: actionsFor(offer, 'buyer', now),
    })),
    recommendations: recommendFor(savedListings),
    searches,
  }
}

function addressOf(listingId: string): string {
  const listing = listingCatalog().get(listingId)
  return listing ? formatAddress(listing.address) : buyerMessages.homeNoLongerListed
}

// the dashboard's remove button; a made-up or another buyer's search is not found
export async function removeSavedSearch(uid: string, form: FormData) {
  if (
    form.get('intent') !== 'delete-search' ||
    !(await deleteSavedSearch(uid, String(form.get('searchId') ?? '')))
  ) {
    throw expectedError(404, buyerMessages.savedSearchNotFound)
  }
  return buyerMessages.searchRemoved
}
