import type { z } from 'zod'
import { formatWait } from '~/ui/format-wait'
import { registrationLimit } from './auth-limits.server'
import { messages } from './messages'
import { requestedLanding } from './redirects'
import { providerRefusal, tooMany, type Refusal } from './refusal'
import { landingAfterRegistration, register } from './register.server'
import type { RegisterSchema } from './schemas'

type RegistrationRequest = {
  request: Request
  clientIp: string
  form: FormData
  fields: z.infer<typeof RegisterSchema>
}
export type RegistrationAttempt = { ok: true; landing: string; headers: Headers } | Refusal

// the registration form's post: the address's budget, the honeypot and the account's budget, then
// the new account, signed in, landing where the page's address asks (redirectTo, as sign-in does)
// or where its role lands
export async function registerAccount({
  request,
  clientIp,
  form,
  fields,
}: RegistrationRequest): Promise<RegistrationAttempt> {
  const limit = await registrationLimit(clientIp, fields.email, form)
  if (!limit.allowed)
    return tooMany(
      messages.limits.register(formatWait(limit.retryAfterSeconds)),
      limit.retryAfterSeconds,
    )
  const outcome = await register(fields, request)
  if (!outcome.ok) return providerRefusal(outcome.code, outcome.message)
  const requested = requestedLanding(new URL(request.url).searchParams.get('redirectTo'))
  return {
    ok: true,
    landing: requested ?? landingAfterRegistration(fields.role),
    headers: outcome.headers,
  }
}
