import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'

export const alertFrequencyValues = ['daily', 'weekly', 'never'] as const

export const savedSearches = defineCollection({
  name: 'savedSearches',
  schema: z.object({
    id: z.string(),
    uid: z.string(),
    name: z.string(),
    // the search form's query string, without a page number
    params: z.string(),
    frequency: z.enum(alertFrequencyValues),
    createdAt: z.number(),
    // the last alert run that mailed it, and the homes mailed so far
    alertedAt: z.number().optional(),
    alertedIds: z.array(z.string()).optional(),
  }),
  parties: ['uid'],
  account: { links: [equals('uid')], deletion: 'deleted' },
})

export type SavedSearch = z.infer<typeof savedSearches.schema>
