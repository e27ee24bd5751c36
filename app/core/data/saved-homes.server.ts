import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'

// savedHomes/{uid}__{listingId}: a home a buyer saved
export const savedHomes = defineCollection({
  name: 'savedHomes',
  schema: z.object({
    id: z.string(),
    uid: z.string(),
    listingId: z.string(),
    createdAt: z.number(),
  }),
  parties: ['uid'],
  account: { links: [equals('uid')], deletion: 'deleted' },
})

export type SavedHome = z.infer<typeof savedHomes.schema>
