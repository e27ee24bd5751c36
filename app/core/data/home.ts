import { z } from 'zod'
import { propertyTypes, type Home } from '~/core/home'

// the one home (core/home.ts) as a schema: what every document that describes a home stores of it.
// Not server-only, so the types derived from it reach the pages that show homes
export const addressSchema = z.object({
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
})

// `satisfies`: a field of Home missing here, or typed otherwise, fails the typecheck
export const homeSchema = z.object({
  address: addressSchema,
  lat: z.number(),
  lng: z.number(),
  neighborhood: z.string(),
  beds: z.number(),
  baths: z.number(),
  fullBaths: z.number(),
  halfBaths: z.number(),
  sqft: z.number(),
  lotSqft: z.number(),
  yearBuilt: z.number(),
  yearRemodeled: z.number(),
  propertyType: z.enum(propertyTypes),
  style: z.string(),
  stories: z.number(),
  garageSpaces: z.number(),
  basementSqft: z.number(),
  fireplaces: z.number(),
  features: z.array(z.string()),
}) satisfies z.ZodType<Home>

// a listing's photo: one schema for every photo (app/core/photos)
export { listingPhotoSchema, type ListingPhoto } from '~/core/photos/photo'
