import { afterAll, beforeAll, expect, test } from 'vitest'
import { refuseUnsupportedMethods } from './refuse-unsupported-methods.server'
import { serve } from './test-server'

let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.use(refuseUnsupportedMethods)
    app.all('*', (req, res) => void res.send(`${req.method} served`))
  })
})
afterAll(() => server.close())

test.each(['GET', 'POST'])('a page answers %s', async (method) => {
  expect((await server.send('/how-it-works', { method })).body).toBe(`${method} served`)
})

test.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])(
  'a page refuses %s with 405, naming what it takes',
  async (method) => {
    const answer = await server.send('/how-it-works', { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD, POST')
    expect(answer.body).toContain('This page answers GET, HEAD, POST requests only.')
  },
)

test('the API takes the other methods too, but not TRACE', async () => {
  expect((await server.send('/api/auth/session', { method: 'DELETE' })).body).toBe('DELETE served')
  const trace = await server.send('/api/auth/session', { method: 'TRACE' })
  expect(trace.status).toBe(405)
  expect(trace.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
})
