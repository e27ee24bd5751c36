import { auth, db, identityToolkitUrl } from './firebase.server'
import { env } from './env.server'
import { pingRedis } from './redis.server'
import { withTimeout } from './with-timeout'

const checkTimeoutMs = 2_000

type Check = { ok: boolean; ms: number; error?: string }

// Redis (REDIS_URL) is reported but does not decide readiness: while it does not answer, each
// instance counts the rate limits in its own memory (docs/decisions/061-limits-shared-through-redis.md)
export async function checkReadiness(): Promise<{
  ready: boolean
  auth: Check
  firestore: Check
  redis?: Check
}> {
  const [authCheck, firestoreCheck, redisCheck] = await Promise.all([
    timed(async () => {
      await auth().listUsers(1)
      // password sign-in goes through the REST API, so it must answer too
      const response = await fetch(identityToolkitUrl('accounts:lookup'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: 'readiness-probe' }),
      })
      if (response.status >= 500) throw new Error(`identity toolkit answered ${response.status}`)
    }),
    timed(async () => {
      await db().collection('_readiness').limit(1).get()
    }),
    env().REDIS_URL ? timed(() => pingRedis(checkTimeoutMs)) : undefined,
  ])
  return {
    ready: authCheck.ok && firestoreCheck.ok,
    auth: authCheck,
    firestore: firestoreCheck,
    ...(redisCheck ? { redis: redisCheck } : {}),
  }
}

async function timed(check: () => Promise<void>): Promise<Check> {
  const started = performance.now()
  try {
    await withTimeout(check(), checkTimeoutMs, 'readiness check')
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: (error as Error).message.slice(0, 200),
    }
  }
}
