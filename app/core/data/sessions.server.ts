import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { equals } from './account-coverage'
import { defineCollection } from './collection.server'

// sessions/{sid}: one record for every signed-in browser session, demo or not, so any of them can
// be ended (features/accounts/session-records.server.ts, ADR 019, ADR 039)
export const endReasons = ['sign-out', 'password-reset', 'password-change', 'account-deleted'] as const

export const sessions = defineCollection({
  name: 'sessions',
  schema: z.object({
    uid: z.string(),
    demo: z.boolean(),
    createdAt: z.number(),
    expiresAt: z.number(),
    // written as a Date, so a Firestore TTL policy on expireAt deletes old records in production;
    // read back as a Timestamp
    expireAt: z.union([z.instanceof(Date), z.instanceof(Timestamp)]),
    endedAt: z.number().nullable(),
    endedBy: z.enum(endReasons).nullable(),
  }),
  parties: ['uid'],
  account: {
    links: [equals('uid')],
    hideIds: true,
    deletion: 'deleted, after every session is ended',
  },
})

export type SessionRecord = z.infer<typeof sessions.schema>
export type EndReason = (typeof endReasons)[number]
