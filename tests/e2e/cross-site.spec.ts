import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

// a post that changes something is accepted only from this site's own pages: Origin compared by
// scheme, host and port, the Referer when a browser sends no Origin, forwarded headers ignored
// while TRUST_PROXY is off (ADR 018)
const demoBuyer = 'email=buyer%40demo.threshold.example&password=Demo1234'

function signInFrom(request: APIRequestContext, headers: Record<string, string>) {
  return request.post('/auth/login', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    data: demoBuyer,
    maxRedirects: 0,
  })
}

test('a sign-in posted from another site is refused and signs no one in', async ({
  request,
  baseURL,
}) => {
  const own = new URL(baseURL!)
  const foreign: Array<[string, Record<string, string>]> = [
    ['no Origin, a Referer from another site', { referer: 'https://evil.example/trap.html' }],
    [
      'a forwarded host and scheme that match a foreign Origin',
      {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    ],
    ['this host and port over another scheme', { origin: `https://${own.host}` }],
    [
      'this host on another port',
      { origin: `${own.protocol}//${own.hostname}:${Number(own.port) + 1}` },
    ],
    ['fetch metadata saying cross-site', { 'sec-fetch-site': 'cross-site' }],
  ]
  for (const [name, headers] of foreign) {
    const response = await signInFrom(request, headers)
    expect(response.status(), name).toBe(403)
    expect(await response.text(), name).toContain('That form came from another site')
    expect(response.headers()['set-cookie'], name).toBeUndefined()
  }
})

test('a sign-in from this site’s own page still works', async ({ request, baseURL }) => {
  const own = new URL(baseURL!).origin
  const accepted: Array<[string, Record<string, string>]> = [
    ['its own Origin', { origin: own }],
    ['no Origin, its own Referer', { referer: `${own}/auth/login` }],
    ['Origin null from a same-origin form', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
    ['a script that sends neither', {}],
  ]
  for (const [name, headers] of accepted) {
    const response = await signInFrom(request, headers)
    expect(response.status(), name).toBe(302)
    expect(response.headers().location, name).toBe('/buyer-dashboard')
  }
})
