import { z } from 'zod'
import { contingencyOptions } from '~/features/sellers/offer-steps'

export { contingencyOptions }
import { featureLabels, formatCount } from '~/features/listings/listing'

export const financingOptions = {
  conventional: 'Conventional loan',
  fha: 'FHA loan',
  va: 'VA loan',
  cash: 'Cash',
} as const

export const InquirySchema = z.object({
  name: z
    .string({ required_error: 'Enter your name' })
    .trim()
    .min(2, 'Enter your name')
    .max(120, 'Name is too long'),
  email: z
    .string({ required_error: 'Enter your email address' })
    .trim()
    .max(320)
    .email('Please enter a valid email address'),
  message: z
    .string({ required_error: 'Write your question' })
    .trim()
    .min(5, 'Write your question (at least 5 characters)')
    .max(2_000, 'Keep your question under 2,000 characters'),
})

export const TourSchema = z.object({
  slot: z.coerce
    .number({
      required_error: 'Choose a time for the tour',
      invalid_type_error: 'Choose a time for the tour',
    })
    .int(),
})

export const OfferSchema = z.object({
  amount: z.coerce
    .number({
      required_error: 'Enter your offer amount',
      invalid_type_error: 'Enter the amount as a number, like 245000',
    })
    .int('Enter a whole number of dollars')
    .min(1_000, 'An offer must be at least $1,000')
    .max(100_000_000, 'That amount is too large'),
  financing: z.enum(Object.keys(financingOptions) as [keyof typeof financingOptions], {
    errorMap: () => ({ message: 'Choose how you will pay' }),
  }),
  contingencies: z
    .array(z.enum(Object.keys(contingencyOptions) as [keyof typeof contingencyOptions]))
    .max(4)
    .default([]),
  closingDate: z
    .string({ required_error: 'Choose a closing date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the closing date as YYYY-MM-DD'),
})

const optionalWhole = (label: string, max: number) =>
  z.coerce
    .number({ invalid_type_error: `Enter ${label} as a number` })
    .int(`Enter ${label} as a whole number`)
    .min(0, `${label} can't be negative`)
    .max(max, `Enter ${label} of at most ${formatCount(max)}`)
    .optional()

// the buyer questionnaire (/buyer-flow)
export const PreferencesSchema = z.object({
  budget: optionalWhole('a budget', 100_000_000),
  area: z.string().trim().max(80).optional(),
  beds: optionalWhole('bedrooms', 20),
  baths: optionalWhole('bathrooms', 20),
  mustHaves: z
    .array(
      z
        .string()
        .refine(
          (feature) => Object.hasOwn(featureLabels, feature),
          'Choose must-haves from the list',
        ),
    )
    .max(10)
    .default([]),
})

// the buttons of a buyer's tour (/appointments): cancel, or answer a time the seller proposed. An
// id that is not one of the buyer's tours is answered as not found, as a missing one is
export const TourChangeSchema = z.object({
  intent: z.enum(['cancel', 'accept-proposal', 'decline-proposal']),
  appointmentId: z.string().default(''),
})

// the buyer dashboard's buttons: answer a counter-offer or withdraw an offer, remove a saved search
export const OfferAnswerSchema = z.object({
  intent: z.enum(['accept-counter', 'decline-counter', 'withdraw']),
  offerId: z.string().default(''),
})
export const RemoveSavedSearchSchema = z.object({
  intent: z.literal('delete-search'),
  searchId: z.string().default(''),
})
export const DashboardButtonSchema = z.discriminatedUnion('intent', [
  OfferAnswerSchema,
  RemoveSavedSearchSchema,
])

// Save on a home's page and on every listing card: the toggle's side, and the page to come back
// to (a path on this site; anything else brings the person to the home's page)
export const SaveHomeSchema = z.object({
  intent: z.enum(['save', 'unsave']),
  returnTo: z.string().optional(),
})
