import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/features/accounts/session.server'
import { tourCalendar } from '~/features/buyers/tours.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const ics = await tourCalendar(user.uid, params.id ?? '', new URL(request.url).origin)
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="threshold-tour.ics"',
      'Cache-Control': 'private, no-store',
    },
  })
}
