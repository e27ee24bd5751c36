import { messages } from './messages'

export type SignInReason = keyof typeof messages.signInReasons

// the sign-in page's message for a known reason; anything else shows nothing
export function signInReasonMessage(reason: unknown): string | null {
  return typeof reason === 'string' && Object.hasOwn(messages.signInReasons, reason) ? messages.signInReasons[reason as SignInReason] : null
}

// the sign-in page that says why, and lands back on `redirectTo` (a path on this site) after
export function signInHref(redirectTo: string, reason?: SignInReason): string {
  const query = new URLSearchParams({ redirectTo })
  if (reason) query.set('reason', reason)
  return `/auth/login?${query}`
}
