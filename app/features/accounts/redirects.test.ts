import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { landingAfterSignIn, safeRedirectPath } from './redirects'

// what a browser would do with `Location: <path>` on this site: stay on the same origin
function isSameOriginPath(path: string) {
  const here = new URL('https://threshold.example:8443/somewhere/deep?x=1')
  if (
    !path.startsWith('/') ||
    path[1] === '/' ||
    path[1] === '\\' ||
    // eslint-disable-next-line no-control-regex -- control characters must never reach a header
    /[\u0000-\u001f\u007f]/.test(path)
  )
    return false
  return new URL(path, here).origin === here.origin
}

const pieces = [
  '/',
  '//',
  '\\',
  '/\\',
  '.',
  '..',
  '/./',
  '/../',
  '%2e',
  '%2E',
  '%2e%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%00',
  '%09',
  '%0a',
  '%0d',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u000b',
  '\u007f',
  '\u00a0',
  '\u2028',
  '\u3002',
  '\uff0f',
  '\uff3c',
  '@',
  ':',
  '?',
  '#',
  '&',
  '=',
  'evil.example',
  'evil.example:80',
  'user:pass@',
  'http:',
  'https:',
  'javascript:',
  'data:',
  'HTTP://',
  'a',
  'buyer-dashboard',
  'auth',
]
const hostile = fc
  .array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 10 })
  .map((parts) => parts.join(''))
const anything = fc.oneof(
  hostile,
  hostile.map((rest) => `/${rest}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl().map((url) => url.replace(/^https?:/, '')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((rest) => `/${rest}`),
)

describe('safe redirects', () => {
  test.each([
    '/buyer-dashboard',
    '/property/ames-0001?tab=offer',
    '/x#y',
    '/property-search?q=3%20beds&beds=3',
  ])('%s on this site is honoured', (path) => {
    expect(safeRedirectPath(path)).toBe(path)
  })

  test('a fragment survives: a sign-in for an action lands back on its form', () => {
    expect(safeRedirectPath('/property/ames-0001?then=save#save-home')).toBe(
      '/property/ames-0001?then=save#save-home',
    )
    expect(landingAfterSignIn('buyer', { redirectTo: '/property/ames-0001#offer' })).toBe(
      '/property/ames-0001#offer',
    )
  })

  test.each([
    'https://evil.example/#save-home',
    '//evil.example#ask',
    '/\\evil.example#tour',
    '/.//evil.example?then=save#save-home',
  ])('%s, off-site with a fragment, is still refused', (path) => {
    expect(safeRedirectPath(path)).toBeNull()
    expect(landingAfterSignIn('buyer', { redirectTo: path })).toBe('/buyer-dashboard')
  })

  test.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    'buyer',
    '/\u0000x',
    42,
    null,
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/x\r\nSet-Cookie: a=b',
  ])('%s is refused', (path) => {
    expect(safeRedirectPath(path)).toBeNull()
  })

  test('whatever it is given, the answer is null or a path that stays on this site and is stable', () => {
    fc.assert(
      fc.property(anything, (input) => {
        const output = safeRedirectPath(input)
        if (output === null) return
        expect(
          isSameOriginPath(output),
          `${JSON.stringify(input)} → ${JSON.stringify(output)}`,
        ).toBe(true)
        expect(safeRedirectPath(output)).toBe(output)
      }),
      { numRuns: 20_000 },
    )
  })
})

describe('the landing after sign-in', () => {
  test('each role lands on its dashboard', () => {
    expect(landingAfterSignIn('seller', {})).toBe('/seller-dashboard-authentic')
    expect(landingAfterSignIn('vendor', {})).toBe('/vendor-dashboard')
    expect(landingAfterSignIn('buyer', {})).toBe('/buyer-dashboard')
    expect(landingAfterSignIn('admin', {})).toBe('/')
  })
  test('a payment hand-off goes to services with the plan and amount', () => {
    expect(landingAfterSignIn('buyer', { redirect: 'payment', plan: 'pro', amount: '499' })).toBe(
      '/services?autoSelect=pro&amount=499',
    )
  })
  test.each([
    'https://evil.example',
    '/.//evil.example',
    '/auth/logout',
    '/AUTH/logout',
    '/x/../auth/logout',
  ])('redirectTo %s falls back to the landing', (redirectTo) => {
    expect(landingAfterSignIn('buyer', { redirectTo })).toBe('/buyer-dashboard')
  })
})
