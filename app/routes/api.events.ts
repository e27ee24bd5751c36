import { data, type ActionFunctionArgs } from '@remix-run/node'
import { ClientPageViewSchema } from '~/features/analytics/events'
import { storePageView } from '~/features/analytics/page-views.server'
import { pageViewReportLimit } from '~/features/analytics/report-limit.server'
import { getSessionUser } from '~/features/accounts/session.server'
import { retryAfterHeaders } from '~/platform/rate-limit.server'

const maxBodyBytes = 4_096

export async function loader() {
  throw data({ error: 'Use POST to report a page view.' }, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') throw data({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
  const limit = await pageViewReportLimit(context.clientIp)
  if (!limit.allowed) {
    const error = `Too many page views reported from your address. Try again in ${limit.retryAfterSeconds} seconds.`
    return Response.json({ error }, { status: 429, headers: retryAfterHeaders(limit.retryAfterSeconds) })
  }
  const text = await request.text()
  if (text.length > maxBodyBytes) return Response.json({ error: 'Too large.' }, { status: 413 })
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return Response.json({ error: 'Expected a JSON body.' }, { status: 400 })
  }
  const view = ClientPageViewSchema.safeParse(parsed)
  if (!view.success) return Response.json({ error: 'Expected path and routeId.' }, { status: 400 })
  const user = await getSessionUser(request)
  storePageView({
    type: 'page_view',
    path: view.data.path,
    routeId: view.data.routeId,
    referrer: view.data.referrer ?? null,
    uid: user?.uid ?? null,
    status: 200,
    source: 'client',
    at: Date.now(),
  })
  return new Response(null, { status: 204 })
}
