import { logger } from '~/platform/logger.server'
import { callIdentityToolkit, type IdpSignIn } from '../identity-toolkit.server'
import { messages } from '../messages'
import { sessionFromIdToken } from '../sign-in.server'
import type { SessionUser } from '../session.server'
import { socialProviders, type ProviderIdentity, type SocialProvider } from './providers.server'

export type SocialOutcome = { ok: true; user: SessionUser; created: boolean; headers: Headers } | { ok: false; message: string }

export function socialFailureMessage(provider: SocialProvider, reason?: string | null): string {
  if (reason === 'access_denied' || reason === 'cancelled') return messages.social.cancelled
  return provider === 'google' ? messages.social.googleFailed : messages.social.facebookFailed
}

// the provider's tokens become a Firebase sign-in (signInWithIdp), then our session; a first
// sign-in creates a buyer profile
export async function signInWithProvider(identity: ProviderIdentity, requestUri: string): Promise<SocialOutcome> {
  const { provider } = identity
  const postBody = new URLSearchParams({ providerId: socialProviders[provider].providerId })
  if (identity.idToken) postBody.set('id_token', identity.idToken)
  else postBody.set('access_token', identity.accessToken)
  const result = await callIdentityToolkit<IdpSignIn>('accounts:signInWithIdp', {
    postBody: postBody.toString(),
    requestUri,
    returnSecureToken: true,
    returnIdpCredential: true,
  })
  if (!result.ok) {
    logger.info({ event: 'auth.login.failed', provider, reason: result.code }, 'social sign-in failed')
    return { ok: false, message: result.code === 'network-request-failed' ? messages.signIn.network : socialFailureMessage(provider) }
  }
  const session = await sessionFromIdToken(result.value.idToken, 'buyer')
  if (!session.ok) return { ok: false, message: session.message }
  logger.info({ event: 'auth.login.ok', provider, uid: session.user.uid, created: session.created }, 'signed in with provider')
  return { ok: true, user: session.user, created: session.created, headers: session.headers }
}
