import { messages } from './messages'

export type SignInReason = keyof typeof messages.signInReasons

// the sign-in page's message for a known reason; anything else shows nothing
export function signInReasonMessage(reason: unknown): string | null {
  return typeof reason === 'string' && Object.hasOwn(messages.signInReasons, reason)
    ? messages.signInReasons[reason as SignInReason]
    : null
}

// the sign-in page that says why, and lands back on `redirectTo` (a path on this site) after
export function signInHref(redirectTo: string, reason?: SignInReason): string {
  const query = new URLSearchParams({ redirectTo })
  if (reason) query.set('reason', reason)
  return `/auth/login?${query}`
}

// the same redirectTo and reason carried on to the next auth page (register, demo, sign in), so
// the person still lands back where they were and is still told why
export function carriedSignInQuery(searchParams: URLSearchParams): string {
  const redirectTo = searchParams.get('redirectTo')
  if (!redirectTo) return ''
  const reason = searchParams.get('reason')
  const query = new URLSearchParams({ redirectTo })
  if (reason && signInReasonMessage(reason)) query.set('reason', reason)
  return `?${query}`
}
