import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './rate-limit.server'

describe('the rate limiter', () => {
  test('allows up to the limit in a window, then refuses until reset', () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 })
    expect([1, 2, 3, 4].map(() => limiter.hit('10.0.0.1').allowed)).toEqual([true, true, true, false])
    expect(limiter.hit('10.0.0.2').allowed).toBe(true)
    expect(limiter.exhausted('10.0.0.1')).toBe(true)
    limiter.reset('10.0.0.1')
    expect(limiter.hit('10.0.0.1').allowed).toBe(true)
  })
})
