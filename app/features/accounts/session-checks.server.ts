import { sessionCheckReuseMs } from './session-limits'

// this instance's memory of sessions it has just found good, so a busy session costs one check
// per sessionCheckReuseMs, not one per request. Only good answers are kept: an ended session is
// asked about again each time, and ending a session here forgets it at once
type Good = { uid: string; until: number }
type Pending = { uid: string; answer: Promise<boolean> }

const memory = { good: new Map<string, Good>(), pending: new Map<string, Pending>() }
const maxRemembered = 20_000

export async function sessionHolds(
  sid: string,
  uid: string,
  check: () => Promise<boolean>,
  now = Date.now(),
): Promise<boolean> {
  const good = memory.good.get(sid)
  if (good && good.uid === uid && good.until > now) return true
  const pending = memory.pending.get(sid)
  if (pending && pending.uid === uid) return pending.answer
  const entry: Pending = { uid, answer: check() }
  memory.pending.set(sid, entry)
  try {
    const holds = await entry.answer
    // forgetSession while the check ran took the entry away: its answer is already out of date
    if (holds && memory.pending.get(sid) === entry)
      remember(sid, uid, Date.now() + sessionCheckReuseMs)
    return holds
  } finally {
    if (memory.pending.get(sid) === entry) memory.pending.delete(sid)
  }
}

function remember(sid: string, uid: string, until: number) {
  memory.good.delete(sid)
  if (memory.good.size >= maxRemembered) memory.good.delete(memory.good.keys().next().value!)
  memory.good.set(sid, { uid, until })
}

export function forgetSession(sid: string) {
  memory.good.delete(sid)
  memory.pending.delete(sid)
}

export function forgetSessionsOf(uid: string) {
  for (const [sid, good] of memory.good) if (good.uid === uid) memory.good.delete(sid)
  for (const [sid, pending] of memory.pending) if (pending.uid === uid) memory.pending.delete(sid)
}
