import { auth, isFirebaseUnavailable } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { callIdentityToolkit, type IdpSignIn } from '../identity-toolkit.server'
import { messages } from '../messages'
import { sessionFromIdToken } from '../sign-in.server'
import type { SessionUser } from '../session.server'
import { socialProviders, type ProviderIdentity, type SocialProvider } from './providers.server'

export type SocialOutcome =
  | { ok: true; user: SessionUser; created: boolean; headers: Headers }
  | { ok: false; message: string }

export function socialFailureMessage(provider: SocialProvider, reason?: string | null): string {
  if (reason === 'access_denied' || reason === 'cancelled') return messages.social.cancelled
  return provider === 'google' ? messages.social.googleFailed : messages.social.facebookFailed
}

// the provider's tokens become a Firebase sign-in (signInWithIdp), then our session; a first
// sign-in creates a buyer profile. `request` is the provider's return to our callback
export async function signInWithProvider(
  identity: ProviderIdentity,
  request: Request,
): Promise<SocialOutcome> {
  const { provider } = identity
  const providerId = socialProviders[provider].providerId
  let otherCredentials: string[] | null
  try {
    otherCredentials = await credentialsWithout(providerId, identity.email)
  } catch (error) {
    logger.warn(
      {
        event: 'auth.login.failed',
        provider,
        reason: 'lookup-failed',
        err: (error as Error).message,
      },
      'account lookup failed',
    )
    return {
      ok: false,
      message: isFirebaseUnavailable(error)
        ? messages.signIn.network
        : socialFailureMessage(provider),
    }
  }
  if (otherCredentials) return accountExists(provider, otherCredentials)
  const postBody = new URLSearchParams({ providerId })
  if (identity.idToken) postBody.set('id_token', identity.idToken)
  else postBody.set('access_token', identity.accessToken)
  const url = new URL(request.url)
  const result = await callIdentityToolkit<IdpSignIn>('accounts:signInWithIdp', {
    postBody: postBody.toString(),
    requestUri: `${url.origin}${url.pathname}`,
    returnSecureToken: true,
    returnIdpCredential: true,
  })
  if (!result.ok) {
    logger.info(
      { event: 'auth.login.failed', provider, reason: result.code },
      'social sign-in failed',
    )
    return {
      ok: false,
      message:
        result.code === 'network-request-failed'
          ? messages.signIn.network
          : socialFailureMessage(provider),
    }
  }
  // with one account per e-mail address, a project answers needConfirmation for an address an
  // account already holds (the check above found none, so one was made in between)
  if (result.value.needConfirmation)
    return accountExists(provider, result.value.verifiedProvider ?? [])
  if (result.value.errorMessage || !result.value.idToken) {
    logger.info(
      {
        event: 'auth.login.failed',
        provider,
        reason: result.value.errorMessage?.split(' ')[0] ?? 'no-token',
      },
      'social sign-in refused',
    )
    return { ok: false, message: socialFailureMessage(provider) }
  }
  const session = await sessionFromIdToken(result.value.idToken, 'buyer', request)
  if (!session.ok) return { ok: false, message: session.message }
  logger.info(
    { event: 'auth.login.ok', provider, uid: session.user.uid, created: session.created },
    'signed in with provider',
  )
  return { ok: true, user: session.user, created: session.created, headers: session.headers }
}

// the sign-in methods of an existing account with this address that has not linked this provider;
// null when there is none. The Auth emulator, and Firebase for a provider it trusts for an address,
// would otherwise link the provider to that account and sign the newcomer in as its owner
async function credentialsWithout(
  providerId: string,
  email: string | undefined,
): Promise<string[] | null> {
  if (!email) return null
  try {
    const providers = (await auth().getUserByEmail(email)).providerData.map(
      (info) => info.providerId,
    )
    return providers.includes(providerId) ? null : providers
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null
    throw error
  }
}

// Firebase's auth/account-exists-with-different-credential: no session, and the way in that works
function accountExists(provider: SocialProvider, credentials: string[]): SocialOutcome {
  logger.info(
    { event: 'auth.login.failed', provider, reason: 'account-exists-with-different-credential' },
    'social sign-in refused',
  )
  const linked = Object.values(socialProviders).find((candidate) =>
    credentials.includes(candidate.providerId),
  )
  const method = credentials.includes('password') || !linked ? 'your password' : linked.label
  return { ok: false, message: messages.social.accountExists(method) }
}

// the popup's way in: the Firebase web SDK signed the person in with the provider in their
// browser and hands us its ID token. It must verify, name this provider as its sign-in method,
// and belong to an account no other method holds; then the session starts as after the redirect
export async function signInWithPopupToken(
  provider: SocialProvider,
  idToken: string,
  request: Request,
): Promise<SocialOutcome> {
  const providerId = socialProviders[provider].providerId
  let uid: string
  try {
    const claims = await auth().verifyIdToken(idToken)
    if (claims.firebase.sign_in_provider !== providerId) {
      logger.warn(
        {
          event: 'auth.login.failed',
          provider,
          reason: 'provider-mismatch',
          signInProvider: String(claims.firebase.sign_in_provider).slice(0, 40),
        },
        'popup token names another sign-in method',
      )
      return { ok: false, message: socialFailureMessage(provider) }
    }
    uid = claims.uid
  } catch (error) {
    logger.info(
      {
        event: 'auth.login.failed',
        provider,
        reason: 'token-refused',
        code: (error as { code?: string }).code,
      },
      'popup token refused',
    )
    return {
      ok: false,
      message: isFirebaseUnavailable(error)
        ? messages.signIn.network
        : socialFailureMessage(provider),
    }
  }
  let otherCredentials: string[]
  try {
    otherCredentials = (await auth().getUser(uid)).providerData
      .map((info) => info.providerId)
      .filter((id) => id !== providerId)
  } catch (error) {
    logger.info(
      {
        event: 'auth.login.failed',
        provider,
        reason: 'lookup-failed',
        code: (error as { code?: string }).code,
      },
      'popup token names no account',
    )
    return {
      ok: false,
      message: isFirebaseUnavailable(error)
        ? messages.signIn.network
        : socialFailureMessage(provider),
    }
  }
  // Firebase (the emulator always, a project for a provider it trusts) links a provider to an
  // existing account with the same address while the popup signs in: undo that link and refuse,
  // as the redirect flow refuses before it asks Firebase
  if (otherCredentials.length) {
    await auth()
      .updateUser(uid, { providersToUnlink: [providerId] })
      .catch((error: Error) =>
        logger.error(
          { event: 'auth.unlink.failed', provider, uid, err: error.message },
          'provider link could not be undone',
        ),
      )
    return accountExists(provider, otherCredentials)
  }
  const session = await sessionFromIdToken(idToken, 'buyer', request)
  if (!session.ok) return { ok: false, message: session.message }
  logger.info(
    {
      event: 'auth.login.ok',
      provider,
      uid: session.user.uid,
      created: session.created,
      via: 'popup',
    },
    'signed in with provider',
  )
  return { ok: true, user: session.user, created: session.created, headers: session.headers }
}

// the toast a social sign-in lands with, by redirect or by popup
export function socialWelcome(provider: SocialProvider, created: boolean) {
  return created
    ? {
        title: 'Welcome to Threshold!',
        description: `You're signed in with ${socialProviders[provider].label}.`,
      }
    : messages.toasts.loginSuccess
}
