import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'

export const documentActions = [
  'uploaded',
  'downloaded',
  'renamed',
  'kind-changed',
  'shared',
  'unshared',
  'deleted',
  'reviewed',
] as const

// documentEvents/{id} (features/documents): every access and change of a document, for its owner.
// A download is one event for all of one person's downloads of the document in one window
// (`foldWindow`): `count` of them, the first `at`, the last `lastAt`
export const documentEvents = defineCollection({
  name: 'documentEvents',
  schema: z.object({
    id: z.string(),
    documentId: z.string(),
    ownerUid: z.string(),
    actorUid: z.string(),
    actorName: z.string(),
    action: z.enum(documentActions),
    detail: z.string(),
    at: z.number(),
    count: z.number().optional(),
    lastAt: z.number().optional(),
    foldWindow: z.number().optional(),
  }),
  parties: ['ownerUid', 'actorUid'],
  account: {
    links: [equals('ownerUid'), equals('actorUid')],
    deletion:
      'events of their own documents deleted; their reads of others’ documents kept for the owner, name and uid removed',
  },
})

export type DocumentEvent = z.infer<typeof documentEvents.schema>
export type DocumentAction = DocumentEvent['action']
