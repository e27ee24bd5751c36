import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import type Stripe from 'stripe'
import { formatSlot } from '~/core/tour-slots'
import { amountDue, type Job } from '~/features/providers/job'
import {
  jobFor,
  jobTitle,
  readJob,
  recordJobOrder,
  recordJobPaid,
} from '~/features/providers/jobs.server'
import { providerMessages } from '~/features/providers/messages'
import { mailAbout } from '~/features/providers/provider-mail.server'
import { sendPrepaidRequest } from '~/features/providers/service-requests.server'
import { orders, type Order } from '~/core/data/orders.server'
import { requireOwned } from '~/core/data/require-owned.server'
import { stripeEvents } from '~/core/data/stripe-events.server'
import { users } from '~/core/data/users.server'
import { isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { stripeSetup } from '~/platform/stripe.server'
import { isAlreadyExists, submissionIdOf } from '~/platform/submission-id.server'
import { formatDollars } from '~/ui/format'
import { formatWait } from '~/ui/format-wait'
import { publishedPath } from '~/core/plans'
import { planSettlementOn } from '~/features/listings/plan-payment.server'
import { bundleById, purchaseById } from './catalog'
import { paymentMessages as messages } from './messages'
import { CheckoutSchema } from './schemas'

// orders/{id}: one purchase, keyed on the form's one-time submission id so a second press finds
// the first; its state changes only by the signed webhook (paid, failed) or the buyer's cancel.
// A plan or a bundle from the catalog, or a booked job (ADR 051), priced from its stored quote
export type { Order } from '~/core/data/orders.server'
export type OrderStatus = Order['status']
export type OrderKind = Order['kind']

const checkoutBudget = createRateLimit({ name: 'checkout', points: 20, seconds: 60 * 60 })

export type CheckoutOutcome =
  | { ok: true; url: string }
  | { ok: false; result: SubmissionResult<string[]>; status: number; retryAfterSeconds?: number }
type Setup = NonNullable<ReturnType<typeof stripeSetup>>
type Buyer = { uid: string; email: string | null }
const confirmationOf = (orderId: string) =>
  `/payment-confirmation?${new URLSearchParams({ order: orderId })}`

// the Checkout Session's page: Stripe's own, or in the embedded default the stand-in's on this site
function checkoutUrlAllowed(
  url: string | null | undefined,
  origin: string,
  standIn: boolean,
): url is string {
  if (!url) return false
  const target = new URL(url)
  return standIn ? target.origin === origin : target.origin === 'https://checkout.stripe.com'
}

// a pending order and its Checkout Session; the price comes from the catalog, never from the form
export async function startCheckout(
  user: { uid: string; email: string | null },
  form: FormData,
  origin: string,
  now = Date.now(),
): Promise<CheckoutOutcome> {
  const submission = parseWithZod(form, { schema: CheckoutSchema })
  if (submission.status !== 'success') return { ok: false, result: submission.reply(), status: 400 }
  const orderId = submissionIdOf(form)
  if (!orderId)
    return {
      ok: false,
      result: submission.reply({ formErrors: [messages.formExpired] }),
      status: 400,
    }
  const setup = stripeSetup()
  if (!setup)
    return {
      ok: false,
      result: submission.reply({ formErrors: [messages.unavailable] }),
      status: 503,
    }
  const purchase = purchaseById(submission.value.purchase)!

  const existing = (await orders.doc(orderId).get()).data()
  if (existing) {
    const url = whereOrderGoes(existing, user.uid, origin, setup)
    return url
      ? { ok: true, url }
      : { ok: false, result: submission.reply({ formErrors: [messages.formExpired] }), status: 400 }
  }
  const verdict = await checkoutBudget.consume(user.uid)
  if (!verdict.allowed)
    return {
      ok: false,
      result: submission.reply({
        formErrors: [messages.tooManyCheckouts(formatWait(verdict.retryAfterSeconds))],
      }),
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }

  const order: Order = {
    id: orderId,
    uid: user.uid,
    purchaseId: purchase.id,
    kind: purchase.kind,
    name: purchase.name,
    amountCents: purchase.dollars * 100,
    currency: 'usd',
    zip: purchase.kind === 'bundle' ? (submission.value.zip ?? null) : null,
    status: 'pending',
    sessionId: null,
    checkoutUrl: null,
    createdAt: now,
  }
  try {
    await orders.doc(orderId).create(order)
  } catch (error) {
    if (isAlreadyExists(error)) return startCheckout(user, form, origin, now)
    throw error
  }
  const url = await openCheckoutSession(order, purchase.summary, user, origin, setup)
  return url
    ? { ok: true, url }
    : {
        ok: false,
        result: submission.reply({ formErrors: [messages.checkoutFailed] }),
        status: 502,
      }
}

// where a second press of a form that made this order goes: back to its open checkout page, or to
// its confirmation page (`returnPath` when the checkout returns elsewhere); null when the order is
// someone else's
function whereOrderGoes(
  order: Order,
  uid: string,
  origin: string,
  setup: Setup,
  returnPath?: string,
): string | null {
  if (order.uid !== uid) return null
  return order.status === 'pending' && checkoutUrlAllowed(order.checkoutUrl, origin, setup.standIn)
    ? order.checkoutUrl
    : (returnPath ?? confirmationOf(order.id))
}

export type PlanCheckoutOutcome =
  | { ok: true; url: string }
  | { ok: false; message: string; status: number; retryAfterSeconds?: number }

// a plan for one of the seller's listings: the caller (features/sellers) has checked the listing is
// the user's and names the order after it, so a second press finds the first order; the price is
// the catalog's; the checkout comes back to `returnPath` on this site
export async function startPlanCheckout(
  user: Buyer,
  plan: { orderId: string; planId: string; listingId: string; returnPath: string },
  origin: string,
  now = Date.now(),
): Promise<PlanCheckoutOutcome> {
  const purchase = purchaseById(plan.planId)
  if (!purchase || purchase.kind !== 'plan' || !isDocumentId(plan.orderId))
    return { ok: false, message: messages.purchaseMissing, status: 400 }
  const setup = stripeSetup()
  if (!setup) return { ok: false, message: messages.unavailable, status: 503 }
  const existing = (await orders.doc(plan.orderId).get()).data()
  if (existing) {
    const url = whereOrderGoes(existing, user.uid, origin, setup, plan.returnPath)
    return url ? { ok: true, url } : { ok: false, message: messages.formExpired, status: 400 }
  }
  const verdict = await checkoutBudget.consume(user.uid)
  if (!verdict.allowed)
    return {
      ok: false,
      message: messages.tooManyCheckouts(formatWait(verdict.retryAfterSeconds)),
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  const order: Order = {
    id: plan.orderId,
    uid: user.uid,
    purchaseId: purchase.id,
    kind: purchase.kind,
    name: purchase.name,
    amountCents: purchase.dollars * 100,
    currency: 'usd',
    zip: null,
    status: 'pending',
    sessionId: null,
    checkoutUrl: null,
    createdAt: now,
    listingId: plan.listingId,
  }
  try {
    await orders.doc(order.id).create(order)
  } catch (error) {
    if (isAlreadyExists(error)) return startPlanCheckout(user, plan, origin, now)
    throw error
  }
  const url = await openCheckoutSession(
    order,
    purchase.summary,
    user,
    origin,
    setup,
    plan.returnPath,
  )
  return url ? { ok: true, url } : { ok: false, message: messages.checkoutFailed, status: 502 }
}

// the stored pending order's Checkout Session, at its stored amount; null (and the order failed)
// when Stripe could not open one
async function openCheckoutSession(
  order: Order,
  description: string,
  user: Buyer,
  origin: string,
  setup: Setup,
  returnPath?: string,
): Promise<string | null> {
  try {
    const confirmation = `${origin}${returnPath ?? confirmationOf(order.id)}`
    const session = await setup.client.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: order.amountCents,
              product_data: { name: `Threshold: ${order.name}`, description },
            },
          },
        ],
        client_reference_id: order.id,
        metadata: {
          orderId: order.id,
          uid: user.uid,
          purchase: order.purchaseId,
          ...(order.listingId ? { listingId: order.listingId } : {}),
        },
        ...(user.email ? { customer_email: user.email } : {}),
        success_url: confirmation,
        cancel_url: confirmation,
      },
      { idempotencyKey: `threshold-order-${order.id}` },
    )
    if (!checkoutUrlAllowed(session.url, origin, setup.standIn))
      throw new Error('the Checkout Session has no checkout page on Stripe')
    await orders.doc(order.id).update({ sessionId: session.id, checkoutUrl: session.url })
    logger.info(
      {
        event: 'order.checkout-started',
        orderId: order.id,
        uid: user.uid,
        kind: order.kind,
        purchase: order.purchaseId,
        amountCents: order.amountCents,
        standIn: setup.standIn,
      },
      'checkout started',
    )
    return session.url
  } catch (error) {
    await settle(order.id, { status: 'failed', reason: messages.checkoutFailed })
    logger.error(
      { event: 'order.checkout-failed', err: error, orderId: order.id, uid: user.uid },
      'checkout could not start',
    )
    return null
  }
}

export type JobCheckoutOutcome =
  | { ok: true; url: string }
  | { ok: false; message: string; status: number; retryAfterSeconds?: number }

// the client pays for a booked job: the amount is the job's (its quote's deposit, or its price), never
// the form's. One pending order per job at a time: a second press, from this form or another
// page, finds the first order; a paid job is not paid again; a failed or cancelled order leaves the
// job payable by a new one
export async function startJobCheckout(
  user: Buyer,
  jobId: string,
  form: FormData,
  origin: string,
  now = Date.now(),
): Promise<JobCheckoutOutcome> {
  const job = await jobFor(user.uid, jobId)
  if (job.side !== 'client') throw expectedError(404, providerMessages.jobUnknown)
  if (job.clientUid === job.vendorUid) return { ok: false, message: messages.ownJob, status: 403 }
  const orderId = submissionIdOf(form)
  if (!orderId) return { ok: false, message: messages.formExpired, status: 400 }
  const setup = stripeSetup()
  if (!setup) return { ok: false, message: messages.unavailable, status: 503 }
  const existing = (await orders.doc(orderId).get()).data()
  if (existing) {
    const url = whereOrderGoes(existing, user.uid, origin, setup)
    return url ? { ok: true, url } : { ok: false, message: messages.formExpired, status: 400 }
  }
  if (job.paid) return { ok: false, message: messages.jobPaidAlready, status: 409 }
  const verdict = await checkoutBudget.consume(user.uid)
  if (!verdict.allowed)
    return {
      ok: false,
      message: messages.tooManyCheckouts(formatWait(verdict.retryAfterSeconds)),
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }

  const deposit = amountDue(job) < job.price
  const order: Order = {
    id: orderId,
    uid: user.uid,
    purchaseId: job.id,
    kind: 'job',
    name: `${jobTitle(job)}${deposit ? ' (deposit)' : ''}`,
    amountCents: amountDue(job) * 100,
    currency: 'usd',
    zip: null,
    status: 'pending',
    sessionId: null,
    checkoutUrl: null,
    createdAt: now,
    jobId: job.id,
    requestId: job.requestId,
  }
  const placed = await db().runTransaction(
    async (transaction): Promise<{ found: Order } | 'paid' | 'created'> => {
      const current = await readJob(transaction, job.id)
      const same = (await transaction.get(orders.doc(orderId))).data()
      const earlier =
        current?.orderId && current.orderId !== orderId
          ? (await transaction.get(orders.doc(current.orderId))).data()
          : undefined
      if (same) return { found: same }
      if (!current || current.paid) return 'paid'
      if (earlier?.status === 'pending') return { found: earlier }
      transaction.create(orders.doc(orderId), order)
      recordJobOrder(transaction, job.id, orderId)
      return 'created'
    },
  )
  if (placed === 'paid') return { ok: false, message: messages.jobPaidAlready, status: 409 }
  if (placed !== 'created') {
    const url = whereOrderGoes(placed.found, user.uid, origin, setup)
    return url ? { ok: true, url } : { ok: false, message: messages.formExpired, status: 400 }
  }
  const url = await openCheckoutSession(
    order,
    `${formatSlot(job.startsAt)} (Ames local time), ZIP ${job.zip}`,
    user,
    origin,
    setup,
  )
  return url ? { ok: true, url } : { ok: false, message: messages.checkoutFailed, status: 502 }
}

// an order for its buyer; another account, or a made-up id, gets the same 404
export async function orderFor(uid: string, orderId: string): Promise<Order> {
  if (!isDocumentId(orderId)) throw expectedError(404, messages.orderUnknown)
  return requireOwned(orders, orderId, uid, { message: messages.orderUnknown })
}

export async function ordersOf(uid: string, limit = 20): Promise<Order[]> {
  const snapshot = await orders.ref().where('uid', '==', uid).get()
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, limit)
}

// the buyer gives up on a pending order: its Checkout Session is expired at Stripe, so it can no
// longer be paid, and the order fails
export async function cancelOrder(
  uid: string,
  orderId: string,
): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  const order = await orderFor(uid, orderId)
  if (order.status !== 'pending')
    return { ok: false, message: messages.cancelNotPending, status: 409 }
  const setup = stripeSetup()
  if (setup && order.sessionId) {
    try {
      await setup.client.checkout.sessions.expire(order.sessionId)
    } catch (error) {
      // a session that was just paid cannot expire: its webhook decides
      logger.warn(
        { event: 'order.cancel-refused', err: error, orderId, uid },
        'checkout session not expired',
      )
      return { ok: false, message: messages.cancelNotPending, status: 409 }
    }
  }
  await settle(orderId, { status: 'failed', reason: messages.expiredReason })
  logger.info({ event: 'order.cancelled', orderId, uid }, 'order cancelled')
  return { ok: true }
}

type Settlement = { status: 'paid' } | { status: 'failed'; reason: string }

type Settled = {
  changed: boolean
  order: Order | null
  duplicate: boolean
  ignored?: boolean
  job?: { job: Job; recorded: boolean }
}

// a pending order becomes paid or failed, once; true when this call changed it. A job's order that
// is paid marks its job paid in the same transaction. An event whose `applies` says it is not about
// the order as it stands is recorded as processed and changes nothing
async function settle(
  orderId: string,
  settlement: Settlement,
  eventId?: string,
  {
    check,
    applies,
  }: { check?: (order: Order) => string | null; applies?: (order: Order) => boolean } = {},
): Promise<Settled> {
  return db().runTransaction(async (transaction): Promise<Settled> => {
    const eventRef = eventId ? stripeEvents.doc(eventId) : null
    if (eventRef && (await transaction.get(eventRef)).exists)
      return { changed: false, order: null, duplicate: true }
    const order = (await transaction.get(orders.doc(orderId))).data() ?? null
    const job =
      order?.kind === 'job' && order.status === 'pending' && order.jobId
        ? await readJob(transaction, order.jobId)
        : null
    // a plan bought for a listing: the listing is read now (reads come before writes) and learns the outcome below
    const recordOnListing =
      order?.status === 'pending' && order.listingId
        ? await planSettlementOn(transaction, order.listingId, orderId)
        : null
    if (eventRef) transaction.set(eventRef, { orderId: order ? orderId : null, at: Date.now() })
    if (order && applies && !applies(order))
      return { changed: false, order, duplicate: false, ignored: true }
    if (!order || order.status !== 'pending') return { changed: false, order, duplicate: false }
    const problem = check?.(order) ?? null
    const now = Date.now()
    const next: Partial<Order> =
      settlement.status === 'paid' && !problem
        ? { status: 'paid', paidAt: now }
        : {
            status: 'failed',
            failedAt: now,
            failure: problem ?? (settlement.status === 'failed' ? settlement.reason : ''),
          }
    transaction.update(orders.doc(orderId), next)
    recordOnListing?.(next.status === 'paid' ? 'paid' : 'failed', now)
    const recorded =
      next.status === 'paid' && job
        ? recordJobPaid(transaction, job, {
            orderId,
            amountCents: order.amountCents,
            paidAt: now,
            deposit: amountDue(job) < job.price,
          })
        : false
    return {
      changed: true,
      order: { ...order, ...next },
      duplicate: false,
      ...(job ? { job: { job, recorded } } : {}),
    }
  })
}

export type WebhookOutcome = { status: number; body: string }

// Stripe's signed webhook: the signature is checked on the raw body, each event is processed once
// (stripeEvents/{event id}), and an order moves from pending only
export async function receiveStripeEvent(
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const setup = stripeSetup()
  if (!setup) return { status: 404, body: 'payments are not set up' }
  let event: Stripe.Event
  try {
    event = setup.client.webhooks.constructEvent(rawBody, signature ?? '', setup.webhookSecret)
  } catch (error) {
    logger.warn(
      {
        event: 'stripe.webhook-refused',
        reason: error instanceof Error ? error.message.slice(0, 200) : 'unreadable',
        signed: Boolean(signature),
      },
      'webhook signature refused',
    )
    return { status: 400, body: 'bad signature' }
  }
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired')
    return { status: 200, body: 'ignored' }
  const session = event.data.object
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? ''
  if (!isDocumentId(orderId)) {
    logger.warn(
      { event: 'stripe.webhook-unknown-order', stripeEvent: event.id },
      'webhook for no order of ours',
    )
    return { status: 200, body: 'no such order' }
  }
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid')
    return { status: 200, body: 'waiting for payment' }
  const outcome =
    event.type === 'checkout.session.completed'
      ? await settle(orderId, { status: 'paid' }, event.id, {
          check: (order) =>
            session.id !== order.sessionId ||
            session.amount_total !== order.amountCents ||
            session.currency !== order.currency
              ? messages.amountMismatch
              : null,
        })
      : // only the order's own Checkout Session failing fails it: an expired event for another
        // session (an earlier one, or one made up with the order's id) is logged and ignored
        await settle(orderId, { status: 'failed', reason: messages.expiredReason }, event.id, {
          applies: (order) => order.sessionId !== null && session.id === order.sessionId,
        })
  if (outcome.duplicate) {
    logger.info(
      { event: 'stripe.webhook-repeated', stripeEvent: event.id, orderId },
      'webhook already processed',
    )
    return { status: 200, body: 'already processed' }
  }
  if (outcome.ignored) {
    logger.warn(
      { event: 'stripe.webhook-other-session', stripeEvent: event.id, type: event.type, orderId },
      'webhook for a session that is not the order’s: ignored',
    )
    return { status: 200, body: 'other session' }
  }
  if (outcome.changed && outcome.order) {
    const order = outcome.order
    if (order.status === 'paid') {
      logger.info(
        {
          event: 'order.paid',
          orderId,
          uid: order.uid,
          amountCents: order.amountCents,
          stripeEvent: event.id,
        },
        'order paid',
      )
      if (order.kind === 'job') {
        if (outcome.job?.recorded)
          logger.info(
            { event: 'job.paid', jobId: order.jobId, orderId, uid: order.uid },
            'job paid',
          )
        // a second order paid for a job already paid (or a job gone) is refunded by hand
        else
          logger.error(
            { event: 'job.paid-again', jobId: order.jobId, orderId, uid: order.uid },
            'order paid for a job that was already paid',
          )
      }
      await fulfil(order, outcome.job?.job ?? null)
    } else {
      const level = order.failure === messages.amountMismatch ? 'error' : 'info'
      logger[level](
        {
          event: 'order.failed',
          orderId,
          uid: order.uid,
          stripeEvent: event.id,
          reason: order.failure,
        },
        'order failed',
      )
    }
  }
  return { status: 200, body: 'ok' }
}

// what a paid order gives: a plan on the account, or a bundle's services asked of matched
// providers with the bundle's credit as budget; and a receipt by mail
async function fulfil(order: Order, job: Job | null) {
  try {
    if (order.kind === 'job') {
      const paid = formatDollars(order.amountCents / 100)
      if (job) {
        await mailAbout(job.vendorUid, 'jobs', {
          subject: `Paid: ${jobTitle(job)}`,
          lead: `Your client paid ${paid}${amountDue(job) < job.price ? ', the deposit you asked,' : ''} through Threshold for the appointment on ${formatSlot(job.startsAt)}.`,
          link: `/vendor/offer/accepted?${new URLSearchParams({ quote: job.quoteId })}`,
        })
      }
      await mailAbout(order.uid, 'client', {
        subject: `Payment received: ${order.name}`,
        lead: `We received ${paid} for ${order.name}. Thank you.`,
        details: [
          'Once the provider marks the job as done, you can review it on your request’s page.',
        ],
        link: `/service-request-confirmation?${new URLSearchParams({ request: order.requestId ?? '' })}#job-title`,
      })
      return
    }
    if (order.kind === 'plan') {
      await users
        .doc(order.uid)
        .set(
          { sellerPlan: { id: order.purchaseId, orderId: order.id, paidAt: order.paidAt } },
          { merge: true },
        )
    } else {
      const bundle = bundleById(order.purchaseId)
      const requestIds: string[] = []
      for (const credit of bundle?.credits ?? []) {
        const details = `Prepaid through Threshold's ${bundle!.name} bundle: Threshold pays up to ${formatDollars(credit.dollars)} of the accepted quote for this service.`
        const requestId = order.zip
          ? await sendPrepaidRequest(order.uid, {
              category: credit.category,
              zip: order.zip,
              budget: credit.dollars,
              details,
            })
          : null
        if (requestId) requestIds.push(requestId)
      }
      await orders.doc(order.id).update({ requestIds })
    }
    await mailAbout(order.uid, 'client', {
      subject: `Payment received: ${order.name}`,
      lead: `We received ${formatDollars(order.amountCents / 100)} for the ${order.name}. Thank you.`,
      details: [
        order.kind === 'bundle'
          ? 'Matched providers have your requests and will quote; the bundle’s credit pays for each service up to its amount.'
          : order.listingId
            ? 'Your plan is paid and active on your listing.'
            : 'Your plan is active on your account.',
      ],
      link: order.listingId
        ? publishedPath(order.listingId)
        : `/payment-confirmation?${new URLSearchParams({ order: order.id })}`,
    })
  } catch (error) {
    logger.error(
      { event: 'order.fulfil-failed', err: error, orderId: order.id, uid: order.uid },
      'paid order not fulfilled',
    )
  }
}
