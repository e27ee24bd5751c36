import { randomUUID } from 'node:crypto'
import type { Listing } from '~/features/listings/listing'
import { checkDocument, isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'

// what a buyer does with a home, each in its own top-level collection with the owner's uid;
// every read and change goes through the owner check here
export type SavedHome = { id: string; uid: string; listingId: string; createdAt: number }
export type Inquiry = { id: string; uid: string; listingId: string; sellerId: string | null; name: string; email: string; message: string; status: 'new'; createdAt: number }
export type Appointment = { id: string; uid: string; listingId: string; address: string; startsAt: number; status: 'scheduled' | 'cancelled'; createdAt: number; cancelledAt?: number }
export type Offer = {
  id: string
  uid: string
  listingId: string
  sellerId: string | null
  amount: number
  financing: string
  contingencies: string[]
  closingDate: string
  status: 'submitted'
  createdAt: number
}

const collection = (name: 'savedHomes' | 'inquiries' | 'appointments' | 'offers') => db().collection(name)

export async function isSaved(uid: string, listingId: string) {
  return (await collection('savedHomes').doc(`${uid}__${listingId}`).get()).exists
}

export async function savedListingIds(uid: string): Promise<Set<string>> {
  const snapshot = await collection('savedHomes').where('uid', '==', uid).get()
  return new Set(snapshot.docs.map((doc) => doc.get('listingId') as string))
}

export async function countSavedHomes(uid: string): Promise<number> {
  return (await collection('savedHomes').where('uid', '==', uid).count().get()).data().count
}

export async function saveHome(uid: string, listingId: string) {
  const id = `${uid}__${listingId}`
  await collection('savedHomes').doc(id).set(checkDocument({ id, uid, listingId, createdAt: Date.now() }))
  logger.info({ event: 'buyer.home-saved', uid, listingId }, 'home saved')
}

export async function unsaveHome(uid: string, listingId: string) {
  await collection('savedHomes').doc(`${uid}__${listingId}`).delete()
  logger.info({ event: 'buyer.home-unsaved', uid, listingId }, 'home unsaved')
}

export async function createInquiry(uid: string, listing: Listing, form: { name: string; email: string; message: string }) {
  const inquiry: Inquiry = { id: randomUUID(), uid, listingId: listing.id, sellerId: listing.sellerId, ...form, status: 'new', createdAt: Date.now() }
  await collection('inquiries').doc(inquiry.id).set(checkDocument(inquiry))
  logger.info({ event: 'buyer.inquiry', uid, listingId: listing.id }, 'inquiry sent')
  return inquiry
}

export async function bookTour(uid: string, listing: Listing, startsAt: number, address: string) {
  const appointment: Appointment = { id: randomUUID(), uid, listingId: listing.id, address, startsAt, status: 'scheduled', createdAt: Date.now() }
  await collection('appointments').doc(appointment.id).set(checkDocument(appointment))
  logger.info({ event: 'buyer.tour-booked', uid, listingId: listing.id }, 'tour booked')
  return appointment
}

export async function makeOffer(uid: string, listing: Listing, form: Pick<Offer, 'amount' | 'financing' | 'contingencies' | 'closingDate'>) {
  const offer: Offer = { id: randomUUID(), uid, listingId: listing.id, sellerId: listing.sellerId, ...form, status: 'submitted', createdAt: Date.now() }
  await collection('offers').doc(offer.id).set(checkDocument(offer))
  logger.info({ event: 'buyer.offer', uid, listingId: listing.id }, 'offer made')
  return offer
}

async function ownedBy<T extends { uid: string }>(name: 'appointments' | 'inquiries' | 'offers', id: string, uid: string): Promise<T | null> {
  if (!isDocumentId(id)) return null
  const snapshot = await collection(name).doc(id).get()
  const record = snapshot.data() as T | undefined
  return record && record.uid === uid ? record : null
}

export const ownAppointment = (id: string, uid: string) => ownedBy<Appointment>('appointments', id, uid)

export async function cancelAppointment(id: string, uid: string): Promise<boolean> {
  const appointment = await ownAppointment(id, uid)
  if (!appointment || appointment.status === 'cancelled') return false
  await collection('appointments').doc(id).update({ status: 'cancelled', cancelledAt: Date.now() })
  logger.info({ event: 'buyer.tour-cancelled', uid }, 'tour cancelled')
  return true
}

async function mine<T>(name: 'savedHomes' | 'inquiries' | 'appointments' | 'offers', uid: string): Promise<T[]> {
  const snapshot = await collection(name).where('uid', '==', uid).orderBy('createdAt', 'desc').limit(100).get()
  return snapshot.docs.map((doc) => doc.data() as T)
}

export const mySavedHomes = (uid: string) => mine<SavedHome>('savedHomes', uid)
export const myInquiries = (uid: string) => mine<Inquiry>('inquiries', uid)
export const myAppointments = (uid: string) => mine<Appointment>('appointments', uid)
export const myOffers = (uid: string) => mine<Offer>('offers', uid)
