import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'

export const offerStatuses = ['submitted', 'countered', 'accepted', 'declined', 'withdrawn'] as const
export const offerEventActions = [
  'submitted',
  'accepted',
  'declined',
  'countered',
  'counter-accepted',
  'counter-declined',
  'withdrawn',
] as const

const termsShape = {
  amount: z.number(),
  closingDate: z.string(),
  contingencies: z.array(z.string()),
}

// the seller's counter: the terms, until when the buyer may take them, and when they were sent
const counterSchema = z.object({ ...termsShape, expiresAt: z.number(), at: z.number() })

// one line of an offer's history: who did what, when, with the amounts it named
const offerEventSchema = z.object({
  at: z.number(),
  by: z.enum(['buyer', 'seller', 'system']),
  action: z.enum(offerEventActions),
  amount: z.number().optional(),
  closingDate: z.string().optional(),
  contingencies: z.array(z.string()).optional(),
  expiresAt: z.number().optional(),
  reason: z.string().optional(),
})

// offers/{id}: one buyer's offer on one home, and every change both sides made to it (ADR 029)
export const offers = defineCollection({
  name: 'offers',
  schema: z.object({
    id: z.string(),
    uid: z.string(),
    listingId: z.string(),
    sellerId: z.string().nullable(),
    ...termsShape,
    financing: z.string(),
    status: z.enum(offerStatuses),
    counter: counterSchema.nullable().optional(),
    // every change, oldest first
    history: z.array(offerEventSchema).optional(),
    declineReason: z.string().optional(),
    createdAt: z.number(),
    updatedAt: z.number().optional(),
  }),
  parties: ['uid', 'sellerId'],
  account: {
    links: [equals('uid'), equals('sellerId')],
    deletion:
      'kept for the other side with the uid removed; an open offer is withdrawn (buyer) or declined (seller)',
  },
})

export type Offer = z.infer<typeof offers.schema>
export type OfferEvent = z.infer<typeof offerEventSchema>
export type Counter = z.infer<typeof counterSchema>
