import { createHmac, timingSafeEqual } from 'node:crypto'
import { createCookieSessionStorage, data, redirect, type Session } from '@remix-run/node'
import { env, isDemoMode, sessionSecrets } from '~/platform/env.server'
import { auth } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { noteRequestUid } from '~/platform/request-context.server'
import type { Role } from './roles'

export type SessionUser = {
  uid: string
  email: string
  displayName: string
  photoURL: string | null
  phoneNumber: string | null
  role: Role
  storedRole: Role
  lastLoginAt: number
  demo: boolean
}

type SessionData = {
  user: SessionUser
  firebaseSession: string
  demoToken: string
}

const oneWeekSeconds = 60 * 60 * 24 * 7

function storage() {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env().NODE_ENV === 'production' && !isDemoMode(),
      secrets: sessionSecrets(),
      maxAge: oneWeekSeconds,
    },
  })
}

export async function getSession(request: Request): Promise<Session<SessionData>> {
  return storage().getSession(request.headers.get('Cookie'))
}

export async function commitSession(session: Session<SessionData>): Promise<string> {
  return storage().commitSession(session)
}

export async function destroySession(session: Session<SessionData>): Promise<string> {
  return storage().destroySession(session)
}

// a fresh session on every sign-in, so nothing from before (a fixated id, an old role) carries over
export async function startSession(user: SessionUser, proof: { firebaseSession: string } | { demoToken: string }) {
  const session = await storage().getSession()
  session.set('user', user)
  if ('firebaseSession' in proof) session.set('firebaseSession', proof.firebaseSession)
  else session.set('demoToken', proof.demoToken)
  noteRequestUid(user.uid)
  return new Headers({ 'Set-Cookie': await commitSession(session) })
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getSession(request)
  const user = session.get('user') ?? null
  if (!user || !(await sessionIsValid(user, session))) return null
  noteRequestUid(user.uid)
  return user
}

// the identity behind the cookie still holds: a Firebase session cookie for real accounts, a
// demo token for demo users
async function sessionIsValid(user: SessionUser, session: Session<SessionData>): Promise<boolean> {
  if (user.demo) {
    const token = session.get('demoToken')
    return typeof token === 'string' && demoTokenMatches(user.uid, token)
  }
  const cookie = session.get('firebaseSession')
  if (!cookie) return false
  const known = verified.get(cookie)
  if (known && known > Date.now()) return true
  try {
    const claims = await auth().verifySessionCookie(cookie)
    if (claims.uid !== user.uid) return false
    if (verified.size > 5_000) verified.clear()
    verified.set(cookie, Date.now() + verifiedForMs)
    return true
  } catch (error) {
    logger.info({ event: 'auth.session.invalid', uid: user.uid, reason: (error as { code?: string }).code }, 'session no longer valid')
    return false
  }
}
const verified = new Map<string, number>()
const verifiedForMs = 60_000

export function demoTokenFor(uid: string): string {
  return createHmac('sha256', sessionSecrets()[0]!).update(`demo:${uid}`).digest('base64url')
}

function demoTokenMatches(uid: string, token: string): boolean {
  const expected = Buffer.from(demoTokenFor(uid))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (user) return user
  const url = new URL(request.url)
  const redirectTo = `${url.pathname}${url.search}`
  throw redirect(`/auth/login?${new URLSearchParams({ redirectTo })}`)
}

// the role switcher changes the active role among buyer, seller and vendor; admin pages need the
// stored role, because the active role is the user's own choice
export async function requireRole(request: Request, allowed: Role | Role[]): Promise<SessionUser> {
  const user = await requireUser(request)
  const accepted = Array.isArray(allowed) ? allowed : [allowed]
  const permitted = accepted.some((role) => (role === 'admin' ? user.storedRole === 'admin' : user.role === role))
  if (!permitted) throw data({ reason: 'role', accepted }, { status: 403 })
  return user
}
