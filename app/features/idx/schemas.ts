import { z } from 'zod'
import { idxMessages } from './messages'

const words = idxMessages.form

// an admin's feed import: the feed's name and its file. The upload is read and checked as it
// streams (idx-import.server.ts, the same rules and messages); this schema gives the reply its
// fields and lets the browser check the name again as it is fixed
export const IdxImportSchema = z.object({
  feed: z
    .string({ required_error: words.feedMissing })
    .transform((feed) => feed.replace(/\s+/g, ' ').trim())
    .superRefine((feed, context) => {
      if (!feed) context.addIssue({ code: 'custom', message: words.feedMissing })
      else if (feed.length < 2 || feed.length > 80 || !/^[\p{L}\p{N} .,&'’()\-/:#+]+$/u.test(feed))
        context.addIssue({ code: 'custom', message: words.feedInvalid })
    }),
  file: z.any().optional(),
})
