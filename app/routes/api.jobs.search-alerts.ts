import type { ActionFunctionArgs } from '@remix-run/node'
import {
  isSchedulerCall,
  sendDueSearchAlerts,
} from '~/features/buyers/search-alert-schedule.server'

// POST /api/jobs/search-alerts: production's scheduler (Cloud Scheduler) runs the saved-search
// alerts here with the jobs secret; without a secret configured the endpoint does not exist
export async function action({ request }: ActionFunctionArgs) {
  const caller = isSchedulerCall(request)
  if (caller === 'disabled') return Response.json({ message: 'Not found.' }, { status: 404 })
  if (caller === 'refused')
    return Response.json(
      { message: 'A scheduler secret is required.' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    )
  return Response.json(await sendDueSearchAlerts())
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
