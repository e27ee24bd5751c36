import { z } from 'zod'
import { audiences, landingStatuses } from '~/core/landing'
import { equals } from './account-coverage'
import { defineCollection } from './collection.server'

// landingPages/{slug}: the pages /landing-admin makes and /landing/:slug shows (features/landing)
export const landingSectionSchema = z.object({ heading: z.string(), body: z.string() })

export const landingPages = defineCollection({
  name: 'landingPages',
  schema: z.object({
    slug: z.string(),
    title: z.string(),
    hero: z.object({ heading: z.string(), text: z.string() }),
    sections: z.array(landingSectionSchema),
    cta: z.object({ label: z.string(), path: z.string() }),
    audience: z.enum(audiences),
    status: z.enum(landingStatuses),
    createdAt: z.number(),
    createdBy: z.string(),
    updatedAt: z.number(),
    updatedBy: z.string(),
    // the A/B test running on the page, if any
    experimentId: z.string().nullable(),
    // the create form's one-time id: the same form sent twice finds the page it made
    submissionId: z.string().nullable().optional(),
  }),
  parties: [],
  account: {
    links: [equals('createdBy'), equals('updatedBy')],
    deletion: 'kept (the site’s pages), the admin’s uid replaced',
  },
})

export type StoredLandingPage = z.infer<typeof landingPages.schema>
export type LandingPage = Omit<StoredLandingPage, 'submissionId'>
export type LandingSection = z.infer<typeof landingSectionSchema>
