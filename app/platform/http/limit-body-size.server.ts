import type { NextFunction, Request, Response } from 'express'
import { logger } from '../logger.server'
import { isMultipart } from './media-type.server'
import { refuse } from './refuse.server'

type Options = {
  // any form or API body
  bodyLimit: number
  // files, for a route that takes them (null: it takes none)
  uploadLimitOf: (req: Request) => number | null
}

// a body larger than the route takes is refused before it is read, from its declared length
export function limitBodySize({ bodyLimit, uploadLimitOf }: Options) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const limit = (isMultipart(req) ? uploadLimitOf(req) : null) ?? bodyLimit
    const declared = req.get('content-length')
    if (declared === undefined && req.get('transfer-encoding')) {
      return refuse(
        req,
        res,
        411,
        'Length required',
        'Please send the form again; the request did not say how large it was.',
      )
    }
    if (Number(declared ?? 0) > limit) {
      logger.warn(
        { event: 'http.body-too-large', bytes: Number(declared), limit },
        'request body too large',
      )
      // the body is not read: answer, then close so the client stops sending
      res.setHeader('Connection', 'close')
      return refuse(
        req,
        res,
        413,
        'That was too much to send',
        `Requests to this page can be at most ${Math.round(limit / 1000)} KB. Shorten what you entered, or send a smaller file.`,
      )
    }
    next()
  }
}
