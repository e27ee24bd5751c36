import { data } from '@remix-run/node'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { retryAfterHeaders } from '~/platform/rate-limit.server'
import type { FormOutcome } from './workspace.server'

// a form's outcome as the route's answer: a redirect with a toast, or the form's errors
export function answerOutcome(outcome: FormOutcome) {
  if (outcome.ok) return redirectWithSuccess(outcome.redirectTo, outcome.toast)
  const headers = outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined
  return data({ intent: outcome.intent, recordId: outcome.recordId, result: outcome.result }, { status: outcome.status, headers })
}
