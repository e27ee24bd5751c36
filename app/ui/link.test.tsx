import { Link as RemixLink, NavLink as RemixNavLink } from '@remix-run/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { Link, NavLink } from './link'

// the browser hydrates the server's <a> with Remix's own Link: the markup must be the same
const at = (path: string, element: ReactElement) =>
  renderToString(<StaticRouter location={path}>{element}</StaticRouter>)

describe('Link written by the server', () => {
  const cases: Array<[string, Parameters<typeof Link>[0]]> = [
    ['a path', { to: '/terms', children: 'Terms' }],
    [
      'a class and a label',
      { to: '/', className: 'site-header__logo', 'aria-label': 'Threshold home', children: 'Home' },
    ],
    ['a query and a hash', { to: '/property-search?q=park&beds=3#results', children: 'Search' }],
    ['an empty query and hash', { to: '/property-search?#', children: 'Search' }],
    ['a hash with a question mark', { to: '/help#what?', children: 'Help' }],
    ['a document reload', { to: '/auth/logout', reloadDocument: true, children: 'Out' }],
    ['no discovery', { to: '/x', discover: 'none', children: 'X' }],
    [
      'a target and navigation props',
      {
        to: '/x',
        target: '_blank',
        rel: 'noopener',
        replace: true,
        state: { a: 1 },
        preventScrollReset: true,
        prefetch: 'intent',
        children: 'X',
      },
    ],
    [
      'data and aria attributes',
      { to: '/x', ...{ 'data-kind': 'card' }, 'aria-describedby': 'hint', id: 'x', children: 'X' },
    ],
  ]
  for (const [name, props] of cases) {
    it(`writes what Remix writes: ${name}`, () => {
      expect(at('/somewhere', <Link {...props} />)).toBe(at('/somewhere', <RemixLink {...props} />))
    })
  }

  it('is an <a> with the path and the discovery mark', () => {
    expect(at('/', <Link to="/terms?#">Terms</Link>)).toBe(
      '<a data-discover="true" href="/terms">Terms</a>',
    )
  })

  it('leaves a relative path, an external address and a prefetched page to Remix', () => {
    for (const props of [
      { to: 'edit' },
      { to: '../up' },
      { to: 'https://example.com/' },
      { to: '//example.com' },
      { to: '/x', prefetch: 'render' as const },
      { to: { pathname: '/x', search: '?a=1' } },
    ]) {
      expect(at('/a/b', <Link {...props}>go</Link>)).toBe(
        at('/a/b', <RemixLink {...props}>go</RemixLink>),
      )
    }
  })
})

describe('NavLink written by the server', () => {
  const cases: Array<[string, string, Parameters<typeof NavLink>[0]]> = [
    [
      'on its page',
      '/buyer-flow',
      { to: '/buyer-flow', className: 'site-nav__link', children: 'Buy' },
    ],
    [
      'below its page',
      '/seller-flow/photos',
      { to: '/seller-flow', className: 'site-nav__link', children: 'Sell' },
    ],
    [
      'below its page with end',
      '/seller-flow/photos',
      { to: '/seller-flow', end: true, children: 'Sell' },
    ],
    ['elsewhere', '/terms', { to: '/seller-flow', className: 'site-nav__link', children: 'Sell' }],
    ['a page sharing a prefix', '/sellers', { to: '/seller', children: 'Sell' }],
    ['the root', '/terms', { to: '/', children: 'Home' }],
    ['the root, on it', '/', { to: '/', children: 'Home' }],
    ['a trailing slash', '/docs/a', { to: '/docs/', children: 'Docs' }],
    ['another case', '/Buyer-Flow', { to: '/buyer-flow', children: 'Buy' }],
    ['a query in the link', '/property-search', { to: '/property-search?q=x', children: 'Search' }],
    ['its own aria-current', '/x', { to: '/x', 'aria-current': 'step', children: 'X' }],
  ]
  for (const [name, path, props] of cases) {
    it(`writes what Remix writes: ${name}`, () => {
      expect(at(path, <NavLink {...props} />)).toBe(at(path, <RemixNavLink {...props} />))
    })
  }
})
