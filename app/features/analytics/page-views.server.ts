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

export async function storePageView(view: PageView) {
  try {
    await db().collection('events').add(view)
  } catch (error) {
    logger.warn({ event: 'analytics.write-failed', err: error }, 'page view not recorded')
  }
}
