import { randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { emulators } from './firebase'

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const sellerListingId = () => `s-${[...randomBytes(20)].map((byte) => base62[byte % 62]).join('')}`

export type SellerListing = { id: string; address: string; price: number }

// a seller-owned listing (issue 19): the facts of one of the market's homes, written to
// `listings` as the listing flow publishes one; it reaches search through the catalog's change
// feed. `price` is one no market home asks, so a search by it finds this listing alone
export async function createSellerListing(
  sellerId: string,
  { from = 'ames-0001', price = 700_000 + Math.floor(Math.random() * 90_000) * 3 } = {},
): Promise<SellerListing> {
  const { firestore } = emulators()
  const market = (await firestore.doc(`listings/${from}`).get()).data()
  if (!market) throw new Error(`no market listing ${from}`)
  const id = sellerListingId()
  const now = Date.now()
  await firestore.doc(`listings/${id}`).set({
    ...market,
    id,
    source: 'seller',
    sellerId,
    status: 'active',
    price,
    // listed before any of the market's homes for sale (their demo list dates are within 60 days), so
    // the tests that open the newest listing (/properties' first card) never land on this one
    listedAt: now - 120 * 86_400_000,
    photos: [],
    createdAt: now,
    updatedAt: now,
  })
  created.push(id)
  const address = market.address as { line1: string; city: string; state: string; zip: string }
  return {
    id,
    address: `${address.line1}, ${address.city}, ${address.state} ${address.zip}`,
    price,
  }
}

const created: string[] = []

// the listing reached this instance's catalog (search), not only Firestore
export async function waitForSearchToShow(page: Page, listing: SellerListing, status = 'active') {
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/property-search?status=${status}&minPrice=${listing.price}&maxPrice=${listing.price}`,
      )
      return (await response.text()).includes(`/property/${listing.id}`)
    })
    .toBe(true)
}

// deletes the listings made here and everything buyers and sellers did about them
export async function deleteSellerListings() {
  const { firestore } = emulators()
  for (const id of created.splice(0)) {
    for (const name of [
      'inquiries',
      'threads',
      'appointments',
      'offers',
      'savedHomes',
      'marketingMaterials',
    ]) {
      const snapshot = await firestore.collection(name).where('listingId', '==', id).get()
      await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()))
    }
    await firestore.doc(`listings/${id}`).delete()
  }
}

// the subjects of the mail queued for one user
export async function mailSubjectsTo(uid: string): Promise<string[]> {
  const snapshot = await emulators()
    .firestore.collection('mail')
    .where('toUids', 'array-contains', uid)
    .get()
  return snapshot.docs.map((doc) => doc.get('message.subject') as string)
}

// a listing of the seller's with a buyer's question (a thread), a tour request and an offer, as
// the buyer's forms store them, so the seller's pages show every form they have
export async function sellerWithActivity(
  sellerUid: string,
  buyerUid: string,
): Promise<SellerListing> {
  const listing = await createSellerListing(sellerUid)
  const { firestore } = emulators()
  const now = Date.now()
  const thread = firestore.collection('threads').doc()
  await thread.set({
    id: thread.id,
    listingId: listing.id,
    sellerId: sellerUid,
    buyerUid,
    buyerName: 'Pat Buyer',
    buyerEmail: 'pat@example.com',
    address: listing.address,
    messages: [{ id: 'm1', from: 'buyer', text: 'Is the roof new?', at: now }],
    lastAt: now,
    lastFrom: 'buyer',
    createdAt: now,
  })
  const tour = firestore.collection('appointments').doc()
  const startsAt = now + 3 * 86_400_000
  await tour.set({
    id: tour.id,
    uid: buyerUid,
    listingId: listing.id,
    sellerId: sellerUid,
    address: listing.address,
    startsAt,
    status: 'requested',
    proposedStartsAt: null,
    history: [{ at: now, by: 'buyer', action: 'request', startsAt }],
    createdAt: now,
  })
  const offer = firestore.collection('offers').doc()
  await offer.set({
    id: offer.id,
    uid: buyerUid,
    listingId: listing.id,
    sellerId: sellerUid,
    amount: listing.price - 10_000,
    financing: 'cash',
    contingencies: ['inspection'],
    closingDate: new Date(now + 40 * 86_400_000).toISOString().slice(0, 10),
    status: 'submitted',
    counter: null,
    history: [{ at: now, by: 'buyer', action: 'submitted', amount: listing.price - 10_000 }],
    createdAt: now,
    updatedAt: now,
  })
  return listing
}

// the same activity a step later: the seller answered, countered the offer and proposed another
// time for the tour, so the buyer's pages show their reply, counter and proposal forms
export async function buyerWithAnswers(
  sellerUid: string,
  buyerUid: string,
): Promise<SellerListing> {
  const listing = await sellerWithActivity(sellerUid, buyerUid)
  const { firestore } = emulators()
  const now = Date.now()
  const read = async (name: string) =>
    (await firestore.collection(name).where('listingId', '==', listing.id).get()).docs[0]!
  const [thread, tour, offer] = await Promise.all([
    read('threads'),
    read('appointments'),
    read('offers'),
  ])
  await thread.ref.update({
    messages: [
      ...thread.get('messages'),
      { id: 'm2', from: 'seller', text: 'Yes, from 2021.', at: now },
    ],
    lastAt: now,
    lastFrom: 'seller',
  })
  await tour.ref.update({
    status: 'proposed',
    proposedStartsAt: (tour.get('startsAt') as number) + 86_400_000,
  })
  const counter = {
    amount: listing.price - 5_000,
    closingDate: offer.get('closingDate'),
    contingencies: [],
    expiresAt: now + 3 * 86_400_000,
    at: now,
  }
  await offer.ref.update({
    status: 'countered',
    counter,
    history: [
      ...offer.get('history'),
      {
        at: now,
        by: 'seller',
        action: 'countered',
        amount: counter.amount,
        expiresAt: counter.expiresAt,
      },
    ],
  })
  return listing
}

// the page of one of the demo market's homes for sale, picked at random: the newest card of
// /properties may be another test's listing, deleted a moment later
export async function demoHomeForSalePath(): Promise<string> {
  const forSale = await emulators()
    .firestore.collection('listings')
    .where('status', '==', 'active')
    .where('source', '==', 'ames')
    .limit(40)
    .get()
  return `/property/${forSale.docs[Math.floor(Math.random() * forSale.size)]!.id}`
}
