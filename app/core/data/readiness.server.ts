import { z } from 'zod'
import { defineCollection } from './collection.server'

// _readiness: the readiness probe (platform/readiness.server.ts) reads one document of it to know
// Firestore answers; nothing writes it. Platform knows no core, so the probe names it itself: this
// module keeps the list of collections whole
export const readiness = defineCollection({
  name: '_readiness',
  schema: z.object({}),
  parties: [],
  account: { links: [], holdsNoPerson: 'the readiness probe reads it; nothing is written' },
})
