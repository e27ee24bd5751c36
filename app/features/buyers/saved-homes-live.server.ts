import type { QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore'
import { savedHomes, type SavedHome } from '~/core/data/saved-homes.server'
import { timed } from '~/platform/http/server-timing.server'
import { logger } from '~/platform/logger.server'

// The homes each buyer saved, kept by one Firestore listener per buyer who looked recently, so a
// page that shows saved hearts reads memory instead of Firestore (ADR 048). A write anywhere
// reaches the listener; an answer comes from it only once it has seen the buyer's last save or
// removal (that instance's memory of it, or the moment the buyer's cookie carries from another
// instance). Until then, or when a listener fails, the page reads Firestore as before.

type Live = {
  // listing ids, the most recently saved first
  ids: ReadonlySet<string>
  // Firestore's time of the last snapshot, in microseconds: what the listener has seen
  seenMicros: number
  ready: Promise<void>
  stop: () => void
  usedAt: number
}

export const liveIdleMs = 15 * 60_000
const maxLive = 2_000

const live = new Map<string, Live>()
const lastWriteMicros = new Map<string, number>()

export async function savedIdsOf(
  uid: string,
  wroteMicros = 0,
  now = Date.now(),
): Promise<ReadonlySet<string>> {
  closeIdle(now)
  const mustSee = Math.max(wroteMicros, lastWriteMicros.get(uid) ?? 0)
  const entry = live.get(uid) ?? listen(uid)
  live.delete(uid)
  live.set(uid, entry)
  entry.usedAt = now
  try {
    await timed('firestore', () => entry.ready)
  } catch {
    return readSavedIds(uid)
  }
  return entry.seenMicros >= mustSee ? entry.ids : readSavedIds(uid)
}

// what this instance wrote for the buyer: later answers wait for the listener to have seen it
export function noteSavedHomesWrite(uid: string, writeTime: Timestamp) {
  const micros = microsOf(writeTime)
  if (micros > (lastWriteMicros.get(uid) ?? 0)) lastWriteMicros.set(uid, micros)
  if (lastWriteMicros.size > maxLive * 2)
    lastWriteMicros.delete(lastWriteMicros.keys().next().value!)
  return micros
}

async function readSavedIds(uid: string): Promise<ReadonlySet<string>> {
  const snapshot = await timed('firestore', () => savedHomes.ref().where('uid', '==', uid).get())
  return idsOf(snapshot.docs)
}

function idsOf(docs: Array<QueryDocumentSnapshot<SavedHome>>): ReadonlySet<string> {
  const newestFirst = docs.map((doc) => doc.data()).sort((a, b) => b.createdAt - a.createdAt)
  return new Set(newestFirst.map((saved) => saved.listingId))
}

export function closeSavedHomesListeners() {
  for (const uid of [...live.keys()]) close(uid)
  lastWriteMicros.clear()
}

export function liveSavedHomesListeners() {
  return live.size
}

function listen(uid: string): Live {
  let settle: { loaded: () => void; failed: (error: unknown) => void } | undefined
  const entry: Live = {
    ids: new Set(),
    seenMicros: 0,
    ready: new Promise((loaded, failed) => (settle = { loaded, failed })),
    stop: () => undefined,
    usedAt: Date.now(),
  }
  entry.ready.catch(() => undefined)
  entry.stop = savedHomes
    .ref()
    .where('uid', '==', uid)
    .onSnapshot(
      (snapshot) => {
        try {
          entry.ids = idsOf(snapshot.docs)
        } catch (error) {
          // a saved home that does not match its schema (its module logs it): no listener, reads
          // answer instead, and say so
          entry.stop()
          if (live.get(uid) === entry) live.delete(uid)
          settle?.failed(error)
          return
        }
        entry.seenMicros = microsOf(snapshot.readTime)
        settle?.loaded()
      },
      (error) => {
        logger.warn(
          { event: 'saved-homes.listener-failed', uid, err: error },
          'saved homes listener failed; reading instead',
        )
        if (live.get(uid) === entry) live.delete(uid)
        settle?.failed(error)
      },
    )
  return entry
}

// the least recently used come first in the map: close those idle too long, and any beyond the cap
function closeIdle(now: number) {
  for (const [uid, entry] of live) {
    if (live.size <= maxLive && now - entry.usedAt < liveIdleMs) break
    close(uid)
  }
}

function close(uid: string) {
  live.get(uid)?.stop()
  live.delete(uid)
}

// a Firestore time as the cookie and the listener compare it
export const microsOf = (time: Timestamp) =>
  time.seconds * 1_000_000 + Math.floor(time.nanoseconds / 1_000)
