import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'
import { requestedService } from './service-requests.server'

export const leadStatuses = ['new', 'quoted', 'declined', 'won', 'lost'] as const

// leads/{id} (features/providers): one provider's copy of a service request
export const leads = defineCollection({
  name: 'leads',
  schema: z.object({
    ...requestedService,
    id: z.string(),
    requestId: z.string(),
    providerId: z.string(),
    // null for a demo provider nobody signs in as
    vendorUid: z.string().nullable(),
    requesterUid: z.string(),
    status: z.enum(leadStatuses),
    quoteId: z.string().optional(),
    declineReason: z.string().optional(),
    // the vendor's own words on a decline, kept from the requester's export
    note: z.string().optional(),
    createdAt: z.number(),
    answeredAt: z.number().optional(),
  }),
  parties: ['vendorUid', 'requesterUid'],
  account: {
    links: [equals('vendorUid'), equals('requesterUid')],
    omit: ['note'],
    deletion:
      'kept for the other side with the uid removed; an open lead of a leaving client is closed',
  },
})

export type Lead = z.infer<typeof leads.schema>
export type LeadStatus = Lead['status']
