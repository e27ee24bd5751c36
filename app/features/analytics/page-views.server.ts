import { events, type StoredPageView } from '~/core/data/events.server'
import { pageIdOf } from '~/features/shell/route-table.server'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import type { PageVisit } from '~/platform/http/http-app.server'
import { holdsWrites } from '~/platform/held-writes.server'
import { outsideAnyRequest } from '~/platform/http/request-work.server'
import { logger } from '~/platform/logger.server'
import { countPageViews } from './page-view-counts.server'
import { expireAtFor } from './retention.server'

export type PageView = Omit<StoredPageView, 'expireAt'>

const maxPathLength = 512

// the document request is the view (rendered or from the page cache); client-side navigations
// report theirs through /api/events
export function recordPageView(visit: PageVisit) {
  const view: PageView = {
    type: 'page_view',
    path: visit.path.slice(0, maxPathLength),
    routeId: visit.routeId,
    referrer: visit.referrer?.slice(0, maxPathLength) ?? null,
    uid: visit.uid ?? null,
    status: visit.status,
    source: 'server',
    at: Date.now(),
  }
  storePageView(view)
}

// views are written in batches, off the request path: one write per page view would put a
// Firestore round trip on every page (measured in docs/performance.md)
const pending: PageView[] = []
const flushEveryMs = 500
const maxBatch = 400
let timer: NodeJS.Timeout | undefined

// views waiting while Firestore is slow or away are bounded; beyond this the oldest are dropped
const maxPending = 20_000
let writing: Promise<void> = Promise.resolve()

// views are stored in batches for everyone: a batch is no request's work, so a request that its
// time limit answered does not stop it (ADR 063)
export function storePageView(view: PageView) {
  outsideAnyRequest(() => queuePageView(view))
}

function queuePageView(view: PageView) {
  pending.push({ ...view, routeId: pageIdOf(view.routeId, view.path) })
  if (pending.length > maxPending) {
    const dropped = pending.splice(0, pending.length - maxPending).length
    logger.warn(
      { event: 'analytics.views-dropped', views: dropped },
      'page views dropped: the store is not keeping up',
    )
  }
  if (pending.length >= maxBatch) void flushPageViews()
  else timer ??= setTimeout(() => void flushPageViews(), flushEveryMs).unref()
}

// one write at a time, each of up to 400 views, until none are waiting; the promise settles when
// every view recorded so far is stored (stopping waits for it)
export function flushPageViews(): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = undefined
  writing = outsideAnyRequest(() => writing.then(writeWaitingViews))
  return writing
}

holdsWrites('page views', flushPageViews)

async function writeWaitingViews() {
  while (pending.length > 0) {
    const views = pending.splice(0, maxBatch)
    try {
      const batch = db().batch()
      for (const view of views)
        batch.set(events.ref().doc(), checkDocument({ ...view, expireAt: expireAtFor(view.at) }))
      await batch.commit()
      await countPageViews(views)
    } catch (error) {
      logger.warn(
        { event: 'analytics.write-failed', views: views.length, err: error },
        'page views not recorded',
      )
    }
  }
}
