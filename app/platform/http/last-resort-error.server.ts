import type { NextFunction, Request, Response } from 'express'
import { logger } from '../logger.server'
import { refuse } from './refuse.server'

// an error nothing else answered: logged, and a plain 500 page (JSON for the API); once part of
// an answer is out, Express ends the connection so the visitor never takes half a page for whole
export function lastResortErrorPage(
  error: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
) {
  if (res.headersSent) return next(error)
  logger.error({ event: 'http.unhandled', err: error }, 'unhandled error')
  refuse(req, res, 500, 'Something went wrong', 'An unexpected error occurred. Please try again.')
}
