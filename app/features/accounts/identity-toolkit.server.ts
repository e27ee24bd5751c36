import { identityToolkitUrl } from '~/platform/firebase.server'
import { RequestAnsweredError, whileWriting } from '~/platform/http/request-work.server'
import { logger } from '~/platform/logger.server'

const timeoutMs = 8_000

// the provider's error, as the spec's catalogue names it (auth/user-not-found ...), or the raw
// message when the catalogue has no name for it
export type ProviderErrorCode =
  | 'user-not-found'
  | 'wrong-password'
  | 'invalid-login-credentials'
  | 'invalid-email'
  | 'user-disabled'
  | 'too-many-requests'
  | 'api-key-not-valid'
  | 'network-request-failed'
  | 'email-already-in-use'
  | 'weak-password'
  | 'configuration-not-found'
  | 'operation-not-allowed'
  | 'expired-action-code'
  | 'invalid-action-code'
  | 'missing-password'
  | 'unknown'

export type ToolkitResult<T> =
  { ok: true; value: T } | { ok: false; code: ProviderErrorCode; providerMessage?: string }

const codesByMessage: Record<string, ProviderErrorCode> = {
  EMAIL_NOT_FOUND: 'user-not-found',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_LOGIN_CREDENTIALS: 'invalid-login-credentials',
  INVALID_EMAIL: 'invalid-email',
  USER_DISABLED: 'user-disabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
  EMAIL_EXISTS: 'email-already-in-use',
  WEAK_PASSWORD: 'weak-password',
  CONFIGURATION_NOT_FOUND: 'configuration-not-found',
  OPERATION_NOT_ALLOWED: 'operation-not-allowed',
  PASSWORD_LOGIN_DISABLED: 'operation-not-allowed',
  EXPIRED_OOB_CODE: 'expired-action-code',
  INVALID_OOB_CODE: 'invalid-action-code',
  MISSING_PASSWORD: 'missing-password',
}

export function providerCode(message: string): ProviderErrorCode {
  // messages look like "WEAK_PASSWORD : Password should be at least 6 characters"
  const head = message.split(':')[0]!.trim()
  if (codesByMessage[head]) return codesByMessage[head]
  if (/API key not valid|API_KEY_INVALID/i.test(message)) return 'api-key-not-valid'
  return 'unknown'
}

const accountWrites = new Set([
  'accounts:signUp',
  'accounts:update',
  'accounts:delete',
  'accounts:sendOobCode',
  'accounts:resetPassword',
])

// one Identity Toolkit REST call; an unreachable provider is a result, never a thrown error
export async function callIdentityToolkit<T>(
  method: string,
  body: Record<string, unknown>,
): Promise<ToolkitResult<T>> {
  let response: Response
  const send = () =>
    fetch(identityToolkitUrl(method), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  try {
    // an account made, changed or a mail sent is a write of the request (ADR 063); a sign-in is not
    response = await (accountWrites.has(method) ? whileWriting(send) : send())
  } catch (error) {
    if (error instanceof RequestAnsweredError) throw error
    logger.warn(
      { event: 'auth.provider.unreachable', method, err: (error as Error).message },
      'identity provider unreachable',
    )
    return { ok: false, code: 'network-request-failed' }
  }
  const payload = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } }
  if (response.ok) return { ok: true, value: payload }
  const message = payload.error?.message ?? `${response.status}`
  if (response.status >= 500) {
    logger.warn(
      { event: 'auth.provider.failed', method, status: response.status },
      'identity provider failed',
    )
    return { ok: false, code: 'network-request-failed' }
  }
  return {
    ok: false,
    code: providerCode(message),
    providerMessage: message.split(':').slice(1).join(':').trim() || undefined,
  }
}

export type PasswordSignIn = {
  localId: string
  idToken: string
  email: string
  displayName?: string
}
export type SignUp = { localId: string; idToken: string; email: string }
export type IdpSignIn = {
  localId: string
  idToken: string
  email?: string
  displayName?: string
  photoUrl?: string
  isNewUser?: boolean
  // an address an account already holds, with one account per address (no idToken then)
  needConfirmation?: boolean
  verifiedProvider?: string[]
  // returnIdpCredential turns a refusal into a 200 answer that says why
  errorMessage?: string
}
