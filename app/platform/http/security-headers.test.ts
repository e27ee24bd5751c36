import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  cspNonceOf,
  securityHeaders,
  type FramablePages,
  type PopupSources,
} from './security-headers.server'
import { serve } from './test-server'

const page = (
  formActions: string[],
  development = false,
  strictTransportSecurity = false,
  popup?: PopupSources,
  framable?: FramablePages,
) =>
  serve((app) => {
    app.use(securityHeaders({ development, formActions, strictTransportSecurity, popup, framable }))
    app.get('*', (_req, res) => void res.send(`<script nonce="${cspNonceOf(res)}">1</script>`))
  })

describe('in production', () => {
  let server: Awaited<ReturnType<typeof page>>
  beforeAll(async () => (server = await page(['https://accounts.google.com'], false, true)))
  afterAll(() => server.close())

  test("scripts are our own or carry this response's nonce, a new one each time", async () => {
    const [first, second] = [await server.send('/'), await server.send('/')]
    const nonceOf = (answer: typeof first) =>
      String(answer.headers['content-security-policy']).match(
        /script-src 'self' 'nonce-([^']+)'/,
      )?.[1]
    expect(nonceOf(first)).toBeTruthy()
    expect(first.body).toBe(`<script nonce="${nonceOf(first)}">1</script>`)
    expect(nonceOf(second)).not.toBe(nonceOf(first))
  })

  test('forms post to us and the named providers only; no frames from elsewhere; no WebSocket', async () => {
    const policy = String((await server.send('/')).headers['content-security-policy'])
    expect(policy).toContain("form-action 'self' https://accounts.google.com")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toMatch(/connect-src 'self'(;|$)/)
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  test('referrers keep their origin (Remix refuses posts with Origin: null), HSTS when asked for', async () => {
    const answer = await server.send('/')
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined()
  })
})

describe('in development', () => {
  let server: Awaited<ReturnType<typeof page>>
  beforeAll(async () => (server = await page([], true)))
  afterAll(() => server.close())

  test("Vite's WebSocket may connect; no HSTS on plain http", async () => {
    const answer = await server.send('/')
    expect(String(answer.headers['content-security-policy'])).toContain("connect-src 'self' ws:")
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('on the pages with the sign-in popup (ADR 025)', () => {
  let server: Awaited<ReturnType<typeof page>>
  const popup: PopupSources = {
    paths: ['/auth/login'],
    scriptSrc: ['https://apis.google.com'],
    frameSrc: ['https://threshold-prod.firebaseapp.com'],
    connectSrc: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  }
  beforeAll(async () => (server = await page([], false, true, popup)))
  afterAll(() => server.close())

  test("the Firebase web SDK may load Google's helper, frame the auth domain and call its APIs, and keep the popup's handle", async () => {
    const answer = await server.send('/auth/login')
    const policy = String(answer.headers['content-security-policy'])
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/apis\.google\.com(;|$)/)
    expect(policy).toContain("frame-src 'self' https://threshold-prod.firebaseapp.com")
    expect(policy).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    )
    expect(policy).toContain("frame-ancestors 'self'")
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  })

  test('every other page keeps the strict policy', async () => {
    const answer = await server.send('/how-it-works')
    const policy = String(answer.headers['content-security-policy'])
    expect(policy).not.toContain('apis.google.com')
    expect(policy).not.toContain('frame-src')
    expect(policy).toMatch(/connect-src 'self'(;|$)/)
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin')
  })
})

describe('on the pages other sites may frame (the widgets, ADR 040)', () => {
  let server: Awaited<ReturnType<typeof page>>
  const framable: FramablePages = {
    isFramable: (path) => path.startsWith('/widgets/'),
    ancestors: ['*'],
  }
  beforeAll(async () => (server = await page([], false, true, undefined, framable)))
  afterAll(() => server.close())

  test('any site may frame them: frame-ancestors *, no X-Frame-Options, a resource any origin may embed', async () => {
    const answer = await server.send('/widgets/search')
    const policy = String(answer.headers['content-security-policy'])
    expect(policy).toContain('frame-ancestors *')
    expect(policy).not.toContain("frame-ancestors 'self'")
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/)
    expect(answer.headers['x-frame-options']).toBeUndefined()
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  test('every other page may still be framed only by our own', async () => {
    for (const path of ['/', '/widget-testing', '/widgets', '/property-search']) {
      const answer = await server.send(path)
      expect(String(answer.headers['content-security-policy']), path).toContain(
        "frame-ancestors 'self'",
      )
      expect(answer.headers['x-frame-options'], path).toBe('SAMEORIGIN')
      expect(answer.headers['cross-origin-resource-policy'], path).toBe('same-origin')
    }
  })
})

describe('with a street basemap configured (MAP_STYLE_URL, ADR 068)', () => {
  let server: Awaited<ReturnType<typeof serve>>
  beforeAll(
    async () =>
      (server = await serve((app) => {
        app.use(
          securityHeaders({
            development: false,
            formActions: [],
            strictTransportSecurity: true,
            mapOrigins: ['https://storage.googleapis.com'],
          }),
        )
        app.get('*', (_req, res) => void res.send('ok'))
      })),
  )
  afterAll(() => server.close())

  test("the map's script may fetch the basemap's origin, and nothing else is opened", async () => {
    const policy = String(
      (await server.send('/property-search')).headers['content-security-policy'],
    )
    expect(policy).toMatch(/connect-src 'self' https:\/\/storage\.googleapis\.com(;|$)/)
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/)
  })
})
