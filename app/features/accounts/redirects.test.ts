import { describe, expect, test } from 'vitest'
import { landingAfterSignIn, safeRedirectPath } from './redirects'

describe('redirects after sign-in', () => {
  test.each(['/buyer-dashboard', '/property/ames-0001?tab=offer', '/x#y'])('%s on this site is honoured', (path) => {
    expect(safeRedirectPath(path)).toBe(path)
  })
  test.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', 'buyer', '/\u0000x', 42])(
    '%s is refused',
    (path) => {
      expect(safeRedirectPath(path)).toBeNull()
    },
  )
  test('each role lands on its dashboard', () => {
    expect(landingAfterSignIn('seller', {})).toBe('/seller-dashboard-authentic')
    expect(landingAfterSignIn('vendor', {})).toBe('/vendor-dashboard')
    expect(landingAfterSignIn('buyer', {})).toBe('/buyer-dashboard')
    expect(landingAfterSignIn('admin', {})).toBe('/')
  })
  test('a payment hand-off goes to services with the plan and amount', () => {
    expect(landingAfterSignIn('buyer', { redirect: 'payment', plan: 'pro', amount: '499' })).toBe('/services?autoSelect=pro&amount=499')
  })
  test('an off-site redirectTo falls back to the landing', () => {
    expect(landingAfterSignIn('buyer', { redirectTo: 'https://evil.example' })).toBe('/buyer-dashboard')
  })
})
