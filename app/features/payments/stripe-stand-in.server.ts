import { randomBytes } from 'node:crypto'
import { isDemoMode } from '~/platform/env.server'
import { mswHttp, startStandIn, stopStandIn } from '~/platform/http/stand-ins.server'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { standInSecretKey, stripeSetup } from '~/platform/stripe.server'
import { paymentMessages as messages } from './messages'

// The embedded default has no Stripe account: Stripe's Checkout Session API is answered here at
// the HTTP layer, its hosted page is /payments/stand-in/checkout/{id} on this site, and its
// webhook is posted to this site's /api/stripe/webhook signed with the demo secret, as Stripe
// would. Product code calls the Stripe client the same way in both modes.
type StandInSession = {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string | null
  created: number
  livemode: false
  line_items_name: string
}

const state = singleton('stripe-stand-in', () => ({
  sessions: new Map<string, StandInSession>(),
  byIdempotencyKey: new Map<string, string>(),
}))
const api = 'https://api.stripe.com/v1/checkout/sessions'
const maxSessions = 5_000
const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`

const stripeError = (status: number, message: string, code?: string) =>
  Response.json(
    { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
    { status },
  )
const authorized = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${standInSecretKey}`
const publicSession = ({ line_items_name: _name, ...session }: StandInSession) => session

function createSession(body: URLSearchParams, idempotencyKey: string | null) {
  const known = idempotencyKey ? state.byIdempotencyKey.get(idempotencyKey) : undefined
  if (known && state.sessions.has(known))
    return Response.json(publicSession(state.sessions.get(known)!))
  const amount = Number(body.get('line_items[0][price_data][unit_amount]'))
  const currency = body.get('line_items[0][price_data][currency]') ?? ''
  const successUrl = body.get('success_url') ?? ''
  const cancelUrl = body.get('cancel_url') ?? ''
  if (
    body.get('mode') !== 'payment' ||
    !Number.isInteger(amount) ||
    amount < 50 ||
    !currency ||
    !URL.canParse(successUrl) ||
    !URL.canParse(cancelUrl)
  ) {
    return stripeError(
      400,
      'The stand-in takes one-off payments with one priced line item, a success_url and a cancel_url.',
    )
  }
  const metadata: Record<string, string> = {}
  for (const [key, value] of body) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1]
    if (name) metadata[name] = value
  }
  const id = token('cs_test')
  const session: StandInSession = {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amount,
    currency,
    client_reference_id: body.get('client_reference_id'),
    customer_email: body.get('customer_email'),
    metadata,
    success_url: successUrl,
    cancel_url: cancelUrl,
    url: `${new URL(successUrl).origin}/payments/stand-in/checkout/${id}`,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    line_items_name: body.get('line_items[0][price_data][product_data][name]') ?? 'Payment',
  }
  if (state.sessions.size >= maxSessions) state.sessions.delete(state.sessions.keys().next().value!)
  state.sessions.set(id, session)
  if (idempotencyKey) state.byIdempotencyKey.set(idempotencyKey, id)
  return Response.json(publicSession(session))
}

// the event Stripe would post, signed with the demo secret, to the site the session came from
async function deliver(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  session: StandInSession,
) {
  const setup = stripeSetup()
  if (!setup?.standIn) return
  const payload = JSON.stringify({
    id: token('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: '2026-01-28',
    data: { object: publicSession(session) },
  })
  const signature = setup.client.webhooks.generateTestHeaderString({
    payload,
    secret: setup.webhookSecret,
  })
  const target = `${new URL(session.success_url).origin}/api/stripe/webhook`
  try {
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    })
    logger.info(
      { event: 'stripe.stand-in-webhook', type, status: answer.status },
      'stand-in webhook delivered',
    )
  } catch (error) {
    logger.error(
      { event: 'stripe.stand-in-webhook-failed', err: error, type },
      'stand-in webhook not delivered',
    )
  }
}

// its answers are plain Responses, so msw is loaded only when the stand-in starts
const handlers = async () => {
  const http = await mswHttp()
  return [
    http.post(api, async ({ request }) => {
      if (!authorized(request)) return stripeError(401, 'Invalid API Key provided.')
      return createSession(
        new URLSearchParams(await request.text()),
        request.headers.get('idempotency-key'),
      )
    }),
    http.get(`${api}/:id`, ({ request, params }) => {
      if (!authorized(request)) return stripeError(401, 'Invalid API Key provided.')
      const session = state.sessions.get(String(params.id))
      return session
        ? Response.json(publicSession(session))
        : stripeError(404, `No such checkout.session: '${String(params.id)}'`, 'resource_missing')
    }),
    http.post(`${api}/:id/expire`, async ({ request, params }) => {
      if (!authorized(request)) return stripeError(401, 'Invalid API Key provided.')
      const session = state.sessions.get(String(params.id))
      if (!session)
        return stripeError(
          404,
          `No such checkout.session: '${String(params.id)}'`,
          'resource_missing',
        )
      if (session.status !== 'open')
        return stripeError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.')
      session.status = 'expired'
      session.url = null
      await deliver('checkout.session.expired', session)
      return Response.json(publicSession(session))
    }),
  ]
}

export function paymentStandInActive(): boolean {
  return stripeSetup()?.standIn === true
}

export async function startStripeStandIn() {
  if (!isDemoMode() || !paymentStandInActive()) return
  await startStandIn('stripe', await handlers())
  logger.info({ event: 'stripe.stand-in-ready' }, 'Stripe stand-in answers in this process')
}

export async function stopStripeStandIn() {
  await stopStandIn('stripe')
}

// the stand-in checkout page's view of one session, or null when there is none
export function standInCheckout(id: string) {
  const session = paymentStandInActive() ? state.sessions.get(id) : undefined
  if (!session) return null
  return {
    id: session.id,
    name: session.line_items_name,
    amountCents: session.amount_total,
    email: session.customer_email,
    open: session.status === 'open',
    cancelUrl: session.cancel_url,
  }
}

// test cards as Stripe's test mode knows them
const declinedCards = new Set(['4000000000000002', '4000000000009995', '4000000000009987'])

// pay (or be declined) on the stand-in page; a paid session's webhook is delivered before the
// buyer is sent back, so the confirmation page already knows
export async function payStandInCheckout(
  id: string,
  cardNumber: string,
): Promise<{ ok: true; returnTo: string } | { ok: false; message: string }> {
  const session = paymentStandInActive() ? state.sessions.get(id) : undefined
  if (!session || session.status !== 'open') return { ok: false, message: messages.sessionClosed }
  if (declinedCards.has(cardNumber) || cardNumber !== '4242424242424242') {
    logger.info({ event: 'stripe.stand-in-declined' }, 'stand-in card declined')
    return {
      ok: false,
      message: declinedCards.has(cardNumber) ? messages.cardDeclined : messages.cardNumberInvalid,
    }
  }
  session.status = 'complete'
  session.payment_status = 'paid'
  session.url = null
  await deliver('checkout.session.completed', session)
  return { ok: true, returnTo: session.success_url }
}
