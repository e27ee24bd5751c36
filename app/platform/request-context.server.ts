import { AsyncLocalStorage } from 'node:async_hooks'
import { singleton } from './singleton.server'

export type RequestFacts = {
  reqId: string
  startedAt: number
  renderStartedAt?: number
  uid?: string
  route?: string
  // the Remix route that rendered the page
  routeId?: string
  dependencyUnavailable?: boolean
}

export const requestContext = singleton('request-context', () => new AsyncLocalStorage<RequestFacts>())

export function currentRequest(): RequestFacts | undefined {
  return requestContext.getStore()
}

export function noteRequestUid(uid: string | undefined) {
  const facts = requestContext.getStore()
  if (facts && uid) facts.uid = uid
}

export function noteRenderStarted() {
  const facts = requestContext.getStore()
  if (facts) facts.renderStartedAt = performance.now()
}

export function noteDependencyUnavailable() {
  const facts = requestContext.getStore()
  if (facts) facts.dependencyUnavailable = true
}
