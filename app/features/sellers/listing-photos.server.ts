import { listings } from '~/core/data/listings.server'
import { formatAddress, type Listing } from '~/features/listings/listing'
import { ownEditableListing } from './listing-edit.server'
import type { PhotoHolder } from './photos-step.server'

// the photos of a published listing, changed by its seller while it is for sale or pending: what
// they add is public at once, and the listing's `updatedAt` moves (its marketing materials are
// then out of date)
export function listingPhotoHolder(
  uid: string,
  listing: Pick<Listing, 'id' | 'address'>,
): PhotoHolder<Listing> {
  return {
    ref: listings.doc(listing.id),
    photosOf: (current) => {
      const mine =
        current &&
        current.source === 'seller' &&
        current.sellerId === uid &&
        (current.status === 'active' || current.status === 'pending')
      return mine ? (current.photos ?? []) : null
    },
    write: (transaction, photos, now) =>
      transaction.set(listings.doc(listing.id), { photos, updatedAt: now }, { merge: true }),
    listingId: listing.id,
    address: listing.address.line1,
  }
}

export async function listingPhotos(uid: string, listingId: string) {
  const listing = await ownEditableListing(uid, listingId)
  return {
    listing,
    holder: listingPhotoHolder(uid, listing),
    page: { id: listing.id, address: formatAddress(listing.address), photos: listing.photos ?? [] },
  }
}
