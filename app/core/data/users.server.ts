import { z } from 'zod'
import { defineCollection } from './collection.server'

// users/{uid} (spec §3), timestamps in milliseconds
export const users = defineCollection({
  name: 'users',
  schema: z.object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string(),
    photoURL: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    // the spec's stored role: anything unknown or empty reads as a buyer (accounts/roles.ts)
    role: z.string(),
    createdAt: z.number(),
    lastLoginAt: z.number(),
    // the person's own photo, stored as a listing photo is (features/listings/photo.ts)
    photo: z.object({ id: z.string() }).passthrough().nullable().optional(),
    // which mail they want (accounts/mail-choices.ts): topics by name, the vendor's two apart
    mailChoices: z.record(z.boolean()).optional(),
    vendorMail: z.object({ leads: z.boolean(), jobs: z.boolean() }).partial().optional(),
    // a seller's choices (features/sellers/notify.server.ts): the mail they want by topic, and
    // what buyers are shown of them
    notifications: z.record(z.boolean()).optional(),
    sellerContact: z
      .object({ showEmail: z.boolean(), showPhone: z.boolean(), phone: z.string() })
      .optional(),
  }),
  parties: ['uid'],
  account: { links: [{ match: 'id' }], deletion: 'deleted' },
})

export type UserProfile = z.infer<typeof users.schema>
