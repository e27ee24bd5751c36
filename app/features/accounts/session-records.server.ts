import { randomBytes } from 'node:crypto'
import { sessions, type EndReason, type SessionRecord } from '~/core/data/sessions.server'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { timed } from '~/platform/http/server-timing.server'
import { logger } from '~/platform/logger.server'
import { sessionLifetimeMs } from './session-limits'

// sessions/{sid}: one record for every signed-in browser session, demo or not, so any of them can
// be ended: sign-out ends its own, a password reset or change and an account deletion all of the
// account's (ADR 019, ADR 039)
export type { EndReason }

const sidShape = /^[A-Za-z0-9_-]{24}$/

export async function openSessionRecord(
  uid: string,
  demo: boolean,
  now = Date.now(),
): Promise<string> {
  const sid = randomBytes(18).toString('base64url')
  const record: SessionRecord = {
    uid,
    demo,
    createdAt: now,
    expiresAt: now + sessionLifetimeMs,
    expireAt: new Date(now + sessionLifetimeMs),
    endedAt: null,
    endedBy: null,
  }
  await sessions.doc(sid).create(checkDocument(record))
  pruneNowAndThen(now)
  return sid
}

// the session is this user's, not ended and not expired
export async function sessionRecordHolds(
  sid: string,
  uid: string,
  now = Date.now(),
): Promise<boolean> {
  if (!sidShape.test(sid)) return false
  const record = (await timed('firestore', () => sessions.doc(sid).get())).data()
  return (
    record !== undefined && record.uid === uid && record.endedAt === null && record.expiresAt > now
  )
}

export async function endSessionRecord(sid: string, reason: EndReason) {
  if (!sidShape.test(sid)) return
  await sessions
    .doc(sid)
    .update({ endedAt: Date.now(), endedBy: reason })
    .catch((error: { code?: number }) => {
      // NOT_FOUND: already pruned, so already refused
      if (error.code !== 5) throw error
    })
}

export async function endSessionRecordsOf(uid: string, reason: EndReason): Promise<number> {
  const snapshot = await sessions.ref().where('uid', '==', uid).get()
  const open = snapshot.docs.filter((doc) => doc.data().endedAt === null)
  const endedAt = Date.now()
  for (let start = 0; start < open.length; start += 400) {
    const batch = db().batch()
    for (const doc of open.slice(start, start + 400))
      batch.update(doc.ref, { endedAt, endedBy: reason })
    await batch.commit()
  }
  return open.length
}

// expired records are refused anyway; the embedded default has no TTL policy, so each instance
// deletes a few now and then
const pruning = { last: 0 }
const pruneEveryMs = 60 * 60 * 1000

function pruneNowAndThen(now: number) {
  if (now - pruning.last < pruneEveryMs) return
  pruning.last = now
  pruneExpiredSessions(now).catch((error: Error) =>
    logger.warn(
      { event: 'auth.session.prune-failed', err: error.message },
      'session records not pruned',
    ),
  )
}

export async function pruneExpiredSessions(now = Date.now(), limit = 400): Promise<number> {
  const expired = await sessions.ref().where('expiresAt', '<', now).limit(limit).get()
  if (expired.empty) return 0
  const batch = db().batch()
  for (const doc of expired.docs) batch.delete(doc.ref)
  await batch.commit()
  return expired.size
}
