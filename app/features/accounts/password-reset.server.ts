import { isDemoMode } from '~/platform/env.server'
import { auth } from '~/platform/firebase.server'
import { logger, maskEmail } from '~/platform/logger.server'
import { resetMessage } from './auth-errors'
import { isSharedDemoAccount } from './demo-users.server'
import { callIdentityToolkit, type ProviderErrorCode } from './identity-toolkit.server'
import { messages } from './messages'
import { endAllSessionsOf } from './session.server'

type Outcome = { ok: true } | { ok: false; code: ProviderErrorCode; message: string }

export async function sendPasswordReset(email: string): Promise<Outcome> {
  // everyone shares the demo accounts' published password: a reset would lock every visitor out
  if (isDemoMode() && isSharedDemoAccount(email))
    return { ok: false, code: 'operation-not-allowed', message: messages.reset.sharedDemoAccount }
  const result = await callIdentityToolkit('accounts:sendOobCode', {
    requestType: 'PASSWORD_RESET',
    email,
  })
  logger.info(
    {
      event: 'auth.reset.requested',
      email: maskEmail(email),
      ok: result.ok,
      reason: result.ok ? undefined : result.code,
    },
    'reset requested',
  )
  if (!result.ok) return { ok: false, code: result.code, message: resetMessage(result.code) }
  return { ok: true }
}

export const resetLinkMessages = {
  expired: 'This reset link has expired. Ask for a new one.',
  invalid: 'This reset link is not valid or has already been used. Ask for a new one.',
  done: { title: 'Password updated', description: 'Sign in with your new password.' },
} as const

// the e-mail address a reset code belongs to, or why the code cannot be used
export async function checkResetCode(
  oobCode: string,
): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  const result = await callIdentityToolkit<{ email: string }>('accounts:resetPassword', { oobCode })
  if (result.ok) return { ok: true, email: result.value.email }
  return { ok: false, message: resetCodeProblem(result.code) }
}

export async function completePasswordReset(
  oobCode: string,
  newPassword: string,
): Promise<Outcome> {
  const result = await callIdentityToolkit<{ email: string }>('accounts:resetPassword', {
    oobCode,
    newPassword,
  })
  if (!result.ok) {
    const message =
      result.code === 'weak-password' ? 'Password is too weak' : resetCodeProblem(result.code)
    return { ok: false, code: result.code, message }
  }
  logger.info(
    { event: 'auth.reset.completed', email: maskEmail(result.value.email) },
    'password reset',
  )
  await endSessionsAfterReset(result.value.email)
  return { ok: true }
}

function resetCodeProblem(code: ProviderErrorCode): string {
  if (code === 'expired-action-code') return resetLinkMessages.expired
  if (code === 'network-request-failed') return resetMessage(code)
  return resetLinkMessages.invalid
}

// a new password ends every session of the account, here at once; Firebase's own revocation of
// the account's tokens (checkRevoked) stands behind it if this fails
async function endSessionsAfterReset(email: string) {
  try {
    await endAllSessionsOf((await auth().getUserByEmail(email)).uid, 'password-reset')
  } catch (error) {
    logger.error(
      { event: 'auth.sessions.end-failed', email: maskEmail(email), err: (error as Error).message },
      'sessions not ended after reset',
    )
  }
}
