import type { IncomingMessage, ServerResponse } from 'node:http'
import { logger } from '../logger.server'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

const arrivals = new WeakMap<IncomingMessage, number>()
const turnBudgetMs = 10

// Node (libuv ≥ 1.45) accepts one new connection per turn of the event loop, and a saturated
// server's turn runs every request whose bytes have arrived: with 200 busy keep-alive clients a
// turn took ~190 ms, so connections queued behind them waited 10 s and more to be accepted (the
// load test's timeouts). Requests are started here in arrival order, at most ~10 ms of them per
// turn, so the loop comes round — and accepts — about every 10 ms however busy it is.
// (docs/decisions/012-requests-in-turns.md)
export function inTurns(handler: Handler, budgetMs = turnBudgetMs): Handler {
  const waiting: Array<[IncomingMessage, ServerResponse]> = []
  let scheduled = false

  const startSome = () => {
    const until = performance.now() + budgetMs
    while (waiting.length > 0 && performance.now() < until) {
      const [req, res] = waiting.shift()!
      try {
        handler(req, res)
      } catch (error) {
        logger.error({ event: 'http.handler-threw', err: error }, 'request handler threw')
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        res.end('Something went wrong on our side. Please try again.')
      }
    }
    scheduled = waiting.length > 0
    if (scheduled) setImmediate(startSome)
  }

  return (req, res) => {
    arrivals.set(req, performance.now())
    waiting.push([req, res])
    if (!scheduled) {
      scheduled = true
      setImmediate(startSome)
    }
  }
}

// how long a request waited for its turn, in ms
export function waitedMs(req: IncomingMessage, startedAt: number): number {
  const arrived = arrivals.get(req)
  return arrived === undefined ? 0 : Math.max(0, startedAt - arrived)
}
