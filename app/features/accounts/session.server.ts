import { createCookieSessionStorage, redirect, type Session } from '@remix-run/node'
import { env, isDemoMode, sessionSecrets } from '~/platform/env.server'
import { auth, isFirebaseUnavailable } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { noteRequestUid } from '~/platform/http/request-facts.server'
import { timed } from '~/platform/http/server-timing.server'
import { rememberRecipient } from './mailbox-cookie.server'
import { messages } from './messages'
import { roleLabels, type Role } from './roles'
import { forgetSession, forgetSessionsOf, sessionHolds } from './session-checks.server'
import { sessionLifetimeMs } from './session-limits'
import {
  endSessionRecord,
  endSessionRecordsOf,
  openSessionRecord,
  sessionRecordHolds,
  type EndReason,
} from './session-records.server'

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
  // the sessions/{sid} record that says whether this session still holds (ADR 019)
  sid: string
  firebaseSession: string
}

// the HTTP layer reads it too, to keep signed-in answers out of shared caches (ADR 018)
export const sessionCookieName = '__session'

function storage() {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: sessionCookieName,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env().NODE_ENV === 'production' && !isDemoMode(),
      secrets: sessionSecrets(),
      maxAge: sessionLifetimeMs / 1000,
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

// a fresh session on every sign-in, so nothing from before (a fixated id, an old role) carries
// over; a real account is also remembered as a mail recipient of this browser (the demo mailbox)
export async function startSession(
  user: SessionUser,
  proof: { firebaseSession: string } | { demo: true },
  browser?: Request,
) {
  const session = await storage().getSession()
  session.set('user', user)
  session.set('sid', await openSessionRecord(user.uid, user.demo))
  if ('firebaseSession' in proof) session.set('firebaseSession', proof.firebaseSession)
  noteRequestUid(user.uid)
  const headers = new Headers({ 'Set-Cookie': await commitSession(session) })
  if (browser && !user.demo && user.email)
    headers.append('Set-Cookie', await rememberRecipient(browser, user.email))
  return headers
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return timed('session', () => sessionUserOf(request))
}

async function sessionUserOf(request: Request): Promise<SessionUser | null> {
  const read = await readSessionCookie(request.headers.get('Cookie'))
  if (!read) return null
  const { user, sid, firebaseSession } = read
  if (!(await sessionHolds(sid, user.uid, () => confirmSession(sid, user, firebaseSession))))
    return null
  noteRequestUid(user.uid)
  return { ...user }
}

type SessionCookieRead = { user: SessionUser; sid: string; firebaseSession: string | undefined }

// what a session cookie's exact text said once its signature checked out (or that it did not):
// the same text always says the same, and checking and decoding it again (an HMAC, Remix's
// character-by-character unescaping, JSON) was about 3% of a signed-in page (ADR 047). Whether
// the session still holds is asked apart, every time, by sessionHolds.
const readCookies = new Map<string, SessionCookieRead | null>()
const maxReadCookies = 2_000

async function readSessionCookie(cookieHeader: string | null): Promise<SessionCookieRead | null> {
  const text = cookieHeader?.match(sessionCookieText)?.[1]
  if (!text) return null
  const known = readCookies.get(text)
  if (known !== undefined) return known
  const session = await storage().getSession(cookieHeader)
  const user = session.get('user')
  const sid = session.get('sid')
  const read =
    user && typeof sid === 'string'
      ? { user, sid, firebaseSession: session.get('firebaseSession') }
      : null
  if (readCookies.size >= maxReadCookies) readCookies.delete(readCookies.keys().next().value!)
  readCookies.set(text, read)
  return read
}

// the first __session cookie of the header, as the cookie parser Remix uses also takes the first
const sessionCookieText = new RegExp(`(?:^|;)\\s*${sessionCookieName}=([^;]*)`)

// the session's record holds and, for a real account, Firebase still accepts its session cookie:
// checkRevoked also refuses a disabled account and one whose tokens were revoked
async function confirmSession(
  sid: string,
  user: SessionUser,
  firebaseSession: string | undefined,
): Promise<boolean> {
  if (!(await sessionRecordHolds(sid, user.uid))) return refused(user, 'session-ended')
  if (user.demo) return true
  if (!firebaseSession) return refused(user, 'no-firebase-session')
  try {
    return (
      (await auth().verifySessionCookie(firebaseSession, true)).uid === user.uid ||
      refused(user, 'other-uid')
    )
  } catch (error) {
    // no answer is not a no: the page says the service is unavailable rather than signing anyone out
    if (isFirebaseUnavailable(error)) throw error
    return refused(user, (error as { code?: string }).code ?? 'invalid')
  }
}

function refused(user: SessionUser, reason: string): false {
  logger.info({ event: 'auth.session.invalid', uid: user.uid, reason }, 'session no longer valid')
  return false
}

// sign-out: this session only; this instance refuses it from the next request, others within
// sessionCheckReuseMs
export async function endSession(sid: string, reason: EndReason) {
  await endSessionRecord(sid, reason)
  forgetSession(sid)
}

export async function endAllSessionsOf(uid: string, reason: EndReason) {
  const ended = await endSessionRecordsOf(uid, reason)
  forgetSessionsOf(uid)
  logger.info({ event: 'auth.sessions.ended', uid, reason, count: ended }, 'all sessions ended')
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
  const permitted = accepted.some((role) =>
    role === 'admin' ? user.storedRole === 'admin' : user.role === role,
  )
  if (!permitted)
    throw expectedError(
      403,
      messages.refused.roleRequired(accepted.map((role) => roleLabels[role].toLowerCase())),
    )
  return user
}
