import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { makeOffer } from '~/features/buyers/buyer-records.server'
import { listings } from '~/core/data/listings.server'
import { offers } from '~/core/data/offers.server'
import type { Listing } from '~/features/listings/listing'
import { listingFromMarketHome } from '~/features/listings/market-listings'
import { amesMarket } from '~/features/market/load-market.server'
import { db } from '~/platform/firebase.server'
import { newSubmissionId } from '~/platform/submission-id.server'
import { sellerMessages } from './messages'
import { changeOffer } from './offer-records.server'
import { actionsFor, offerStep } from './offer-steps'
import { changeTour } from './tour-records.server'
import { tourActionsFor, tourStep } from './tour-steps'
import { bookTour, createInquiry } from '~/features/buyers/buyer-records.server'
import { addToThread, buyerThreads, sellerThreads } from './threads.server'

const day = 86_400_000
const terms = { amount: 210_000, closingDate: '2027-03-01', contingencies: ['inspection'] }

async function thrown(action: () => Promise<unknown>) {
  const error = await action().then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof Response))
    throw new Error(`expected an expected error, got ${String(error)}`)
  return { status: error.status, message: ((await error.json()) as { message: string }).message }
}

async function sellerListing(sellerId: string): Promise<Listing> {
  const id = `s-${randomUUID().replace(/-/g, '').slice(0, 20)}`
  const listing: Listing = {
    ...listingFromMarketHome(amesMarket()[0]!, Date.now()),
    id,
    source: 'seller',
    sellerId,
    status: 'active',
    address: { line1: '1 Test St', city: 'Ames', state: 'IA', zip: '50010' },
    price: 200_000,
  }
  await listings.doc(id).set(listing)
  return listing
}

describe('the offer state machine', () => {
  test('each side has its own steps in each state; ended offers have none', () => {
    const now = Date.now()
    expect(actionsFor({ status: 'submitted' }, 'seller', now).sort()).toEqual([
      'accept',
      'counter',
      'decline',
    ])
    expect(actionsFor({ status: 'submitted' }, 'buyer', now)).toEqual(['withdraw'])
    const counter = { ...terms, expiresAt: now + day, at: now }
    expect(actionsFor({ status: 'countered', counter }, 'buyer', now).sort()).toEqual([
      'accept-counter',
      'decline-counter',
      'withdraw',
    ])
    expect(actionsFor({ status: 'countered', counter }, 'seller', now)).toEqual([])
    for (const status of ['accepted', 'declined', 'withdrawn'] as const) {
      expect(actionsFor({ status }, 'buyer', now)).toEqual([])
      expect(actionsFor({ status }, 'seller', now)).toEqual([])
    }
    expect(offerStep({ status: 'submitted' }, 'buyer', 'accept', now)).toEqual({
      ok: false,
      refusal: 'not-allowed',
    })
  })

  test('an expired counter cannot be accepted, but can still be declined or withdrawn', () => {
    const now = Date.now()
    const counter = { ...terms, expiresAt: now - 1, at: now - day }
    expect(offerStep({ status: 'countered', counter }, 'buyer', 'accept-counter', now)).toEqual({
      ok: false,
      refusal: 'counter-expired',
    })
    expect(offerStep({ status: 'countered', counter }, 'buyer', 'withdraw', now)).toMatchObject({
      ok: true,
      status: 'withdrawn',
    })
  })
})

describe('the tour state machine', () => {
  test('a request is confirmed, declined or met with another time; a proposal is the buyer’s to answer', () => {
    expect(tourActionsFor('requested', 'seller').sort()).toEqual(['confirm', 'decline', 'propose'])
    expect(tourActionsFor('requested', 'buyer')).toEqual(['cancel'])
    expect(tourActionsFor('proposed', 'buyer').sort()).toEqual([
      'accept-proposal',
      'cancel',
      'decline-proposal',
    ])
    expect(tourActionsFor('proposed', 'seller')).toEqual([])
    expect(tourStep('scheduled', 'seller', 'confirm')).toBeNull()
    expect(tourStep('cancelled', 'buyer', 'cancel')).toBeNull()
  })
})

describe('offers in Firestore', () => {
  test('accepting one offer makes the listing pending and declines the others with a reason; every step is in the history', async () => {
    const seller = `vitest-${randomUUID()}`
    const [buyerA, buyerB] = [`vitest-${randomUUID()}`, `vitest-${randomUUID()}`]
    const listing = await sellerListing(seller)
    const { offer: a } = await makeOffer(buyerA, listing, { ...terms, financing: 'cash' })
    const { offer: b } = await makeOffer(buyerB, listing, {
      ...terms,
      amount: 190_000,
      financing: 'cash',
    })
    const now = Date.now()
    // another seller and the other buyer reach nothing
    expect(
      await thrown(() => changeOffer('seller', `vitest-${randomUUID()}`, a.id, 'accept')),
    ).toEqual({ status: 404, message: sellerMessages.offerNotFound })
    const countered = await changeOffer('seller', seller, a.id, 'counter', {
      ...terms,
      amount: 205_000,
      expiresAt: now + day,
    })
    expect(countered.offer.status).toBe('countered')
    expect(await thrown(() => changeOffer('buyer', buyerB, a.id, 'accept-counter'))).toEqual({
      status: 404,
      message: sellerMessages.offerNotFound,
    })
    await changeOffer('buyer', buyerA, a.id, 'accept-counter')
    const [storedA, storedB, storedListing] = await Promise.all([
      offers.doc(a.id).get(),
      offers.doc(b.id).get(),
      listings.doc(listing.id).get(),
    ])
    expect(storedListing.get('status')).toBe('pending')
    expect(storedA.data()?.history?.map((event) => [event.by, event.action, event.amount])).toEqual(
      [
        ['buyer', 'submitted', 210_000],
        ['seller', 'countered', 205_000],
        ['buyer', 'counter-accepted', 205_000],
      ],
    )
    expect(storedB.get('status')).toBe('declined')
    expect(storedB.get('declineReason')).toBe(sellerMessages.otherOfferAccepted)
    // the listing is pending: no other offer can be accepted now
    expect(await thrown(() => changeOffer('seller', seller, b.id, 'accept'))).toMatchObject({
      status: 409,
    })
    await Promise.all([listing.id].map((id) => db().collection('listings').doc(id).delete()))
  })

  test('a counter accepted while the offer is withdrawn: exactly one wins', async () => {
    const seller = `vitest-${randomUUID()}`
    const buyer = `vitest-${randomUUID()}`
    const listing = await sellerListing(seller)
    const { offer } = await makeOffer(buyer, listing, { ...terms, financing: 'cash' })
    await changeOffer('seller', seller, offer.id, 'counter', {
      ...terms,
      expiresAt: Date.now() + day,
    })
    const outcomes = await Promise.allSettled([
      changeOffer('buyer', buyer, offer.id, 'accept-counter'),
      changeOffer('buyer', buyer, offer.id, 'withdraw'),
    ])
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    const stored = (await offers.doc(offer.id).get()).data()!
    expect(['accepted', 'withdrawn']).toContain(stored.status)
    expect(stored.history).toHaveLength(3)
    const listingStatus = (await db().collection('listings').doc(listing.id).get()).get('status')
    expect(listingStatus).toBe(stored.status === 'accepted' ? 'pending' : 'active')
    await db().collection('listings').doc(listing.id).delete()
  })

  test('an expired counter is refused in the store too', async () => {
    const seller = `vitest-${randomUUID()}`
    const buyer = `vitest-${randomUUID()}`
    const listing = await sellerListing(seller)
    const { offer } = await makeOffer(buyer, listing, { ...terms, financing: 'cash' })
    const now = Date.now()
    await changeOffer(
      'seller',
      seller,
      offer.id,
      'counter',
      { ...terms, expiresAt: now + 1_000 },
      now,
    )
    expect(
      await thrown(() =>
        changeOffer('buyer', buyer, offer.id, 'accept-counter', undefined, now + 2_000),
      ),
    ).toEqual({ status: 409, message: sellerMessages.counterExpired })
    await db().collection('listings').doc(listing.id).delete()
  })
})

describe('threads and tours in Firestore', () => {
  test('a question on a seller’s home starts a thread only its seller and buyer can add to', async () => {
    const seller = `vitest-${randomUUID()}`
    const buyer = `vitest-${randomUUID()}`
    const listing = await sellerListing(seller)
    await createInquiry(buyer, listing, {
      name: 'Pat',
      email: 'pat@example.com',
      message: 'Is the roof new?',
    })
    await createInquiry(buyer, listing, {
      name: 'Pat',
      email: 'pat@example.com',
      message: 'And the furnace?',
    })
    const [thread] = await sellerThreads(seller)
    expect(thread?.messages.map((message) => message.text)).toEqual([
      'Is the roof new?',
      'And the furnace?',
    ])
    expect(
      await thrown(() => addToThread('seller', `vitest-${randomUUID()}`, thread!.id, 'Yes')),
    ).toMatchObject({ status: 404 })
    expect(
      await thrown(() => addToThread('buyer', `vitest-${randomUUID()}`, thread!.id, 'Hi')),
    ).toMatchObject({ status: 404 })
    await addToThread('seller', seller, thread!.id, 'Yes, from 2020.')
    const [seen] = await buyerThreads(buyer)
    expect(seen?.lastFrom).toBe('seller')
    expect(seen?.messages.at(-1)?.text).toBe('Yes, from 2020.')
    await db().collection('listings').doc(listing.id).delete()
  })

  test('an answer sent twice with its form’s submission id is one message; another submission is another', async () => {
    const seller = `vitest-${randomUUID()}`
    const buyer = `vitest-${randomUUID()}`
    const listing = await sellerListing(seller)
    await createInquiry(buyer, listing, {
      name: 'Pat',
      email: 'pat@example.com',
      message: 'Is the roof new?',
    })
    const [thread] = await sellerThreads(seller)
    const submissionId = newSubmissionId()
    await Promise.all([
      addToThread('seller', seller, thread!.id, 'Yes, from 2020.', Date.now(), submissionId),
      addToThread('seller', seller, thread!.id, 'Yes, from 2020.', Date.now(), submissionId),
    ])
    await addToThread('seller', seller, thread!.id, 'Yes, from 2020.', Date.now(), submissionId)
    await addToThread('buyer', buyer, thread!.id, 'Thanks!', Date.now(), newSubmissionId())
    const [seen] = await buyerThreads(buyer)
    expect(seen?.messages.map((message) => `${message.from}: ${message.text}`)).toEqual([
      'buyer: Is the roof new?',
      'seller: Yes, from 2020.',
      'buyer: Thanks!',
    ])
    await db().collection('listings').doc(listing.id).delete()
  })

  test('a tour of a seller’s home is requested; a proposed time, once accepted, is the tour’s time', async () => {
    const seller = `vitest-${randomUUID()}`
    const buyer = `vitest-${randomUUID()}`
    const listing = await sellerListing(seller)
    const startsAt = Date.now() + 2 * day
    const { appointment } = await bookTour(buyer, listing, startsAt, '1 Test St')
    expect(appointment.status).toBe('requested')
    expect(
      await thrown(() => changeTour('seller', `vitest-${randomUUID()}`, appointment.id, 'confirm')),
    ).toMatchObject({ status: 404 })
    await changeTour('seller', seller, appointment.id, 'propose', { startsAt: startsAt + day })
    expect(
      await thrown(() => changeTour('seller', seller, appointment.id, 'confirm')),
    ).toMatchObject({ status: 409 })
    const { appointment: accepted } = await changeTour(
      'buyer',
      buyer,
      appointment.id,
      'accept-proposal',
    )
    expect(accepted).toMatchObject({
      status: 'scheduled',
      startsAt: startsAt + day,
      proposedStartsAt: null,
    })
    await db().collection('listings').doc(listing.id).delete()
  })
})
