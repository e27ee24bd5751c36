import type { HeadersFunction } from '@remix-run/node'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

// a fixed-window budget per key, in this process's memory (rate-limiter-flexible); with several
// instances each counts its own traffic (docs/decisions/020-abuse-limits.md says what replaces it)
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimit = {
  // counts one event for key; refused once key is past its budget
  consume(key: string): Promise<Verdict>
  // whether key is past its budget, without counting
  check(key: string): Promise<Verdict>
  // gives back one event that did not happen after all
  refund(key: string): Promise<void>
  reset(key: string): Promise<void>
}

export function createRateLimit({ points, seconds }: { points: number; seconds: number }): RateLimit {
  const limiter = new RateLimiterMemory({ points, duration: seconds })
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return refused(refusal)
        throw refusal
      }
    },
    async check(key) {
      const state = await limiter.get(key)
      return state && state.consumedPoints >= points ? refused(state) : { allowed: true }
    },
    async refund(key) {
      await limiter.reward(key)
    },
    async reset(key) {
      await limiter.delete(key)
    },
  }
}

function refused(state: RateLimiterRes): Verdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
}

// allowed when every budget allows; otherwise refused until the last of the refusing ones ends
export function strictest(verdicts: Verdict[]): Verdict {
  const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterSeconds]))
  return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(...waits) }
}

export function retryAfterHeaders(retryAfterSeconds: number): Record<string, string> {
  return { 'Retry-After': String(retryAfterSeconds) }
}

// a page's headers come only from its route's `headers` export (Remix passes on nothing but
// cookies without one), so a route whose action can refuse exports this
export const headersWithRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
