import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/features/accounts/session.server'
import { jobCalendar } from '~/features/providers/jobs.server'

// a booked job as an iCalendar file, for its client and its vendor only
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const ics = await jobCalendar(user.uid, params.jobId ?? '', new URL(request.url).origin)
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="threshold-appointment.ics"',
      'Cache-Control': 'private, no-store',
    },
  })
}
