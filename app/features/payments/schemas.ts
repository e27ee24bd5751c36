import { z } from 'zod'
import { amesZips } from '~/features/market/addresses'
import { purchases } from './catalog'
import { paymentMessages as messages } from './messages'

const purchaseIds = purchases.map((purchase) => purchase.id) as [string, ...string[]]

// /services: what to buy, and for a bundle the ZIP its services are matched in
export const CheckoutSchema = z
  .object({
    purchase: z.enum(purchaseIds, {
      required_error: messages.purchaseMissing,
      invalid_type_error: messages.purchaseMissing,
      message: messages.purchaseMissing,
    }),
    zip: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    const bundle = purchases.find((purchase) => purchase.id === value.purchase)?.kind === 'bundle'
    if (bundle && !amesZips.includes(value.zip ?? ''))
      ctx.addIssue({ code: 'custom', path: ['zip'], message: messages.zipMissing })
  })

const digits = (value: string) => value.replace(/[\s-]/g, '')

// the stand-in checkout's card form (the real Stripe page has its own)
export const StandInCardSchema = z.object({
  name: z
    .string({ required_error: messages.cardNameMissing })
    .trim()
    .min(2, messages.cardNameMissing)
    .max(80, messages.cardNameMissing),
  number: z
    .string({ required_error: messages.cardNumberInvalid })
    .transform(digits)
    .refine((value) => /^\d{16}$/.test(value), messages.cardNumberInvalid),
  expiry: z
    .string({ required_error: messages.cardExpiryInvalid })
    .trim()
    .refine((value) => {
      const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value)
      if (!match) return false
      const [month, year] = [Number(match[1]), 2000 + Number(match[2])]
      const now = new Date()
      return (
        month >= 1 &&
        month <= 12 &&
        (year > now.getUTCFullYear() ||
          (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1))
      )
    }, messages.cardExpiryInvalid),
  cvc: z
    .string({ required_error: messages.cardCvcInvalid })
    .trim()
    .regex(/^\d{3}$/, messages.cardCvcInvalid),
})

// the buyer cancels a pending order (a button with no fields; the order is in the page's address)
export const CancelOrderSchema = z.object({})
