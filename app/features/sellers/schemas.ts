import { z } from 'zod'
import { contingencyOptions } from './offer-steps'
import { featureLabels } from '~/features/listings/listing'
import { amesZips } from '~/features/market/addresses'
import { propertyTypes } from '~/core/home'
import { flowMessages as messages } from './messages'
import { planIds } from '~/core/plans'
import { agentChoices, homeStyleIds, timings, type HomeStyle } from '~/core/seller-flow'

// the listing flow's forms, one schema a step, each checked on the server (conform + zod)

export { agentChoices, timings, type HomeStyle }
export const timingLabels: Record<(typeof timings)[number], string> = {
  now: 'I want to sell now',
  'six-months': 'Within the next 6 months',
  exploring: 'I am exploring: I want to know what my home is worth first',
}
export const agentLabels: Record<(typeof agentChoices)[number], string> = {
  'without-agent': 'Without an agent',
  'with-agent': 'With an agent',
}

export const IntentSchema = z.object({
  timing: z.enum(timings, {
    required_error: messages.timingMissing,
    invalid_type_error: messages.timingMissing,
    message: messages.timingMissing,
  }),
  agent: z.enum(agentChoices, {
    required_error: messages.agentMissing,
    invalid_type_error: messages.agentMissing,
    message: messages.agentMissing,
  }),
})
export type SellerIntent = z.infer<typeof IntentSchema>

export const propertyModes = ['known', 'new'] as const
export const PropertySchema = z
  .object({
    mode: z.enum(propertyModes, {
      required_error: messages.modeMissing,
      message: messages.modeMissing,
    }),
    knownAddress: z.string().trim().max(200, messages.line1TooLong).optional(),
    line1: z.string().trim().max(120, messages.line1TooLong).optional(),
    zip: z.string().trim().max(10).optional(),
    neighborhood: z.string().trim().max(80, messages.neighborhoodUnknown).optional(),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
    if (form.mode === 'known') {
      if (!form.knownAddress) issue('knownAddress', messages.knownAddressMissing)
      return
    }
    if (!form.line1) issue('line1', messages.line1Missing)
    else if (!/^\d{1,6}[A-Za-z]?\s+\S/.test(form.line1) || /[<>{}\p{Cc}]/u.test(form.line1))
      issue('line1', messages.line1Invalid)
    if (!form.zip) issue('zip', messages.zipMissing)
    else if (!amesZips.includes(form.zip)) issue('zip', messages.zipMissing)
    if (!form.neighborhood) issue('neighborhood', messages.neighborhoodMissing)
  })
export type PropertyForm = z.infer<typeof PropertySchema>

// the styles a seller chooses from, and how many stories each is
export const homeStyles = {
  'one-story': { label: 'One story', stories: 1 },
  'one-and-a-half-story': { label: 'One and a half stories', stories: 1.5 },
  'two-story': { label: 'Two stories', stories: 2 },
  'two-and-a-half-story': { label: 'Two and a half stories', stories: 2.5 },
  'split-level': { label: 'Split level or split foyer', stories: 2 },
} as const satisfies Record<HomeStyle, { label: string; stories: number }>

const whole = (label: string, min: number, max: number) =>
  z
    .number({ required_error: messages.missing(label), invalid_type_error: messages.number(label) })
    .int(messages.whole(label))
    .min(min, messages.atLeast(label, min))
    .max(max, messages.atMost(label, max))

export const descriptionLength = { min: 40, max: 4000 }
export const detailLabels = {
  propertyType: 'Type of home',
  style: 'Stories',
  beds: 'Bedrooms',
  fullBaths: 'Full bathrooms',
  halfBaths: 'Half bathrooms',
  sqft: 'Living area (sq ft)',
  lotSqft: 'Lot size (sq ft)',
  yearBuilt: 'Year built',
  garageSpaces: 'Garage spaces',
  basementSqft: 'Basement area (sq ft)',
  features: 'Features',
  description: 'Description',
} as const

export const DetailsSchema = z.object({
  propertyType: z.enum(propertyTypes, {
    required_error: messages.typeMissing,
    message: messages.typeMissing,
  }),
  style: z.enum(homeStyleIds, {
    required_error: messages.styleMissing,
    message: messages.styleMissing,
  }),
  beds: whole(detailLabels.beds, 0, 12),
  fullBaths: whole(detailLabels.fullBaths, 1, 8),
  halfBaths: whole(detailLabels.halfBaths, 0, 6).default(0),
  sqft: whole(detailLabels.sqft, 300, 10_000),
  lotSqft: whole(detailLabels.lotSqft, 0, 2_000_000).default(0),
  yearBuilt: whole(detailLabels.yearBuilt, 1850, 9999).refine(
    (year) => year <= new Date().getUTCFullYear(),
    messages.yearFuture,
  ),
  garageSpaces: whole(detailLabels.garageSpaces, 0, 8).default(0),
  basementSqft: whole(detailLabels.basementSqft, 0, 10_000).default(0),
  features: z
    .array(
      z
        .string()
        .refine((feature) => Object.hasOwn(featureLabels, feature), messages.featureUnknown),
    )
    .max(Object.keys(featureLabels).length, messages.featureUnknown)
    .default([])
    .transform((features) => [...new Set(features)]),
  description: z
    .string({ required_error: messages.descriptionMissing })
    .trim()
    .min(1, messages.descriptionMissing)
    .min(descriptionLength.min, messages.descriptionShort(descriptionLength.min))
    .max(descriptionLength.max, messages.descriptionLong(descriptionLength.max)),
})
export type SellerDetails = z.infer<typeof DetailsSchema>

export const PriceSchema = z.object({
  askingPrice: z
    .number({ required_error: messages.askingMissing, invalid_type_error: messages.askingNumber })
    .int(messages.askingNumber)
    .min(10_000, messages.askingLow)
    .max(20_000_000, messages.askingHigh),
})

// editing a published listing: the details step's facts and the price step's asking price, as one form
export const ListingEditSchema = DetailsSchema.merge(PriceSchema)
export type ListingEdit = z.infer<typeof ListingEditSchema>

export const DiscardDraftSchema = z.object({
  confirm: z.literal('on', {
    errorMap: () => ({ message: 'Tick the box to confirm you want to discard the draft' }),
  }),
})

export const PlanSchema = z.object({
  plan: z.enum(planIds, { required_error: messages.planMissing, message: messages.planMissing }),
})

// Pay on a listing's plan (its published page, the dashboard, the listing's page): one button,
// posting to the published page, which starts the plan's checkout
export const PayPlanSchema = z.object({ intent: z.literal('pay') })

// Publish carries the id the draft reserved for its listing, so a second press finds the listing
// the first one made
export const PublishSchema = z.object({
  listingId: z
    .string()
    .regex(/^s-[A-Za-z0-9]{20}$/)
    .optional(),
})

const id = (message: string) =>
  z.string({ required_error: message }).trim().min(1, message).max(128, message)

// the seller's answer and the buyer's reply in a thread
export const ThreadMessageSchema = z.object({
  threadId: id('Choose a conversation'),
  message: z
    .string({ required_error: 'Write your message' })
    .trim()
    .min(2, 'Write your message (at least 2 characters)')
    .max(2_000, 'Keep your message under 2,000 characters'),
})

export const ProposeTourSchema = z.object({
  appointmentId: id('Choose a tour'),
  slot: z.coerce
    .number({ required_error: 'Choose another time', invalid_type_error: 'Choose another time' })
    .int(),
})

const date = (required: string) =>
  z.string({ required_error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, `${required} as YYYY-MM-DD`)

export const CounterSchema = z.object({
  offerId: id('Choose an offer'),
  amount: z.coerce
    .number({
      required_error: 'Enter the counter amount',
      invalid_type_error: 'Enter the amount as a number, like 245000',
    })
    .int('Enter a whole number of dollars')
    .min(1_000, 'A counter-offer must be at least $1,000')
    .max(100_000_000, 'That amount is too large'),
  closingDate: date('Enter the closing date'),
  contingencies: z
    .array(z.enum(Object.keys(contingencyOptions) as [keyof typeof contingencyOptions]))
    .max(4)
    .default([]),
  expiresOn: date('Enter the date the counter-offer expires'),
})

export const listingStatusChoices = {
  pending: 'Sale pending',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
  active: 'For sale (active again)',
} as const

export const ListingStatusSchema = z.object({
  listingId: id('Choose a listing'),
  status: z.enum(Object.keys(listingStatusChoices) as [keyof typeof listingStatusChoices], {
    errorMap: () => ({ message: 'Choose the new status' }),
  }),
  soldPrice: z.coerce
    .number({ invalid_type_error: 'Enter the sold price as a number, like 245000' })
    .int('Enter a whole number of dollars')
    .min(1_000, 'A sold price must be at least $1,000')
    .max(100_000_000, 'That amount is too large')
    .optional(),
  soldOn: date('Enter the sale date').optional(),
})

const checkbox = z.preprocess((value) => value === 'on', z.boolean())

export const SettingsSchema = z.object({
  questions: checkbox,
  tours: checkbox,
  offers: checkbox,
  showEmail: checkbox,
  showPhone: checkbox,
  phone: z
    .string()
    .trim()
    .max(40, 'Keep the phone number under 40 characters')
    .regex(/^[0-9+().\- ]*$/, 'Enter the phone number with digits, spaces, + ( ) - only')
    .optional()
    .default(''),
})
