import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'

export const tourStatuses = ['requested', 'proposed', 'scheduled', 'declined', 'cancelled'] as const
export const tourActions = [
  'confirm',
  'decline',
  'propose',
  'accept-proposal',
  'decline-proposal',
  'cancel',
] as const

const tourEventSchema = z.object({
  at: z.number(),
  by: z.enum(['buyer', 'seller']),
  action: z.enum([...tourActions, 'request']),
  startsAt: z.number().optional(),
})

// appointments/{id}: one buyer's tour of one home, as both sides moved it (ADR 029)
export const appointments = defineCollection({
  name: 'appointments',
  schema: z.object({
    id: z.string(),
    uid: z.string(),
    listingId: z.string(),
    // none for a tour of one of the market's own homes
    sellerId: z.string().nullable().optional(),
    address: z.string(),
    startsAt: z.number(),
    status: z.enum(tourStatuses),
    proposedStartsAt: z.number().nullable().optional(),
    history: z.array(tourEventSchema).optional(),
    createdAt: z.number(),
    cancelledAt: z.number().optional(),
  }),
  parties: ['uid', 'sellerId'],
  account: {
    links: [equals('uid'), equals('sellerId')],
    deletion:
      'kept for the other side with the uid removed; a tour still to come is cancelled (buyer) or declined (seller)',
  },
})

export type Appointment = z.infer<typeof appointments.schema>
export type TourEvent = z.infer<typeof tourEventSchema>
