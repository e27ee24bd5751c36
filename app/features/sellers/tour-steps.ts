import type { Appointment, TourEvent } from '~/core/data/appointments.server'

// a tour's state machine (ADR 029). A tour of a seller's home starts `requested`; the seller
// confirms it (`scheduled`), declines it, or proposes another time (`proposed`), which the buyer
// accepts (`scheduled` at the new time) or declines. The buyer may cancel until it is over.
// A tour of one of the market's own homes (no seller) is `scheduled` at once, as before
export type TourStatus = Appointment['status']
export type TourActor = 'buyer' | 'seller'
export type TourAction = Exclude<TourEvent['action'], 'request'>

const allowed: Record<TourStatus, Partial<Record<TourAction, TourActor>>> = {
  requested: { confirm: 'seller', decline: 'seller', propose: 'seller', cancel: 'buyer' },
  proposed: { 'accept-proposal': 'buyer', 'decline-proposal': 'buyer', cancel: 'buyer' },
  scheduled: { cancel: 'buyer' },
  declined: {},
  cancelled: {},
}

const next: Record<TourAction, TourStatus> = {
  confirm: 'scheduled',
  decline: 'declined',
  propose: 'proposed',
  'accept-proposal': 'scheduled',
  'decline-proposal': 'declined',
  cancel: 'cancelled',
}

export function tourStep(
  status: TourStatus,
  actor: TourActor,
  action: TourAction,
): TourStatus | null {
  return allowed[status][action] === actor ? next[action] : null
}

export function tourActionsFor(status: TourStatus, actor: TourActor): TourAction[] {
  return (Object.keys(next) as TourAction[]).filter(
    (action) => tourStep(status, actor, action) !== null,
  )
}

// a tour still to happen, in any state short of an answer that ends it
// appointments/{id} is declared with its collection (ADR 067)
export type { Appointment, TourEvent }

export const isLiveTour = (status: TourStatus) =>
  status === 'requested' || status === 'proposed' || status === 'scheduled'

export const tourStatusLabels: Record<TourStatus, string> = {
  requested: 'Requested: waiting for the seller',
  proposed: 'The seller proposed another time',
  scheduled: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
}
