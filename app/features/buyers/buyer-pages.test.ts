import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { db } from '~/platform/firebase.server'
import { startListingCatalog, stopListingCatalog } from '~/features/listings/listings.server'
import { answerApplicationStep, applicationPage } from './application.server'
import type { Appointment } from './buyer-records.server'
import { buyerDashboard, removeSavedSearch } from './dashboard.server'
import { buyerMessages } from './messages'
import { sellerMessages } from '~/features/sellers/messages'
import { saveSearch } from './saved-searches.server'
import { appointmentsPage, changeOwnTour, splitTours, tourCalendar } from './tours.server'

// the buyer's pages and the forms on them, read and changed through their feature functions

const hour = 60 * 60 * 1000
const uid = () => `vitest-${randomUUID()}`

async function tour(owner: string, fields: Partial<Appointment> = {}): Promise<Appointment> {
  const ref = db().collection('appointments').doc()
  const appointment: Appointment = {
    id: ref.id,
    uid: owner,
    listingId: 'not-listed-home',
    address: '1 Test Street, Ames, IA 50010',
    startsAt: Date.now() + 24 * hour,
    status: 'scheduled',
    createdAt: Date.now(),
    ...fields,
  }
  await ref.set(appointment)
  return appointment
}

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

async function thrown(action: () => Promise<unknown>) {
  const error = await action().then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof Response)) throw new Error('expected an expected error')
  return { status: error.status, body: await error.json() }
}

const notFound = (message: string) => ({ status: 404, body: { message } })

// the pages read listings from this instance's catalog, as they do once the server has started
beforeAll(() => startListingCatalog())
afterAll(() => stopListingCatalog())

// a seller's users/{uid} as sign-up writes it
const sellerProfile = () => ({
  uid: 'vitest-seller',
  displayName: 'Vitest Seller',
  photoURL: null,
  phoneNumber: null,
  role: 'seller',
  createdAt: Date.now(),
  lastLoginAt: Date.now(),
})

describe('tours', () => {
  test('upcoming tours come soonest first; past and cancelled ones are the rest', () => {
    const now = Date.now()
    const at = (startsAt: number, status: Appointment['status'] = 'scheduled') =>
      ({ id: `${startsAt}-${status}`, startsAt, status }) as Appointment
    const { upcoming, past } = splitTours(
      [at(now + 3 * hour), at(now - hour), at(now + hour), at(now + 2 * hour, 'cancelled')],
      now,
    )
    expect(upcoming.map((item) => item.startsAt)).toEqual([now + hour, now + 3 * hour])
    expect(past.map((item) => item.id).sort()).toEqual(
      [`${now - hour}-scheduled`, `${now + 2 * hour}-cancelled`].sort(),
    )
  })

  test('a made-up, another buyer’s or an already cancelled tour is not found; the buyer’s own is cancelled once', async () => {
    const [owner, other] = [uid(), uid()]
    const booked = await tour(owner)
    expect(
      await thrown(() =>
        changeOwnTour(owner, form({ intent: 'cancel', appointmentId: 'made-up-id' })),
      ),
    ).toEqual(notFound(buyerMessages.tourNotFound))
    expect(
      await thrown(() =>
        changeOwnTour(other, form({ intent: 'cancel', appointmentId: booked.id })),
      ),
    ).toEqual(notFound(buyerMessages.tourNotFound))
    expect(
      await thrown(() =>
        changeOwnTour(owner, form({ intent: 'delete', appointmentId: booked.id })),
      ),
    ).toEqual(notFound(buyerMessages.tourNotFound))
    expect(
      await changeOwnTour(owner, form({ intent: 'cancel', appointmentId: booked.id })),
    ).toEqual(sellerMessages.tourCancelledNoSeller)
    expect(
      await thrown(() =>
        changeOwnTour(owner, form({ intent: 'cancel', appointmentId: booked.id })),
      ),
    ).toEqual(notFound(buyerMessages.tourNotFound))
    expect((await appointmentsPage(owner)).past.map((item) => item.id)).toEqual([booked.id])
  })

  test('a tour’s calendar file is its owner’s only', async () => {
    const owner = uid()
    const booked = await tour(owner)
    expect(await tourCalendar(owner, booked.id, 'https://threshold.example')).toContain(
      'URL:https://threshold.example/property/not-listed-home',
    )
    expect(await thrown(() => tourCalendar(uid(), booked.id, 'https://threshold.example'))).toEqual(
      notFound(buyerMessages.tourNotFound),
    )
  })
})

describe('the buyer dashboard', () => {
  test('names each record by its home, says when the home is no longer listed, and shows only tours ahead', async () => {
    const buyer = uid()
    const ahead = await tour(buyer)
    await tour(buyer, { startsAt: Date.now() - hour })
    await tour(buyer, { status: 'cancelled' })
    const page = await buyerDashboard({ uid: buyer, displayName: 'Bo Buyer' })
    expect(page.tours.map((item) => [item.id, item.address])).toEqual([
      [ahead.id, buyerMessages.homeNoLongerListed],
    ])
    expect(page).toMatchObject({
      name: 'Bo Buyer',
      saved: [],
      inquiries: [],
      offers: [],
      searches: [],
    })
  })

  test('a thread with a seller shows the contact the seller chose to show, and nothing the seller kept back', async () => {
    const [buyer, open, reserved] = [uid(), uid(), uid()]
    await db()
      .doc(`users/${open}`)
      .set({
        ...sellerProfile(),
        email: 'open.seller@example.com',
        sellerContact: { showEmail: true, showPhone: false, phone: '515-555-0100' },
      })
    await db()
      .doc(`users/${reserved}`)
      .set({
        ...sellerProfile(),
        email: 'private.seller@example.com',
        sellerContact: { showEmail: false, showPhone: false, phone: '' },
      })
    const now = Date.now()
    for (const [sellerId, listingId, lastAt] of [
      [open, 'home-a', now],
      [reserved, 'home-b', now - hour],
    ] as const) {
      const id = `${buyer}-${listingId}`
      await db()
        .doc(`threads/${id}`)
        .set({
          id,
          listingId,
          sellerId,
          buyerUid: buyer,
          buyerName: 'Bo Buyer',
          buyerEmail: 'bo@example.com',
          address: '1 Test Street',
          messages: [{ id: 'm1', from: 'buyer', text: 'Is it still for sale?', at: lastAt }],
          lastAt,
          lastFrom: 'buyer',
          createdAt: lastAt,
        })
    }
    const page = await buyerDashboard({ uid: buyer, displayName: 'Bo Buyer' })
    expect(page.threads.map((thread) => [thread.listingId, thread.sellerContact])).toEqual([
      ['home-a', { email: 'open.seller@example.com', phone: null }],
      ['home-b', { email: null, phone: null }],
    ])
  })

  test('a saved search is removed only by its owner', async () => {
    const [owner, other] = [uid(), uid()]
    const saved = await saveSearch(owner, {
      name: 'Three beds',
      frequency: 'weekly',
      params: 'beds=3',
    })
    const remove = form({ intent: 'delete-search', searchId: saved.id })
    expect(await thrown(() => removeSavedSearch(other, remove))).toEqual(
      notFound(buyerMessages.savedSearchNotFound),
    )
    expect(await removeSavedSearch(owner, remove)).toEqual(buyerMessages.searchRemoved)
    expect(await thrown(() => removeSavedSearch(owner, remove))).toEqual(
      notFound(buyerMessages.savedSearchNotFound),
    )
  })
})

describe('the pre-qualification', () => {
  const page = (step: string | null, cookie = '') =>
    new Request(`http://localhost/fast-online-application${step ? `?step=${step}` : ''}`, {
      headers: { Cookie: cookie },
    })

  test('a visitor answers step by step; the result asked for early goes to the first unanswered step', async () => {
    let cookie = ''
    expect(await applicationPage(page('result'), 'result')).toEqual({ missingStep: 'income' })
    for (const [step, value, next] of [
      ['income', '96000', 'debts'],
      ['debts', '400', 'downPayment'],
      ['downPayment', '40000', 'rate'],
    ] as const) {
      const answered = await answerApplicationStep(
        page(step, cookie),
        step,
        form({ [step]: value }),
      )
      expect(answered).toMatchObject({ ok: true, next })
      cookie = answered.ok ? (answered.headers.get('set-cookie') ?? '').split(';')[0]! : ''
    }
    expect(await applicationPage(page('result', cookie), 'result')).toEqual({ missingStep: 'rate' })
    const bad = await answerApplicationStep(page('rate', cookie), 'rate', form({ rate: 'six' }))
    expect(bad.ok ? null : bad.result.error).toEqual({
      rate: ['Enter the rate as a number, like 6.5'],
    })
    const last = await answerApplicationStep(page('rate', cookie), 'rate', form({ rate: '6.5' }))
    expect(last).toMatchObject({ ok: true, next: 'result' })
    cookie = last.ok ? (last.headers.get('set-cookie') ?? '').split(';')[0]! : ''
    const result = await applicationPage(page('result', cookie), 'result')
    expect('result' in result && result.result?.maxPrice).toBeGreaterThan(200_000)
    expect(await applicationPage(page('nonsense', cookie), 'nonsense')).toMatchObject({
      index: 0,
      result: null,
    })
  })

  test('a step that does not exist is refused with 400', async () => {
    expect(
      await thrown(() => answerApplicationStep(page('admin'), 'admin', form({ income: '1' }))),
    ).toEqual({ status: 400, body: { message: buyerMessages.stepNotFound } })
  })
})
