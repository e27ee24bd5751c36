import { auth, db, identityToolkitUrl } from './firebase.server'
import { withTimeout } from './with-timeout'

const checkTimeoutMs = 2_000

type Check = { ok: boolean; ms: number; error?: string }

export async function checkReadiness(): Promise<{ ready: boolean; auth: Check; firestore: Check }> {
  const [authCheck, firestoreCheck] = await Promise.all([
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
  ])
  return { ready: authCheck.ok && firestoreCheck.ok, auth: authCheck, firestore: firestoreCheck }
}

async function timed(check: () => Promise<void>): Promise<Check> {
  const started = performance.now()
  try {
    await withTimeout(check(), checkTimeoutMs, 'readiness check')
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message.slice(0, 200) }
  }
}
