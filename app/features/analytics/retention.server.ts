import { Timestamp } from 'firebase-admin/firestore'
import { events } from '~/core/data/events.server'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'

// every analytics event carries `expireAt`, the field of Firestore's TTL policy on `events`
// (docs/decisions/020-abuse-limits.md has the command that turns the policy on)
export const eventRetentionDays = 90
const retentionMs = eventRetentionDays * 24 * 60 * 60 * 1000

export const expireAtFor = (atMs: number) => Timestamp.fromMillis(atMs + retentionMs)

// the emulator has no TTL policies and keeps every document in memory, so in the embedded
// default a sweep deletes what the policy would, and the oldest past a cap
const maxStoredEvents = 50_000
const sweepEveryMs = 10 * 60_000
const batchSize = 400

export async function pruneEvents({ now = Date.now(), maxEvents = maxStoredEvents } = {}): Promise<{
  expired: number
  overCap: number
}> {
  let expired = 0
  for (;;) {
    const due = await events
      .ref()
      .where('expireAt', '<=', Timestamp.fromMillis(now))
      .limit(batchSize)
      .get()
    expired += await deleteAll(due.docs)
    if (due.size < batchSize) break
  }
  let overCap = 0
  let excess = (await events.ref().count().get()).data().count - maxEvents
  while (excess > 0) {
    const oldest = await events.ref().orderBy('at').limit(Math.min(excess, batchSize)).get()
    if (oldest.empty) break
    const deleted = await deleteAll(oldest.docs)
    overCap += deleted
    excess -= deleted
  }
  if (expired + overCap > 0)
    logger.info({ event: 'analytics.pruned', expired, overCap }, 'old analytics events deleted')
  return { expired, overCap }
}

async function deleteAll(docs: FirebaseFirestore.QueryDocumentSnapshot[]) {
  if (docs.length === 0) return 0
  const batch = db().batch()
  for (const doc of docs) batch.delete(doc.ref)
  await batch.commit()
  return docs.length
}

let timer: NodeJS.Timeout | undefined

export function startEventPruning() {
  const sweep = () =>
    pruneEvents().catch((error: unknown) =>
      logger.warn({ event: 'analytics.prune-failed', err: error }, 'analytics events not pruned'),
    )
  void sweep()
  timer = setInterval(sweep, sweepEveryMs).unref()
}

export function stopEventPruning() {
  clearInterval(timer)
  timer = undefined
}
