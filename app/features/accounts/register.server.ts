import { auth } from '~/platform/firebase.server'
import { logger, maskEmail } from '~/platform/logger.server'
import { registerMessage } from './auth-errors'
import { callIdentityToolkit, type ProviderErrorCode, type SignUp } from './identity-toolkit.server'
import { createProfile } from './profiles.server'
import { sessionFromIdToken } from './sign-in.server'
import type { SessionUser } from './session.server'

type Registration = { fullName: string; email: string; password: string; role: 'user' | 'vendor' }

export type RegisterOutcome =
  | { ok: true; user: SessionUser; headers: Headers }
  | { ok: false; code: ProviderErrorCode; message: string }

export async function register(
  { fullName, email, password, role }: Registration,
  browser?: Request,
): Promise<RegisterOutcome> {
  const result = await callIdentityToolkit<SignUp>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  })
  if (!result.ok) {
    logger.info(
      { event: 'auth.register.failed', reason: result.code, email: maskEmail(email) },
      'registration failed',
    )
    return { ok: false, code: result.code, message: registerMessage(result.code) }
  }
  const { localId: uid, idToken } = result.value
  try {
    await auth().updateUser(uid, { displayName: fullName })
    await createProfile({ uid, email, displayName: fullName }, role)
  } catch (error) {
    logger.error({ event: 'auth.register.profile-failed', uid, err: error }, 'profile not written')
    return { ok: false, code: 'unknown', message: registerMessage('unknown') }
  }
  const session = await sessionFromIdToken(idToken, role, browser)
  if (!session.ok) return { ok: false, code: session.code, message: session.message }
  logger.info({ event: 'auth.register.ok', uid, role }, 'registered')
  return { ok: true, user: session.user, headers: session.headers }
}

// spec §4: after registration a seller goes to the seller dashboard, a vendor to the vendor
// dashboard, everyone else home
export function landingAfterRegistration(role: string): string {
  if (role === 'seller') return '/seller-dashboard-authentic'
  if (role === 'vendor') return '/vendor-dashboard'
  return '/'
}
