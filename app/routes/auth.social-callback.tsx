import type { LoaderFunctionArgs } from '@remix-run/node'
import { messages } from '~/features/accounts/messages'
import {
  isSocialProvider,
  socialAuthenticator,
  socialProviders,
} from '~/features/accounts/social/providers.server'
import { takeSocialReturn } from '~/features/accounts/social/social-return.server'
import {
  signInWithProvider,
  socialFailureMessage,
  socialWelcome,
} from '~/features/accounts/social/social-sign-in.server'
import { errorPages } from '~/features/shell/messages'
import { redirectWithError, redirectWithSuccess } from '~/features/shell/toast.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'

// the provider sends the browser back here with a code (or an error, when the person cancelled)
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const provider = url.pathname.split('/')[2]
  if (!isSocialProvider(provider)) throw expectedError(404, errorPages[404].message)
  const label = socialProviders[provider].label
  const social = socialAuthenticator(provider, url.origin)
  if (!social)
    return redirectWithError(
      '/auth/login',
      messages.toasts.socialFailed(label, socialFailureMessage(provider)),
    )
  const cleared = { headers: { 'Set-Cookie': await social.clearState(request) } }
  const providerError = url.searchParams.get('error')
  if (providerError) {
    logger.info(
      { event: 'auth.login.failed', provider, reason: providerError.slice(0, 40) },
      'social sign-in not completed',
    )
    return redirectWithError(
      '/auth/login',
      messages.toasts.socialFailed(label, socialFailureMessage(provider, providerError)),
      cleared,
    )
  }
  let identity
  try {
    identity = await social.authenticator.authenticate(provider, request)
  } catch (error) {
    if (error instanceof Response) throw error
    logger.info(
      { event: 'auth.login.failed', provider, reason: (error as Error).message.slice(0, 80) },
      'provider refused',
    )
    return redirectWithError(
      '/auth/login',
      messages.toasts.socialFailed(label, socialFailureMessage(provider)),
      cleared,
    )
  }
  const outcome = await signInWithProvider(identity, request)
  if (!outcome.ok)
    return redirectWithError(
      '/auth/login',
      messages.toasts.socialFailed(label, outcome.message),
      cleared,
    )
  const headers = new Headers(outcome.headers)
  headers.append('Set-Cookie', cleared.headers['Set-Cookie'])
  const kept = await takeSocialReturn(request)
  headers.append('Set-Cookie', kept.clear)
  return redirectWithSuccess(kept.landing ?? '/', socialWelcome(provider, outcome.created), {
    headers,
  })
}
