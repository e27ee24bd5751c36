import { env, isDemoMode } from '~/platform/env.server'

// when this browser last saved or removed a home, in Firestore's microseconds, so an instance that
// did not make the write still answers from its listener only once the listener has seen it
// (ADR 048). Unsigned on purpose: a made-up time only makes that browser's pages read Firestore,
// as they did before the listener. It outlives any listener's delay many times over.
const cookieName = '__saved_at'
const lifetimeSeconds = 15 * 60

export function savedHomesWriteCookie(micros: number): string {
  const secure = env().NODE_ENV === 'production' && !isDemoMode() ? '; Secure' : ''
  return `${cookieName}=${micros}; Path=/; Max-Age=${lifetimeSeconds}; HttpOnly; SameSite=Lax${secure}`
}

export function savedHomesWriteOf(request: Request): number {
  const text = request.headers.get('Cookie')?.match(cookieText)?.[1]
  const micros = text ? Number(text) : 0
  return Number.isSafeInteger(micros) ? micros : 0
}

const cookieText = new RegExp(`(?:^|;)\\s*${cookieName}=(\\d{1,16})(?:;|$)`)
