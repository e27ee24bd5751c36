import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import type Stripe from 'stripe'
import { mailAbout } from '~/features/providers/provider-mail.server'
import { sendPrepaidRequest } from '~/features/providers/service-requests.server'
import { isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { stripeSetup } from '~/platform/stripe.server'
import { isAlreadyExists, submissionIdOf } from '~/platform/submission-id.server'
import { formatDollars } from '~/ui/format'
import { formatWait } from '~/ui/format-wait'
import { publishedPath } from '~/features/sellers/plans'
import { planSettlementOn } from '~/features/sellers/plan-state.server'
import { bundleById, purchaseById, type Purchase } from './catalog'
import { paymentMessages as messages } from './messages'
import { CheckoutSchema } from './schemas'

// orders/{id}: one purchase, keyed on the form's one-time submission id so a second press finds
// the first; its state changes only by the signed webhook (paid, failed) or the buyer's cancel
export type OrderStatus = 'pending' | 'paid' | 'failed'
export type Order = {
  id: string
  uid: string
  purchaseId: string
  kind: Purchase['kind']
  name: string
  amountCents: number
  currency: 'usd'
  zip: string | null
  status: OrderStatus
  sessionId: string | null
  checkoutUrl: string | null
  createdAt: number
  paidAt?: number
  failedAt?: number
  failure?: string
  requestIds?: string[]
  // a plan bought for one listing (features/sellers): the listing records the order's state too
  listingId?: string
}

const orders = () => db().collection('orders')
const stripeEvents = () => db().collection('stripeEvents')
const users = () => db().collection('users')
const checkoutBudget = createRateLimit({ points: 20, seconds: 60 * 60 })

export type CheckoutOutcome = { ok: true; url: string } | { ok: false; result: SubmissionResult<string[]>; status: number; retryAfterSeconds?: number }

// the Checkout Session's page: Stripe's own, or in the embedded default the stand-in's on this site
function checkoutUrlAllowed(url: string | null | undefined, origin: string, standIn: boolean): url is string {
  if (!url) return false
  const target = new URL(url)
  return standIn ? target.origin === origin : target.origin === 'https://checkout.stripe.com'
}

// a pending order and its Checkout Session; the price comes from the catalog, never from the form
export async function startCheckout(user: { uid: string; email: string | null }, form: FormData, origin: string, now = Date.now()): Promise<CheckoutOutcome> {
  const submission = parseWithZod(form, { schema: CheckoutSchema })
  if (submission.status !== 'success') return { ok: false, result: submission.reply(), status: 400 }
  const orderId = submissionIdOf(form)
  if (!orderId) return { ok: false, result: submission.reply({ formErrors: [messages.formExpired] }), status: 400 }
  const purchase = purchaseById(submission.value.purchase)!
  const outcome = await openCheckout(user, { orderId, purchase, zip: purchase.kind === 'bundle' ? submission.value.zip ?? null : null }, origin, now)
  if (outcome.ok) return outcome
  return { ok: false, result: submission.reply({ formErrors: [outcome.message] }), status: outcome.status, retryAfterSeconds: outcome.retryAfterSeconds }
}

export type PlanCheckoutOutcome = { ok: true; url: string } | { ok: false; message: string; status: number; retryAfterSeconds?: number }

// a plan for one of the seller's listings: the caller (features/sellers) has checked the listing is
// the user's and names the order after it, so a second press finds the first order; the price is
// the catalog's; the checkout comes back to `returnPath` on this site
export async function startPlanCheckout(user: { uid: string; email: string | null }, plan: { orderId: string; planId: string; listingId: string; returnPath: string }, origin: string, now = Date.now()): Promise<PlanCheckoutOutcome> {
  const purchase = purchaseById(plan.planId)
  if (!purchase || purchase.kind !== 'plan' || !isDocumentId(plan.orderId)) return { ok: false, message: messages.purchaseMissing, status: 400 }
  return openCheckout(user, { orderId: plan.orderId, purchase, zip: null, listingId: plan.listingId, returnPath: plan.returnPath }, origin, now)
}

type NewOrder = { orderId: string; purchase: Purchase; zip: string | null; listingId?: string; returnPath?: string }

// the order (made once, under its id) and its Checkout Session: a second call with the same id
// goes back to the first order's checkout, or to its confirmation once it is no longer pending
async function openCheckout(user: { uid: string; email: string | null }, { orderId, purchase, zip, listingId, returnPath }: NewOrder, origin: string, now: number): Promise<PlanCheckoutOutcome> {
  const setup = stripeSetup()
  if (!setup) return { ok: false, message: messages.unavailable, status: 503 }
  const existing = await orders().doc(orderId).get()
  if (existing.exists) {
    const order = existing.data() as Order
    if (order.uid !== user.uid) return { ok: false, message: messages.formExpired, status: 400 }
    if (order.status === 'pending' && checkoutUrlAllowed(order.checkoutUrl, origin, setup.standIn)) return { ok: true, url: order.checkoutUrl }
    return { ok: true, url: returnPath ?? `/payment-confirmation?${new URLSearchParams({ order: order.id })}` }
  }
  const verdict = await checkoutBudget.consume(user.uid)
  if (!verdict.allowed) return { ok: false, message: messages.tooManyCheckouts(formatWait(verdict.retryAfterSeconds)), status: 429, retryAfterSeconds: verdict.retryAfterSeconds }

  const order: Order = {
    id: orderId, uid: user.uid, purchaseId: purchase.id, kind: purchase.kind, name: purchase.name, amountCents: purchase.dollars * 100, currency: 'usd', zip, status: 'pending', sessionId: null, checkoutUrl: null, createdAt: now,
    ...(listingId ? { listingId } : {}),
  }
  try {
    await orders().doc(orderId).create(order)
  } catch (error) {
    if (isAlreadyExists(error)) return openCheckout(user, { orderId, purchase, zip, listingId, returnPath }, origin, now)
    throw error
  }
  try {
    const confirmation = returnPath ? `${origin}${returnPath}` : `${origin}/payment-confirmation?${new URLSearchParams({ order: orderId })}`
    const session = await setup.client.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: order.amountCents, product_data: { name: `Threshold: ${purchase.name}`, description: purchase.summary } } }],
        client_reference_id: orderId,
        metadata: { orderId, uid: user.uid, purchase: purchase.id, ...(listingId ? { listingId } : {}) },
        ...(user.email ? { customer_email: user.email } : {}),
        success_url: confirmation,
        cancel_url: confirmation,
      },
      { idempotencyKey: `threshold-order-${orderId}` },
    )
    if (!checkoutUrlAllowed(session.url, origin, setup.standIn)) throw new Error('the Checkout Session has no checkout page on Stripe')
    await orders().doc(orderId).update({ sessionId: session.id, checkoutUrl: session.url })
    logger.info({ event: 'order.checkout-started', orderId, uid: user.uid, purchase: purchase.id, amountCents: order.amountCents, standIn: setup.standIn }, 'checkout started')
    return { ok: true, url: session.url }
  } catch (error) {
    await settle(orderId, { status: 'failed', reason: messages.checkoutFailed })
    logger.error({ event: 'order.checkout-failed', err: error, orderId, uid: user.uid }, 'checkout could not start')
    return { ok: false, message: messages.checkoutFailed, status: 502 }
  }
}

// an order for its buyer; another account, or a made-up id, gets the same 404
export async function orderFor(uid: string, orderId: string): Promise<Order> {
  if (!isDocumentId(orderId)) throw expectedError(404, messages.orderUnknown)
  const doc = await orders().doc(orderId).get()
  const order = doc.exists ? (doc.data() as Order) : null
  if (!order || order.uid !== uid) throw expectedError(404, messages.orderUnknown)
  return order
}

export async function ordersOf(uid: string, limit = 20): Promise<Order[]> {
  const snapshot = await orders().where('uid', '==', uid).get()
  return snapshot.docs.map((doc) => doc.data() as Order).sort((a, b) => b.createdAt - a.createdAt).slice(0, limit)
}

// the buyer gives up on a pending order: its Checkout Session is expired at Stripe, so it can no
// longer be paid, and the order fails
export async function cancelOrder(uid: string, orderId: string): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  const order = await orderFor(uid, orderId)
  if (order.status !== 'pending') return { ok: false, message: messages.cancelNotPending, status: 409 }
  const setup = stripeSetup()
  if (setup && order.sessionId) {
    try {
      await setup.client.checkout.sessions.expire(order.sessionId)
    } catch (error) {
      // a session that was just paid cannot expire: its webhook decides
      logger.warn({ event: 'order.cancel-refused', err: error, orderId, uid }, 'checkout session not expired')
      return { ok: false, message: messages.cancelNotPending, status: 409 }
    }
  }
  await settle(orderId, { status: 'failed', reason: messages.expiredReason })
  logger.info({ event: 'order.cancelled', orderId, uid }, 'order cancelled')
  return { ok: true }
}

type Settlement = { status: 'paid' } | { status: 'failed'; reason: string }

// a pending order becomes paid or failed, once; true when this call changed it
async function settle(orderId: string, settlement: Settlement, eventId?: string, check?: (order: Order) => string | null): Promise<{ changed: boolean; order: Order | null; duplicate: boolean }> {
  return db().runTransaction(async (transaction) => {
    const eventRef = eventId ? stripeEvents().doc(eventId) : null
    if (eventRef && (await transaction.get(eventRef)).exists) return { changed: false, order: null, duplicate: true }
    const doc = await transaction.get(orders().doc(orderId))
    const order = doc.exists ? (doc.data() as Order) : null
    // a plan bought for a listing: the listing is read now (reads come before writes) and learns the outcome below
    const recordOnListing = order?.status === 'pending' && order.listingId ? await planSettlementOn(transaction, order.listingId, orderId) : null
    if (eventRef) transaction.set(eventRef, { orderId: order ? orderId : null, at: Date.now() })
    if (!order || order.status !== 'pending') return { changed: false, order, duplicate: false }
    const problem = check?.(order) ?? null
    const now = Date.now()
    const next: Partial<Order> =
      settlement.status === 'paid' && !problem ? { status: 'paid', paidAt: now } : { status: 'failed', failedAt: now, failure: problem ?? (settlement.status === 'failed' ? settlement.reason : '') }
    transaction.update(orders().doc(orderId), next)
    recordOnListing?.(next.status === 'paid' ? 'paid' : 'failed', now)
    return { changed: true, order: { ...order, ...next }, duplicate: false }
  })
}

export type WebhookOutcome = { status: number; body: string }

// Stripe's signed webhook: the signature is checked on the raw body, each event is processed once
// (stripeEvents/{event id}), and an order moves from pending only
export async function receiveStripeEvent(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const setup = stripeSetup()
  if (!setup) return { status: 404, body: 'payments are not set up' }
  let event: Stripe.Event
  try {
    event = setup.client.webhooks.constructEvent(rawBody, signature ?? '', setup.webhookSecret)
  } catch (error) {
    logger.warn({ event: 'stripe.webhook-refused', reason: error instanceof Error ? error.message.slice(0, 200) : 'unreadable', signed: Boolean(signature) }, 'webhook signature refused')
    return { status: 400, body: 'bad signature' }
  }
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') return { status: 200, body: 'ignored' }
  const session = event.data.object
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? ''
  if (!isDocumentId(orderId)) {
    logger.warn({ event: 'stripe.webhook-unknown-order', stripeEvent: event.id }, 'webhook for no order of ours')
    return { status: 200, body: 'no such order' }
  }
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return { status: 200, body: 'waiting for payment' }
  const outcome =
    event.type === 'checkout.session.completed'
      ? await settle(orderId, { status: 'paid' }, event.id, (order) =>
          session.id !== order.sessionId || session.amount_total !== order.amountCents || session.currency !== order.currency ? messages.amountMismatch : null,
        )
      : await settle(orderId, { status: 'failed', reason: messages.expiredReason }, event.id)
  if (outcome.duplicate) {
    logger.info({ event: 'stripe.webhook-repeated', stripeEvent: event.id, orderId }, 'webhook already processed')
    return { status: 200, body: 'already processed' }
  }
  if (outcome.changed && outcome.order) {
    const order = outcome.order
    if (order.status === 'paid') {
      logger.info({ event: 'order.paid', orderId, uid: order.uid, amountCents: order.amountCents, stripeEvent: event.id }, 'order paid')
      await fulfil(order)
    } else {
      const level = order.failure === messages.amountMismatch ? 'error' : 'info'
      logger[level]({ event: 'order.failed', orderId, uid: order.uid, stripeEvent: event.id, reason: order.failure }, 'order failed')
    }
  }
  return { status: 200, body: 'ok' }
}

// what a paid order gives: a plan on the account, or a bundle's services asked of matched
// providers with the bundle's credit as budget; and a receipt by mail
async function fulfil(order: Order) {
  try {
    if (order.kind === 'plan') {
      await users().doc(order.uid).set({ sellerPlan: { id: order.purchaseId, orderId: order.id, paidAt: order.paidAt } }, { merge: true })
    } else {
      const bundle = bundleById(order.purchaseId)
      const requestIds: string[] = []
      for (const credit of bundle?.credits ?? []) {
        const details = `Prepaid through Threshold's ${bundle!.name} bundle: Threshold pays up to ${formatDollars(credit.dollars)} of the accepted quote for this service.`
        const requestId = order.zip ? await sendPrepaidRequest(order.uid, { category: credit.category, zip: order.zip, budget: credit.dollars, details }) : null
        if (requestId) requestIds.push(requestId)
      }
      await orders().doc(order.id).update({ requestIds })
    }
    await mailAbout(order.uid, 'client', {
      subject: `Payment received: ${order.name}`,
      lead: `We received ${formatDollars(order.amountCents / 100)} for the ${order.name}. Thank you.`,
      details: [order.kind === 'bundle' ? 'Matched providers have your requests and will quote; the bundle’s credit pays for each service up to its amount.' : order.listingId ? 'Your plan is paid and active on your listing.' : 'Your plan is active on your account.'],
      link: order.listingId ? publishedPath(order.listingId) : `/payment-confirmation?${new URLSearchParams({ order: order.id })}`,
    })
  } catch (error) {
    logger.error({ event: 'order.fulfil-failed', err: error, orderId: order.id, uid: order.uid }, 'paid order not fulfilled')
  }
}
