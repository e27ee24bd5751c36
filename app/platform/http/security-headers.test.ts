import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cspNonceOf, securityHeaders } from './security-headers.server'
import { serve } from './test-server'

const page = (formActions: string[], development = false, strictTransportSecurity = false) =>
  serve((app) => {
    app.use(securityHeaders({ development, formActions, strictTransportSecurity }))
    app.get('*', (_req, res) => void res.send(`<script nonce="${cspNonceOf(res)}">1</script>`))
  })

describe('in production', () => {
  let server: Awaited<ReturnType<typeof page>>
  beforeAll(async () => (server = await page(['https://accounts.google.com'], false, true)))
  afterAll(() => server.close())

  test("scripts are our own or carry this response's nonce, a new one each time", async () => {
    const [first, second] = [await server.send('/'), await server.send('/')]
    const nonceOf = (answer: typeof first) => String(answer.headers['content-security-policy']).match(/script-src 'self' 'nonce-([^']+)'/)?.[1]
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
