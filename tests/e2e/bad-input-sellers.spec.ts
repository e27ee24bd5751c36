import { expect, test } from './fixtures'
import { megabyte, postForm as post, script, type Case } from './support/hostile-posts'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'
import { deleteSellerListings, sellerWithActivity } from './support/seller-listings'
import { visibleText } from './support/visible-text'

// the seller's forms (questions, tours, offers, listing status, settings) and the buyer's answers
// to them, posted malformed, hostile and aimed at another's records: each answers 4xx with a clear
// message, changes nothing, and reflects no markup unescaped
test.afterEach(() => deleteSellerListings())

async function records(listingId: string) {
  const { firestore } = emulators()
  const read = async (name: string) =>
    (await firestore.collection(name).where('listingId', '==', listingId).get()).docs.map((doc) =>
      doc.data(),
    )
  const [threads, tours, offers, listing] = await Promise.all([
    read('threads'),
    read('appointments'),
    read('offers'),
    firestore.doc(`listings/${listingId}`).get(),
  ])
  return { threads, tours, offers, listing: listing.data() }
}

test('every seller form refuses bad input and others’ ids clearly, and changes nothing', async ({
  page,
}) => {
  test.slow()
  const [seller, other, buyer] = await Promise.all([
    createUser({ role: 'seller' }),
    createUser({ role: 'seller' }),
    createUser(),
  ])
  const mine = await sellerWithActivity(seller.uid, buyer.uid)
  const theirs = await sellerWithActivity(other.uid, buyer.uid)
  const ids = await records(theirs.id)
  const own = await records(mine.id)
  const [thread, tour, offer] = [
    own.threads[0]!.id as string,
    own.tours[0]!.id as string,
    own.offers[0]!.id as string,
  ]
  const [theirThread, theirTour, theirOffer] = [
    ids.threads[0]!.id as string,
    ids.tours[0]!.id as string,
    ids.offers[0]!.id as string,
  ]
  await startSessionAs(page, seller)
  const before = { mine: await records(mine.id), theirs: await records(theirs.id) }
  const inbox = '/seller/dashboard/inquiries'
  const listings = '/seller/dashboard/listings'
  const future = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

  const cases: Case[] = [
    {
      name: 'an unknown intent',
      path: inbox,
      body: { intent: script },
      status: 400,
      expect: 'That action is not available on this page.',
    },
    {
      name: 'an empty answer',
      path: inbox,
      body: { intent: 'answer', threadId: thread, message: '' },
      expect: 'Write your message',
    },
    {
      name: 'a 1 MB answer',
      path: inbox,
      body: { intent: 'answer', threadId: thread, message: megabyte },
      expect: /too (long|much)|large|under 2,000/,
    },
    {
      name: 'an answer in another seller’s thread',
      path: inbox,
      body: { intent: 'answer', threadId: theirThread, message: 'Mine now' },
      status: 404,
      expect: 'We could not find that conversation among yours.',
    },
    {
      name: 'an answer to a made-up thread',
      path: inbox,
      body: { intent: 'answer', threadId: '../users', message: 'Hello there' },
      status: 404,
    },
    {
      name: 'confirming another seller’s tour',
      path: inbox,
      body: { intent: 'confirm-tour', appointmentId: theirTour },
      status: 404,
      expect: 'We could not find that tour among yours.',
    },
    {
      name: 'proposing a forged time',
      path: inbox,
      body: { intent: 'propose-tour', appointmentId: tour, slot: '1' },
      expect: 'Choose one of the times shown',
    },
    {
      name: 'proposing no time',
      path: inbox,
      body: { intent: 'propose-tour', appointmentId: tour, slot: script },
      expect: 'Choose another time',
    },
    {
      name: 'accepting another seller’s offer',
      path: inbox,
      body: { intent: 'accept-offer', offerId: theirOffer },
      status: 404,
      expect: 'We could not find that offer among yours.',
    },
    {
      name: 'a counter of words',
      path: inbox,
      body: {
        intent: 'counter-offer',
        offerId: offer,
        amount: 'lots',
        closingDate: future(30),
        expiresOn: future(3),
      },
      expect: 'Enter the amount as a number, like 245000',
    },
    {
      name: 'a counter that expired yesterday',
      path: inbox,
      body: {
        intent: 'counter-offer',
        offerId: offer,
        amount: '200000',
        closingDate: future(30),
        expiresOn: future(-2),
      },
      expect: 'Choose an expiry date from today on',
    },
    {
      name: 'a counter closing tomorrow, with forged contingencies',
      path: inbox,
      body: {
        intent: 'counter-offer',
        offerId: offer,
        amount: '200000',
        closingDate: future(1),
        expiresOn: future(3),
        contingencies: [script],
      },
    },
    {
      name: 'a counter on another seller’s offer',
      path: inbox,
      body: {
        intent: 'counter-offer',
        offerId: theirOffer,
        amount: '200000',
        closingDate: future(30),
        expiresOn: future(3),
      },
      status: 404,
    },
    {
      name: 'a forged status',
      path: listings,
      body: { listingId: mine.id, status: script },
      expect: 'Choose the new status',
    },
    {
      name: 'sold straight from active, without a price',
      path: listings,
      body: { listingId: mine.id, status: 'sold' },
      expect: 'Enter the sold price',
    },
    {
      name: 'sold straight from active',
      path: listings,
      body: { listingId: mine.id, status: 'sold', soldPrice: '200000', soldOn: future(-1) },
      status: 409,
      expect: 'A listing cannot go to that status from where it is now.',
    },
    {
      name: 'withdrawing another seller’s listing',
      path: listings,
      body: { listingId: theirs.id, status: 'withdrawn' },
      status: 404,
      expect: 'We could not find that listing among yours.',
    },
    {
      name: 'a listing id no record can have',
      path: listings,
      body: { listingId: '__proto__', status: 'withdrawn' },
      status: 404,
    },
    {
      name: 'a phone number of markup',
      path: '/seller/dashboard/settings',
      body: { phone: script, offers: 'on' },
      expect: 'Enter the phone number with digits, spaces, + ( ) - only',
    },
  ]
  for (const testCase of cases) {
    const response = await post(page.request, testCase.path, testCase.body)
    const text = await response.text()
    const label = `${testCase.path}: ${testCase.name} → ${response.status()} ${text.slice(0, 200)}`
    if (testCase.status) expect(response.status(), label).toBe(testCase.status)
    expect(response.status(), label).toBeGreaterThanOrEqual(400)
    expect(response.status(), label).toBeLessThan(500)
    expect(text, label).not.toContain(script)
    if (testCase.expect) expect(await visibleText(response), label).toMatch(testCase.expect)
  }
  expect({ mine: await records(mine.id), theirs: await records(theirs.id) }).toEqual(before)
  expect(
    (await emulators().firestore.doc(`users/${seller.uid}`).get()).get('notifications'),
  ).toBeUndefined()

  // the buyer's side: a reply to a made-up thread, an answer to an offer with no counter
  await page.context().clearCookies()
  await startSessionAs(page, buyer)
  const buyerCases: Case[] = [
    {
      name: 'accepting a counter that was never made',
      path: '/buyer-dashboard',
      body: { intent: 'accept-counter', offerId: offer },
      status: 409,
    },
    {
      name: 'a reply to a made-up thread',
      path: '/buyer-dashboard',
      body: { intent: 'reply', threadId: 'constructor', message: 'Hello there' },
      status: 404,
    },
    {
      name: 'an empty reply',
      path: '/buyer-dashboard',
      body: { intent: 'reply', threadId: thread, message: script.slice(0, 1) },
      expect: 'Write your message (at least 2 characters)',
    },
    {
      name: 'accepting a proposal that was never made',
      path: '/appointments',
      body: { intent: 'accept-proposal', appointmentId: tour },
      status: 404,
    },
  ]
  for (const testCase of buyerCases) {
    const response = await post(page.request, testCase.path, testCase.body)
    const label = `${testCase.path}: ${testCase.name} → ${response.status()}`
    if (testCase.status) expect(response.status(), label).toBe(testCase.status)
    expect(response.status(), label).toBeGreaterThanOrEqual(400)
    expect(response.status(), label).toBeLessThan(500)
    if (testCase.expect) expect(await visibleText(response), label).toMatch(testCase.expect)
  }
  expect({ mine: await records(mine.id), theirs: await records(theirs.id) }).toEqual(before)
})

test('a buyer who switches to the seller role reaches no seller’s records', async ({ page }) => {
  const [seller, buyer] = await Promise.all([createUser({ role: 'seller' }), createUser()])
  const listing = await sellerWithActivity(seller.uid, buyer.uid)
  const before = await records(listing.id)
  await startSessionAs(page, buyer)
  const asBuyer = await post(page.request, '/seller/dashboard/inquiries', {
    intent: 'accept-offer',
    offerId: before.offers[0]!.id as string,
  })
  expect(asBuyer.status()).toBe(403)
  // the account menu's role switch: the active role is now seller, the uid still the buyer's
  expect((await post(page.request, '/auth/role', { role: 'seller' })).status()).toBe(302)
  const response = await post(page.request, '/seller/dashboard/inquiries', {
    intent: 'accept-offer',
    offerId: before.offers[0]!.id as string,
  })
  expect(response.status()).toBe(404)
  await page.goto('/seller/dashboard/inquiries')
  await expect(page.getByText('No questions yet.')).toBeVisible()
  expect(await records(listing.id)).toEqual(before)
})
