import { messages } from './messages'
import type { ProviderErrorCode } from './identity-toolkit.server'

// §8 error catalogue, verbatim; anything the catalogue does not name falls back as it says
export function signInMessage(code: ProviderErrorCode, providerMessage?: string): string {
  switch (code) {
    case 'user-not-found':
      return messages.signIn.userNotFound
    case 'wrong-password':
      return messages.signIn.wrongPassword
    case 'invalid-login-credentials':
      return messages.signIn.invalidCredentials
    case 'invalid-email':
      return messages.signIn.invalidEmail
    case 'user-disabled':
      return messages.signIn.userDisabled
    case 'too-many-requests':
      return messages.signIn.tooManyRequests
    case 'api-key-not-valid':
      return messages.signIn.apiKeyNotValid
    case 'network-request-failed':
      return messages.signIn.network
    default:
      return providerMessage ?? messages.signIn.fallback
  }
}

export function registerMessage(code: ProviderErrorCode): string {
  switch (code) {
    case 'email-already-in-use':
      return messages.register.emailInUse
    case 'weak-password':
      return messages.register.weakPassword
    case 'invalid-email':
      return messages.register.invalidEmail
    case 'network-request-failed':
      return messages.signIn.network
    case 'too-many-requests':
      return messages.signIn.tooManyRequests
    default:
      return messages.register.fallback
  }
}

export function resetMessage(code: ProviderErrorCode): string {
  switch (code) {
    case 'user-not-found':
      return messages.reset.userNotFound
    case 'invalid-email':
      return messages.reset.invalidEmail
    case 'network-request-failed':
      return messages.reset.network
    case 'configuration-not-found':
      return messages.reset.notConfigured
    case 'too-many-requests':
      return messages.signIn.tooManyRequests
    default:
      return messages.reset.fallback
  }
}
