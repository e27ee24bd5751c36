import { listings } from '~/core/data/listings.server'
import { sellerDrafts } from '~/core/data/seller-drafts.server'
import type { SessionUser } from '~/features/accounts/session.server'
import { formatAddress, type Listing } from '~/features/listings/listing'
import type { ListingPhoto } from '~/features/listings/photo'
import { attachPhotos } from '~/features/listings/photos.server'
import { marketHome } from '~/features/valuation/home-valuation.server'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import {
  isSellerListingId,
  missingStepBefore,
  newListingId,
  readDraft,
  type SellerDraft,
} from './draft.server'
import { flowMessages } from './messages'
import { planPaymentAtPublish } from './plan-checkout.server'
import { activeListingAt } from './property.server'
import { homeStyles } from './schemas'

export type PublishOutcome =
  | { ok: true; listingId: string; repeated: boolean; plan: string | undefined }
  | {
      ok: false
      status: number
      message: string
      retryAfterSeconds?: number
      nothingToPublish?: true
    }

// listings one account may publish in an hour (ADR 020's budgets)
const publishBudget = createRateLimit({ name: 'publish', points: 10, seconds: 60 * 60 })

// Publish: the draft becomes an active listing owned by the session's account, and the draft is
// cleared, in one transaction. The listing's id was reserved in the draft, so a second press (the
// draft already gone) finds the listing the first made and makes no other. Search and every
// instance learn of it through the listing catalog's change feed
export async function publishDraft(
  user: SessionUser,
  sentListingId: string | undefined,
  now = Date.now(),
): Promise<PublishOutcome> {
  const draft = await readDraft(user.uid)
  if (!draft || missingStepBefore(draft, 'review')) return repeatOf(user.uid, sentListingId)
  const listingId = draft.listingId ?? newListingId()
  const duplicate = activeListingAt(draft.property!.address, listingId)
  if (duplicate)
    return {
      ok: false,
      status: 409,
      message: flowMessages.duplicate(formatAddress(duplicate.address)),
    }
  const verdict = await publishBudget.consume(user.uid)
  if (!verdict.allowed)
    return {
      ok: false,
      status: 429,
      message: flowMessages.tooManyPublishes(formatWait(verdict.retryAfterSeconds)),
      retryAfterSeconds: verdict.retryAfterSeconds,
    }

  const photos = await publishPhotos(user.uid, draft.photos, listingId)
  const outcome = await db().runTransaction(async (transaction): Promise<PublishOutcome> => {
    const [current, existing] = await Promise.all([
      transaction.get(sellerDrafts.doc(user.uid)),
      transaction.get(listings.doc(listingId)),
    ])
    const currentDraft = current.data()
    const listed = existing.data()
    if (listed) {
      if (listed.sellerId !== user.uid)
        return { ok: false, status: 409, message: flowMessages.nothingToPublish }
      if (currentDraft?.listingId === listingId) transaction.delete(current.ref)
      return { ok: true, listingId, repeated: true, plan: listed.plan }
    }
    if (!currentDraft || currentDraft.listingId !== draft.listingId)
      return { ok: false, status: 409, message: flowMessages.nothingToPublish }
    transaction.create(
      listings.doc(listingId),
      checkDocument(listingOfDraft(user.uid, listingId, draft, photos, now)),
    )
    transaction.delete(current.ref)
    return { ok: true, listingId, repeated: false, plan: draft.plan }
  })
  if (!outcome.ok || outcome.repeated) await publishBudget.refund(user.uid)
  if (outcome.ok && !outcome.repeated)
    logger.info(
      { event: 'seller.published', uid: user.uid, listingId, photos: photos.length },
      'listing published',
    )
  return outcome
}

// the draft's photos now belong to the listing (served to anyone once it is published): only the
// account's own photos are attached and copied
export async function publishPhotos(
  uid: string,
  photos: ListingPhoto[],
  listingId: string,
): Promise<ListingPhoto[]> {
  if (photos.length === 0) return []
  const attached = new Set(
    await attachPhotos(
      uid,
      photos.map((photo) => photo.id),
      listingId,
    ),
  )
  return photos.filter((photo) => attached.has(photo.id))
}

// a second Publish after the first cleared the draft: the listing it made, if it is this account's
async function repeatOf(uid: string, sentListingId: string | undefined): Promise<PublishOutcome> {
  if (isSellerListingId(sentListingId)) {
    const listing = (await listings.doc(sentListingId).get()).data()
    if (listing && listing.sellerId === uid)
      return { ok: true, listingId: sentListingId, repeated: true, plan: listing.plan }
  }
  return { ok: false, status: 409, message: flowMessages.nothingToPublish, nothingToPublish: true }
}

// the listing document (features/listings/listing.ts): the seller's facts, place and price; what
// the form does not ask (remodel year, fireplaces) from the market's record of a known home
export function listingOfDraft(
  uid: string,
  id: string,
  draft: SellerDraft,
  photos: ListingPhoto[],
  now: number,
): Listing {
  const property = draft.property!
  const details = draft.details!
  const home = property.homeId ? marketHome(property.homeId) : null
  const style = homeStyles[details.style]
  return {
    id,
    source: 'seller',
    sellerId: uid,
    status: 'active',
    plan: draft.plan,
    homeId: property.homeId,
    ...planPaymentAtPublish(draft.plan, now),
    address: property.address,
    addressGenerated: home?.addressGenerated ?? false,
    lat: property.lat,
    lng: property.lng,
    neighborhood: property.neighborhood,
    beds: details.beds,
    baths: details.fullBaths + details.halfBaths / 2,
    fullBaths: details.fullBaths,
    halfBaths: details.halfBaths,
    sqft: details.sqft,
    lotSqft: details.lotSqft,
    yearBuilt: details.yearBuilt,
    yearRemodeled:
      home && home.yearRemodeled > details.yearBuilt ? home.yearRemodeled : details.yearBuilt,
    propertyType: details.propertyType,
    style: details.style,
    stories: style.stories,
    garageSpaces: details.garageSpaces,
    basementSqft: details.basementSqft,
    fireplaces: home?.fireplaces ?? (details.features.includes('fireplace') ? 1 : 0),
    features: details.features,
    description: details.description,
    photos,
    price: draft.price!.askingPrice,
    listedAt: now,
    // a listed home has no recorded sale of its own
    soldPrice: 0,
    soldAt: 0,
    createdAt: now,
    updatedAt: now,
  }
}
