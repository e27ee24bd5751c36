import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'

export type PageView = {
  type: 'page_view'
  path: string
  routeId: string
  referrer: string | null
  uid: string | null
  status: number
  source: 'server' | 'client'
  at: number
}

const maxPathLength = 512

// the document request is the view; client-side navigations report theirs through /api/events
export function recordPageView(request: Request, facts: { routeId: string; status: number; uid?: string }) {
  const url = new URL(request.url)
  const view: PageView = {
    type: 'page_view',
    path: `${url.pathname}${url.search}`.slice(0, maxPathLength),
    routeId: facts.routeId,
    referrer: request.headers.get('referer')?.slice(0, maxPathLength) ?? null,
    uid: facts.uid ?? null,
    status: facts.status,
    source: 'server',
    at: Date.now(),
  }
  void storePageView(view)
}

// views are written in batches, off the request path: one write per page view would put a
// Firestore round trip on every page (measured in docs/performance.md)
const pending: PageView[] = []
const flushEveryMs = 500
const maxBatch = 400
let timer: NodeJS.Timeout | undefined

export function storePageView(view: PageView) {
  pending.push(view)
  if (pending.length >= maxBatch) void flushPageViews()
  else timer ??= setTimeout(() => void flushPageViews(), flushEveryMs).unref()
}

export async function flushPageViews() {
  if (timer) clearTimeout(timer)
  timer = undefined
  const views = pending.splice(0, maxBatch)
  if (views.length === 0) return
  try {
    const batch = db().batch()
    for (const view of views) batch.set(db().collection('events').doc(), checkDocument(view))
    await batch.commit()
  } catch (error) {
    logger.warn({ event: 'analytics.write-failed', views: views.length, err: error }, 'page views not recorded')
  }
  if (pending.length > 0) timer ??= setTimeout(() => void flushPageViews(), flushEveryMs).unref()
}
