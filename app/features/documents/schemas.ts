import { z } from 'zod'
import { documentKindIds } from './document'
import { documentMessages as messages } from './messages'

const withMessage = (message: string) => ({ errorMap: () => ({ message }) })

// the owner's forms on a document's page, told apart by their intent: rename, kind, share,
// unshare, delete. The server checks what a schema cannot: that the person is one the document
// may be shared with, or is shared with now
export const DocumentChangeSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('rename'),
      name: z
        .string(withMessage(messages.nameInvalid))
        .transform((name) => name.replace(/\p{Cc}+/gu, ' ').trim())
        .pipe(
          z
            .string(withMessage(messages.nameInvalid))
            .min(1, messages.nameInvalid)
            .max(120, messages.nameInvalid),
        ),
    }),
    z.object({
      intent: z.literal('kind'),
      kind: z.enum(documentKindIds, withMessage(messages.kindInvalid)),
    }),
    z.object({
      intent: z.literal('share'),
      person: z.string(withMessage(messages.shareUnknown)).max(128),
    }),
    z.object({
      intent: z.literal('unshare'),
      person: z.string(withMessage(messages.shareUnknown)).max(128),
    }),
    z.object({
      intent: z.literal('delete'),
      confirm: z.literal('on', withMessage(messages.confirmDelete)),
    }),
  ],
  withMessage(messages.chooseAction),
)

export type DocumentChange = z.infer<typeof DocumentChangeSchema>

// /contract-terms: a contract pasted or uploaded, and the date it was accepted. The post streams
// into readPostedContract, which decides (one of text or file, its type and size); nothing is kept
export const ContractReviewSchema = z.object({
  text: z.string().optional(),
  file: z.any().optional(),
  acceptanceDate: z.string().optional(),
})

// "Add a document" (/documents and the seller's documents): the file and, optionally, which of the
// person's homes it is for. The upload streams into uploadDocument, which decides (the type by the
// bytes, the size, that the home is the person's); this schema gives the reply its fields
export const DocumentUploadSchema = z.object({
  file: z.any().optional(),
  listingId: z.string().optional(),
})

// a pasted or uploaded contract's deadlines as a calendar file (/contract-terms/calendar.ics): its
// text comes back with the form, as nothing was kept, with the acceptance date it was read with
export const ContractCalendarSchema = z.object({
  text: z.string().refine((text) => text.trim() !== ''),
  acceptanceDate: z.string().optional(),
})
