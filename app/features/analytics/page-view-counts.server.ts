import { FieldValue } from 'firebase-admin/firestore'
import { pageViewCounts as counts, type PageViewCount } from '~/core/data/page-view-counts.server'
import { logger } from '~/platform/logger.server'
import { marketDayOf } from './market-days'

// pageViewCounts/{day}_{routeId}: page views per market day and page, maintained as views are
// stored, so the analytics dashboard reads one small document per page and day instead of every
// view (ADR 042). Top-level increments only: the embedded emulator mishandles increments inside
// a map or a batch
export type { PageViewCount }

export async function countPageViews(views: ReadonlyArray<{ routeId: string; at: number }>) {
  const tally = new Map<string, { day: string; routeId: string; count: number }>()
  for (const view of views) {
    const day = marketDayOf(view.at)
    // a route id may hold a slash (`routes/home`), which a document id may not
    const key = `${day}_${view.routeId.replaceAll('/', '|')}`
    const entry = tally.get(key) ?? { day, routeId: view.routeId, count: 0 }
    entry.count += 1
    tally.set(key, entry)
  }
  const results = await Promise.allSettled(
    [...tally].map(async ([key, { day, routeId, count }]) =>
      counts.doc(key).set({ day, routeId, count: FieldValue.increment(count) }, { merge: true }),
    ),
  )
  const failed = results.filter((result) => result.status === 'rejected').length
  if (failed > 0)
    logger.warn(
      { event: 'analytics.counts-failed', counters: failed },
      'page view counters not updated',
    )
}

// every counter of the days from..to (inclusive), at most a page per route per day
export async function pageViewCounts(from: string, to: string): Promise<PageViewCount[]> {
  const snapshot = await counts.ref().where('day', '>=', from).where('day', '<=', to).get()
  return snapshot.docs.map((doc) => {
    const { day, routeId, count } = doc.data()
    return { day, routeId, count }
  })
}
