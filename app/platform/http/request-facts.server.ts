import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'

// what the HTTP layer knows about one request, for its log line and its page view
export type RequestFacts = {
  reqId: string
  startedAt: number
  // the route pattern the path matches ("/property/:id"), so log lines group by route
  route: string
  // the signed-in user, once the session has been read
  uid?: string
  // ms spent in named parts of the work (session check, Firestore reads, ...), for Server-Timing
  phases?: Record<string, number>
}

const current = new AsyncLocalStorage<RequestFacts>()

// every request gets an id (a proxy's own is kept, so lines can be joined across services) sent
// back as X-Request-Id, and its facts, which the code it runs can reach
export function requestFacts({ routeOf }: { routeOf: (pathname: string) => string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const facts: RequestFacts = {
      reqId: trustedRequestId(req.get('x-request-id')) ?? randomUUID(),
      startedAt: performance.now(),
      route: routeOf(req.path),
    }
    res.locals.facts = facts
    res.setHeader('X-Request-Id', facts.reqId)
    current.run(facts, next)
  }
}

export function factsOf(res: ServerResponse): RequestFacts {
  return (res as Response).locals.facts as RequestFacts
}

// the facts of the request this code runs for (undefined outside a request)
export function currentFacts(): RequestFacts | undefined {
  return current.getStore()
}

// the session is read deep inside loaders and actions, which have no handle on the response:
// it says here who is asking, for the request's log line and page view
export function noteRequestUid(uid: string | undefined) {
  const facts = current.getStore()
  if (facts && uid) facts.uid = uid
}

// anything odd is replaced: the id goes into every log line
function trustedRequestId(value: string | undefined) {
  return value && /^[\w.:-]{1,64}$/.test(value) ? value : undefined
}
