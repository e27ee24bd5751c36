import { isDemoMode } from '~/platform/env.server'
import { expectedError } from '~/platform/http/expected-error'
import { formatWait } from '~/ui/format-wait'
import { demoLoginLimit } from './auth-limits.server'
import { startQuickDemo } from './demo-users.server'
import { messages } from './messages'
import { tooMany, type Refusal } from './refusal'
import { dashboardFor, quickDemoRoles } from './roles'

export type DemoStart = { ok: true; landing: string; toast: { title: string; description: string }; headers: Headers } | Refusal

// a quick demo user of the role asked for, signed in; only in demo mode, within the address's budget
export async function startDemo({ clientIp, role: requested }: { clientIp: string; role: unknown }): Promise<DemoStart> {
  if (!isDemoMode()) throw expectedError(404, messages.refused.demoOnly)
  const limit = await demoLoginLimit(clientIp)
  if (!limit.allowed) return tooMany(messages.limits.demoLogin(formatWait(limit.retryAfterSeconds)), limit.retryAfterSeconds)
  const role = quickDemoRoles.find((candidate) => candidate === requested)
  if (!role) throw expectedError(400, messages.refused.demoRole)
  const { user, headers } = await startQuickDemo(role)
  return { ok: true, landing: dashboardFor(role), toast: messages.toasts.demoReady(user.displayName), headers }
}
