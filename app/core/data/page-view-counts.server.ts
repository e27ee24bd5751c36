import { z } from 'zod'
import { defineCollection } from './collection.server'

// pageViewCounts/{day}_{routeId}: page views per market day and page, counted up as views are
// stored (features/analytics/page-view-counts.server.ts, ADR 042)
export const pageViewCounts = defineCollection({
  name: 'pageViewCounts',
  schema: z.object({ day: z.string(), routeId: z.string(), count: z.number() }),
  parties: [],
  account: { links: [], holdsNoPerson: 'page views counted per day and page' },
})

export type PageViewCount = z.infer<typeof pageViewCounts.schema>
