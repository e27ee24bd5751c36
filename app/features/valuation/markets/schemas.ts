import { z } from 'zod'
import { marketMessages } from './messages'

export { MappingSchema } from './market-mapping'

const words = marketMessages.upload

// an admin's new market: its name, the ZIP codes it values and its sales file. The upload is
// read and checked as it streams (market-upload.server.ts, the same rules and messages); this
// schema gives the reply its fields and lets the browser check a field again as it is fixed
export const MarketUploadSchema = z.object({
  name: z
    .string({ required_error: words.nameMissing })
    .transform((name) => name.replace(/\s+/g, ' ').trim())
    .superRefine((name, context) => {
      if (!name) context.addIssue({ code: 'custom', message: words.nameMissing })
      else if (name.length < 2 || name.length > 60 || !/^[\p{L}\p{N} .,&'’()\-/]+$/u.test(name))
        context.addIssue({ code: 'custom', message: words.nameInvalid })
    }),
  zips: z
    .string()
    .optional()
    .refine((sent) => {
      const parts = (sent ?? '').split(/[\s,;]+/).filter(Boolean)
      return parts.length <= 200 && parts.every((part) => /^\d{5}$/.test(part))
    }, words.zipsInvalid),
  file: z.any().optional(),
})

// "Train it again" on a market page: one button, its intent
export const TrainAgainSchema = z.object({ intent: z.literal('train-again') })
