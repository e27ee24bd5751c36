import { afterAll, beforeAll, expect, test } from 'vitest'
import { health } from './health.server'
import { serve } from './test-server'

let firestoreUp = true
let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.use(
      health({ readiness: async () => ({ ready: firestoreUp, firestore: { ok: firestoreUp } }) }),
    )
    app.get('*', (_req, res) => void res.send('page'))
  })
})
afterAll(() => server.close())

test('healthz answers while the process runs, whatever its dependencies', async () => {
  firestoreUp = false
  const answer = await server.send('/healthz')
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.body)).toEqual({ status: 'ok' })
})

test('readyz answers 200 or 503 with what it checked', async () => {
  firestoreUp = true
  const ready = await server.send('/readyz')
  expect([ready.status, JSON.parse(ready.body)]).toEqual([
    200,
    { ready: true, firestore: { ok: true } },
  ])
  firestoreUp = false
  const notReady = await server.send('/readyz')
  expect([notReady.status, JSON.parse(notReady.body)]).toEqual([
    503,
    { ready: false, firestore: { ok: false } },
  ])
})

test('other paths go on', async () => {
  expect((await server.send('/healthz/more')).body).toBe('page')
})
