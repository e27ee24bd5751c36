import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'
import { contactChoiceIds, materialKinds } from './service-values'

const socialPost = z.object({
  length: z.enum(['short', 'medium', 'long']),
  label: z.string(),
  text: z.string(),
  characters: z.number(),
  limitNote: z.string(),
})

// marketingMaterials/{id} (features/marketing): one file made for one listing, kept in the file
// store at `path`, made from the listing as it was at `listingUpdatedAt`
export const marketingMaterials = defineCollection({
  name: 'marketingMaterials',
  schema: z.object({
    id: z.string(),
    sellerId: z.string(),
    listingId: z.string(),
    kind: z.enum(materialKinds),
    path: z.string(),
    contentType: z.string(),
    bytes: z.number(),
    createdAt: z.number(),
    listingUpdatedAt: z.number(),
    posts: z.array(socialPost).optional(),
    openHouse: z.object({ startsAt: z.number(), endsAt: z.number() }).optional(),
    contact: z.enum(contactChoiceIds).optional(),
  }),
  parties: ['sellerId'],
  account: { links: [equals('sellerId')], deletion: 'deleted with their files' },
})

export type Material = z.infer<typeof marketingMaterials.schema>
export type SocialPost = z.infer<typeof socialPost>
