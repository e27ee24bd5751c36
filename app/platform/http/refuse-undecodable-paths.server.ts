import type { NextFunction, Request, Response } from 'express'
import { refuse } from './refuse.server'

// an address whose %-escapes are not UTF-8 (`/property/%FF%FE`) cannot name anything here;
// routing would throw on it and answer 500
export function refuseUndecodablePaths(req: Request, res: Response, next: NextFunction) {
  try {
    decodeURIComponent(req.path)
  } catch {
    return refuse(
      req,
      res,
      400,
      'That address is not valid',
      'The address has characters that do not make sense here. Check the link, or go to the home page.',
    )
  }
  next()
}
