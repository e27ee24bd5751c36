import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'

// inquiries/{id}: a buyer's question about a home, their own copy of what they sent (on a
// seller's home the conversation itself is a thread)
export const inquiries = defineCollection({
  name: 'inquiries',
  schema: z.object({
    id: z.string(),
    uid: z.string(),
    listingId: z.string(),
    sellerId: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    status: z.literal('new'),
    createdAt: z.number(),
  }),
  parties: ['uid', 'sellerId'],
  account: {
    links: [equals('uid'), equals('sellerId')],
    deletion:
      'the buyer’s own copies deleted; on a seller’s homes kept for the buyer, the seller’s uid removed',
  },
})

export type Inquiry = z.infer<typeof inquiries.schema>
