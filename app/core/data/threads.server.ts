import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'

const threadMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['buyer', 'seller']),
  text: z.string(),
  at: z.number(),
})

// threads/{id}: one conversation per (listing, buyer) about a seller's home (ADR 029). The buyer's
// first question starts it (and stays an `inquiries` record); answers and replies are appended
export const threads = defineCollection({
  name: 'threads',
  schema: z.object({
    id: z.string(),
    listingId: z.string(),
    sellerId: z.string(),
    buyerUid: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    address: z.string(),
    messages: z.array(threadMessageSchema),
    lastAt: z.number(),
    lastFrom: z.enum(['buyer', 'seller']),
    createdAt: z.number(),
  }),
  parties: ['buyerUid', 'sellerId'],
  account: {
    links: [equals('buyerUid'), equals('sellerId')],
    deletion:
      'kept for the other side; the buyer’s name, e-mail and uid (or the seller’s uid) replaced',
  },
})

export type Thread = z.infer<typeof threads.schema>
export type ThreadMessage = z.infer<typeof threadMessageSchema>
