import { describe, expect, test } from 'vitest'
import { isAuthScreen, shellFor } from './navigation'

describe('shell rules', () => {
  test.each(['/auth/login', '/auth/register', '/get-started', '/demo-login', '/auth/welcome'])(
    '%s is an auth screen: no header, no footer',
    (path) => {
      expect(isAuthScreen(path)).toBe(true)
      expect(shellFor(path)).toEqual({
        showHeader: false,
        showFooter: false,
        padded: false,
        bare: false,
      })
    },
  )

  test('the home page has a header but no footer and no padded container', () => {
    expect(shellFor('/')).toEqual({
      showHeader: true,
      showFooter: false,
      padded: false,
      bare: false,
    })
  })

  test.each(['/widgets/valuation', '/widgets/search'])(
    '%s is a widget, framed by other sites: bare, no header, no footer',
    (path) => {
      expect(shellFor(path)).toEqual({
        showHeader: false,
        showFooter: false,
        padded: false,
        bare: true,
      })
    },
  )

  test.each(['/properties', '/get-started-guide', '/authors', '/demo-login-help'])(
    '%s is an ordinary page',
    (path) => {
      expect(shellFor(path)).toEqual({
        showHeader: true,
        showFooter: true,
        padded: true,
        bare: false,
      })
    },
  )
})
