import { formatAddress } from '~/features/listings/listing'
import { photoUrl } from '~/features/listings/photo'
import { readDraft } from './draft.server'
import { sellerOffers } from './offer-records.server'
import { planById, planPriceLabel } from '~/core/plans'
import { sellerListings } from './workspace.server'

const planOf = (id: string | undefined) => {
  const plan = planById(id)
  return plan
    ? {
        name: plan.name,
        price: planPriceLabel(plan),
        summary: plan.summary,
        paid: plan.price.kind !== 'free',
      }
    : null
}

// /seller/dashboard/experts: how each of the seller's homes is being sold, as chosen in the
// listing flow (the plan catalog, features/sellers/plans.ts)
export async function sellerExpertsPage(uid: string) {
  const [own, draft] = await Promise.all([sellerListings(uid), readDraft(uid)])
  return {
    listings: own.map((listing) => ({
      id: listing.id,
      address: formatAddress(listing.address),
      status: listing.status,
      plan: planOf(listing.plan),
    })),
    draft: draft
      ? {
          address: draft.property ? formatAddress(draft.property.address) : null,
          plan: planOf(draft.plan),
        }
      : null,
  }
}

// /seller/dashboard/documents: what exists for each of the seller's listings today: its photos (the
// files buyers see) and the offers buyers made, with their terms
export async function sellerDocumentsPage(uid: string) {
  const [own, offers] = await Promise.all([sellerListings(uid), sellerOffers(uid)])
  return {
    listings: own.map((listing) => ({
      id: listing.id,
      address: formatAddress(listing.address),
      photos: (listing.photos ?? []).map((photo, index) => ({
        id: photo.id,
        alt: photo.alt,
        href: photoUrl(photo, 'large'),
        name: `Photo ${index + 1}`,
      })),
      offers: offers
        .filter((offer) => offer.listingId === listing.id)
        .map((offer) => ({
          id: offer.id,
          amount: offer.amount,
          status: offer.status,
          closingDate: offer.closingDate,
          financing: offer.financing,
          at: offer.createdAt,
        })),
    })),
  }
}
