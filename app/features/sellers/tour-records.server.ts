import { formatSlot } from '~/core/tour-slots'
import { appointments } from '~/core/data/appointments.server'
import { listings } from '~/core/data/listings.server'
import { checkDocument, isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { canActAsSellerOf, sellerUidsActingFor, uidOf, type SellerActor } from './acting-for.server'
import { mailMessages, sellerMessages } from './messages'
import { notify } from './notify.server'
import { claimStep, lostTheRace } from './step-claims.server'
import { tourStep, type Appointment, type TourAction, type TourActor } from './tour-steps'

// the tour requests and tours of every seller the session acts for, soonest first
export async function sellerTours(seller: SellerActor | string): Promise<Appointment[]> {
  const snapshot = await appointments
    .ref()
    .where('sellerId', 'in', sellerUidsActingFor(seller))
    .limit(500)
    .get()
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.startsAt - b.startsAt)
}

type Outcome = { appointment: Appointment; sellerTold: boolean }

// one step of a tour (tour-steps.ts) by its buyer or by a seller the session acts for who owns the
// listing now (checked on the listing document in the same transaction). Another's tour or a made-up id is
// not found (404); a step the state does not allow is refused (409); nothing changes either way
export async function changeTour(
  side: TourActor,
  who: SellerActor | string,
  id: string,
  action: TourAction,
  options: { startsAt?: number } = {},
  now = Date.now(),
): Promise<Outcome> {
  const uid = uidOf(who)
  if (!isDocumentId(id)) throw expectedError(404, sellerMessages.tourNotFound)
  const ref = appointments.doc(id)
  const result = await db()
    .runTransaction(async (transaction) => {
      const found = (await transaction.get(ref)).data()
      if (!found) return 'not-found' as const
      if (side === 'buyer' && found.uid !== uid) return 'not-found' as const
      if (side === 'seller') {
        const listing = (await transaction.get(listings.doc(found.listingId))).data()
        if (!canActAsSellerOf(who, found.sellerId) || listing?.sellerId !== found.sellerId)
          return 'not-found' as const
      }
      const status = tourStep(found.status, side, action)
      if (!status) return 'not-allowed' as const
      const updated: Appointment = {
        ...found,
        status,
        history: [
          ...(found.history ?? []),
          {
            at: now,
            by: side,
            action,
            ...(options.startsAt ? { startsAt: options.startsAt } : {}),
          },
        ],
      }
      if (action === 'propose') updated.proposedStartsAt = options.startsAt ?? null
      if (action === 'accept-proposal' && found.proposedStartsAt) {
        updated.startsAt = found.proposedStartsAt
        updated.proposedStartsAt = null
      }
      if (action === 'cancel') updated.cancelledAt = now
      claimStep(
        transaction,
        'tour',
        found.id,
        `${found.history?.[0]?.at ?? found.createdAt}-${found.history?.length ?? 0}`,
        action,
      )
      transaction.set(ref, checkDocument(updated))
      return updated
    })
    .catch((error: unknown) =>
      lostTheRace(error) ? ('not-allowed' as const) : Promise.reject(error),
    )
  if (result === 'not-found') throw expectedError(404, sellerMessages.tourNotFound)
  if (result === 'not-allowed') throw expectedError(409, sellerMessages.tourNotAllowed)
  logger.info({ event: `tour.${action}`, uid, appointmentId: id }, 'tour changed')
  const sellerTold = await tellOtherSide(result, action, options.startsAt)
  return { appointment: result, sellerTold }
}

async function tellOtherSide(
  tour: Appointment,
  action: TourAction,
  proposed?: number,
): Promise<boolean> {
  const when = formatSlot(tour.startsAt)
  const toBuyer = (letter: { subject: string; lead: string }) =>
    notify(tour.uid, 'tours', { ...letter, link: '/appointments' })
  const toSeller = (letter: { subject: string; lead: string }) =>
    notify(tour.sellerId ?? null, 'tours', {
      ...letter,
      link: '/seller/dashboard/inquiries#tours-title',
    })
  switch (action) {
    case 'confirm':
      return toBuyer(mailMessages.tourConfirmed(tour.address, when))
    case 'decline':
      return toBuyer(mailMessages.tourDeclined(tour.address, when))
    case 'propose':
      return toBuyer(mailMessages.tourProposed(tour.address, formatSlot(proposed ?? tour.startsAt)))
    case 'accept-proposal':
      return toSeller(mailMessages.proposalAccepted(tour.address, when))
    case 'decline-proposal':
      return toSeller(
        mailMessages.proposalDeclined(
          tour.address,
          formatSlot(tour.proposedStartsAt ?? tour.startsAt),
        ),
      )
    case 'cancel':
      // a tour of the market's own homes has no seller to tell
      if (!tour.sellerId) return false
      await toSeller(mailMessages.tourCancelled(tour.address, when))
      return true
  }
}

export async function mailTourRequest(tour: Appointment) {
  await notify(tour.sellerId ?? null, 'tours', {
    ...mailMessages.tourRequested(tour.address, formatSlot(tour.startsAt)),
    link: '/seller/dashboard/inquiries#tours-title',
  })
}
