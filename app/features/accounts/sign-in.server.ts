import { auth } from '~/platform/firebase.server'
import { logger, maskEmail } from '~/platform/logger.server'
import { signInMessage } from './auth-errors'
import {
  callIdentityToolkit,
  type PasswordSignIn,
  type ProviderErrorCode,
} from './identity-toolkit.server'
import { recordSignIn, type UserProfile } from './profiles.server'
import { roleFromStored } from './roles'
import { startSession, type SessionUser } from './session.server'
import { sessionLifetimeMs } from './session-limits'

export type SignInOutcome =
  | { ok: true; user: SessionUser; headers: Headers }
  | { ok: false; code: ProviderErrorCode; message: string }

// `browser`, the request the sign-in came with, lets the demo mailbox know this browser as the account's
export async function signInWithPassword(
  email: string,
  password: string,
  browser?: Request,
): Promise<SignInOutcome> {
  const result = await callIdentityToolkit<PasswordSignIn>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  })
  if (!result.ok) {
    logger.info(
      { event: 'auth.login.failed', reason: result.code, email: maskEmail(email) },
      'sign-in failed',
    )
    return {
      ok: false,
      code: result.code,
      message: signInMessage(result.code, result.providerMessage),
    }
  }
  const outcome = await sessionFromIdToken(result.value.idToken, 'buyer', browser)
  if (outcome.ok)
    logger.info(
      { event: 'auth.login.ok', uid: outcome.user.uid, role: outcome.user.role },
      'signed in',
    )
  return outcome
}

// the last step of every sign-in (password, registration, social): a Firebase session cookie,
// the profile stamped with lastLoginAt, and a new cookie session carrying both
export async function sessionFromIdToken(
  idToken: string,
  roleForNewProfile: string,
  browser?: Request,
) {
  try {
    const firebaseSession = await auth().createSessionCookie(idToken, {
      expiresIn: sessionLifetimeMs,
    })
    // the session cookie's claims carry the account's identity: no extra lookup on the sign-in path
    const claims = await auth().verifySessionCookie(firebaseSession)
    const { profile, created } = await recordSignIn(
      {
        uid: claims.uid,
        email: claims.email ?? '',
        displayName: typeof claims.name === 'string' ? claims.name : undefined,
        photoURL: claims.picture,
        phoneNumber: claims.phone_number,
      },
      roleForNewProfile,
    )
    const user = sessionUserOf(profile)
    return {
      ok: true as const,
      user,
      created,
      headers: await startSession(user, { firebaseSession }, browser),
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    logger.warn(
      { event: 'auth.session.failed', code, err: (error as Error).message },
      'session could not start',
    )
    const networkish = /network|ECONNREFUSED|fetch failed|socket|timeout|unavailable/i.test(
      `${code} ${(error as Error).message}`,
    )
    const reason: ProviderErrorCode = networkish ? 'network-request-failed' : 'unknown'
    return { ok: false as const, code: reason, message: signInMessage(reason) }
  }
}

function sessionUserOf(profile: UserProfile): SessionUser {
  const role = roleFromStored(profile.role)
  return {
    uid: profile.uid,
    email: profile.email,
    displayName: profile.displayName,
    photoURL: profile.photoURL,
    phoneNumber: profile.phoneNumber,
    role,
    storedRole: role,
    lastLoginAt: profile.lastLoginAt,
    demo: false,
  }
}
