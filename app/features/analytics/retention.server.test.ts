import { Timestamp } from 'firebase-admin/firestore'
import { expect, test } from 'vitest'
import { events as pageViews } from '~/core/data/events.server'
import { db } from '~/platform/firebase.server'
import { flushPageViews, storePageView, type PageView } from './page-views.server'
import { eventRetentionDays, pruneEvents } from './retention.server'

const day = 24 * 60 * 60 * 1000
const view = (path: string, at: number): PageView => ({
  type: 'page_view',
  path,
  routeId: 'home',
  referrer: null,
  uid: null,
  status: 200,
  source: 'server',
  at,
})
const events = () => pageViews.ref()

async function clearEvents() {
  const all = await events().get()
  const batch = db().batch()
  for (const doc of all.docs) batch.delete(doc.ref)
  await batch.commit()
}

test('every stored page view expires after the retention period', async () => {
  const at = Date.now()
  storePageView(view('/retention-probe', at))
  await flushPageViews()
  const [stored] = (await events().where('path', '==', '/retention-probe').get()).docs
  expect(stored?.data().expireAt).toBeInstanceOf(Timestamp)
  expect(stored?.data().expireAt.toMillis()).toBe(at + eventRetentionDays * day)
})

test('pruning deletes expired events, then the oldest beyond the cap', async () => {
  await clearEvents()
  const now = Date.now()
  const old = Array.from({ length: 3 }, (_, index) =>
    view(`/old-${index}`, now - (eventRetentionDays + 1) * day + index),
  )
  const recent = Array.from({ length: 5 }, (_, index) =>
    view(`/recent-${index}`, now - 5 * day + index * 1000),
  )
  for (const each of [...old, ...recent]) storePageView(each)
  await flushPageViews()
  expect((await events().count().get()).data().count).toBe(8)

  expect(await pruneEvents({ now, maxEvents: 3 })).toEqual({ expired: 3, overCap: 2 })
  const left = (await events().get()).docs.map((doc) => doc.data().path).sort()
  expect(left).toEqual(['/recent-2', '/recent-3', '/recent-4'])
})
