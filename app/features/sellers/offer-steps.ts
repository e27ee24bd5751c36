import type { Counter, Offer, OfferEvent } from '~/core/data/offers.server'

// the offer's state machine (docs/decisions/029-seller-answers-and-history.md): who may do what
// to an offer in which state. Pure, so the rules are tested alone; offer-records.server.ts applies
// a step inside a Firestore transaction
// the conditions a buyer may attach to an offer
export const contingencyOptions = {
  inspection: 'Inspection',
  financing: 'Financing',
  appraisal: 'Appraisal',
  'home-sale': 'Sale of my current home',
} as const

// offers/{id} is declared with its collection (ADR 067)
export type { Counter, Offer, OfferEvent }
export type OfferStatus = Offer['status']
export type OfferActor = 'buyer' | 'seller'
export type OfferAction =
  'accept' | 'decline' | 'counter' | 'accept-counter' | 'decline-counter' | 'withdraw'

export type OfferTerms = { amount: number; closingDate: string; contingencies: string[] }
export type OfferState = { status: OfferStatus; counter?: Counter | null }

export type StepRefusal = 'not-allowed' | 'counter-expired'
export type StepResult =
  | { ok: true; status: OfferStatus; event: OfferEvent['action'] }
  | { ok: false; refusal: StepRefusal }

// which actions each side has in each state; anything else is refused
const allowed: Record<OfferStatus, Partial<Record<OfferAction, OfferActor>>> = {
  submitted: { accept: 'seller', decline: 'seller', counter: 'seller', withdraw: 'buyer' },
  countered: { 'accept-counter': 'buyer', 'decline-counter': 'buyer', withdraw: 'buyer' },
  accepted: {},
  declined: {},
  withdrawn: {},
}

const results: Record<OfferAction, { status: OfferStatus; event: OfferEvent['action'] }> = {
  accept: { status: 'accepted', event: 'accepted' },
  decline: { status: 'declined', event: 'declined' },
  counter: { status: 'countered', event: 'countered' },
  'accept-counter': { status: 'accepted', event: 'counter-accepted' },
  'decline-counter': { status: 'declined', event: 'counter-declined' },
  withdraw: { status: 'withdrawn', event: 'withdrawn' },
}

export function offerStep(
  offer: OfferState,
  actor: OfferActor,
  action: OfferAction,
  now: number,
): StepResult {
  if (allowed[offer.status][action] !== actor) return { ok: false, refusal: 'not-allowed' }
  if (action === 'accept-counter' && (!offer.counter || offer.counter.expiresAt <= now))
    return { ok: false, refusal: 'counter-expired' }
  return { ok: true, ...results[action] }
}

// what the buyer and the seller may still do (the buttons each page shows)
export function actionsFor(offer: OfferState, actor: OfferActor, now: number): OfferAction[] {
  return (Object.keys(results) as OfferAction[]).filter(
    (action) => offerStep(offer, actor, action, now).ok,
  )
}

export const isOpenOffer = (status: OfferStatus) => status === 'submitted' || status === 'countered'
