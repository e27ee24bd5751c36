import type { NextFunction, Request, Response } from 'express'
import { logger } from '../logger.server'
import { isMultipart, mediaTypeOf, multipartBoundaryOf } from './media-type.server'
import { refuse } from './refuse.server'

const bodyless = new Set(['GET', 'HEAD', 'OPTIONS'])

// Pages take their forms as HTML sends them (urlencoded); a body of any other type would make
// Remix throw (500) when the action reads it. Multipart is read only by a route that declares it
// takes files (route-uploads.server.ts), and only with a boundary. The API routes read JSON and
// check its type themselves. (ADR 018)
export function acceptExpectedBodies({ takesFiles }: { takesFiles: (req: Request) => boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (bodyless.has(req.method)) return next()
    if (isMultipart(req)) {
      if (!takesFiles(req))
        return refused(
          req,
          res,
          415,
          'This page does not take files',
          'Send the form from its page on Threshold, without attachments.',
        )
      if (!multipartBoundaryOf(req))
        return refused(
          req,
          res,
          400,
          'That upload could not be read',
          'The form arrived in a shape Threshold cannot read. Please send it again from its page.',
        )
      return next()
    }
    if (req.path.startsWith('/api/') || mediaTypeOf(req) === 'application/x-www-form-urlencoded')
      return next()
    refused(
      req,
      res,
      415,
      'That form could not be read',
      'Threshold takes forms only as its own pages send them. Go back to the page and send the form again.',
    )
  }
}

function refused(req: Request, res: Response, status: number, title: string, message: string) {
  logger.warn(
    { event: 'http.body-refused', status, type: mediaTypeOf(req).slice(0, 60) },
    'request body refused',
  )
  refuse(req, res, status, title, message)
}
