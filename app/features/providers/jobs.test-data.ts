import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { receiveStripeEvent, startJobCheckout, type Order } from '~/features/payments/orders.server'
import { leads } from '~/core/data/leads.server'
import { orders } from '~/core/data/orders.server'
import { providers } from '~/core/data/providers.server'
import { serviceRequests } from '~/core/data/service-requests.server'
import { users } from '~/core/data/users.server'
import { stripeSetup } from '~/platform/stripe.server'
import type { Provider } from './provider'
import { acceptQuote, answerLead } from './quotes.server'
import type { Lead } from './service-requests.server'

// a booked job made by the product's own steps (a lead answered with a quote, the quote accepted),
// and its payment through the same checkout and signed webhook as any order; the emulator tests of
// jobs and of payments share them. The Stripe stand-in must be started (startStripeStandIn)

export const day = (ahead: number) =>
  new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)
export const uid = (role: string) => `vitest-${role}-${randomUUID()}`
export const origin = 'http://threshold.test'

export async function thrown(action: () => Promise<unknown>) {
  const error = await action().then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof Response))
    throw new Error(`expected an expected error, got ${String(error)}`)
  return { status: error.status, message: ((await error.json()) as { message: string }).message }
}

export async function bookedJob(startDate: string, { deposit }: { deposit?: number } = {}) {
  const [client, vendor] = [uid('client'), uid('vendor')]
  const providerId = `vitest-provider-${randomUUID()}`
  // a business of its own, unlisted so that no other test's request is matched with it
  const provider: Provider = {
    id: providerId,
    ownerUid: vendor,
    name: 'Val Vendor',
    business: 'Vendor Co',
    categories: ['inspector'],
    bio: 'Inspections.',
    phone: '',
    area: { zips: ['50010'], lat: 42.03, lng: -93.62, radiusMiles: 10 },
    prices: [{ category: 'inspector', amount: 400, unit: 'flat', includes: 'Inspection' }],
    licence: null,
    hours: 'Mon–Fri 8–5',
    workDays: [1, 2, 3, 4, 5],
    leadDays: 0,
    responseHours: 4,
    reviews: {
      count: 1,
      average: 4,
      sub: { quality: 4, communication: 4, timeliness: 4, value: 4 },
    },
    demo: false,
    listed: false,
  }
  await providers.doc(providerId).set(provider)
  const now = Date.now()
  await users.doc(client).set({
    uid: client,
    email: `${client}@example.test`,
    displayName: 'Casey Client',
    photoURL: null,
    phoneNumber: null,
    role: 'buyer',
    createdAt: now,
    lastLoginAt: now,
  })
  const request = serviceRequests.ref().doc()
  await request.set({
    id: request.id,
    requesterUid: client,
    category: 'inspector',
    zip: '50010',
    date: null,
    budget: null,
    details: 'An inspection',
    listingId: null,
    providerId: null,
    told: [],
    createdAt: Date.now(),
  })
  const leadRef = leads.ref().doc()
  const lead: Lead = {
    id: leadRef.id,
    requestId: request.id,
    providerId,
    vendorUid: vendor,
    requesterUid: client,
    category: 'inspector',
    zip: '50010',
    date: null,
    budget: null,
    details: 'An inspection',
    listingId: null,
    status: 'new',
    createdAt: Date.now(),
  }
  await leadRef.set(lead)
  const form = new FormData()
  for (const [name, value] of Object.entries({
    intent: 'quote',
    price: '400',
    includes: 'Inspection and report',
    startDate,
    validUntil: day(10),
    ...(deposit ? { deposit: String(deposit) } : {}),
  }))
    form.set(name, value)
  expect(await answerLead(vendor, lead.id, 'Vendor Co', form)).toMatchObject({ ok: true })
  const quoteId = (await leadRef.get()).data()!.quoteId!
  expect(await acceptQuote(client, quoteId)).toMatchObject({ ok: true })
  return { client, vendor, providerId, jobId: quoteId, requestId: request.id }
}

// the pay form as the request's page sends it: its one-time id, and whatever else a hand-made post adds
export function payForm(submissionId: string = randomUUID(), extra: Record<string, string> = {}) {
  const form = new FormData()
  form.set('intent', 'pay')
  form.set('submissionId', submissionId)
  for (const [name, value] of Object.entries(extra)) form.set(name, value)
  return form
}

export async function storedOrder(orderId: string): Promise<Order> {
  return (await orders.doc(orderId).get()).data()!
}

export const orderIdOf = (url: string) => new URL(url, origin).searchParams.get('order')

// the order a started checkout made, found by its Checkout Session's page
export async function orderOfCheckout(url: string): Promise<Order> {
  const snapshot = await orders.ref().where('checkoutUrl', '==', url).get()
  expect(snapshot.size).toBe(1)
  return snapshot.docs[0]!.data()
}

// Stripe's signed event for an order's Checkout Session (or another session, sessionId), as the webhook receives it
export function signedEvent(
  order: Order,
  {
    id = `evt_${randomUUID()}`,
    type = 'checkout.session.completed',
    sessionId = order.sessionId,
  }: { id?: string; type?: string; sessionId?: string | null } = {},
) {
  const session = {
    id: sessionId,
    object: 'checkout.session',
    payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
    status: 'complete',
    amount_total: order.amountCents,
    currency: order.currency,
    client_reference_id: order.id,
    metadata: { orderId: order.id },
  }
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  })
  const setup = stripeSetup()!
  return {
    payload,
    signature: setup.client.webhooks.generateTestHeaderString({
      payload,
      secret: setup.webhookSecret,
    }),
  }
}

// the client pays the job by the pay form, and Stripe's paid event arrives
export async function payJob(client: string, jobId: string): Promise<Order> {
  const started = await startJobCheckout({ uid: client, email: null }, jobId, payForm(), origin)
  if (!started.ok) throw new Error(`the job's checkout did not start: ${started.message}`)
  const order = await orderOfCheckout(started.url)
  const { payload, signature } = signedEvent(order)
  expect(await receiveStripeEvent(payload, signature)).toEqual({ status: 200, body: 'ok' })
  return storedOrder(order.id)
}
