import { logger } from '~/platform/logger.server'
import { destroySession, endSession, getSession } from './session.server'

// ends this browser's session (demo or not) and clears its cookie; the account's other sessions
// go on (ADR 019: a password reset ends them all)
export async function signOut(request: Request): Promise<Headers> {
  const session = await getSession(request)
  const user = session.get('user')
  const sid = session.get('sid')
  if (typeof sid === 'string') await endSession(sid, 'sign-out')
  if (user) logger.info({ event: 'auth.logout', uid: user.uid }, 'signed out')
  return new Headers({ 'Set-Cookie': await destroySession(session) })
}
