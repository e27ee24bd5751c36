import { z } from 'zod'
import { defineCollection } from './collection.server'

export const stepClaimKinds = ['offer', 'tour', 'listing'] as const

// stepClaims/{kind}-{id}-{n}: the n-th change of a record, created (never overwritten) as the
// first write of the transaction that makes that change (ADR 029)
export const stepClaims = defineCollection({
  name: 'stepClaims',
  schema: z.object({
    kind: z.enum(stepClaimKinds),
    recordId: z.string(),
    step: z.union([z.number(), z.string()]),
    what: z.string(),
    at: z.number(),
  }),
  parties: [],
  account: {
    links: [],
    holdsNoPerson:
      'which change of an offer, tour or listing came first: record ids and steps only',
  },
})

export type StepClaim = z.infer<typeof stepClaims.schema>
