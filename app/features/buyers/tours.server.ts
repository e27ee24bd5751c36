import { expectedError } from '~/platform/http/expected-error'
import { cancelAppointment, myAppointments, ownAppointment, type Appointment } from './buyer-records.server'
import { tourCalendarEvent } from './ics'
import { buyerMessages } from './messages'

// the buyer's tours: those still ahead, soonest first, and the rest (done or cancelled)
export async function appointmentsPage(uid: string, now = Date.now()) {
  return splitTours(await myAppointments(uid), now)
}

export function splitTours(appointments: Appointment[], now: number) {
  return {
    upcoming: appointments.filter((item) => isUpcoming(item, now)).sort((a, b) => a.startsAt - b.startsAt),
    past: appointments.filter((item) => item.status === 'cancelled' || item.startsAt < now),
  }
}

export const isUpcoming = (item: Appointment, now: number) => item.status === 'scheduled' && item.startsAt >= now

// the cancel button's form; a made-up, another buyer's or an already cancelled tour is not found
export async function cancelTour(uid: string, form: FormData) {
  const id = String(form.get('appointmentId') ?? '')
  if (form.get('intent') !== 'cancel' || !(await cancelAppointment(id, uid))) throw expectedError(404, buyerMessages.tourNotFound)
  return buyerMessages.tourCancelled
}

// the tour as an iCalendar file; `origin` makes the link back to the home absolute
export async function tourCalendar(uid: string, id: string, origin: string): Promise<string> {
  const appointment = await ownAppointment(id, uid)
  if (!appointment) throw expectedError(404, buyerMessages.tourNotFound)
  return tourCalendarEvent({ id: appointment.id, startsAt: appointment.startsAt, address: appointment.address, url: `${origin}/property/${appointment.listingId}` })
}
