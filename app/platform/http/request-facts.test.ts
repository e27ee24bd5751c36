import { afterAll, beforeAll, expect, test } from 'vitest'
import { factsOf, noteRequestUid, requestFacts } from './request-facts.server'
import { serve } from './test-server'

let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.use(
      requestFacts({
        routeOf: (pathname) => (pathname.startsWith('/property/') ? '/property/:id' : 'unmatched'),
      }),
    )
    app.get('/signed-in', async (_req, res) => {
      // the session is read after an await, as a loader reads it
      await new Promise((resolve) => setTimeout(resolve, 5))
      noteRequestUid('user-1')
      res.json(factsOf(res))
    })
    app.get('*', (_req, res) => void res.json(factsOf(res)))
  })
})
afterAll(() => server.close())

test('a request gets an id, sent back, and the route it matched', async () => {
  const answer = await server.send('/property/ames-0001')
  const facts = JSON.parse(answer.body)
  expect(facts.reqId).toMatch(/^[0-9a-f-]{36}$/)
  expect(answer.headers['x-request-id']).toBe(facts.reqId)
  expect(facts.route).toBe('/property/:id')
  expect(typeof facts.startedAt).toBe('number')
})

test("a proxy's request id is kept; an odd one is replaced", async () => {
  expect(
    (await server.send('/', { headers: { 'x-request-id': 'edge-42.a:b' } })).headers[
      'x-request-id'
    ],
  ).toBe('edge-42.a:b')
  const odd = await server.send('/', { headers: { 'x-request-id': 'a b<script>' } })
  expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  const long = await server.send('/', { headers: { 'x-request-id': 'x'.repeat(65) } })
  expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('the user the session names reaches the facts of its own request only', async () => {
  const [signedIn, anonymous] = await Promise.all([
    server.send('/signed-in'),
    server.send('/other'),
  ])
  expect(JSON.parse(signedIn.body).uid).toBe('user-1')
  expect(JSON.parse(anonymous.body).uid).toBeUndefined()
})

test('noting a user outside any request does nothing', () => {
  expect(() => noteRequestUid('nobody')).not.toThrow()
})
