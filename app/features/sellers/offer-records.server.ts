import { listings, type ListingStatusChange } from '~/core/data/listings.server'
import { offers } from '~/core/data/offers.server'
import { formatAddress, formatDay, formatPrice, type Listing } from '~/features/listings/listing'
import { checkDocument, isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { canActAsSellerOf, sellerUidsActingFor, uidOf, type SellerActor } from './acting-for.server'
import { mailMessages, sellerMessages } from './messages'
import { notify } from './notify.server'
import { claimStep, lostTheRace } from './step-claims.server'
import {
  isOpenOffer,
  offerStep,
  type Offer,
  type OfferAction,
  type OfferActor,
  type OfferEvent,
  type OfferTerms,
} from './offer-steps'

// listings/{id}.statusHistory: every status change of a seller's listing (ADR 029)
export type { ListingStatusChange }

// the offers on the listings of every seller the session acts for, newest first
export async function sellerOffers(seller: SellerActor | string): Promise<Offer[]> {
  const snapshot = await offers
    .ref()
    .where('sellerId', 'in', sellerUidsActingFor(seller))
    .limit(500)
    .get()
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => (b.updatedAt ?? b.createdAt) - (a.updatedAt ?? a.createdAt))
}

type Changed = { offer: Offer; listing: Listing; declinedOthers: Offer[] }
type Refusal = 'not-found' | 'not-allowed' | 'counter-expired' | 'listing-not-active'

const refusals: Record<Refusal, [number, string]> = {
  'not-found': [404, sellerMessages.offerNotFound],
  'not-allowed': [409, sellerMessages.notAllowed],
  'counter-expired': [409, sellerMessages.counterExpired],
  'listing-not-active': [409, sellerMessages.listingNotActive],
}

// one step of an offer (offer-steps.ts), in one transaction: the offer, its listing and, when the
// step accepts, the listing going pending and every other open offer on it declined with a reason.
// A buyer reaches only their own offers, a seller only offers on listings that a seller the session
// acts for owns now (checked on the listing document); anyone else's, or a made-up id, is not found and nothing changes. Two
// steps at once (a counter accepted while it is withdrawn) cannot both win: the transaction that
// commits second reads the first's result and is refused
export async function changeOffer(
  side: OfferActor,
  who: SellerActor | string,
  id: string,
  action: OfferAction,
  terms?: OfferTerms & { expiresAt: number },
  now = Date.now(),
): Promise<Changed> {
  const uid = uidOf(who)
  if (!isDocumentId(id)) throw expectedError(404, sellerMessages.offerNotFound)
  const ref = offers.doc(id)
  const result = await db()
    .runTransaction(async (transaction): Promise<Changed | Refusal> => {
      const offer = (await transaction.get(ref)).data()
      if (!offer || (side === 'buyer' && offer.uid !== uid)) return 'not-found'
      const listingRef = listings.doc(offer.listingId)
      const stored = (await transaction.get(listingRef)).data()
      const listing = stored ? { ...stored, id: offer.listingId } : undefined
      if (
        side === 'seller' &&
        (!canActAsSellerOf(who, offer.sellerId) || listing?.sellerId !== offer.sellerId)
      )
        return 'not-found'
      const step = offerStep({ status: offer.status, counter: offer.counter }, side, action, now)
      if (!step.ok) return step.refusal
      const accepting = step.status === 'accepted'
      if (accepting && listing?.status !== 'active') return 'listing-not-active'
      const others = accepting
        ? (await transaction.get(offers.ref().where('listingId', '==', offer.listingId))).docs
            .map((doc) => doc.data())
            .filter((other) => other.id !== offer.id && isOpenOffer(other.status))
        : []
      const event: OfferEvent = { at: now, by: side, action: step.event }
      if (action === 'counter' && terms)
        Object.assign(event, {
          amount: terms.amount,
          closingDate: terms.closingDate,
          contingencies: terms.contingencies,
          expiresAt: terms.expiresAt,
        })
      else if (action === 'accept-counter' && offer.counter)
        Object.assign(event, {
          amount: offer.counter.amount,
          closingDate: offer.counter.closingDate,
          contingencies: offer.counter.contingencies,
        })
      else Object.assign(event, { amount: offer.amount })
      const updated: Offer = {
        ...offer,
        status: step.status,
        history: [...(offer.history ?? []), event],
        updatedAt: now,
      }
      if (action === 'counter' && terms) updated.counter = { ...terms, at: now }
      const listingHistory = listing?.statusHistory ?? []
      claimStep(transaction, 'offer', offer.id, offer.history?.length ?? 0, action)
      if (accepting)
        claimStep(transaction, 'listing', offer.listingId, listingHistory.length, 'pending')
      transaction.set(ref, checkDocument(updated))
      if (accepting && listing) {
        const change: ListingStatusChange = { at: now, status: 'pending', by: 'offer-accepted' }
        transaction.update(listingRef, {
          status: 'pending',
          updatedAt: now,
          statusHistory: [...listingHistory, change],
        })
        for (const other of others) {
          const reason = sellerMessages.otherOfferAccepted
          const declined: Offer = {
            ...other,
            status: 'declined',
            declineReason: reason,
            history: [
              ...(other.history ?? []),
              { at: now, by: 'system', action: 'declined', amount: other.amount, reason },
            ],
            updatedAt: now,
          }
          transaction.set(offers.doc(other.id), checkDocument(declined))
        }
      }
      return { offer: updated, listing: listing!, declinedOthers: others }
    })
    .catch((error: unknown) =>
      lostTheRace(error) ? ('not-allowed' as const) : Promise.reject(error),
    )
  if (typeof result === 'string') {
    const [status, message] = refusals[result]
    throw expectedError(status, message)
  }
  logger.info(
    { event: `offer.${action}`, uid, offerId: id, listingId: result.offer.listingId },
    'offer changed',
  )
  await tellOtherSide(result, action)
  return result
}

async function tellOtherSide({ offer, listing, declinedOthers }: Changed, action: OfferAction) {
  const address = listing ? formatAddress(listing.address) : offer.listingId
  const toBuyer = (buyerUid: string, letter: { subject: string; lead: string }) =>
    notify(buyerUid, 'offers', { ...letter, link: '/buyer-dashboard#offers-title' })
  const toSeller = (letter: { subject: string; lead: string }) =>
    notify(offer.sellerId, 'offers', {
      ...letter,
      link: '/seller/dashboard/inquiries#offers-title',
    })
  const counter = offer.counter
  switch (action) {
    case 'accept':
      await toBuyer(offer.uid, mailMessages.offerAccepted(address, formatPrice(offer.amount)))
      break
    case 'decline':
      await toBuyer(offer.uid, mailMessages.offerDeclined(address, formatPrice(offer.amount)))
      break
    case 'counter':
      if (counter)
        await toBuyer(
          offer.uid,
          mailMessages.offerCountered(
            address,
            formatPrice(counter.amount),
            formatDay(counter.expiresAt),
          ),
        )
      break
    case 'accept-counter':
      await toSeller(
        mailMessages.counterAccepted(address, formatPrice(counter?.amount ?? offer.amount)),
      )
      break
    case 'decline-counter':
      await toSeller(
        mailMessages.counterDeclined(address, formatPrice(counter?.amount ?? offer.amount)),
      )
      break
    case 'withdraw':
      await toSeller(mailMessages.offerWithdrawn(address, formatPrice(offer.amount)))
      break
  }
  for (const other of declinedOthers) {
    await toBuyer(other.uid, {
      ...mailMessages.offerDeclined(address, formatPrice(other.amount)),
      lead: `${mailMessages.offerDeclined(address, formatPrice(other.amount)).lead} ${sellerMessages.otherOfferAccepted}`,
    })
  }
}

export async function mailNewOffer(offer: Offer, listing: Listing) {
  await notify(offer.sellerId, 'offers', {
    ...mailMessages.offerMade(formatAddress(listing.address), formatPrice(offer.amount)),
    link: '/seller/dashboard/inquiries#offers-title',
  })
}
