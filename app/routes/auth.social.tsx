import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs } from '@remix-run/node'
import { socialStartLimit } from '~/features/accounts/auth-limits.server'
import { messages } from '~/features/accounts/messages'
import { SocialStartSchema } from '~/features/accounts/schemas'
import {
  isSocialProvider,
  socialAuthenticator,
  socialProviders,
} from '~/features/accounts/social/providers.server'
import { withSocialReturn } from '~/features/accounts/social/social-return.server'
import { socialFailureMessage } from '~/features/accounts/social/social-sign-in.server'
import { errorPages } from '~/features/shell/messages'
import { redirectWithError } from '~/features/shell/toast.server'
import { expectedError } from '~/platform/http/expected-error'

// POST /auth/google and /auth/facebook start the provider's redirect flow (no JavaScript needed)
export function loader() {
  throw expectedError(405, messages.refused.socialFromSignInPage, { headers: { Allow: 'POST' } })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const provider = url.pathname.split('/')[2]
  if (!isSocialProvider(provider)) throw expectedError(404, errorPages[404].message)
  const label = socialProviders[provider].label
  if (!(await socialStartLimit(context.clientIp, provider)).allowed) {
    return redirectWithError(
      '/auth/login',
      messages.toasts.socialFailed(label, messages.signIn.tooManyRequests),
    )
  }
  const social = socialAuthenticator(provider, url.origin)
  if (!social)
    return redirectWithError(
      '/auth/login',
      messages.toasts.socialFailed(label, socialFailureMessage(provider)),
    )
  // where to land after: one the schema refuses is left out, and the flow lands where it would
  const sent = parseWithZod(await request.clone().formData(), { schema: SocialStartSchema })
  const redirectTo = sent.status === 'success' ? sent.value.redirectTo : undefined
  // remix-auth answers with a redirect to the provider (thrown), carrying the OAuth state cookie
  try {
    await social.authenticator.authenticate(provider, request)
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      throw await withSocialReturn(thrown, redirectTo)
    throw thrown
  }
  return redirectWithError(
    '/auth/login',
    messages.toasts.socialFailed(label, socialFailureMessage(provider)),
  )
}
