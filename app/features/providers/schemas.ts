import { z } from 'zod'
import { amesZips } from '~/features/market/addresses'
import { providerCategories, usualUnit } from './categories'
import { providerMessages as messages } from './messages'

const dayMs = 86_400_000
const today = () => new Date().toISOString().slice(0, 10)
const isoDate = /^\d{4}-\d{2}-\d{2}$/

const category = z.enum(providerCategories, {
  required_error: messages.categoryMissing,
  invalid_type_error: messages.categoryMissing,
  message: messages.categoryMissing,
})
const zip = z
  .string({ required_error: messages.zipMissing })
  .trim()
  .min(1, messages.zipMissing)
  .refine((value) => amesZips.includes(value), messages.zipUnknown)
const wantedDate = z
  .string()
  .trim()
  .optional()
  .refine(
    (value) =>
      !value || (isoDate.test(value) && !Number.isNaN(Date.parse(value)) && value >= today()),
    messages.dateInvalid,
  )
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
  details: z
    .string({ required_error: messages.detailsMissing })
    .trim()
    .min(10, messages.detailsMissing)
    .max(2000, messages.detailsTooLong),
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
  maxPrice: z.coerce
    .number({ invalid_type_error: messages.priceInvalid })
    .int(messages.priceInvalid)
    .min(1, messages.priceInvalid)
    .max(1_000_000, messages.priceInvalid)
    .optional(),
  week: z.literal('on').optional(),
})
export type DirectoryFilter = z.infer<typeof DirectoryFilterSchema>

const dayAhead = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10)
export const declineReasons = {
  busy: 'Fully booked for that date',
  area: 'Outside my service area',
  service: 'Not a service I offer',
  other: 'Another reason',
} as const

// a vendor's answer to a lead: a quote, or a decline with its reason
export const QuoteSchema = z.object({
  intent: z.literal('quote'),
  price: z.coerce
    .number({
      required_error: messages.quotePriceInvalid,
      invalid_type_error: messages.quotePriceInvalid,
    })
    .int(messages.quotePriceInvalid)
    .min(1, messages.quotePriceInvalid)
    .max(1_000_000, messages.quotePriceInvalid),
  // the part of the price the client pays through Threshold to book; empty for all of it
  deposit: z.coerce
    .number({ invalid_type_error: messages.quoteDepositInvalid })
    .int(messages.quoteDepositInvalid)
    .min(1, messages.quoteDepositInvalid)
    .max(1_000_000, messages.quoteDepositInvalid)
    .optional(),
  includes: z
    .string({ required_error: messages.quoteIncludesMissing })
    .trim()
    .min(3, messages.quoteIncludesMissing)
    .max(1000, messages.quoteIncludesTooLong),
  startDate: z
    .string({ required_error: messages.quoteStartInvalid })
    .trim()
    .refine(
      (value) =>
        isoDate.test(value) &&
        !Number.isNaN(Date.parse(value)) &&
        value >= today() &&
        value <= dayAhead(366),
      messages.quoteStartInvalid,
    ),
  validUntil: z
    .string({ required_error: messages.quoteValidInvalid })
    .trim()
    .refine(
      (value) =>
        isoDate.test(value) &&
        !Number.isNaN(Date.parse(value)) &&
        value >= today() &&
        value <= dayAhead(90),
      messages.quoteValidInvalid,
    ),
})
export const DeclineSchema = z.object({
  intent: z.literal('decline'),
  reason: z.enum(
    Object.keys(declineReasons) as [
      keyof typeof declineReasons,
      ...Array<keyof typeof declineReasons>,
    ],
    {
      required_error: messages.declineReasonMissing,
      invalid_type_error: messages.declineReasonMissing,
      message: messages.declineReasonMissing,
    },
  ),
  note: z.string().trim().max(500, messages.noteTooLong).optional(),
})
// a deposit is at most the price it is part of
function depositWithinPrice(
  answer: { intent: string; price?: number; deposit?: number },
  context: z.RefinementCtx,
) {
  if (
    answer.intent === 'quote' &&
    answer.deposit !== undefined &&
    answer.price !== undefined &&
    answer.deposit > answer.price
  ) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['deposit'],
      message: messages.quoteDepositInvalid,
    })
  }
}
export const QuoteFormSchema = QuoteSchema.superRefine(depositWithinPrice)
export const LeadAnswerSchema = z
  .discriminatedUnion('intent', [QuoteSchema, DeclineSchema])
  .superRefine(depositWithinPrice)

export const weekDays = [
  ['1', 'Monday'],
  ['2', 'Tuesday'],
  ['3', 'Wednesday'],
  ['4', 'Thursday'],
  ['5', 'Friday'],
  ['6', 'Saturday'],
  ['0', 'Sunday'],
] as const
const list = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((value) => (value === undefined ? [] : [value].flat()), z.array(item))

// a vendor's business profile: what the directory, the profile page and matching read
export const OnboardingSchema = z
  .object({
    business: z
      .string({ required_error: messages.businessMissing })
      .trim()
      .min(2, messages.businessMissing)
      .max(80, messages.businessMissing),
    name: z
      .string({ required_error: messages.nameMissing })
      .trim()
      .min(2, messages.nameMissing)
      .max(80, messages.nameMissing),
    phone: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || value.replace(/\D/g, '').length === 10, messages.phoneInvalid),
    bio: z
      .string({ required_error: messages.bioMissing })
      .trim()
      .min(10, messages.bioMissing)
      .max(600, messages.bioMissing),
    categories: list(z.enum(providerCategories, { message: messages.categoriesMissing })).pipe(
      z
        .array(z.enum(providerCategories))
        .min(1, messages.categoriesMissing)
        .max(3, messages.categoriesMissing),
    ),
    zips: list(z.string()).pipe(
      z
        .array(z.string().refine((value) => amesZips.includes(value), messages.zipsMissing))
        .min(1, messages.zipsMissing),
    ),
    baseZip: z
      .string({ required_error: messages.baseZipMissing })
      .refine((value) => amesZips.includes(value), messages.baseZipMissing),
    radiusMiles: z.coerce
      .number({
        required_error: messages.radiusInvalid,
        invalid_type_error: messages.radiusInvalid,
      })
      .int(messages.radiusInvalid)
      .min(5, messages.radiusInvalid)
      .max(100, messages.radiusInvalid),
    price: z.coerce
      .number({
        required_error: messages.onboardingPriceInvalid,
        invalid_type_error: messages.onboardingPriceInvalid,
      })
      .positive(messages.onboardingPriceInvalid)
      .max(1_000_000, messages.onboardingPriceInvalid),
    includes: z
      .string({ required_error: messages.includesMissing })
      .trim()
      .min(3, messages.includesMissing)
      .max(300, messages.includesMissing),
    licenceKind: z.string().trim().max(120).optional(),
    licenceNumber: z.string().trim().max(40).optional(),
    hours: z
      .string({ required_error: messages.hoursMissing })
      .trim()
      .min(3, messages.hoursMissing)
      .max(80, messages.hoursMissing),
    workDays: list(z.enum(['0', '1', '2', '3', '4', '5', '6'])).pipe(
      z.array(z.string()).min(1, messages.workDaysMissing),
    ),
    leadDays: z.coerce
      .number({
        required_error: messages.leadDaysInvalid,
        invalid_type_error: messages.leadDaysInvalid,
      })
      .int(messages.leadDaysInvalid)
      .min(0, messages.leadDaysInvalid)
      .max(60, messages.leadDaysInvalid),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
    if (Boolean(form.licenceKind) !== Boolean(form.licenceNumber))
      issue(form.licenceKind ? 'licenceNumber' : 'licenceKind', messages.licencePair)
    // the first service's price: a commission is a percentage, anything else whole dollars
    const unit = usualUnit[form.categories[0]!]
    if (unit === 'percent' ? form.price < 0.5 || form.price > 10 : !Number.isInteger(form.price))
      issue('price', messages.onboardingPriceInvalid)
  })
export type OnboardingForm = z.infer<typeof OnboardingSchema>

const stars = z.coerce
  .number({ required_error: messages.ratingMissing, invalid_type_error: messages.ratingMissing })
  .int(messages.ratingMissing)
  .min(1, messages.ratingMissing)
  .max(5, messages.ratingMissing)

// a client's review of a finished job: overall, the four sub-ratings, and a few words
export const ReviewSchema = z.object({
  rating: stars,
  quality: stars,
  communication: stars,
  timeliness: stars,
  value: stars,
  text: z
    .string({ required_error: messages.reviewTextMissing })
    .trim()
    .min(10, messages.reviewTextMissing)
    .max(1000, messages.reviewTextMissing),
})

const checkbox = z.preprocess((value) => value === 'on', z.boolean())

// /vendor/settings: which messages come by e-mail, and whether new leads are paused
export const VendorSettingsSchema = z.object({ leads: checkbox, jobs: checkbox, paused: checkbox })

// the client accepts one quote of a request (its button posts the quote's id)
export const AcceptQuoteSchema = z.object({
  quoteId: z
    .string({ required_error: messages.quoteUnknown, invalid_type_error: messages.quoteUnknown })
    .max(64, messages.quoteUnknown),
})

// the client pays for the job of an accepted quote (a button; the one-time id keeps one order)
export const PayJobSchema = z.object({
  intent: z.literal('pay'),
  submissionId: z.string().max(64).optional(),
})

// the vendor marks a job done (a button with no fields)
export const CompleteJobSchema = z.object({})
