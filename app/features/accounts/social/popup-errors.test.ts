import { describe, expect, test } from 'vitest'
import { messages } from '../messages'
import { popupFailureMessage, popupOffersRedirect } from './popup-errors'

describe('the popup error codes, in the spec words (§8)', () => {
  test.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'])(
    '%s is a cancel',
    (code) => {
      expect(popupFailureMessage('google', code)).toBe('Sign-in was cancelled')
      expect(popupFailureMessage('facebook', code)).toBe(messages.social.cancelled)
      expect(popupOffersRedirect(code)).toBe(false)
    },
  )

  test('a blocked popup is named, and the redirect in this window offered', () => {
    expect(popupFailureMessage('google', 'auth/popup-blocked')).toBe(
      'Sign-in popup was blocked by your browser',
    )
    expect(popupFailureMessage('facebook', 'auth/popup-blocked')).toBe(
      'Sign-in popup was blocked by your browser',
    )
    expect(popupOffersRedirect('auth/popup-blocked')).toBe(true)
  })

  test('an account with another way in is named as such', () => {
    expect(popupFailureMessage('facebook', 'auth/account-exists-with-different-credential')).toBe(
      'An account already exists with the same email address but different sign-in credentials. Sign in with the method you used before.',
    )
  })

  test.each([
    undefined,
    'auth/network-request-failed',
    'auth/internal-error',
    'auth/unauthorized-domain',
    42,
  ])('anything else (%s) is the provider failure', (code) => {
    expect(popupFailureMessage('google', code)).toBe('Google sign-in failed')
    expect(popupFailureMessage('facebook', code)).toBe('Facebook sign-in failed')
  })

  test('an unreachable helper script offers the redirect in this window', () => {
    expect(popupOffersRedirect('auth/network-request-failed')).toBe(true)
  })
})
