import { getSessionUser } from '~/features/accounts/session.server'
import { ClientPageViewSchema } from './events'
import { analyticsMessages } from './messages'
import { storePageView } from './page-views.server'
import { pageViewReportLimit } from './report-limit.server'

const maxBodyBytes = 4_096

type Refusal = { ok: false; status: number; message: string; retryAfterSeconds?: number }

// a page view the browser reports after a client-side navigation: within the address's budget,
// small, JSON naming the path and route; stored with the reporter's uid when signed in
export async function receivePageView(
  request: Request,
  clientIp: string,
): Promise<{ ok: true } | Refusal> {
  const limit = await pageViewReportLimit(clientIp)
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      message: analyticsMessages.tooMany(limit.retryAfterSeconds),
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }
  const text = await request.text()
  if (text.length > maxBodyBytes)
    return { ok: false, status: 413, message: analyticsMessages.tooLarge }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, status: 400, message: analyticsMessages.notJson }
  }
  const view = ClientPageViewSchema.safeParse(parsed)
  if (!view.success) return { ok: false, status: 400, message: analyticsMessages.missingFields }
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
  return { ok: true }
}
