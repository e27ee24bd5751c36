import type { Request, Response } from 'express'
import { plainPage } from '../plain-page.server'

// the answer of the HTTP layer when it turns a request away before Remix runs: a plain page, or
// JSON for the API, whose callers are programs
export function refuse(
  req: Request,
  res: Response,
  status: number,
  title: string,
  message: string,
) {
  if (req.path.startsWith('/api/')) res.status(status).json({ message: `${title}. ${message}` })
  else res.status(status).type('html').send(plainPage({ status, title, message }))
}
