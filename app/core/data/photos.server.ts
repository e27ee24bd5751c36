import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'
import { listingPhotoSchema } from './home'

// photos/{photoId}: who uploaded it and, once published, the listing it belongs to (ADR 027)
export const photos = defineCollection({
  name: 'photos',
  schema: listingPhotoSchema.extend({
    ownerUid: z.string(),
    listingId: z.string().nullable(),
    // what the store holds for it, all sizes together
    bytes: z.number(),
    createdAt: z.number(),
    // the upload's own bytes' hash: the same file sent twice to one draft is one photo
    sourceSha256: z.string().optional(),
    // shown to anyone without a listing: a service provider's logo (providers/logo.server.ts)
    public: z.boolean().optional(),
  }),
  parties: ['ownerUid'],
  account: {
    links: [equals('ownerUid')],
    deletion: 'deleted with their files, except the photos of a kept listing (owner removed)',
  },
})

export type PhotoRecord = z.infer<typeof photos.schema>
