import * as remix from '@remix-run/route-config'
import { expect, test } from 'vitest'
import * as ours from './route-config'

test("the server build's route helpers make the objects @remix-run/route-config's make", () => {
  const children = [ours.index('routes/a.tsx')]
  const cases: Array<(helpers: Pick<typeof remix, 'route' | 'index'>) => unknown> = [
    (h) => h.route('auth/login', 'routes/auth.login.tsx', { id: 'auth-login' }),
    (h) => h.route('auth/logout', 'routes/auth.logout.tsx'),
    (h) => h.route(null, 'routes/layout.tsx', children),
    (h) =>
      h.route(
        'x',
        'routes/x.tsx',
        { id: 'x', caseSensitive: true, index: false, unknown: 1 } as never,
        children,
      ),
    (h) => h.index('routes/_index.tsx'),
    (h) => h.index('routes/_index.tsx', { id: 'home', other: 2 } as never),
  ]
  for (const make of cases) expect(make(ours)).toStrictEqual(make(remix))
})
