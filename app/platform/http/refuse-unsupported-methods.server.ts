import type { NextFunction, Request, Response } from 'express'
import { logger } from '../logger.server'
import { plainPage } from '../plain-page.server'

const pageMethods = new Set(['GET', 'HEAD', 'POST'])
const apiMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

// pages are read and their forms posted; only the API takes the other methods
export function refuseUnsupportedMethods(req: Request, res: Response, next: NextFunction) {
  const allowed = req.path.startsWith('/api/') ? apiMethods : pageMethods
  if (allowed.has(req.method)) return next()
  res.setHeader('Allow', [...allowed].join(', '))
  logger.warn(
    { event: 'http.method-not-allowed', method: req.method.slice(0, 16) },
    'method not allowed',
  )
  res
    .status(405)
    .type('html')
    .send(
      plainPage({
        status: 405,
        title: 'That action is not available here',
        message: `This page answers ${[...allowed].join(', ')} requests only.`,
      }),
    )
}
