import { z } from 'zod'
import { propertyTypes } from '~/core/home'
import { valuationMessages as messages } from './messages'

const count = (label: string, max: number) =>
  z
    .number({ invalid_type_error: messages.notNumber(label) })
    .int(messages.notWhole(label))
    .nonnegative(messages.negative(label))
    .max(max, messages.tooMany(label, max))

// the valuation form (on /ai-valuation, /cma and the landing page): a market address, or the
// home's facts. Facts left empty are taken from the most similar recorded sale nearby
export const ValuationSchema = z
  .object({
    address: z.string().trim().max(200, messages.addressTooLong).optional(),
    neighborhood: z.string().trim().max(80, messages.neighborhoodUnknown).optional(),
    propertyType: z.enum(propertyTypes).default('single-family'),
    sqft: z
      .number({ invalid_type_error: messages.sqftNotNumber })
      .nonnegative(messages.sqftNegative)
      .min(300, messages.sqftTooSmall)
      .max(10_000, messages.sqftTooLarge)
      .transform(Math.round)
      .optional(),
    beds: count('Bedrooms', 12).optional(),
    fullBaths: count('Full bathrooms', 8).optional(),
    halfBaths: count('Half bathrooms', 6).optional(),
    yearBuilt: z
      .number({ invalid_type_error: messages.yearNotNumber })
      .int(messages.yearNotNumber)
      .min(1850, messages.yearTooEarly)
      .refine((year) => year <= new Date().getUTCFullYear(), messages.yearFuture)
      .optional(),
    lotSqft: count('Lot size', 2_000_000).optional(),
    garageSpaces: count('Garage spaces', 8).optional(),
    basementSqft: count('Basement area', 10_000).optional(),
  })
  .superRefine((form, context) => {
    if (form.address) return
    const required: Array<[keyof typeof form, string]> = [
      ['neighborhood', messages.neighborhoodMissing],
      ['sqft', messages.sqftMissing],
      ['beds', messages.bedsMissing],
      ['fullBaths', messages.bathsMissing],
      ['yearBuilt', messages.yearMissing],
    ]
    for (const [field, message] of required) {
      if (form[field] === undefined || form[field] === '')
        context.addIssue({ code: z.ZodIssueCode.custom, path: [field], message })
    }
  })

export type ValuationInput = z.infer<typeof ValuationSchema>
export const valuationFields = [
  'address',
  'neighborhood',
  'propertyType',
  'sqft',
  'beds',
  'fullBaths',
  'halfBaths',
  'yearBuilt',
  'lotSqft',
  'garageSpaces',
  'basementSqft',
] as const

const saleId = z.string().regex(/^ames-\d{4}$/, 'That sale is not one of the recorded sales')

// the CMA's change form: the comps shown now and what to do with them. The subject travels in
// the same fields as the valuation form (or `home`)
export const CmaChangeSchema = z.object({
  intent: z
    .string()
    .regex(/^(remove|add):ames-\d{4}$|^add-address$/, 'Choose a sale to add or remove'),
  comp: z.array(saleId).max(12).default([]),
  addAddress: z.string().trim().max(200, 'Enter an address of at most 200 characters').optional(),
})
