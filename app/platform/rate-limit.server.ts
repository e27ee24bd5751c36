// a fixed-window counter per key, in this process's memory; with several instances each counts
// its own traffic (docs/decisions/004-auth-rate-limits.md says what would replace it)
export type RateLimiter = {
  hit(key: string): { allowed: boolean; retryAfterSeconds: number }
  exhausted(key: string): boolean
  reset(key: string): void
}

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  return {
    hit(key) {
      const now = Date.now()
      if (windows.size > 50_000) for (const [stale, window] of windows) if (window.endsAt <= now) windows.delete(stale)
      const window = windows.get(key)
      if (!window || window.endsAt <= now) {
        windows.set(key, { count: 1, endsAt: now + windowMs })
        return { allowed: true, retryAfterSeconds: 0 }
      }
      window.count += 1
      return { allowed: window.count <= max, retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000) }
    },
    exhausted(key) {
      const window = windows.get(key)
      return Boolean(window && window.endsAt > Date.now() && window.count >= max)
    },
    reset(key) {
      windows.delete(key)
    },
  }
}
