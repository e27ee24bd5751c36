import { messages } from '../messages'

type Provider = 'google' | 'facebook'

// the Firebase web SDK's popup error codes, in the spec's words (§8): closed or superseded is a
// cancel, a blocker is named, anything else is the provider's failure
export function popupFailureMessage(provider: Provider, code: unknown): string {
  if (
    code === 'auth/popup-closed-by-user' ||
    code === 'auth/cancelled-popup-request' ||
    code === 'auth/user-cancelled'
  )
    return messages.social.cancelled
  if (code === 'auth/popup-blocked') return messages.social.popupBlocked
  // the SDK does not say which method the existing account has
  if (code === 'auth/account-exists-with-different-credential')
    return messages.social.accountExists('the method you used before')
  return provider === 'google' ? messages.social.googleFailed : messages.social.facebookFailed
}

// a blocked popup, or one that could not reach Google's helper script or the provider: the
// redirect flow in this window still works
export function popupOffersRedirect(code: unknown): boolean {
  return (
    code === 'auth/popup-blocked' ||
    code === 'auth/network-request-failed' ||
    code === 'auth/internal-error'
  )
}
