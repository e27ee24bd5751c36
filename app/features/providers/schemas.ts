import { z } from 'zod'
import { amesZips } from '~/features/market/addresses'
import { providerCategories } from './categories'
import { providerMessages as messages } from './messages'

const dayMs = 86_400_000
const today = () => new Date().toISOString().slice(0, 10)
const isoDate = /^\d{4}-\d{2}-\d{2}$/

const category = z.enum(providerCategories, { required_error: messages.categoryMissing, invalid_type_error: messages.categoryMissing, message: messages.categoryMissing })
const zip = z
  .string({ required_error: messages.zipMissing })
  .trim()
  .min(1, messages.zipMissing)
  .refine((value) => amesZips.includes(value), messages.zipUnknown)
const wantedDate = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || (isoDate.test(value) && !Number.isNaN(Date.parse(value)) && value >= today()), messages.dateInvalid)
  .refine((value) => !value || Date.parse(value) - Date.now() <= 366 * dayMs, messages.dateTooFar)
const budget = z.coerce
  .number({ invalid_type_error: messages.budgetInvalid })
  .int(messages.budgetInvalid)
  .min(1, messages.budgetInvalid)
  .max(1_000_000, messages.budgetInvalid)
  .optional()

// "Match me" on the directory and the request form share the need's fields
export const NeedSchema = z.object({ category, zip, date: wantedDate, budget })
export type NeedForm = z.infer<typeof NeedSchema>

export const ServiceRequestSchema = NeedSchema.extend({
  details: z.string({ required_error: messages.detailsMissing }).trim().min(10, messages.detailsMissing).max(2000, messages.detailsTooLong),
  provider: z.string().trim().max(80).optional(),
  listing: z.string().trim().max(80).optional(),
})
export type ServiceRequestForm = z.infer<typeof ServiceRequestSchema>

export const minimumRatings = ['4.5', '4', '3.5'] as const
// the directory's filters, read from the query string: a value that does not parse is dropped and
// said so, never an error page
export const DirectoryFilterSchema = z.object({
  category: category.optional(),
  zip: zip.optional(),
  rating: z.enum(minimumRatings, { message: messages.ratingInvalid }).optional(),
  maxPrice: z.coerce.number({ invalid_type_error: messages.priceInvalid }).int(messages.priceInvalid).min(1, messages.priceInvalid).max(1_000_000, messages.priceInvalid).optional(),
  week: z.literal('on').optional(),
})
export type DirectoryFilter = z.infer<typeof DirectoryFilterSchema>

const dayAhead = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10)
export const declineReasons = { busy: 'Fully booked for that date', area: 'Outside my service area', service: 'Not a service I offer', other: 'Another reason' } as const

// a vendor's answer to a lead: a quote, or a decline with its reason
export const QuoteSchema = z.object({
  intent: z.literal('quote'),
  price: z.coerce.number({ required_error: messages.quotePriceInvalid, invalid_type_error: messages.quotePriceInvalid }).int(messages.quotePriceInvalid).min(1, messages.quotePriceInvalid).max(1_000_000, messages.quotePriceInvalid),
  includes: z.string({ required_error: messages.quoteIncludesMissing }).trim().min(3, messages.quoteIncludesMissing).max(1000, messages.quoteIncludesTooLong),
  startDate: z.string({ required_error: messages.quoteStartInvalid }).trim().refine((value) => isoDate.test(value) && !Number.isNaN(Date.parse(value)) && value >= today() && value <= dayAhead(366), messages.quoteStartInvalid),
  validUntil: z.string({ required_error: messages.quoteValidInvalid }).trim().refine((value) => isoDate.test(value) && !Number.isNaN(Date.parse(value)) && value >= today() && value <= dayAhead(90), messages.quoteValidInvalid),
})
export const DeclineSchema = z.object({
  intent: z.literal('decline'),
  reason: z.enum(Object.keys(declineReasons) as [keyof typeof declineReasons, ...Array<keyof typeof declineReasons>], { required_error: messages.declineReasonMissing, invalid_type_error: messages.declineReasonMissing, message: messages.declineReasonMissing }),
  note: z.string().trim().max(500, messages.noteTooLong).optional(),
})
export const LeadAnswerSchema = z.discriminatedUnion('intent', [QuoteSchema, DeclineSchema])
