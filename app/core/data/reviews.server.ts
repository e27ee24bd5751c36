import { z } from 'zod'
import { defineCollection, type Collection } from './collection.server'
import { providers } from './providers.server'
import { providerCategories } from './service-values'

// providers/{id}/reviews/{jobId}: one client's review of a job, with the four sub-ratings. A
// subcollection: read through `reviewsOf(providerId)`, never as a collection of its own
const declared = defineCollection({
  name: 'reviews',
  schema: z.object({
    id: z.string(),
    author: z.string(),
    rating: z.number(),
    sub: z.object({
      quality: z.number(),
      communication: z.number(),
      timeliness: z.number(),
      value: z.number(),
    }),
    text: z.string(),
    at: z.number(),
    service: z.enum(providerCategories),
  }),
  parties: [],
  account: {
    links: [],
    under: 'providers',
    deletion:
      'providers/{id}/reviews, found through the reviewer’s jobs (clientUid): kept for the provider, the author’s name replaced',
  },
})

const noTopLevel = (): never => {
  throw new Error('reviews is a subcollection: read it through reviewsOf(providerId)')
}

export const reviews: Collection<typeof declared.schema> = {
  ...declared,
  ref: noTopLevel,
  doc: noTopLevel,
}

// one provider's reviews, parsed by the same converter
export const reviewsOf = (providerId: string) =>
  providers.doc(providerId).collection('reviews').withConverter(reviews.converter)

export type Review = z.infer<typeof reviews.schema>
