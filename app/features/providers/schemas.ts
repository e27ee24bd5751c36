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
