import { describe, expect, test } from 'vitest'
import { countPageViews, pageViewCounts } from './page-view-counts.server'

describe('page-view counters', () => {
  test('views are added up per market day and page, route ids with a slash included', async () => {
    const routeId = `routes/counter-${Math.random().toString(36).slice(2)}`
    const at = Date.parse('2031-03-04T18:00:00Z')
    await countPageViews([
      { routeId, at },
      { routeId, at: at + 1_000 },
      { routeId: 'property', at },
    ])
    await countPageViews([{ routeId, at: at + 2_000 }])
    const counts = await pageViewCounts('2031-03-04', '2031-03-04')
    expect(counts.find((count) => count.routeId === routeId)).toEqual({
      day: '2031-03-04',
      routeId,
      count: 3,
    })
    expect(await pageViewCounts('2031-03-05', '2031-03-06')).toEqual([])
  })
})
