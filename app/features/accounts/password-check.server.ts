import { auth } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { signInLimits } from './auth-limits.server'
import {
  callIdentityToolkit,
  type PasswordSignIn,
  type ProviderErrorCode,
} from './identity-toolkit.server'
import { messages } from './messages'
import { settingsMessages } from './settings-messages'

// a signed-in person's own password, asked again before it is changed or the account deleted: the
// Identity Toolkit sign-in that password sign-in uses, behind the same budgets (a wrong guess
// counts like a failed sign-in), for the account of the session's uid only
export type PasswordCheck =
  | { ok: true; idToken: string; knownBrowserCookie: string }
  | {
      ok: false
      reason: 'wrong' | 'limited' | 'unavailable'
      message: string
      status: number
      retryAfterSeconds?: number
    }

type CheckRequest = {
  request: Request
  clientIp: string
  form: FormData
  uid: string
  email: string
  password: string
  purpose: 'password-change' | 'account-deletion'
  wrongMessage: string
}

const wrongGuesses: ReadonlySet<ProviderErrorCode> = new Set([
  'wrong-password',
  'invalid-login-credentials',
  'user-not-found',
])

export async function checkOwnPassword({
  request,
  clientIp,
  form,
  uid,
  email,
  password,
  purpose,
  wrongMessage,
}: CheckRequest): Promise<PasswordCheck> {
  const limit = await signInLimits.check(request, clientIp, email, form, purpose)
  if (!limit.allowed)
    return {
      ok: false,
      reason: 'limited',
      message: messages.signIn.tooManyRequests,
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  const result = await passwordSignIn(email, password)
  if (result.ok && result.value.localId === uid) {
    return {
      ok: true,
      idToken: result.value.idToken,
      knownBrowserCookie: await signInLimits.succeeded(request, clientIp, email),
    }
  }
  if (!result.ok && result.code === 'network-request-failed')
    return {
      ok: false,
      reason: 'unavailable',
      message: settingsMessages.providerUnavailable,
      status: 503,
    }
  if (!result.ok && result.code === 'too-many-requests')
    return {
      ok: false,
      reason: 'limited',
      message: messages.signIn.tooManyRequests,
      status: 429,
      retryAfterSeconds: 60,
    }
  if (!result.ok && !wrongGuesses.has(result.code))
    logger.warn(
      { event: 'account.password-check-failed', uid, reason: result.code },
      'password check failed',
    )
  await signInLimits.failed(request, clientIp, email)
  logger.info({ event: 'account.password-refused', uid, purpose }, 'current password refused')
  return { ok: false, reason: 'wrong', message: wrongMessage, status: 400 }
}

export function passwordSignIn(email: string, password: string) {
  return callIdentityToolkit<PasswordSignIn>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  })
}

// how the account signs in: whether it has a password, and the other ways, as people name them
export type SignInMethods = { email: string; hasPassword: boolean; others: string[] }

const providerNames: Record<string, string> = { 'google.com': 'Google', 'facebook.com': 'Facebook' }

export async function signInMethodsOf(uid: string): Promise<SignInMethods | null> {
  const user = await auth()
    .getUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return null
      throw error
    })
  if (!user) return null
  const ids = user.providerData.map((provider) => provider.providerId)
  return {
    email: user.email ?? '',
    hasPassword: ids.includes('password'),
    others: [
      ...new Set(ids.filter((id) => id !== 'password').map((id) => providerNames[id] ?? id)),
    ],
  }
}
