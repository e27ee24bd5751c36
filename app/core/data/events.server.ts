import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { defineCollection } from './collection.server'

// one page view (features/analytics), kept for the days of Firestore's TTL policy on `expireAt`
export const events = defineCollection({
  name: 'events',
  schema: z.object({
    type: z.literal('page_view'),
    path: z.string(),
    routeId: z.string(),
    referrer: z.string().nullable(),
    uid: z.string().nullable(),
    status: z.number(),
    source: z.enum(['server', 'client']),
    at: z.number(),
    expireAt: z.instanceof(Timestamp),
  }),
  parties: [],
  account: { links: [{ field: 'uid', match: 'equals' }], deletion: 'page views kept for counting, the uid removed' },
})

export type StoredPageView = z.infer<typeof events.schema>
