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
    // a seller plan bought for the account (features/payments), when its order was paid
    sellerPlan: z
      .object({ id: z.string(), orderId: z.string(), paidAt: z.number().optional() })
      .optional(),
  }),
  parties: ['uid'],
  account: { links: [{ match: 'id' }], deletion: 'deleted' },
})

export type UserProfile = z.infer<typeof users.schema>
