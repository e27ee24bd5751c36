import type { NextFunction, Request, Response } from 'express'
import { logger } from '../logger.server'
import { mediaTypeOf } from './media-type.server'
import { refuse } from './refuse.server'

// What one form may carry, checked on its field NAMES before any form is parsed (issue 39,
// ADR 057). A name with a list index (`mustHaves[200000]`) makes conform build a list that long
// and zod walk it: seconds of a blocked server for 22 bytes.
// The largest real form is a listing's photo list: at most 20 photos (maxPhotosPerListing), each
// with `photos[i].id` and `photos[i].alt`, so indexes 0–19 and about 45 fields; the other lists are
// smaller (contingencies 4, mustHaves 10, comps 12, variants 4). The bounds are well above them.
export const formBounds = { maxFields: 200, maxListIndex: 99 } as const

export const formRefusal = {
  title: 'That form could not be read',
  message:
    'The form had more fields, or a longer list, than any page of Threshold sends. Go back to the page and send the form again.',
}

// conform's list index: `name[12]`, also inside a longer path (`photos[12].alt`)
const listIndex = /\[(\d+)\]/g

// counts the fields as they come and says whether the names so far stay within the bounds
export function createFieldCheck() {
  let fields = 0
  return (name: string): boolean => {
    fields += 1
    if (fields > formBounds.maxFields) return false
    if (!name.includes('[')) return true
    for (const [, index] of name.matchAll(listIndex)) {
      if (Number(index) > formBounds.maxListIndex) return false
    }
    return true
  }
}

// the names of an urlencoded form or query string as the parsers that read them later see them
// (URLSearchParams decodes `%5B` and `+` exactly as undici's request.formData() does)
export function withinFormBounds(urlencoded: string): boolean {
  // more `&` than fields allowed: refused without decoding anything
  let separators = 0
  for (let at = urlencoded.indexOf('&'); at !== -1; at = urlencoded.indexOf('&', at + 1)) {
    if (++separators >= formBounds.maxFields) return false
  }
  const check = createFieldCheck()
  for (const name of new URLSearchParams(urlencoded).keys()) if (!check(name)) return false
  return true
}

const bodyless = new Set(['GET', 'HEAD', 'OPTIONS'])

// Every form's names pass here before a route reads them: the query string of any request (a GET
// form such as the valuation's), and an urlencoded body, which is read here (limitBodySize has
// bounded it already) and handed on to Remix as `req.body`. Multipart forms are checked part by
// part by readUploadForm (upload-form.server.ts) with the same check.
// A body that does not arrive within `timeoutMs` is answered 408, as Remix's time limit answered it
// when Remix read the body itself (answer-before-timeout.server.ts).
export function boundFormFields({
  bodyLimit,
  timeoutMs,
}: {
  bodyLimit: number
  timeoutMs: number
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const query = req.originalUrl.indexOf('?')
    if (query !== -1 && !withinFormBounds(req.originalUrl.slice(query + 1)))
      return refused(req, res, 'query')
    if (bodyless.has(req.method) || mediaTypeOf(req) !== 'application/x-www-form-urlencoded')
      return next()
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    // the first of end, error and time-out answers; the others are ignored
    const settle = (answer: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      answer()
    }
    const timer = setTimeout(
      () =>
        settle(() => {
          res.setHeader('Connection', 'close')
          refuse(
            req,
            res,
            408,
            'That took too long to arrive',
            'The form did not arrive in time. Please send it again.',
          )
        }),
      timeoutMs,
    )
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= bodyLimit) chunks.push(chunk)
    })
    req.once('error', (error) => settle(() => next(error)))
    req.once('end', () =>
      settle(() => {
        // limitBodySize refused a larger declared length; this holds against a body longer than declared
        if (size > bodyLimit)
          return refuse(
            req,
            res,
            413,
            'That was too much to send',
            `Requests to this page can be at most ${Math.round(bodyLimit / 1000)} KB.`,
          )
        const body = Buffer.concat(chunks)
        if (!withinFormBounds(body.toString('utf8'))) return refused(req, res, 'body')
        req.body = body
        next()
      }),
    )
  }
}

function refused(req: Request, res: Response, where: 'query' | 'body') {
  logger.warn({ event: 'http.form-refused', where, path: req.path }, 'form over its bounds refused')
  refuse(req, res, 400, formRefusal.title, formRefusal.message)
}
