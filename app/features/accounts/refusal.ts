import type { ProviderErrorCode } from './identity-toolkit.server'

// how an auth form's post was turned away: the message for its error summary, the status to
// answer with, and how long to wait when a budget is spent (the route sends it as Retry-After)
export type Refusal = { ok: false; message: string; status: number; retryAfterSeconds?: number }

export const tooMany = (message: string, retryAfterSeconds: number): Refusal => ({
  ok: false,
  message,
  status: 429,
  retryAfterSeconds,
})

// Firebase's answer: unavailable when it could not be reached, so the visitor knows to try later
export const providerRefusal = (code: ProviderErrorCode, message: string): Refusal => ({
  ok: false,
  message,
  status: code === 'network-request-failed' ? 503 : 400,
})
