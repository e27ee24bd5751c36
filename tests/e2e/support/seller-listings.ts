import { randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { emulators } from './firebase'

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const sellerListingId = () => `s-${[...randomBytes(20)].map((byte) => base62[byte % 62]).join('')}`

export type SellerListing = { id: string; address: string; price: number }

// a seller-owned listing (issue 19): the facts of one of the market's homes, written to
// `listings` as the listing flow publishes one; it reaches search through the catalog's change
// feed. `price` is one no market home asks, so a search by it finds this listing alone
export async function createSellerListing(sellerId: string, { from = 'ames-0001', price = 700_000 + Math.floor(Math.random() * 90_000) * 3 } = {}): Promise<SellerListing> {
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
    listedAt: now,
    photos: [],
    createdAt: now,
    updatedAt: now,
  })
  created.push(id)
  const address = market.address as { line1: string; city: string; state: string; zip: string }
  return { id, address: `${address.line1}, ${address.city}, ${address.state} ${address.zip}`, price }
}

const created: string[] = []

// the listing reached this instance's catalog (search), not only Firestore
export async function waitForSearchToShow(page: Page, listing: SellerListing, status = 'active') {
  await expect
    .poll(async () => {
      const response = await page.request.get(`/property-search?status=${status}&minPrice=${listing.price}&maxPrice=${listing.price}`)
      return (await response.text()).includes(`/property/${listing.id}`)
    })
    .toBe(true)
}

// deletes the listings made here and everything buyers and sellers did about them
export async function deleteSellerListings() {
  const { firestore } = emulators()
  for (const id of created.splice(0)) {
    for (const name of ['inquiries', 'threads', 'appointments', 'offers', 'savedHomes']) {
      const snapshot = await firestore.collection(name).where('listingId', '==', id).get()
      await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()))
    }
    await firestore.doc(`listings/${id}`).delete()
  }
}

// the subjects of the mail queued for one user
export async function mailSubjectsTo(uid: string): Promise<string[]> {
  const snapshot = await emulators().firestore.collection('mail').where('toUids', 'array-contains', uid).get()
  return snapshot.docs.map((doc) => doc.get('message.subject') as string)
}
