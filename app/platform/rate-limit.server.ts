import type { HeadersFunction } from '@remix-run/node'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { sharedRedis } from './redis.server'

// a fixed-window budget per key (rate-limiter-flexible). With REDIS_URL, kept in Redis, so every
// instance counts against the same budget, with this process's memory as insurance while Redis
// does not answer; without it, in memory, each instance counting its own traffic
// (docs/decisions/020-abuse-limits.md, 061-limits-shared-through-redis.md)
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

type Budget = {
  // names the limit's keys in Redis: unique per limit, so two limits never count the same key together
  name: string
  points: number
  seconds: number
}

export function createRateLimit({ name, points, seconds }: Budget): RateLimit {
  // chosen on first use: the environment is read once the server has started
  let chosen: RateLimiterAbstract | undefined
  const limiter = () => (chosen ??= createLimiter({ name, points, seconds }))
  return {
    async consume(key) {
      try {
        await limiter().consume(key)
        return { allowed: true }
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return refused(refusal)
        throw refusal
      }
    },
    async check(key) {
      const state = await limiter().get(key)
      return state && state.consumedPoints >= points ? refused(state) : { allowed: true }
    },
    async refund(key) {
      await limiter().reward(key)
    },
    async reset(key) {
      await limiter().delete(key)
    },
  }
}

function createLimiter({ name, points, seconds }: Budget): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix: name })
  const redis = sharedRedis()
  if (!redis) return memory
  return new RateLimiterRedis({
    storeClient: redis,
    points,
    duration: seconds,
    keyPrefix: `threshold:limit:${name}`,
    insuranceLimiter: memory,
  })
}

function refused(state: RateLimiterRes): Verdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
}

// allowed when every budget allows; otherwise refused until the last of the refusing ones ends
export function strictest(verdicts: Verdict[]): Verdict {
  const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterSeconds]))
  return waits.length === 0
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: Math.max(...waits) }
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
