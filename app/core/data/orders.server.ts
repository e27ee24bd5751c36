import { z } from 'zod'
import { defineCollection } from './collection.server'

// orders/{id}: one purchase (features/payments), keyed on the form's one-time submission id; its
// state changes only by the signed webhook (paid, failed) or the buyer's cancel
export const orderStatuses = ['pending', 'paid', 'failed'] as const

export const orders = defineCollection({
  name: 'orders',
  schema: z.object({
    id: z.string(),
    uid: z.string(),
    // the catalog's id, or the job's
    purchaseId: z.string(),
    kind: z.enum(['plan', 'bundle', 'job']),
    name: z.string(),
    amountCents: z.number(),
    currency: z.literal('usd'),
    zip: z.string().nullable(),
    status: z.enum(orderStatuses),
    sessionId: z.string().nullable(),
    checkoutUrl: z.string().nullable(),
    createdAt: z.number(),
    paidAt: z.number().optional(),
    failedAt: z.number().optional(),
    failure: z.string().optional(),
    requestIds: z.array(z.string()).optional(),
    // a job's order: the job, and the service request it was booked from
    jobId: z.string().optional(),
    requestId: z.string().optional(),
    // a plan bought for one listing: the listing records the order's state too
    listingId: z.string().optional(),
  }),
  parties: ['uid'],
  account: {
    links: [{ field: 'uid', match: 'equals' }],
    omit: ['sessionId', 'checkoutUrl'],
    deletion: 'paid orders kept for the books with the uid removed; unpaid ones deleted',
  },
})

export type Order = z.infer<typeof orders.schema>
