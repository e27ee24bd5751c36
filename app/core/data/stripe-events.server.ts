import { z } from 'zod'
import { defineCollection } from './collection.server'

// stripeEvents/{Stripe event id} (features/payments): a webhook event already processed, so a
// repeated delivery changes nothing; the order it was about, or null for none of ours
export const stripeEvents = defineCollection({
  name: 'stripeEvents',
  schema: z.object({ orderId: z.string().nullable(), at: z.number() }),
  parties: [],
  account: {
    links: [],
    holdsNoPerson: 'ids of Stripe events already processed, with their order id',
  },
})

export type StripeEventRecord = z.infer<typeof stripeEvents.schema>
