import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { refuseCrossSitePosts } from './refuse-cross-site-posts.server'
import { serve } from './test-server'

type Server = Awaited<ReturnType<typeof serve>>
const servers: Record<'plain' | 'proxied' | 'public', Server> = {} as never

beforeAll(async () => {
  const setUp =
    (options: Parameters<typeof refuseCrossSitePosts>[0]) =>
    (app: Parameters<Parameters<typeof serve>[0]>[0]) => {
      app.use(refuseCrossSitePosts(options))
      app.all('*', (req, res) => void res.send(`accepted, origin ${req.get('origin') ?? 'none'}`))
    }
  servers.plain = await serve(setUp({ trustProxy: false }))
  servers.proxied = await serve(setUp({ trustProxy: true }))
  servers.public = await serve(
    setUp({ trustProxy: false, publicUrl: 'https://threshold.example/' }),
  )
})
afterAll(() => Promise.all(Object.values(servers).map((server) => server.close())))

const post = (server: Server, headers: Record<string, string>) =>
  server.send('/auth/login', { method: 'POST', headers, body: 'email=a' })

describe('a post from this site', () => {
  test('with its own Origin is accepted', async () => {
    const answer = await post(servers.plain, { origin: servers.plain.origin })
    expect(answer.status).toBe(200)
  })
  test('with no Origin and a Referer from this site is accepted', async () => {
    expect(
      (await post(servers.plain, { referer: `${servers.plain.origin}/auth/login?x=1` })).status,
    ).toBe(200)
  })
  test('from a script that sends neither Origin nor Referer is accepted', async () => {
    expect((await post(servers.plain, {})).status).toBe(200)
  })
  test('with Origin null and fetch metadata saying same-origin is accepted, the null origin dropped', async () => {
    const answer = await post(servers.plain, { origin: 'null', 'sec-fetch-site': 'same-origin' })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('accepted, origin none')
  })
  test('reads are never checked', async () => {
    expect(
      (await servers.plain.send('/x', { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(200)
  })
})

describe('a post from elsewhere is refused with a clear page', () => {
  test.each([
    ['another site', { origin: 'https://evil.example' }],
    ['the same host on another port', { origin: 'http://127.0.0.1:1' }],
    ['the same host and port over another scheme', { origin: 'https://127.0.0.1:PORT' }],
    ['Origin null without fetch metadata', { origin: 'null' }],
    ['no Origin and a Referer from another site', { referer: 'https://evil.example/trap.html' }],
    ['no Origin and an unreadable Referer', { referer: 'not a url' }],
    ['no Origin and fetch metadata saying cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and fetch metadata saying same-site', { 'sec-fetch-site': 'same-site' }],
    [
      'a forwarded host matching the Origin while no proxy is trusted',
      {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    ],
  ])('%s', async (_name, headers: Record<string, string>) => {
    const port = String(servers.plain.port)
    const answer = await post(
      servers.plain,
      Object.fromEntries(
        Object.entries(headers).map(([key, value]) => [key, value.replace('PORT', port)]),
      ),
    )
    expect(answer.status).toBe(403)
    expect(answer.body).toContain('That form came from another site')
  })
  test('PUT, PATCH and DELETE alike', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(
        (
          await servers.plain.send('/api/x', {
            method,
            headers: { origin: 'https://evil.example' },
          })
        ).status,
      ).toBe(403)
    }
  })
})

describe('behind a trusted proxy', () => {
  test('the forwarded scheme and host are the origin', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'threshold.example' }
    expect(
      (await post(servers.proxied, { ...forwarded, origin: 'https://threshold.example' })).status,
    ).toBe(200)
    expect(
      (await post(servers.proxied, { ...forwarded, origin: 'http://threshold.example' })).status,
    ).toBe(403)
    expect(
      (await post(servers.proxied, { ...forwarded, origin: servers.proxied.origin })).status,
    ).toBe(403)
  })
  test('the first of several forwarded values is the visitor’s', async () => {
    const answer = await post(servers.proxied, {
      'x-forwarded-proto': 'https, http',
      'x-forwarded-host': 'threshold.example, internal:8080',
      origin: 'https://threshold.example',
    })
    expect(answer.status).toBe(200)
  })
})

describe('with a public address configured', () => {
  test('only that origin is accepted, whatever Host says', async () => {
    expect((await post(servers.public, { origin: 'https://threshold.example' })).status).toBe(200)
    expect(
      (await post(servers.public, { referer: 'https://threshold.example/property/ames-0001' }))
        .status,
    ).toBe(200)
    expect((await post(servers.public, { origin: servers.public.origin })).status).toBe(403)
    expect((await post(servers.public, { origin: 'http://threshold.example' })).status).toBe(403)
    expect(
      (await post(servers.public, { origin: 'https://evil.example', host: 'evil.example' })).status,
    ).toBe(403)
  })
})

test('the API is answered in JSON', async () => {
  const answer = await servers.plain.send('/api/events', {
    method: 'POST',
    headers: { origin: 'https://evil.example' },
  })
  expect(answer.status).toBe(403)
  expect(JSON.parse(answer.body)).toEqual({
    message: expect.stringContaining('That form came from another site'),
  })
})
