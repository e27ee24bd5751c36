import { z } from 'zod'
import { auth, idTokensAreSigned } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { readProfile, setStoredRole, type UserProfile } from './profiles.server'

// POST /api/auth/update-role (spec §7): the caller's own uid only, and never admin (DESIGN.md)
const UpdateRoleSchema = z.object({
  userId: z.string().min(1).max(128),
  role: z.string().max(32),
})
const assignableRoles = ['user', 'buyer', 'seller', 'vendor']

type Outcome = { status: 200; profile: UserProfile } | { status: 400 | 401 | 403; message: string }

const invalidToken = 'The identity token is not valid. Sign in again.'

// `sessionUid`: the uid of the caller's own valid session, if any. The Auth emulator's tokens are
// unsigned and firebase-admin checks no signature there, so anyone can write one for any uid:
// then a token counts only beside a session of the same uid. With Firebase the signature proves it
export async function updateOwnRole(
  authorization: string | null,
  body: unknown,
  sessionUid: string | null,
): Promise<Outcome> {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1]
  if (!token) return { status: 401, message: 'Sign in first: a bearer identity token is required.' }
  let uid: string
  try {
    uid = (await auth().verifyIdToken(token, true)).uid
  } catch {
    return { status: 401, message: invalidToken }
  }
  if (!idTokensAreSigned() && sessionUid !== uid) {
    logger.warn(
      { event: 'auth.role.refused', uid: sessionUid ?? undefined, reason: 'unsigned-token' },
      'unsigned token without its session refused',
    )
    return { status: 401, message: invalidToken }
  }
  const parsed = UpdateRoleSchema.safeParse(body)
  if (!parsed.success) return { status: 400, message: 'Send JSON with a userId and a role.' }
  if (parsed.data.userId !== uid) {
    logger.warn(
      { event: 'auth.role.refused', uid, reason: 'other-user' },
      'role change for another user refused',
    )
    return { status: 403, message: 'You can change only your own role.' }
  }
  if (!assignableRoles.includes(parsed.data.role)) {
    logger.warn({ event: 'auth.role.refused', uid, reason: 'role' }, 'role refused')
    return {
      status: 403,
      message: 'That role cannot be chosen. Choose user, buyer, seller or vendor.',
    }
  }
  await setStoredRole(uid, parsed.data.role)
  logger.info({ event: 'auth.role.stored', uid, role: parsed.data.role }, 'stored role updated')
  const profile = await readProfile(uid)
  if (!profile) return { status: 400, message: 'No profile exists for this account.' }
  return { status: 200, profile }
}
