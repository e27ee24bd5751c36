import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoSellerUid, quickDemoUser } from '~/features/accounts/demo-users.server'
import type { SessionUser } from '~/features/accounts/session.server'
import { bookTour, makeOffer } from '~/features/buyers/buyer-records.server'
import { buyerMessages } from '~/features/buyers/messages'
import { propertyAction } from '~/features/buyers/property-actions.server'
import { listings, type Listing } from '~/core/data/listings.server'
import { importAmesMarket } from '~/features/listings/market-import.server'
import { db } from '~/platform/firebase.server'
import { canActAsSellerOf, sellerUidsActingFor } from './acting-for.server'
import { changeOffer } from './offer-records.server'
import { addToThread, sellerThreads } from './threads.server'
import { changeTour } from './tour-records.server'
import {
  sellerDashboard,
  sellerInquiriesAction,
  sellerInquiriesPage,
  sellerListingsPage,
} from './workspace.server'

// ADR 053: the demo market's homes for sale are listed under the demo seller, Sam Seller; a quick
// demo seller acts for him, nobody else does

const realSeller = (uid = `vitest-${randomUUID()}`): SessionUser => ({
  uid,
  email: `${uid}@example.com`,
  displayName: 'Rae Seller',
  photoURL: null,
  phoneNumber: null,
  role: 'seller',
  storedRole: 'seller',
  lastLoginAt: Date.now(),
  demo: false,
})
const buyerUser = (): SessionUser => ({
  ...realSeller(),
  displayName: 'Pat Buyer',
  role: 'buyer',
  storedRole: 'buyer',
})

async function thrown(action: () => Promise<unknown>) {
  const error = await action().then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof Response))
    throw new Error(`expected an expected error, got ${String(error)}`)
  return error.status
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

let realSellersHome: string
let forSale: Listing
let sold: Listing
let demoProfileExisted = false

beforeAll(async () => {
  await importAmesMarket()
  const active = (
    await listings
      .ref()
      .where('source', '==', 'ames')
      .where('status', '==', 'active')
      .limit(3)
      .get()
  ).docs.map((doc) => doc.data())
  realSellersHome = active[0]!.id
  // a home of the market that a real seller holds: a later import keeps its seller
  await listings.doc(realSellersHome).update({ sellerId: 'vitest-real-seller' })
  await importAmesMarket({ sellerId: demoSellerUid })
  forSale = (await listings.doc(active[1]!.id).get()).data()!
  sold = (
    await listings.ref().where('source', '==', 'ames').where('status', '==', 'sold').limit(1).get()
  ).docs[0]!.data()
  demoProfileExisted = (await db().doc(`users/${demoSellerUid}`).get()).exists
  if (!demoProfileExisted)
    await db().doc(`users/${demoSellerUid}`).set({
      uid: demoSellerUid,
      email: 'seller@demo.threshold.example',
      displayName: 'Sam Seller',
      photoURL: null,
      phoneNumber: null,
      role: 'seller',
      createdAt: Date.now(),
      lastLoginAt: Date.now(),
    })
}, 120_000)

// the other files of the emulator project import the market without a seller
afterAll(async () => {
  const held = await listings
    .ref()
    .where('sellerId', 'in', [demoSellerUid, 'vitest-real-seller'])
    .get()
  for (let start = 0; start < held.docs.length; start += 400) {
    const batch = db().batch()
    for (const doc of held.docs.slice(start, start + 400)) batch.update(doc.ref, { sellerId: null })
    await batch.commit()
  }
  if (!demoProfileExisted) await db().doc(`users/${demoSellerUid}`).delete()
}, 60_000)

describe('the demo market’s seller', () => {
  test('the seed lists every demo home on the market under the demo seller, keeps a real seller’s home, and leaves sold homes without one', async () => {
    expect(forSale.sellerId).toBe(demoSellerUid)
    expect(sold.sellerId).toBeNull()
    expect((await listings.doc(realSellersHome).get()).get('sellerId')).toBe('vitest-real-seller')
    const onMarket = await listings
      .ref()
      .where('source', '==', 'ames')
      .where('status', 'in', ['active', 'pending'])
      .get()
    const sellers = new Set(
      onMarket.docs.filter((doc) => doc.id !== realSellersHome).map((doc) => doc.data().sellerId),
    )
    expect(sellers).toEqual(new Set([demoSellerUid]))
    // idempotent: the market is there with its seller, so nothing is written; forced, the seller stays
    expect(await importAmesMarket({ sellerId: demoSellerUid })).toEqual({
      written: 0,
      skipped: true,
    })
    await importAmesMarket({ force: true })
    expect((await listings.doc(forSale.id).get()).get('sellerId')).toBe(demoSellerUid)
    expect((await listings.doc(realSellersHome).get()).get('sellerId')).toBe('vitest-real-seller')
  }, 120_000)

  test('the rule: a quick demo seller acts for the demo seller; a real seller, a buyer and a quick demo buyer act for themselves only', () => {
    const quickSeller = quickDemoUser('seller')
    const quickBuyer = quickDemoUser('buyer')
    expect(sellerUidsActingFor(quickSeller)).toEqual([quickSeller.uid, demoSellerUid])
    expect(canActAsSellerOf(quickSeller, demoSellerUid)).toBe(true)
    expect(canActAsSellerOf(quickSeller, 'someone-else')).toBe(false)
    expect(canActAsSellerOf(quickSeller, null)).toBe(false)
    expect(sellerUidsActingFor(quickBuyer)).toEqual([quickBuyer.uid])
    // a quick demo buyer who switches to the seller role is a quick demo seller
    expect(canActAsSellerOf({ ...quickBuyer, role: 'seller' }, demoSellerUid)).toBe(true)
    const real = realSeller()
    expect(sellerUidsActingFor(real)).toEqual([real.uid])
    expect(canActAsSellerOf(real, demoSellerUid)).toBe(false)
    expect(canActAsSellerOf(buyerUser(), demoSellerUid)).toBe(false)
    // Sam Seller signed in with the password owns the demo homes as his own, and no one else's
    expect(sellerUidsActingFor(realSeller(demoSellerUid))).toEqual([demoSellerUid])
    // one quick demo seller never acts for another
    expect(canActAsSellerOf(quickSeller, quickDemoUser('seller').uid)).toBe(false)
  })

  test('a question on a demo home lands in the demo seller’s threads, is mailed to the demo seller, and a quick demo seller answers it; nobody else can', async () => {
    const buyer = buyerUser()
    const text = `Is the furnace recent? ${randomUUID()}`
    const outcome = await propertyAction(
      buyer,
      forSale,
      form({ intent: 'ask', name: 'Pat Buyer', email: buyer.email, message: text }),
    )
    expect(outcome).toMatchObject({ ok: true, toast: buyerMessages.demoAsked })
    const thread = (await sellerThreads(demoSellerUid)).find(
      (candidate) => candidate.messages[0]?.text === text,
    )
    expect(thread).toMatchObject({
      listingId: forSale.id,
      sellerId: demoSellerUid,
      buyerUid: buyer.uid,
    })
    const mail = await db()
      .collection('mail')
      .where('toUids', 'array-contains', demoSellerUid)
      .get()
    expect(mail.docs.some((doc) => String(doc.get('message.text')).includes(text))).toBe(true)

    const quickSeller = quickDemoUser('seller')
    const page = await sellerInquiriesPage(quickSeller)
    expect(page.practice).toBe(true)
    const seen = page.threadGroups
      .flatMap((group) => group.threads)
      .find((candidate) => candidate.id === thread!.id)
    // every demo seller reads it: the buyer's name, never their e-mail
    expect(seen).toMatchObject({ buyerName: 'Pat Buyer', buyerEmail: '', unanswered: true })

    for (const other of [realSeller(), buyerUser(), quickDemoUser('buyer')]) {
      expect(
        await thrown(() => addToThread('seller', other, thread!.id, 'Not mine to answer')),
      ).toBe(404)
    }
    expect((await sellerInquiriesPage(realSeller())).threadGroups).toEqual([])
    const answered = await sellerInquiriesAction(
      quickSeller,
      form({ intent: 'answer', threadId: thread!.id, message: 'Yes, from 2022.' }),
    )
    expect(answered).toMatchObject({ ok: true })
    const stored = (await db().doc(`threads/${thread!.id}`).get()).data()
    expect(
      stored?.messages.map(
        (message: { from: string; text: string }) => `${message.from}: ${message.text}`,
      ),
    ).toEqual([`buyer: ${text}`, 'seller: Yes, from 2022.'])
  })

  test('a quick demo seller confirms a tour and declines an offer on a demo home; a real seller and a quick demo buyer cannot', async () => {
    const buyer = buyerUser()
    const { appointment } = await bookTour(
      buyer.uid,
      forSale,
      Date.UTC(2027, 4, 3, 15),
      'a demo home',
    )
    expect(appointment).toMatchObject({ status: 'requested', sellerId: demoSellerUid })
    const { offer } = await makeOffer(buyer.uid, forSale, {
      amount: 150_000,
      financing: 'cash',
      contingencies: [],
      closingDate: '2027-06-01',
    })
    for (const other of [realSeller(), quickDemoUser('buyer')]) {
      expect(await thrown(() => changeTour('seller', other, appointment.id, 'confirm'))).toBe(404)
      expect(await thrown(() => changeOffer('seller', other, offer.id, 'decline'))).toBe(404)
    }
    const quickSeller = quickDemoUser('seller')
    expect(
      (await changeTour('seller', quickSeller, appointment.id, 'confirm')).appointment.status,
    ).toBe('scheduled')
    expect((await changeOffer('seller', quickSeller, offer.id, 'decline')).offer.status).toBe(
      'declined',
    )
  })

  test('a quick demo seller’s own listing is theirs alone: another quick demo seller does not reach it', async () => {
    const owner = quickDemoUser('seller')
    const id = `s-${randomUUID().replace(/-/g, '').slice(0, 20)}`
    const listing: Listing = {
      ...forSale,
      id,
      source: 'seller',
      sellerId: owner.uid,
      status: 'active',
      address: { line1: '1 Test St', city: 'Ames', state: 'IA', zip: '50010' },
      price: 200_000,
      createdAt: Date.now(),
    }
    await listings.doc(id).set(listing)
    await propertyAction(
      buyerUser(),
      listing,
      form({
        intent: 'ask',
        name: 'Pat Buyer',
        email: 'pat@example.com',
        message: 'Is the roof new?',
      }),
    )
    const [thread] = await sellerThreads(owner.uid)
    expect(
      await thrown(() => addToThread('seller', quickDemoUser('seller'), thread!.id, 'Not mine')),
    ).toBe(404)
    await addToThread('seller', owner, thread!.id, 'Yes.')
    await listings.doc(id).delete()
  })

  test('the demo seller’s dashboard and listings are pages of ten and twenty homes, those with questions first', async () => {
    const quickSeller = quickDemoUser('seller')
    const dashboard = await sellerDashboard(quickSeller)
    expect(dashboard.practice).toBe(true)
    expect(dashboard.listings).toHaveLength(10)
    expect(dashboard.paging.total).toBeGreaterThan(300)
    expect(dashboard.listings[0]!.counts.questions).toBeGreaterThan(0)
    const second = await sellerListingsPage(quickSeller, '2')
    expect(second.listings).toHaveLength(20)
    expect(second.paging).toMatchObject({ page: 2, first: 21 })
    expect(second.listings.every((listing) => !listing.editable)).toBe(true)
    expect((await sellerDashboard(realSeller())).paging.total).toBe(0)
  })
})
