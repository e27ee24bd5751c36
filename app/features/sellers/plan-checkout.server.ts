import { listings, type Listing } from '~/core/data/listings.server'
import { requireOwned } from '~/core/data/require-owned.server'
import type { SessionUser } from '~/features/accounts/session.server'
import { planDueToday } from '~/features/payments/catalog'
import { startPlanCheckout, type PlanCheckoutOutcome } from '~/features/payments/orders.server'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { isSellerListingId } from './draft.server'
import { planMessages, sellerMessages } from './messages'
import { planById, publishedPath, type PlanState } from '~/core/plans'

// a listing's plan as its seller sees it: what it is, what it costs today and where its payment stands
export type PlanView = {
  id: string
  name: string
  dueToday: number
  state: PlanState
  orderId: string | null
}

export function planViewOf(listing: Pick<Listing, 'plan' | 'planPayment'>): PlanView | null {
  const plan = planById(listing.plan)
  if (!plan) return null
  const dueToday = planDueToday(plan)
  // a listing published before plans were paid for has no record of its payment yet: not paid
  const state: PlanState = dueToday === 0 ? 'free' : (listing.planPayment?.status ?? 'pending')
  return {
    id: plan.id,
    name: plan.name,
    dueToday,
    state,
    orderId: listing.planPayment?.orderId ?? null,
  }
}

// what a listing records when it is published: a plan with a price is not paid yet
export function planPaymentAtPublish(
  planId: string | undefined,
  now: number,
): Pick<Listing, 'planPayment'> {
  const plan = planById(planId)
  return plan && planDueToday(plan) > 0
    ? { planPayment: { status: 'pending', orderId: null, attempt: 0, updatedAt: now } }
    : {}
}

// the seller's own listing, whatever its status; another seller's, a market home or a made-up id
// are all the same 404
export async function ownListing(uid: string, listingId: string): Promise<Listing> {
  if (!isSellerListingId(listingId)) throw expectedError(404, sellerMessages.listingNotFound)
  return requireOwned(listings, listingId, uid, { message: sellerMessages.listingNotFound })
}

// the plan's order for this listing: its current one while it can still be paid, or a new one
// after the last failed. The order's id comes from the listing and its attempt, so a second press,
// or two at once, find the first order and its checkout
export async function payListingPlan(
  user: SessionUser,
  listingId: string,
  origin: string,
  now = Date.now(),
): Promise<PlanCheckoutOutcome> {
  if (!isSellerListingId(listingId)) throw expectedError(404, sellerMessages.listingNotFound)
  const ref = listings.doc(listingId)
  const decided = await db().runTransaction(async (transaction) => {
    const listing = (await transaction.get(ref)).data()
    if (!listing || listing.sellerId !== user.uid) return { kind: 'not-found' as const }
    const plan = planById(listing.plan)
    if (!plan || planDueToday(plan) === 0) return { kind: 'free' as const }
    const payment = listing.planPayment ?? {
      status: 'pending' as const,
      orderId: null,
      attempt: 0,
      updatedAt: now,
    }
    if (payment.status === 'paid') return { kind: 'paid' as const }
    if (payment.status === 'pending' && payment.orderId)
      return { kind: 'order' as const, orderId: payment.orderId, planId: plan.id }
    const attempt = payment.attempt + 1
    const orderId = `${listingId}-plan-${attempt}`
    transaction.update(ref, {
      planPayment: { status: 'pending', orderId, attempt, updatedAt: now },
    })
    return { kind: 'order' as const, orderId, planId: plan.id }
  })
  if (decided.kind === 'not-found') throw expectedError(404, sellerMessages.listingNotFound)
  if (decided.kind === 'free') return { ok: false, message: planMessages.nothingToPay, status: 409 }
  if (decided.kind === 'paid') return { ok: true, url: publishedPath(listingId) }
  const outcome = await startPlanCheckout(
    { uid: user.uid, email: user.email || null },
    {
      orderId: decided.orderId,
      planId: decided.planId,
      listingId,
      returnPath: publishedPath(listingId),
    },
    origin,
    now,
  )
  if (outcome.ok)
    logger.info(
      { event: 'seller.plan-checkout', uid: user.uid, listingId, orderId: decided.orderId },
      'plan checkout opened',
    )
  return outcome
}
