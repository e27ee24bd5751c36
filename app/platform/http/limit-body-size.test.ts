import { afterAll, beforeAll, expect, test } from 'vitest'
import { limitBodySize } from './limit-body-size.server'
import { serve } from './test-server'

let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.use(
      limitBodySize({
        bodyLimit: 1_000,
        uploadLimitOf: (req) => (req.path === '/photos' ? 5_000 : null),
      }),
    )
    app.all('*', (_req, res) => void res.send('read'))
  })
})
afterAll(() => server.close())

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const multipart = { 'content-type': 'multipart/form-data; boundary=x' }

test('a form within the limit is read', async () => {
  expect(
    (await server.send('/form', { method: 'POST', headers: form, body: 'a'.repeat(1_000) })).status,
  ).toBe(200)
})

test('a form over the limit is refused with 413 and a clear page, unread', async () => {
  const answer = await server.send('/form', {
    method: 'POST',
    headers: form,
    body: 'a'.repeat(1_001),
  })
  expect(answer.status).toBe(413)
  expect(answer.body).toContain('at most 1 KB')
  expect(answer.headers.connection).toBe('close')
})

test('a route that takes files has its own limit, for files only', async () => {
  expect(
    (await server.send('/photos', { method: 'POST', headers: multipart, body: 'a'.repeat(5_000) }))
      .status,
  ).toBe(200)
  expect(
    (await server.send('/photos', { method: 'POST', headers: multipart, body: 'a'.repeat(5_001) }))
      .status,
  ).toBe(413)
  expect(
    (await server.send('/photos', { method: 'POST', headers: form, body: 'a'.repeat(1_001) }))
      .status,
  ).toBe(413)
  expect(
    (await server.send('/form', { method: 'POST', headers: multipart, body: 'a'.repeat(1_001) }))
      .status,
  ).toBe(413)
})

test('a body of unknown length is refused with 411', async () => {
  const answer = await server.send('/form', {
    method: 'POST',
    headers: { ...form, 'transfer-encoding': 'chunked' },
    body: 'a=1',
  })
  expect(answer.status).toBe(411)
})

test('the API is answered in JSON', async () => {
  const answer = await server.send('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: 'a'.repeat(2_000),
  })
  expect(answer.status).toBe(413)
  expect(JSON.parse(answer.body).message).toContain('too much to send')
})
