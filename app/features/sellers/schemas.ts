import { z } from 'zod'
import { contingencyOptions } from '~/features/buyers/schemas'

const id = (message: string) => z.string({ required_error: message }).trim().min(1, message).max(128, message)

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
  slot: z.coerce.number({ required_error: 'Choose another time', invalid_type_error: 'Choose another time' }).int(),
})

const date = (required: string) => z.string({ required_error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, `${required} as YYYY-MM-DD`)

export const CounterSchema = z.object({
  offerId: id('Choose an offer'),
  amount: z.coerce
    .number({ required_error: 'Enter the counter amount', invalid_type_error: 'Enter the amount as a number, like 245000' })
    .int('Enter a whole number of dollars')
    .min(1_000, 'A counter-offer must be at least $1,000')
    .max(100_000_000, 'That amount is too large'),
  closingDate: date('Enter the closing date'),
  contingencies: z.array(z.enum(Object.keys(contingencyOptions) as [keyof typeof contingencyOptions])).max(4).default([]),
  expiresOn: date('Enter the date the counter-offer expires'),
})

export const listingStatusChoices = { pending: 'Sale pending', sold: 'Sold', withdrawn: 'Withdrawn', active: 'For sale (active again)' } as const

export const ListingStatusSchema = z.object({
  listingId: id('Choose a listing'),
  status: z.enum(Object.keys(listingStatusChoices) as [keyof typeof listingStatusChoices], { errorMap: () => ({ message: 'Choose the new status' }) }),
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
