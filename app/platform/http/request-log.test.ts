import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { noteRequestUid, requestFacts } from './request-facts.server'
import { requestLog } from './request-log.server'
import { serve } from './test-server'

const lines: Array<Record<string, unknown>> = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)))
    done()
  },
})
let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  server = await serve((app) => {
    app.use(
      requestFacts({
        routeOf: (pathname) => (pathname.startsWith('/property/') ? '/property/:id' : 'unmatched'),
      }),
    )
    app.use(requestLog(pino({ base: null }, sink)))
    app.get('/property/:id', (_req, res) => {
      noteRequestUid('buyer-7')
      res.setHeader('X-Cache', 'miss')
      res.send('a home')
    })
    app.get('/broken', (_req, res) => void res.status(500).send('oops'))
  })
})
afterAll(() => server.close())

const lineOf = async (reqId: string) => {
  await expect.poll(() => lines.filter((line) => line.reqId === reqId).length).toBe(1)
  return lines.find((line) => line.reqId === reqId)!
}

test('an answered request is one line with its id, route, status, time and user', async () => {
  await server.send('/property/ames-0001?utm=x', {
    headers: {
      'x-request-id': 'log-1',
      cookie: '__session=secret-value',
      authorization: 'Bearer token-value',
    },
  })
  const line = await lineOf('log-1')
  expect(line).toMatchObject({
    level: 30,
    msg: 'request',
    reqId: 'log-1',
    method: 'GET',
    route: '/property/:id',
    status: 200,
    uid: 'buyer-7',
    cache: 'miss',
  })
  expect(typeof line.ms).toBe('number')
  expect(JSON.stringify(line)).not.toMatch(/secret-value|token-value/)
})

test('a server error is logged as an error', async () => {
  await server.send('/broken', { headers: { 'x-request-id': 'log-2' } })
  expect(await lineOf('log-2')).toMatchObject({ level: 50, status: 500, route: 'unmatched' })
})
