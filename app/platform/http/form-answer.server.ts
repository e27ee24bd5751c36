import { data } from '@remix-run/node'
import { retryAfterHeaders } from '../rate-limit.server'

// A form that was not done: its status, and how long to wait when a limit refused it. Every
// feature's failed outcome carries these two, beside what its page shows again.
export type FormRefusal = { ok: false; status: number; retryAfterSeconds?: number }

// the one answer to a form that was not done: what the page shows again (the conform submission,
// a message), with the refusal's status and, for a limit, its Retry-After
export function answerFailedForm<Body>(body: Body, refusal: Omit<FormRefusal, 'ok'>) {
  const headers = refusal.retryAfterSeconds
    ? retryAfterHeaders(refusal.retryAfterSeconds)
    : undefined
  return data(body, { status: refusal.status, headers })
}
