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
