import type { z } from 'zod'
import { formatWait } from '~/ui/format-wait'
import { registrationLimit } from './auth-limits.server'
import { messages } from './messages'
import { providerRefusal, tooMany, type Refusal } from './refusal'
import { safeRedirectPath } from './redirects'
import { landingAfterRegistration, register } from './register.server'
import type { RegisterSchema } from './schemas'

type RegistrationRequest = { request: Request; clientIp: string; form: FormData; fields: z.infer<typeof RegisterSchema> }
export type RegistrationAttempt = { ok: true; landing: string; headers: Headers } | Refusal

// the registration form's post: the address's budget, the honeypot and the account's budget, then
// the new account, signed in, with where its role lands
export async function registerAccount({ request, clientIp, form, fields }: RegistrationRequest): Promise<RegistrationAttempt> {
  const limit = await registrationLimit(clientIp, fields.email, form)
  if (!limit.allowed) return tooMany(messages.limits.register(formatWait(limit.retryAfterSeconds)), limit.retryAfterSeconds)
  const outcome = await register(fields, request)
  if (!outcome.ok) return providerRefusal(outcome.code, outcome.message)
  return { ok: true, landing: requestedLanding(request, form) ?? landingAfterRegistration(fields.role), headers: outcome.headers }
}

// a page that sent the visitor to register (redirectTo, on this site, not an auth screen) is where they land
function requestedLanding(request: Request, form: FormData): string | null {
  const asked = new URL(request.url).searchParams.get('redirectTo') ?? form.get('redirectTo')
  const path = safeRedirectPath(asked)
  return path && !path.toLowerCase().startsWith('/auth/') ? path : null
}
