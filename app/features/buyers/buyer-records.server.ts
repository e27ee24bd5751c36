import type { CollectionReference } from 'firebase-admin/firestore'
import { createHash, randomUUID } from 'node:crypto'
import { appointments, type Appointment } from '~/core/data/appointments.server'
import { inquiries, type Inquiry } from '~/core/data/inquiries.server'
import { offers, type Offer } from '~/core/data/offers.server'
import { savedHomes, type SavedHome } from '~/core/data/saved-homes.server'
import type { Listing } from '~/features/listings/listing'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { timed } from '~/platform/http/server-timing.server'
import { logger } from '~/platform/logger.server'
import { isAlreadyExists } from '~/platform/submission-id.server'
import { isLiveTour, type TourStatus } from '~/features/sellers/tour-steps'
import { readThreadFor } from '~/features/sellers/threads.server'
import { noteSavedHomesWrite } from './saved-homes-live.server'

// what a buyer does with a home, each in its own top-level collection with the owner's uid
// (declared in core/data, ADR 067); every read and change goes through the owner check here
export type { Appointment, Inquiry, Offer, SavedHome }

export async function isSaved(uid: string, listingId: string) {
  return (await timed('firestore', () => savedHomes.doc(`${uid}__${listingId}`).get())).exists
}

export async function countSavedHomes(uid: string): Promise<number> {
  return (await savedHomes.ref().where('uid', '==', uid).count().get()).data().count
}

export async function saveHome(uid: string, listingId: string): Promise<number> {
  const id = `${uid}__${listingId}`
  const written = await savedHomes
    .doc(id)
    .set(checkDocument({ id, uid, listingId, createdAt: Date.now() }))
  logger.info({ event: 'buyer.home-saved', uid, listingId }, 'home saved')
  return noteSavedHomesWrite(uid, written.writeTime)
}

// the time of the removal, or 0 when the home was not saved: then nothing changed for a listener
// to see, and nothing must wait for it (ADR 048)
export async function unsaveHome(uid: string, listingId: string): Promise<number> {
  const removed = await savedHomes
    .doc(`${uid}__${listingId}`)
    .delete({ exists: true })
    .catch((error: { code?: number }) => {
      // NOT_FOUND: not saved, so already removed
      if (error.code === 5) return null
      throw error
    })
  if (!removed) return 0
  logger.info({ event: 'buyer.home-unsaved', uid, listingId }, 'home unsaved')
  return noteSavedHomesWrite(uid, removed.writeTime)
}

// the id of a record a form makes: keyed on the form's one-time id when it has one (see
// submission-id.server.ts), so a second post of the same form is the same record
const recordIdFor = (uid: string, submissionId: string | null) =>
  submissionId ? keyOf(uid, submissionId) : randomUUID()

// a document id from parts of any length (a uid may be 128 characters; ids a visitor names are ≤ 64)
function keyOf(...parts: Array<string | number>): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40)
}

// writes a new offer unless the same submission already made it; true when this call made it
async function createOnce(offer: Offer): Promise<boolean> {
  try {
    await offers.doc(offer.id).create(checkDocument(offer))
    return true
  } catch (error) {
    if (isAlreadyExists(error)) return false
    throw error
  }
}

// the records a form makes once per submission
const submittedOnce = { inquiries, offers }

export async function alreadySubmitted(
  name: keyof typeof submittedOnce,
  uid: string,
  submissionId: string | null,
): Promise<boolean> {
  if (!submissionId) return false
  return (await submittedOnce[name].doc(recordIdFor(uid, submissionId)).get()).exists
}

type NewInquiry = { name: string; email: string; message: string }

// the question is stored once per submission; on a seller's home it also starts (or continues) the
// thread with the seller, in the same transaction. True when this call stored it
export async function createInquiry(
  uid: string,
  listing: Listing,
  form: NewInquiry,
  submissionId: string | null = null,
) {
  const now = Date.now()
  const inquiry: Inquiry = {
    id: recordIdFor(uid, submissionId),
    uid,
    listingId: listing.id,
    sellerId: listing.sellerId,
    ...form,
    status: 'new',
    createdAt: now,
  }
  const ref = inquiries.doc(inquiry.id)
  const created = await db()
    .runTransaction(async (transaction) => {
      if ((await transaction.get(ref)).exists) return false
      const thread = listing.sellerId ? await readThreadFor(transaction, listing.id, uid) : null
      transaction.create(ref, checkDocument(inquiry))
      thread?.write(listing, form, form.message, now)
      return true
    })
    .catch((error: unknown) => (isAlreadyExists(error) ? false : Promise.reject(error)))
  if (created) logger.info({ event: 'buyer.inquiry', uid, listingId: listing.id }, 'inquiry sent')
  return { inquiry, created }
}

// one tour per buyer, home and time: booking the same slot again is the same tour (booked again
// if it was cancelled or declined), never a second one. A seller's home gets a request the seller answers; one of the market's own homes (no seller) is
// scheduled at once
export async function bookTour(uid: string, listing: Listing, startsAt: number, address: string) {
  const now = Date.now()
  const status: TourStatus = listing.sellerId ? 'requested' : 'scheduled'
  const appointment: Appointment = {
    id: keyOf(uid, listing.id, startsAt),
    uid,
    listingId: listing.id,
    sellerId: listing.sellerId,
    address,
    startsAt,
    status,
    proposedStartsAt: null,
    history: [{ at: now, by: 'buyer', action: 'request', startsAt }],
    createdAt: now,
  }
  const ref = appointments.doc(appointment.id)
  const booked = await db()
    .runTransaction(async (transaction) => {
      const existing = (await transaction.get(ref)).data()
      if (existing && isLiveTour(existing.status)) return false
      if (existing)
        transaction.set(ref, checkDocument({ ...appointment, createdAt: existing.createdAt }))
      else transaction.create(ref, checkDocument(appointment))
      return true
    })
    // a booking of the same tour sent at the same moment made it first
    .catch((error: unknown) => (isAlreadyExists(error) ? false : Promise.reject(error)))
  if (booked) logger.info({ event: 'buyer.tour-booked', uid, listingId: listing.id }, 'tour booked')
  return { appointment, booked }
}

type NewOffer = Pick<Offer, 'amount' | 'financing' | 'contingencies' | 'closingDate'>

export async function makeOffer(
  uid: string,
  listing: Listing,
  form: NewOffer,
  submissionId: string | null = null,
) {
  const now = Date.now()
  const offer: Offer = {
    id: recordIdFor(uid, submissionId),
    uid,
    listingId: listing.id,
    sellerId: listing.sellerId,
    ...form,
    status: 'submitted',
    counter: null,
    history: [
      {
        at: now,
        by: 'buyer',
        action: 'submitted',
        amount: form.amount,
        closingDate: form.closingDate,
        contingencies: form.contingencies,
      },
    ],
    createdAt: now,
    updatedAt: now,
  }
  const created = await createOnce(offer)
  if (created) logger.info({ event: 'buyer.offer', uid, listingId: listing.id }, 'offer made')
  return { offer, created }
}

// the newest hundred of the buyer's records in one collection
async function mine<Model extends { uid: string; createdAt: number }>(
  collection: { ref(): CollectionReference<Model> },
  uid: string,
): Promise<Model[]> {
  const snapshot = await timed('firestore', () =>
    collection.ref().where('uid', '==', uid).orderBy('createdAt', 'desc').limit(100).get(),
  )
  return snapshot.docs.map((doc) => doc.data())
}

export const mySavedHomes = (uid: string) => mine(savedHomes, uid)
export const myInquiries = (uid: string) => mine(inquiries, uid)
export const myAppointments = (uid: string) => mine(appointments, uid)
export const myOffers = (uid: string) => mine(offers, uid)
