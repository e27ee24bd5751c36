import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'
import { providerCategories } from './service-values'

export const jobStatuses = ['booked', 'completed'] as const

// what the signed webhook recorded when the job's order was paid
const jobPayment = z.object({
  orderId: z.string(),
  amountCents: z.number(),
  paidAt: z.number(),
  deposit: z.boolean(),
})

// jobs/{quoteId} (features/providers, ADR 051): the appointment an accepted quote books, seen by
// the client and the vendor; paid through Threshold, marked done by the vendor, reviewed once
export const jobs = defineCollection({
  name: 'jobs',
  schema: z.object({
    id: z.string(),
    quoteId: z.string(),
    leadId: z.string(),
    requestId: z.string(),
    providerId: z.string(),
    business: z.string(),
    vendorUid: z.string(),
    clientUid: z.string(),
    category: z.enum(providerCategories),
    zip: z.string(),
    listingId: z.string().nullable(),
    details: z.string(),
    price: z.number(),
    // the part of the price the vendor asked to be paid through Threshold, or null for all of it
    deposit: z.number().nullable().optional(),
    startsAt: z.number(),
    status: z.enum(jobStatuses),
    createdAt: z.number(),
    completedAt: z.number().optional(),
    reviewed: z.boolean().optional(),
    // the last order started to pay for the job, and the payment once its order is paid
    orderId: z.string().optional(),
    paid: jobPayment.optional(),
  }),
  parties: ['clientUid', 'vendorUid'],
  account: {
    links: [equals('vendorUid'), equals('clientUid')],
    deletion: 'kept for the other side with the uid and business name removed',
  },
})

export type Job = z.infer<typeof jobs.schema>
export type JobStatus = Job['status']
export type JobPayment = z.infer<typeof jobPayment>
