import type { IncomingMessage, ServerResponse } from 'node:http'
import { expect, test } from 'vitest'
import { inTurns } from './request-turns.server'

const busyFor = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until);
}
const request = (id: number) => ({ id }) as unknown as IncomingMessage
const response = () => {
  const sent = { status: 0, body: '' }
  const res = {
    headersSent: false,
    writeHead: (status: number) => (sent.status = status),
    end: (body: string) => (sent.body = body),
  }
  return { res: res as unknown as ServerResponse, sent }
}
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

test('requests start in arrival order, a time budget at a time, letting the loop come round between', async () => {
  const started: number[] = []
  const handle = inTurns((req) => {
    started.push((req as unknown as { id: number }).id)
    busyFor(4)
  }, 10)
  for (let id = 1; id <= 8; id += 1) handle(request(id), response().res)
  expect(started).toEqual([])

  let startedWhenTheLoopCameRound = -1
  setImmediate(() => (startedWhenTheLoopCameRound = started.length))
  while (started.length < 8) await nextTurn()

  expect(startedWhenTheLoopCameRound).toBeGreaterThan(0)
  expect(startedWhenTheLoopCameRound).toBeLessThan(8)
  expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
})

test('a handler that throws answers 500 and the requests behind it still run', async () => {
  const started: number[] = []
  const handle = inTurns((req) => {
    const id = (req as unknown as { id: number }).id
    started.push(id)
    if (id === 1) throw new Error('broken')
  })
  const first = response()
  handle(request(1), first.res)
  handle(request(2), response().res)
  while (started.length < 2) await nextTurn()
  expect(first.sent.status).toBe(500)
  expect(started).toEqual([1, 2])
})
