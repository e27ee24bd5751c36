import type { SubmissionResult } from '@conform-to/react'
import { answerFailedForm, type FormRefusal } from '~/platform/http/form-answer.server'
import { redirectWithSuccess } from './toast.server'

type Toast = { title: string; description?: string }

// what a form's action did: done (a redirect with a toast), or not (the submission to show again,
// with whatever else the page needs to find the form: its intent, its record)
export type FormOutcome<Shown extends object = object> =
  | { ok: true; redirectTo: string; toast: Toast }
  | (FormRefusal & { result: SubmissionResult<string[]> } & Shown)

// a form's outcome as the route's answer
export function answerFormOutcome<Shown extends object>(outcome: FormOutcome<Shown>) {
  if (outcome.ok) return redirectWithSuccess(outcome.redirectTo, outcome.toast)
  const { ok: _ok, status, retryAfterSeconds, ...shown } = outcome
  return answerFailedForm(shown, { status, retryAfterSeconds })
}
