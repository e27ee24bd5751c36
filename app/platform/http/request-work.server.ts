import { AsyncLocalStorage } from 'node:async_hooks'

// What one request has set going, so that its time limit never answers with a lie (ADR 063):
// - a request answered by the limit starts no write afterwards: the 503 it was given stays true;
// - a request that has begun a write is answered by its own outcome, however long it takes.
export type RequestWork = { writesBegun: number; answered: boolean }

const current = new AsyncLocalStorage<RequestWork>()

export class RequestAnsweredError extends Error {
  override name = 'RequestAnsweredError'
  constructor() {
    super('the request was already answered by its time limit; a write for it is not started')
  }
}

export function startRequestWork<T>(handle: () => T): { work: RequestWork; result: T } {
  const work: RequestWork = { writesBegun: 0, answered: false }
  return { work, result: current.run(work, handle) }
}

// every write that leaves the process (a Firestore commit, a stored or deleted file, an account
// change at the identity provider) starts through here; outside a request it simply runs
export function whileWriting<T>(write: () => Promise<T>): Promise<T> {
  const work = current.getStore()
  if (!work) return write()
  if (work.answered) return Promise.reject(new RequestAnsweredError())
  work.writesBegun += 1
  return write()
}

// work a request starts that is meant to outlive it (a timer, a background flush) belongs to no
// request: its writes are not refused when that request is answered by its limit
export function outsideAnyRequest<T>(run: () => T): T {
  return current.exit(run)
}
