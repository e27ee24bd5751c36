import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'

export const quoteStatuses = ['open', 'accepted', 'closed'] as const

// quotes/{id} (features/providers): a vendor's price for one lead; the requester accepts one and
// the others close
export const quotes = defineCollection({
  name: 'quotes',
  schema: z.object({
    id: z.string(),
    leadId: z.string(),
    requestId: z.string(),
    providerId: z.string(),
    business: z.string(),
    vendorUid: z.string(),
    requesterUid: z.string(),
    price: z.number(),
    // the part of the price paid through Threshold to book, or null for all of it (absent on older quotes)
    deposit: z.number().nullable().optional(),
    includes: z.string(),
    startDate: z.string(),
    validUntil: z.string(),
    status: z.enum(quoteStatuses),
    createdAt: z.number(),
  }),
  parties: ['vendorUid', 'requesterUid'],
  account: {
    links: [equals('vendorUid'), equals('requesterUid')],
    deletion:
      'kept for the other side with the uid and business name removed; an open quote is closed',
  },
})

export type Quote = z.infer<typeof quotes.schema>
export type QuoteStatus = Quote['status']
