import { redirect } from '@remix-run/node'
import { getSessionUser, type SessionUser } from '~/features/accounts/session.server'
import { loadFlow, missingStepBefore, type FlowState } from './draft.server'
import { signedOutSteps, stepIndicator, stepPath, type FlowStep } from './flow-steps'
import { flowMessages } from './messages'
import { expectedError } from '~/platform/http/expected-error'

// where a visitor goes at a step that needs an account: sign-in (or registration from there), which
// says why and comes back to the same step
export function signInFor(step: FlowStep): string {
  return `/auth/login?${new URLSearchParams({ redirectTo: stepPath(step), reason: 'listing' })}`
}

// a step of the flow for this request: a visitor is sent to sign in at a step that needs an account,
// and anyone to the first earlier step not done yet (steps are done in order)
export async function flowStep(request: Request, step: FlowStep): Promise<FlowState> {
  const state = await loadFlow(request)
  if (!state.user && !signedOutSteps.includes(step))
    throw redirect(signInFor(step), { headers: state.headers })
  const missing = missingStepBefore(state.draft, step)
  // a page is sent on to the step to do first; a post to a later step is refused and stores nothing
  if (missing && request.method === 'POST')
    throw expectedError(409, flowMessages.earlierStep(stepIndicator(missing)))
  if (missing) throw redirect(stepPath(missing), { headers: state.headers })
  return state
}

// /seller-flow: the step the draft (or the visitor's cookie) reached, or the first
export async function resumePath(request: Request): Promise<{ path: string; headers: Headers }> {
  const { draft, headers } = await loadFlow(request)
  return { path: stepPath(missingStepBefore(draft, draft.step) ?? draft.step), headers }
}

// the signed-in account posting to a step, or the visitor sent to sign in
export async function flowUser(request: Request, step: FlowStep): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) throw redirect(signInFor(step))
  return user
}
