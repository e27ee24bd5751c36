import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { experimentStatuses, goals, variantIds } from '~/core/landing'
import { equals } from './account-coverage'
import { defineCollection } from './collection.server'

// A/B tests of landing pages (features/landing, docs/decisions/041-landing-pages-and-experiments.md):
// experiments/{id}                      the test: page, goal, variants and their shares, state
// experimentVariants/{id}_{variant}     its counts, kept by FieldValue.increment
// experimentVisitors/{id}_{visitor}     one per visitor: the variant seen, whether converted
// experimentConversions/{id}_{visitor}  made once when that visitor converts

const variantSchema = z.object({
  id: z.enum(variantIds),
  // the words a variant may change (LandingWords)
  title: z.string(),
  heroHeading: z.string(),
  heroText: z.string(),
  ctaLabel: z.string(),
  split: z.number(),
})

export const experiments = defineCollection({
  name: 'experiments',
  schema: z.object({
    id: z.string(),
    slug: z.string(),
    goal: z.enum(goals),
    variants: z.array(variantSchema),
    status: z.enum(experimentStatuses),
    startedAt: z.number(),
    startedBy: z.string(),
    stoppedAt: z.number().nullable(),
    stoppedBy: z.string().nullable(),
    // the variant whose words became the page's own when the test stopped
    promoted: z.enum(variantIds).nullable(),
  }),
  parties: [],
  account: {
    links: [equals('startedBy'), equals('stoppedBy')],
    deletion: 'kept (the site’s A/B tests), the admin’s uid replaced',
  },
})

export const experimentVariants = defineCollection({
  name: 'experimentVariants',
  schema: z.object({
    experimentId: z.string(),
    variantId: z.enum(variantIds),
    exposures: z.number(),
    conversions: z.number(),
  }),
  parties: [],
  account: { links: [], holdsNoPerson: 'visitors and conversions counted per variant' },
})

export const experimentVisitors = defineCollection({
  name: 'experimentVisitors',
  schema: z.object({
    experimentId: z.string(),
    // a random visitor cookie id, never a uid
    visitorId: z.string(),
    variantId: z.enum(variantIds),
    goal: z.enum(goals),
    exposedAt: z.number(),
    convertedAt: z.number().nullable(),
    // Firestore's TTL policy deletes the record after the longest a test should run
    expireAt: z.instanceof(Timestamp),
  }),
  parties: [],
  account: {
    links: [],
    holdsNoPerson:
      'a random visitor cookie id (never a uid) and the variant it saw, kept while a test runs',
  },
})

export const experimentConversions = defineCollection({
  name: 'experimentConversions',
  schema: z.object({
    experimentId: z.string(),
    visitorId: z.string(),
    variantId: z.enum(variantIds),
    at: z.number(),
    expireAt: z.instanceof(Timestamp).nullable(),
  }),
  parties: [],
  account: {
    links: [],
    holdsNoPerson: 'a random visitor cookie id (never a uid) that converted',
  },
})

export type Experiment = z.infer<typeof experiments.schema>
export type Variant = z.infer<typeof variantSchema>
export type VariantCounter = z.infer<typeof experimentVariants.schema>
export type ExperimentVisitor = z.infer<typeof experimentVisitors.schema>
