import { z } from 'zod'
import { auth } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { setStoredRole } from './profiles.server'

// POST /api/auth/update-role (spec §7): the caller's own uid only, and never admin (DESIGN.md)
export const UpdateRoleSchema = z.object({
  userId: z.string().min(1).max(128),
  role: z.enum(['user', 'buyer', 'seller', 'vendor']),
})

type Outcome = { status: 200; role: string } | { status: 400 | 401 | 403; error: string }

export async function updateOwnRole(authorization: string | null, body: unknown): Promise<Outcome> {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1]
  if (!token) return { status: 401, error: 'Sign in first: a bearer identity token is required.' }
  let uid: string
  try {
    uid = (await auth().verifyIdToken(token)).uid
  } catch {
    return { status: 401, error: 'The identity token is not valid. Sign in again.' }
  }
  const parsed = UpdateRoleSchema.safeParse(body)
  if (!parsed.success) return { status: 400, error: 'Send a userId and a role of user, buyer, seller or vendor.' }
  if (parsed.data.userId !== uid) {
    logger.warn({ event: 'auth.role.refused', uid, target: parsed.data.userId.slice(0, 128) }, 'role change for another user refused')
    return { status: 403, error: 'You can change only your own role.' }
  }
  await setStoredRole(uid, parsed.data.role)
  logger.info({ event: 'auth.role.stored', uid, role: parsed.data.role }, 'stored role updated')
  return { status: 200, role: parsed.data.role }
}
