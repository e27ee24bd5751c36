import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/features/accounts/session.server'
import { ownAppointment } from '~/features/buyers/buyer-records.server'
import { tourCalendarEvent } from '~/features/buyers/ics'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const appointment = await ownAppointment(params.id ?? '', user.uid)
  if (!appointment) throw data({ message: 'We could not find that tour among yours.' }, { status: 404 })
  const origin = new URL(request.url).origin
  const ics = tourCalendarEvent({ id: appointment.id, startsAt: appointment.startsAt, address: appointment.address, url: `${origin}/property/${appointment.listingId}` })
  return new Response(ics, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'attachment; filename="threshold-tour.ics"', 'Cache-Control': 'private, no-store' },
  })
}
