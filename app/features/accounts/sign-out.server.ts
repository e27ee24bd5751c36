import { auth } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { destroySession, getSession } from './session.server'

// clears the session (with any demo user and token) and revokes the user's refresh tokens
export async function signOut(request: Request): Promise<Headers> {
  const session = await getSession(request)
  const user = session.get('user')
  if (user && !user.demo) {
    try {
      await auth().revokeRefreshTokens(user.uid)
    } catch (error) {
      logger.warn({ event: 'auth.logout.revoke-failed', uid: user.uid, err: error }, 'could not revoke tokens')
    }
  }
  if (user) logger.info({ event: 'auth.logout', uid: user.uid }, 'signed out')
  return new Headers({ 'Set-Cookie': await destroySession(session) })
}
