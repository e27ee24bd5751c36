import { describe, expect, test } from 'vitest'
import { authDomainOf } from './popup-config.server'

describe("the popup's auth domain", () => {
  test('is FIREBASE_AUTH_DOMAIN when set, else the project default', () => {
    expect(
      authDomainOf({
        FIREBASE_PROJECT_ID: 'threshold-prod',
        FIREBASE_AUTH_DOMAIN: 'login.threshold.example',
      }),
    ).toBe('login.threshold.example')
    expect(authDomainOf({ FIREBASE_PROJECT_ID: 'threshold-prod' })).toBe(
      'threshold-prod.firebaseapp.com',
    )
  })
})
