import { type ActionFunctionArgs } from '@remix-run/node'
import { useActionData, Link } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { socialStartLimit } from '~/features/accounts/auth-limits.server'
import { messages } from '~/features/accounts/messages'
import { requestedLanding } from '~/features/accounts/redirects'
import { isSocialProvider } from '~/features/accounts/social/providers.server'
import {
  signInWithPopupToken,
  socialFailureMessage,
  socialWelcome,
} from '~/features/accounts/social/social-sign-in.server'
import { errorPages } from '~/features/shell/messages'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { expectedError } from '~/platform/http/expected-error'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

// POST /auth/google/token and /auth/facebook/token: the ID token the popup (Firebase web SDK)
// got becomes our session (docs/decisions/025-social-sign-in-popup.md)
export const meta: PageMetaFunction<unknown, typeof action> = () =>
  pageTitle(messages.toasts.socialFailed('').title, { failed: true })
export const headers = headersWithRetryAfter

export function loader() {
  throw expectedError(405, messages.refused.socialFromSignInPage, { headers: { Allow: 'POST' } })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const provider = new URL(request.url).pathname.split('/')[2]
  if (!isSocialProvider(provider)) throw expectedError(404, errorPages[404].message)
  const limit = await socialStartLimit(context.clientIp, provider)
  if (!limit.allowed) {
    return answerFailedForm(
      { error: messages.signIn.tooManyRequests },
      { status: 429, retryAfterSeconds: limit.retryAfterSeconds },
    )
  }
  const form = await request.formData()
  const idToken = form.get('idToken')
  if (typeof idToken !== 'string' || idToken.length === 0 || idToken.length > 8192) {
    return answerFailedForm({ error: socialFailureMessage(provider) }, { status: 400 })
  }
  const outcome = await signInWithPopupToken(provider, idToken, request)
  if (!outcome.ok) return answerFailedForm({ error: outcome.message }, { status: 401 })
  return redirectWithSuccess(
    requestedLanding(form.get('redirectTo')) ?? '/',
    socialWelcome(provider, outcome.created),
    { headers: outcome.headers },
  )
}

// the popup posts here with a fetcher and shows a refusal on the sign-in page; a page that posts
// here as a document (a UI route, so the refusal keeps its status) is told the same
export default function SocialTokenRefused() {
  const refusal = useActionData<typeof action>()
  return (
    <AuthCard title={messages.toasts.socialFailed('').title}>
      <p role="alert" className="notice notice--error">
        {refusal?.error}
      </p>
      <p className="auth-links">
        <Link to="/auth/login">Back to sign in</Link>
      </p>
    </AuthCard>
  )
}
