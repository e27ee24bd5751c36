import type { NextFunction, Request, Response } from 'express'
import { refuse } from './refuse.server'

export type Drain = { readonly draining: boolean; start(): void }

// set once the server is stopping
export function createDrain(): Drain {
  let draining = false
  return {
    get draining() {
      return draining
    },
    start() {
      draining = true
    },
  }
}

// while stopping, requests on kept-alive connections are turned away cleanly, not dropped, and
// the connection is closed after the answer
export function refuseWhileDraining(drain: Drain) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!drain.draining) return next()
    res.setHeader('Connection', 'close')
    res.setHeader('Retry-After', '5')
    refuse(req, res, 503, 'Threshold is restarting', 'Please try again in a few seconds.')
  }
}
