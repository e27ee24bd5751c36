import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SessionUser } from '~/features/accounts/session.server'
import { propertyAction } from '~/features/buyers/property-actions.server'
import { buyerMessages } from '~/features/buyers/messages'
import { tourSlots } from '~/core/tour-slots'
import { listings, type Listing } from '~/core/data/listings.server'
import { orders } from '~/core/data/orders.server'
import { listingFromMarketHome } from '~/features/listings/market-listings'
import { amesMarket } from '~/features/market/load-market.server'
import { receiveStripeEvent, type Order } from '~/features/payments/orders.server'
import { startStripeStandIn, stopStripeStandIn } from '~/features/payments/stripe-stand-in.server'
import { db } from '~/platform/firebase.server'
import { stripeSetup } from '~/platform/stripe.server'
import { newListingId } from './draft.server'
import { planMessages } from './messages'
import { payListingPlan, planViewOf } from './plan-checkout.server'

// ADR 052: a listing's paid plan is paid through the marketplace's own checkout, orders and
// webhook; the listing records where its payment stands, and its seller cannot ask about it
const origin = 'http://localhost:3999'
const made: string[] = []

beforeAll(() => startStripeStandIn())
afterAll(async () => {
  await stopStripeStandIn()
  for (const id of made) {
    const orders = await db().collection('orders').where('listingId', '==', id).get()
    await Promise.all([
      ...orders.docs.map((doc) => doc.ref.delete()),
      db().doc(`listings/${id}`).delete(),
    ])
  }
})

const account = (): SessionUser => ({
  uid: `vitest-${randomUUID()}`,
  email: 'seller@example.com',
  displayName: 'Sam Seller',
  photoURL: null,
  phoneNumber: null,
  role: 'seller',
  storedRole: 'seller',
  lastLoginAt: Date.now(),
  demo: false,
})

// a seller's listing as Publish writes it, with the plan chosen
async function listingOf(uid: string, plan: string): Promise<Listing> {
  const id = newListingId()
  const now = Date.now()
  const listing: Listing = {
    ...listingFromMarketHome(amesMarket()[0]!, now),
    id,
    source: 'seller',
    sellerId: uid,
    status: 'active',
    plan,
    ...(plan === 'on-your-own'
      ? {}
      : { planPayment: { status: 'pending', orderId: null, attempt: 0, updatedAt: now } }),
  }
  await db().doc(`listings/${id}`).set(listing)
  made.push(id)
  return listing
}

const stored = async (id: string) => (await listings.doc(id).get()).data()!
const ordersFor = async (listingId: string) =>
  (await orders.ref().where('listingId', '==', listingId).get()).docs.map((doc) => doc.data())

// the signed event Stripe (here its stand-in's secret) posts to the webhook
function event(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  order: Order,
  id = `evt_${randomUUID()}`,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: order.sessionId,
        object: 'checkout.session',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        amount_total: order.amountCents,
        currency: 'usd',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
      },
    },
  })
  const setup = stripeSetup()!
  return receiveStripeEvent(
    payload,
    setup.client.webhooks.generateTestHeaderString({ payload, secret: setup.webhookSecret }),
  )
}

describe('a listing’s plan order', () => {
  test('is made for the listing’s seller only, priced from the catalog, and a second press finds the first', async () => {
    const seller = account()
    const listing = await listingOf(seller.uid, 'expert-on-call')
    const first = await payListingPlan(seller, listing.id, origin)
    expect(first).toMatchObject({
      ok: true,
      url: expect.stringMatching(new RegExp(`^${origin}/payments/stand-in/checkout/cs_test_`)),
    })
    const [order, ...others] = await ordersFor(listing.id)
    expect(others).toEqual([])
    expect(order).toMatchObject({
      id: `${listing.id}-plan-1`,
      uid: seller.uid,
      listingId: listing.id,
      kind: 'plan',
      purchaseId: 'expert-on-call',
      amountCents: 149_500,
      status: 'pending',
    })
    expect((await stored(listing.id)).planPayment).toMatchObject({
      status: 'pending',
      orderId: order!.id,
      attempt: 1,
    })

    // again, and twice at once: the same order and checkout
    const again = await Promise.all([
      payListingPlan(seller, listing.id, origin),
      payListingPlan(seller, listing.id, origin),
    ])
    expect(again).toEqual([first, first])
    expect(await ordersFor(listing.id)).toHaveLength(1)

    // another account: the same 404 as a listing that is not there, and no order
    const stranger = account()
    for (const id of [listing.id, newListingId(), '__proto__']) {
      await expect(payListingPlan(stranger, id, origin)).rejects.toMatchObject({ status: 404 })
    }
    expect((await db().collection('orders').where('uid', '==', stranger.uid).get()).size).toBe(0)
  })

  test('Full service takes its deposit; a free plan has nothing to pay and makes no order', async () => {
    const seller = account()
    const full = await listingOf(seller.uid, 'full-service')
    expect((await payListingPlan(seller, full.id, origin)).ok).toBe(true)
    expect((await ordersFor(full.id))[0]).toMatchObject({
      amountCents: 49_500,
      purchaseId: 'full-service',
    })

    const free = await listingOf(seller.uid, 'on-your-own')
    expect(await payListingPlan(seller, free.id, origin)).toEqual({
      ok: false,
      status: 409,
      message: planMessages.nothingToPay,
    })
    expect(await ordersFor(free.id)).toEqual([])
    expect(planViewOf(await stored(free.id))).toMatchObject({ state: 'free', dueToday: 0 })
  })
})

describe('the webhook moves the listing’s plan', () => {
  test('paid: the listing records it once, however often the event comes', async () => {
    const seller = account()
    const listing = await listingOf(seller.uid, 'expert-on-call')
    await payListingPlan(seller, listing.id, origin)
    const [order] = await ordersFor(listing.id)
    const id = `evt_${randomUUID()}`
    expect(await event('checkout.session.completed', order!, id)).toEqual({
      status: 200,
      body: 'ok',
    })
    const paid = (await stored(listing.id)).planPayment!
    expect(paid).toMatchObject({ status: 'paid', orderId: order!.id })
    expect(paid.paidAt).toBeGreaterThan(0)
    expect(await event('checkout.session.completed', order!, id)).toEqual({
      status: 200,
      body: 'already processed',
    })
    // a later expiry of the same session changes nothing: the order is no longer pending
    await event('checkout.session.expired', order!)
    expect((await stored(listing.id)).planPayment).toEqual(paid)
    expect(planViewOf(await stored(listing.id))?.state).toBe('paid')
    // paying again finds the plan paid: back to the listing's page, no new order
    expect(await payListingPlan(seller, listing.id, origin)).toEqual({
      ok: true,
      url: `/seller/dashboard/listings/${listing.id}/published`,
    })
    expect(await ordersFor(listing.id)).toHaveLength(1)
  })

  test('failed: the plan is not paid; paying again makes a new order, and a late answer about the old one changes nothing', async () => {
    const seller = account()
    const listing = await listingOf(seller.uid, 'expert-on-call')
    await payListingPlan(seller, listing.id, origin)
    const [first] = await ordersFor(listing.id)
    await event('checkout.session.expired', first!)
    expect((await stored(listing.id)).planPayment).toMatchObject({
      status: 'failed',
      orderId: first!.id,
    })
    expect(planViewOf(await stored(listing.id))?.state).toBe('failed')

    expect((await payListingPlan(seller, listing.id, origin)).ok).toBe(true)
    const second = (await ordersFor(listing.id)).find((order) => order.id !== first!.id)!
    expect(second).toMatchObject({
      id: `${listing.id}-plan-2`,
      status: 'pending',
      amountCents: 149_500,
    })
    expect((await stored(listing.id)).planPayment).toMatchObject({
      status: 'pending',
      orderId: second.id,
      attempt: 2,
    })
    // the first order's session is paid after all (a race at Stripe): that order is failed, the listing waits for the second
    await event('checkout.session.completed', first!)
    expect((await stored(listing.id)).planPayment).toMatchObject({
      status: 'pending',
      orderId: second.id,
    })
    await event('checkout.session.completed', second)
    expect((await stored(listing.id)).planPayment).toMatchObject({
      status: 'paid',
      orderId: second.id,
    })
  })
})

describe('a seller on their own listing’s page', () => {
  test('cannot ask about it, book a tour of it or make an offer on it: a clear refusal, nothing stored', async () => {
    const seller = account()
    const listing = await listingOf(seller.uid, 'on-your-own')
    const forms: Record<string, Record<string, string>> = {
      ask: { name: 'Sam Seller', email: 'seller@example.com', message: 'Is the roof new?' },
      tour: { slot: String(tourSlots(Date.now())[0]) },
      offer: {
        amount: '200000',
        financing: 'conventional',
        closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      },
    }
    for (const [intent, fields] of Object.entries(forms)) {
      const form = new FormData()
      form.set('intent', intent)
      form.set('submissionId', randomUUID())
      for (const [name, value] of Object.entries(fields)) form.set(name, value)
      const outcome = await propertyAction(seller, listing, form)
      expect(outcome, intent).toMatchObject({ ok: false, intent, status: 409 })
      expect(outcome.ok === false && outcome.result.error?.['']).toEqual([buyerMessages.ownListing])
    }
    for (const collection of ['inquiries', 'threads', 'appointments', 'offers']) {
      expect(
        (await db().collection(collection).where('listingId', '==', listing.id).get()).size,
        collection,
      ).toBe(0)
    }
  })
})
