import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
  type AppLoadContext,
} from '@remix-run/node'
import { wholeBodyOf } from './whole-response.server'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'

export type FetchHandler = (request: Request, context: AppLoadContext) => Promise<Response>

type Options = {
  // Remix's request handler (behind its time limit)
  handle: FetchHandler
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
  // an HTML page was answered to a GET: a page view
  onPage?: (req: ExpressRequest, res: ExpressResponse) => void
}

// What @remix-run/express's handler does, as steps of our own: the Express request becomes a
// fetch Request, `handle` answers it, and its Response is written out. Owning the steps lets a
// wrapper of `handle` (answerBeforeTimeout) answer first and drop a late Response, instead of
// disarming the Express response after it was sent.
export function remixHandler({ handle, loadContext, onPage }: Options) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const response = await handle(fetchRequestOf(req, res), loadContext(req, res))
      await send(res, response)
      if (req.method === 'GET' && /^text\/html\b/.test(response.headers.get('Content-Type') ?? ''))
        onPage?.(req, res)
    } catch (error) {
      next(error)
    }
  }
}

const answered = Object.freeze({ reason: 'answered' })

function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  // req.hostname honours `trust proxy`; the port comes from X-Forwarded-Host or Host
  const port = [req.get('X-Forwarded-Host'), req.get('Host')]
    .map((host) => Number.parseInt(host?.split(':')[1] ?? '', 10))
    .find(Number.isSafeInteger)
  const url = new URL(
    `${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`,
  )
  // loaders and actions stop when the visitor goes away before the answer is complete; an answered
  // request is aborted too, which ends Remix's 5-second wait for deferred data at once (its timer
  // otherwise kept each page's data in memory that long and then built an error to throw away)
  const controller = new AbortController()
  res.on('close', () => controller.abort(res.writableFinished ? answered : undefined))
  const headers = new Headers()
  for (const [name, values] of Object.entries(req.headers)) {
    for (const value of [values ?? []].flat()) headers.append(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    // an urlencoded form was read already, to check its names (bound-form-fields.server.ts)
    ...(hasBody
      ? {
          body: Buffer.isBuffer(req.body) ? req.body : createReadableStreamFromReadable(req),
          duplex: 'half',
        }
      : {}),
  } as RequestInit)
}

async function send(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  const whole = wholeBodyOf(response)
  if (whole !== undefined) res.end(whole)
  else if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
