import { z } from 'zod'
import { descriptionLength } from '~/features/sellers/schemas'
import { formatNumber } from '~/ui/format'
import { lengths, tones } from './description-writer'

const maxText = 4000
const text = (what: string) =>
  z
    .string({ required_error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(maxText, `Keep ${what} under ${formatNumber(maxText)} characters`)
const tone = z.enum(tones, { required_error: 'Choose a tone', message: 'Choose a tone' })
const length = z.enum(lengths, { required_error: 'Choose a length', message: 'Choose a length' })
const variant = z.number().int().min(0).max(10_000).default(0)

// /AIListingEnhancer: write from the listing's facts and the seller's notes
export const WriteSchema = z.object({
  intent: z.literal('write'),
  tone,
  length,
  notes: z.string().trim().max(1000, 'Keep your notes under 1,000 characters').optional(),
  variant,
})

// rewrite a pasted description against the listing's facts
export const RewriteSchema = z.object({
  intent: z.literal('rewrite'),
  tone,
  length,
  text: text('the description to rewrite'),
  variant,
})

// check any text for fair-housing wording (no listing needed)
export const CheckSchema = z.object({ intent: z.literal('check'), text: text('the text to check') })

// put a description on the listing
export const SaveDescriptionSchema = z.object({
  intent: z.literal('save'),
  description: z
    .string({ required_error: 'Enter the description' })
    .trim()
    .min(descriptionLength.min, `Write at least ${descriptionLength.min} characters`)
    .max(
      descriptionLength.max,
      `Keep the description under ${formatNumber(descriptionLength.max)} characters`,
    ),
})
