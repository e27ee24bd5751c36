import { logger } from '~/platform/logger.server'
import { dashboardFor, roles, type Role } from './roles'
import { commitSession, getSession, getSessionUser } from './session.server'

type Outcome =
  | { ok: true; role: Role; dashboard: string; headers: Headers }
  | { ok: false; reason: 'no-user' | 'not-allowed' }

// the active role lives in the session; the stored role (and with it admin) does not change here
export async function changeActiveRole(request: Request, requested: unknown): Promise<Outcome> {
  const user = await getSessionUser(request)
  if (!user) return { ok: false, reason: 'no-user' }
  const session = await getSession(request)
  const role = roles.find((candidate) => candidate === requested)
  if (!role || (role === 'admin' && user.storedRole !== 'admin')) {
    logger.warn(
      { event: 'auth.role.refused', uid: user.uid, requested: String(requested).slice(0, 20) },
      'role refused',
    )
    return { ok: false, reason: 'not-allowed' }
  }
  session.set('user', { ...user, role })
  logger.info(
    { event: 'auth.role.changed', uid: user.uid, from: user.role, to: role },
    'role changed',
  )
  return {
    ok: true,
    role,
    dashboard: dashboardFor(role),
    headers: new Headers({ 'Set-Cookie': await commitSession(session) }),
  }
}
