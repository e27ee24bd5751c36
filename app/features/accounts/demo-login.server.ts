import { isDemoMode } from '~/platform/env.server'
import { expectedError } from '~/platform/http/expected-error'
import { formatWait } from '~/ui/format-wait'
import { demoLoginLimit } from './auth-limits.server'
import { startQuickDemo } from './demo-users.server'
import { messages } from './messages'
import { requestedLanding } from './redirects'
import { tooMany, type Refusal } from './refusal'
import { dashboardFor, quickDemoRoles } from './roles'

export type DemoStart =
  | { ok: true; landing: string; toast: { title: string; description: string }; headers: Headers }
  | Refusal

// a quick demo user of the role asked for, signed in; only in demo mode, within the address's budget.
// Lands where the sign-in page was asked to (redirectTo), or on the role's dashboard
export async function startDemo({
  clientIp,
  role: requested,
  redirectTo,
}: {
  clientIp: string
  role: unknown
  redirectTo?: unknown
}): Promise<DemoStart> {
  if (!isDemoMode()) throw expectedError(404, messages.refused.demoOnly)
  const limit = await demoLoginLimit(clientIp)
  if (!limit.allowed)
    return tooMany(
      messages.limits.demoLogin(formatWait(limit.retryAfterSeconds)),
      limit.retryAfterSeconds,
    )
  const role = quickDemoRoles.find((candidate) => candidate === requested)
  if (!role) throw expectedError(400, messages.refused.demoRole)
  const { user, headers } = await startQuickDemo(role)
  return {
    ok: true,
    landing: requestedLanding(redirectTo) ?? dashboardFor(role),
    toast: messages.toasts.demoReady(user.displayName),
    headers,
  }
}
