import { isDemoMode } from '~/platform/env.server'
import { formatWait } from '~/ui/format-wait'
import { resetCompletionLimit, resetRequestLimits } from './auth-limits.server'
import { noteResetRequest } from './mailbox-cookie.server'
import { messages } from './messages'
import { completePasswordReset, sendPasswordReset } from './password-reset.server'
import { providerRefusal, tooMany, type Refusal } from './refusal'

type ResetRequest = { request: Request; clientIp: string; form: FormData; email: string }
export type ResetRequestAttempt = { ok: true; mailbox: boolean; headers: Headers } | Refusal

// the forgot-password form's post: the address's budget, the honeypot and the account's budget;
// asking for an account that does not exist counts as a failed sign-in of the address. In demo
// mode the demo mailbox shows this browser the mail it asked for (`mailbox`)
export async function requestPasswordReset({
  request,
  clientIp,
  form,
  email,
}: ResetRequest): Promise<ResetRequestAttempt> {
  const limit = await resetRequestLimits.check(clientIp, email, form)
  if (!limit.allowed)
    return tooMany(
      messages.limits.reset(formatWait(limit.retryAfterSeconds)),
      limit.retryAfterSeconds,
    )
  const outcome = await sendPasswordReset(email)
  if (!outcome.ok) {
    if (outcome.code === 'user-not-found') await resetRequestLimits.noAccount(clientIp)
    return providerRefusal(outcome.code, outcome.message)
  }
  if (!isDemoMode()) return { ok: true, mailbox: false, headers: new Headers() }
  return {
    ok: true,
    mailbox: true,
    headers: new Headers({ 'Set-Cookie': await noteResetRequest(request, email) }),
  }
}

type NewPassword = { clientIp: string; form: FormData; oobCode: string; password: string }

// the reset link's form: the address's budget and the honeypot, then the new password
export async function resetPassword({
  clientIp,
  form,
  oobCode,
  password,
}: NewPassword): Promise<{ ok: true } | Refusal> {
  const limit = await resetCompletionLimit(clientIp, form)
  if (!limit.allowed)
    return tooMany(
      messages.limits.resetComplete(formatWait(limit.retryAfterSeconds)),
      limit.retryAfterSeconds,
    )
  const outcome = await completePasswordReset(oobCode, password)
  return outcome.ok ? outcome : providerRefusal(outcome.code, outcome.message)
}
