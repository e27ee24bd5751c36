import { z } from 'zod'
import { propertyTypes } from '~/core/home'
import { agentChoices, flowSteps, homeStyleIds, timings } from '~/core/seller-flow'
import { defineCollection } from './collection.server'
import { addressSchema, listingPhotoSchema } from './home'

// the home a draft is about: one of the market's recorded homes (homeId) or a new one placed at
// its neighborhood's center
const sellerPropertySchema = z.object({
  homeId: z.string().nullable(),
  address: addressSchema,
  neighborhood: z.string(),
  lat: z.number(),
  lng: z.number(),
})

// the details step's answers as its form (features/sellers/schemas.ts) gives them
const sellerDetailsSchema = z.object({
  propertyType: z.enum(propertyTypes),
  style: z.enum(homeStyleIds),
  beds: z.number(),
  fullBaths: z.number(),
  halfBaths: z.number(),
  sqft: z.number(),
  lotSqft: z.number(),
  yearBuilt: z.number(),
  garageSpaces: z.number(),
  basementSqft: z.number(),
  features: z.array(z.string()),
  description: z.string(),
})

// sellerDrafts/{uid}: one listing in progress per account. Each step writes its own fields, merged
// (the photos step writes `photos` and may come first, so a draft can lack the step and read as at
// the first); `step` is the furthest step reached, where /seller-flow resumes; `listingId` is the id
// its listing will have, reserved with the first write so Publish is idempotent
export const sellerDrafts = defineCollection({
  name: 'sellerDrafts',
  schema: z.object({
    uid: z.string(),
    step: z.enum(flowSteps).default('intent'),
    listingId: z.string().optional(),
    intent: z.object({ timing: z.enum(timings), agent: z.enum(agentChoices) }).optional(),
    property: sellerPropertySchema.optional(),
    details: sellerDetailsSchema.optional(),
    photos: z.array(listingPhotoSchema).default([]),
    price: z.object({ askingPrice: z.number() }).optional(),
    plan: z.string().optional(),
    updatedAt: z.number(),
  }),
  parties: ['uid'],
  account: { links: [{ match: 'id' }], deletion: 'deleted' },
})

export type SellerDraft = z.infer<typeof sellerDrafts.schema>
export type SellerProperty = z.infer<typeof sellerPropertySchema>
