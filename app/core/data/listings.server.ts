import { z } from 'zod'
import { listingStatuses } from '~/core/home'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'
import { homeSchema, listingPhotoSchema } from './home'

export const listingSources = ['ames', 'seller', 'idx'] as const
export const planPaymentStatuses = ['pending', 'paid', 'failed'] as const

// listings/{id}.statusHistory: every status change of a seller's listing (ADR 029)
const statusChangeSchema = z.object({
  at: z.number(),
  status: z.enum(listingStatuses),
  by: z.string(),
  soldPrice: z.number().optional(),
  reason: z.string().optional(),
})

// listings/{id}.editHistory: what one edit by the seller changed, the price from and to
const editRecordSchema = z.object({
  at: z.number(),
  changed: z.array(z.string()),
  priceFrom: z.number().optional(),
  priceTo: z.number().optional(),
})

const planPaymentSchema = z.object({
  status: z.enum(planPaymentStatuses),
  orderId: z.string().nullable(),
  attempt: z.number(),
  updatedAt: z.number(),
  paidAt: z.number().optional(),
})

// listings/{id}: a home of the market with its place in the market today (features/listings).
// Sold homes keep the recorded sale (soldPrice, soldAt) and feed valuation; active and pending
// ones carry a list price
export const listings = defineCollection({
  name: 'listings',
  schema: homeSchema.extend({
    id: z.string(),
    // the market's recorded homes, a home a seller listed (features/sellers), or a home another
    // broker listed, imported from its MLS's IDX feed (features/idx, ADR 043)
    source: z.enum(listingSources),
    // an imported listing: the feed's name as the admin gave it at import, and its ListingKey
    feed: z.string().optional(),
    listingKey: z.string().optional(),
    // null for the market's homes (public sales records); the seller's uid for a home listed here
    sellerId: z.string().nullable(),
    status: z.enum(listingStatuses),
    addressGenerated: z.boolean(),
    description: z.string(),
    // a seller's listing of a home in the market's records: that record's id (null: not in them;
    // absent on listings published before it was kept, which are matched by address)
    homeId: z.string().nullable().optional(),
    // a seller's listing: the plan chosen for selling it (core/plans.ts)
    plan: z.string().optional(),
    // a plan that costs something today: where its payment stands, after the order it names
    planPayment: planPaymentSchema.optional(),
    // the seller's photos, first one first (none for the market's homes, which show drawings)
    photos: z.array(listingPhotoSchema).optional(),
    // the asking price for active and pending homes, the sale price for sold ones
    price: z.number(),
    listedAt: z.number().nullable(),
    soldPrice: z.number(),
    soldAt: z.number(),
    createdAt: z.number(),
    updatedAt: z.number(),
    statusHistory: z.array(statusChangeSchema).optional(),
    editHistory: z.array(editRecordSchema).optional(),
  }),
  parties: ['sellerId'],
  account: {
    links: [equals('sellerId')],
    deletion:
      'active and withdrawn listings deleted with their photos; pending and sold ones kept (a buyer’s accepted offer, valuation) with the seller’s uid removed',
  },
})

export type Listing = z.infer<typeof listings.schema>
export type ListingStatusChange = z.infer<typeof statusChangeSchema>
export type ListingEditRecord = z.infer<typeof editRecordSchema>
export type PlanPayment = z.infer<typeof planPaymentSchema>
