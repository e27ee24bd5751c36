import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { remixHandler, type FetchHandler } from './remix-handler.server'
import { serve } from './test-server'
import { wholeResponse } from './whole-response.server'

const seen: Array<{ request: Request; context: AppLoadContext; body: string }> = []
const pages: string[] = []
let aborted = false

const handle: FetchHandler = async (request, context) => {
  seen.push({ request, context, body: request.body ? await request.text() : '' })
  const path = new URL(request.url).pathname
  if (path === '/slow') {
    request.signal.addEventListener('abort', () => (aborted = true))
    return new Promise<Response>(() => {})
  }
  if (path === '/broken') throw new Error('render failed')
  if (path === '/whole')
    return wholeResponse('<p>caf\u00e9 \u2014 whole</p>', {
      status: 201,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  if (path === '/whole-read') {
    const response = wholeResponse('<p>kept</p>', {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
    const [kept, read] = response.body!.tee()
    void read
    return new Response(kept, response)
  }
  if (path === '/signed-in') {
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' })
    headers.append('Set-Cookie', 'a=1; Path=/')
    headers.append('Set-Cookie', 'b=2; Path=/')
    return new Response('<p>dashboard</p>', { status: 200, headers })
  }
  if (path === '/stream') {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('one, '))
        setTimeout(() => {
          controller.enqueue(new TextEncoder().encode('two'))
          controller.close()
        }, 20)
      },
    })
    return new Response(body, { headers: { 'Content-Type': 'text/plain' } })
  }
  if (path.endsWith('.data'))
    return new Response('[]', { headers: { 'Content-Type': 'text/x-script' } })
  return new Response(`<p>${path}</p>`, {
    status: path === '/missing' ? 404 : 200,
    statusText: 'Fine',
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}

let server: Awaited<ReturnType<typeof serve>>
let failures: unknown[] = []

beforeAll(async () => {
  server = await serve((app) => {
    app.set('trust proxy', true)
    app.all(
      '*',
      remixHandler({
        handle,
        loadContext: (req) => ({ cspNonce: 'n', clientIp: req.ip ?? 'unknown' }),
        onPage: (req, res) => pages.push(`${req.originalUrl} ${res.statusCode}`),
      }),
    )
    app.use(
      (
        error: unknown,
        _req: unknown,
        res: { status(code: number): { send(text: string): void } },
        _next: unknown,
      ) => {
        failures.push(error)
        res.status(500).send('last resort')
      },
    )
  })
})
afterAll(() => server.close())

test('Remix gets the request as it came: method, full address, headers, body, and the load context', async () => {
  const answer = await server.send('/auth/login?redirectTo=%2Fx', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'threshold.example:8443',
      'x-forwarded-proto': 'https',
    },
    body: 'email=a%40b.co',
  })
  expect(answer.status).toBe(200)
  const { request, context, body } = seen.at(-1)!
  expect(request.method).toBe('POST')
  expect(request.url).toBe('https://threshold.example:8443/auth/login?redirectTo=%2Fx')
  expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
  expect(body).toBe('email=a%40b.co')
  expect(context).toEqual({ cspNonce: 'n', clientIp: '203.0.113.9' })
})

test('the Response is written as Remix made it: status, each cookie, body; a GET page counts as a page view', async () => {
  const answer = await server.send('/signed-in')
  expect(answer.status).toBe(200)
  expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
  expect(answer.body).toBe('<p>dashboard</p>')
  expect((await server.send('/missing')).status).toBe(404)
  await expect.poll(() => pages).toEqual(expect.arrayContaining(['/signed-in 200', '/missing 404']))
})

test('a streamed body arrives whole; data requests and posts are no page views', async () => {
  expect((await server.send('/stream')).body).toBe('one, two')
  await server.send('/how-it-works.data')
  await server.send('/how-it-works', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'a=1',
  })
  expect(pages.filter((page) => /stream|\.data|how-it-works/.test(page))).toEqual([])
})

test('a visitor who goes away aborts the request; a handler that throws reaches the error handler', async () => {
  const gone = fetch(`${server.origin}/slow`, { signal: AbortSignal.timeout(100) }).catch(
    () => 'gone',
  )
  expect(await gone).toBe('gone')
  await expect.poll(() => aborted).toBe(true)
  failures = []
  const broken = await server.send('/broken')
  expect(broken.body).toBe('last resort')
  expect(String(failures[0])).toContain('render failed')
})

test('a page whose body is whole in memory is written as it is; an answered request ends its signal', async () => {
  const answer = await server.send('/whole')
  expect(answer.status).toBe(201)
  expect(answer.body).toBe('<p>caf\u00e9 \u2014 whole</p>')
  expect((await server.send('/whole-read')).body).toBe('<p>kept</p>')
  const { request } = seen.findLast((entry) => entry.request.url.endsWith('/whole'))!
  await expect.poll(() => request.signal.aborted).toBe(true)
  expect(request.signal.reason).toEqual({ reason: 'answered' })
})
