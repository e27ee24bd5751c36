import { createCookieSessionStorage, data, redirect, type Session } from '@remix-run/node'
import { env, isDemoMode, sessionSecrets } from '~/platform/env.server'
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

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const user = (await getSession(request)).get('user') ?? null
  noteRequestUid(user?.uid)
  return user
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
