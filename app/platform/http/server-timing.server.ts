import { currentFacts } from './request-facts.server'

// The Server-Timing header of an answer Remix made: how long its loaders (or action) ran, from
// the request's start, the named parts of that work measured with `timed` (the session check,
// Firestore reads, the valuation, the search), and how long React took to render the page, when it
// rendered one. The render and data entry points set it on the Response they return, before
// anything is written. Parts can overlap (reads run side by side; the session check includes its
// own read), so they are not meant to add up to the loader's time.
export function serverTiming({
  method,
  startedAt,
  renderStartedAt,
  now = performance.now(),
  phases = currentFacts()?.phases,
}: {
  method: string
  startedAt: number
  renderStartedAt?: number
  now?: number
  phases?: Record<string, number>
}): string {
  const phase = method === 'GET' || method === 'HEAD' ? 'loader' : 'action'
  const timings = [`${phase};dur=${((renderStartedAt ?? now) - startedAt).toFixed(1)}`]
  for (const [name, ms] of Object.entries(phases ?? {}))
    timings.push(`${name};dur=${ms.toFixed(1)}`)
  if (renderStartedAt !== undefined)
    timings.push(`render;dur=${(now - renderStartedAt).toFixed(1)}`)
  return timings.join(', ')
}

export type Phase = 'session' | 'firestore' | 'valuation' | 'search'

// runs `work` and adds its time to the request's `phase` (outside a request it only runs it)
export async function timed<T>(phase: Phase, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    addPhase(phase, performance.now() - started)
  }
}

export function timedSync<T>(phase: Phase, work: () => T): T {
  const started = performance.now()
  try {
    return work()
  } finally {
    addPhase(phase, performance.now() - started)
  }
}

function addPhase(phase: Phase, ms: number) {
  const facts = currentFacts()
  if (!facts) return
  facts.phases ??= {}
  facts.phases[phase] = (facts.phases[phase] ?? 0) + ms
}
