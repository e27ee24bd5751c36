import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'
import { providerCategories } from './service-values'

// what was asked for, as a request and each of its leads keep it
export const requestedService = {
  category: z.enum(providerCategories),
  zip: z.string(),
  date: z.string().nullable(),
  budget: z.number().nullable(),
  details: z.string(),
  listingId: z.string().nullable(),
}

const toldProvider = z.object({
  providerId: z.string(),
  business: z.string(),
  name: z.string(),
  score: z.number(),
  reasons: z.array(z.string()),
})

// serviceRequests/{id} (features/providers): what a buyer or seller asked for, and who was told
export const serviceRequests = defineCollection({
  name: 'serviceRequests',
  schema: z.object({
    ...requestedService,
    id: z.string(),
    requesterUid: z.string(),
    // the provider asked by name (from its profile), or null to be matched
    providerId: z.string().nullable(),
    told: z.array(toldProvider),
    acceptedQuoteId: z.string().optional(),
    jobId: z.string().optional(),
    createdAt: z.number(),
  }),
  parties: ['requesterUid'],
  account: {
    links: [equals('requesterUid')],
    deletion:
      'deleted; the providers’ names are removed from others’ requests when a provider leaves',
  },
})

export type ServiceRequest = z.infer<typeof serviceRequests.schema>
export type ToldProvider = z.infer<typeof toldProvider>
