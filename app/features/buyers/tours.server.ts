import { isDocumentId } from '~/platform/document-rules'
import { appointments } from '~/core/data/appointments.server'
import { requireOwned } from '~/core/data/require-owned.server'
import { expectedError } from '~/platform/http/expected-error'
import { changeTour } from '~/features/sellers/tour-records.server'
import { sellerMessages } from '~/features/sellers/messages'
import { isLiveTour } from '~/features/sellers/tour-steps'
import { myAppointments, type Appointment } from './buyer-records.server'
import { calendarEvent } from '~/core/ics'
import { buyerMessages } from './messages'

// the buyer's tours: those still ahead, soonest first, and the rest (done or cancelled)
export async function appointmentsPage(uid: string, now = Date.now()) {
  return splitTours(await myAppointments(uid), now)
}

export function splitTours(appointments: Appointment[], now: number) {
  return {
    upcoming: appointments
      .filter((item) => isUpcoming(item, now))
      .sort((a, b) => a.startsAt - b.startsAt),
    past: appointments.filter((item) => !isUpcoming(item, now)),
  }
}

// a tour still to come: requested, proposed or confirmed, and not yet past
export const isUpcoming = (item: Appointment, now: number) =>
  isLiveTour(item.status) && Math.max(item.startsAt, item.proposedStartsAt ?? 0) >= now

const buyerTourActions = {
  cancel: 'cancel',
  'accept-proposal': 'accept-proposal',
  'decline-proposal': 'decline-proposal',
} as const

// the buttons of a buyer's tour: cancel, and accept or decline a time the seller proposed. A
// made-up, another buyer's or an already ended tour is not found
export async function changeOwnTour(uid: string, form: FormData) {
  const id = String(form.get('appointmentId') ?? '')
  const intent = String(form.get('intent') ?? '')
  if (!Object.hasOwn(buyerTourActions, intent)) throw expectedError(404, buyerMessages.tourNotFound)
  const action = buyerTourActions[intent as keyof typeof buyerTourActions]
  const { sellerTold } = await changeTour('buyer', uid, id, action).catch((error: unknown) => {
    throw error instanceof Response && error.status === 409
      ? expectedError(404, buyerMessages.tourNotFound)
      : error
  })
  if (action === 'accept-proposal') return sellerMessages.proposalAccepted
  if (action === 'decline-proposal') return sellerMessages.proposalDeclined
  return sellerTold ? sellerMessages.tourCancelledSellerTold : sellerMessages.tourCancelledNoSeller
}

// the tour as an iCalendar file; `origin` makes the link back to the home absolute
export async function tourCalendar(uid: string, id: string, origin: string): Promise<string> {
  if (!isDocumentId(id)) throw expectedError(404, buyerMessages.tourNotFound)
  const appointment = await requireOwned(appointments, id, uid, {
    message: buyerMessages.tourNotFound,
  })
  return calendarEvent({
    id: appointment.id,
    startsAt: appointment.startsAt,
    summary: `Home tour: ${appointment.address}`,
    location: appointment.address,
    url: `${origin}/property/${appointment.listingId}`,
    status: calendarStatusOf(appointment.status),
  })
}

// ADR 029: a confirmed tour is CONFIRMED; one still waiting for an answer is TENTATIVE; one that
// was declined or cancelled is CANCELLED, so a calendar that imported it earlier drops it
function calendarStatusOf(status: Appointment['status']): 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED' {
  if (status === 'scheduled') return 'CONFIRMED'
  return isLiveTour(status) ? 'TENTATIVE' : 'CANCELLED'
}
