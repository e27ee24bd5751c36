import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'
import { documentContentTypes, documentKindIds } from './service-values'

// documents/{id} (features/documents): a file a signed-in person keeps on Threshold, stored
// through the storage port under its owner, and the people it is shared with
export const documents = defineCollection({
  name: 'documents',
  schema: z.object({
    id: z.string(),
    ownerUid: z.string(),
    name: z.string(),
    kind: z.enum(documentKindIds),
    contentType: z.enum(documentContentTypes),
    size: z.number(),
    sha256: z.string(),
    listingId: z.string().nullable(),
    // the words of a PDF or text file, for the contract reader; null for an image or a scan
    text: z.string().nullable(),
    hasText: z.boolean(),
    sharedWith: z.array(z.string()),
    createdAt: z.number(),
    updatedAt: z.number(),
  }),
  // the owner; the people it is shared with may read it
  parties: ['ownerUid', 'sharedWith'],
  account: {
    links: [equals('ownerUid'), { field: 'sharedWith', match: 'contains' }],
    omit: ['text', 'sha256'],
    deletion:
      'own documents deleted with their files; the person removed from others’ sharing lists',
  },
})

export type StoredDocument = z.infer<typeof documents.schema>
