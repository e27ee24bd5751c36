import { z } from 'zod'
import { defineCollection } from './collection.server'

// DESIGN.md "Messages": a letter in the shape of Firebase's Trigger Email extension; a real
// project sends it by installing the extension, the embedded default's mailbox shows it
export const mail = defineCollection({
  name: 'mail',
  schema: z.object({
    to: z.string(),
    toUids: z.array(z.string()),
    message: z.object({ subject: z.string(), text: z.string(), html: z.string().optional() }),
    createdAt: z.number(),
  }),
  parties: ['toUids'],
  account: {
    links: [{ field: 'toUids', match: 'contains' }],
    omit: ['html'],
    deletion:
      'their mail deleted; their name and e-mail removed from the mail of the people they dealt with',
  },
})

export type MailDocument = z.infer<typeof mail.schema>
