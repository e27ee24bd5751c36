import type { DocumentData } from 'firebase-admin/firestore'
import { formatAddress, type Listing } from '~/features/listings/listing'
import { db } from '~/platform/firebase.server'
import { ownEditableListing } from './listing-edit.server'
import type { PhotoHolder } from './photos-step.server'

// the photos of a published listing, changed by its seller while it is for sale or pending: what
// they add is public at once, and the listing's `updatedAt` moves (its marketing materials are
// then out of date)
export function listingPhotoHolder(
  uid: string,
  listing: Pick<Listing, 'id' | 'address'>,
): PhotoHolder {
  return {
    ref: db().collection('listings').doc(listing.id),
    photosOf: (data: DocumentData | undefined) => {
      const current = data as Listing | undefined
      const mine =
        current &&
        current.source === 'seller' &&
        current.sellerId === uid &&
        (current.status === 'active' || current.status === 'pending')
      return mine ? (current.photos ?? []) : null
    },
    written: (now) => ({ updatedAt: now }),
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
