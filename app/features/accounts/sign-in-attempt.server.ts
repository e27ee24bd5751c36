import type { z } from 'zod'
import { signInLimits } from './auth-limits.server'
import type { ProviderErrorCode } from './identity-toolkit.server'
import { messages } from './messages'
import { landingAfterSignIn } from './redirects'
import { providerRefusal, tooMany, type Refusal } from './refusal'
import type { LoginSchema } from './schemas'
import { signInWithPassword } from './sign-in.server'

type SignInRequest = {
  request: Request
  clientIp: string
  form: FormData
  fields: z.infer<typeof LoginSchema>
}
export type SignInAttempt = { ok: true; landing: string; headers: Headers } | Refusal

// the answers that mean a wrong guess, which the failed-attempt budgets count
const wrongGuesses: ReadonlySet<ProviderErrorCode> = new Set([
  'wrong-password',
  'invalid-login-credentials',
  'user-not-found',
])

// the login form's post: the address's budget and the honeypot, then the failed-attempt budgets;
// a wrong guess spends them, a success makes this browser known to the account. Lands where the
// sign-in page's address asks (a payment hand-off or redirectTo), or on the role's dashboard
export async function signIn({
  request,
  clientIp,
  form,
  fields,
}: SignInRequest): Promise<SignInAttempt> {
  const { email, password } = fields
  const limit = await signInLimits.check(request, clientIp, email, form)
  if (!limit.allowed) return tooMany(messages.signIn.tooManyRequests, limit.retryAfterSeconds)
  const outcome = await signInWithPassword(email, password, request)
  if (!outcome.ok) {
    if (wrongGuesses.has(outcome.code)) await signInLimits.failed(request, clientIp, email)
    return providerRefusal(outcome.code, outcome.message)
  }
  outcome.headers.append('Set-Cookie', await signInLimits.succeeded(request, clientIp, email))
  const query = new URL(request.url).searchParams
  const landing = landingAfterSignIn(outcome.user.role, {
    redirectTo: query.get('redirectTo') ?? fields.redirectTo,
    redirect: query.get('redirect'),
    plan: query.get('plan'),
    amount: query.get('amount'),
  })
  return { ok: true, landing, headers: outcome.headers }
}
