import { z } from 'zod'
import { listingPhotoSchema } from '~/core/photos/photo'
import { defineCollection } from './collection.server'

// users/{uid} (spec §3), timestamps in milliseconds: the profile written at registration and
// sign-in (accounts/profiles.server.ts)
export const userProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  // the spec's stored role: anything unknown or empty reads as a buyer (accounts/roles.ts)
  role: z.string(),
  createdAt: z.number(),
  lastLoginAt: z.number(),
})

// A quick demo person has no profile (their identity lives in the cookie session), yet their
// settings, photo, mail choices, vendor mail and plan are written to users/{uid} with a merge: a
// document may hold any of these fields without the rest
export const users = defineCollection({
  name: 'users',
  schema: userProfileSchema.partial().extend({
    // the person's own photo, stored as a listing photo is (core/photos)
    photo: listingPhotoSchema.nullable().optional(),
    // which mail they want (accounts/mail-choices.ts): topics by name, the vendor's two apart
    mailChoices: z.record(z.boolean()).optional(),
    vendorMail: z.object({ leads: z.boolean(), jobs: z.boolean() }).partial().optional(),
    // a seller's mail topics and what buyers are shown of them (sellers/notify.server.ts)
    notifications: z.record(z.boolean()).optional(),
    sellerContact: z
      .object({ showEmail: z.boolean(), showPhone: z.boolean(), phone: z.string() })
      .optional(),
    // a seller plan bought (payments/orders.server.ts)
    sellerPlan: z
      .object({ id: z.string(), orderId: z.string(), paidAt: z.number().optional() })
      .optional(),
    // a signed-in buyer's questionnaire and pre-qualification (buyers/buyer-state.server.ts)
    buyerPreferences: z
      .object({
        budget: z.number().optional(),
        area: z.string().optional(),
        beds: z.number().optional(),
        baths: z.number().optional(),
        mustHaves: z.array(z.string()),
      })
      .optional(),
    preQualification: z
      .object({ income: z.number(), debts: z.number(), downPayment: z.number(), rate: z.number() })
      .partial()
      .optional(),
    updatedAt: z.number().optional(),
  }),
  parties: ['uid'],
  account: { links: [{ match: 'id' }], deletion: 'deleted' },
})

export type UserDocument = z.infer<typeof users.schema>
// a whole profile: what sign-in and registration write, and what a session is made from
export type UserProfile = z.infer<typeof userProfileSchema>
