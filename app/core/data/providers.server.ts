import { z } from 'zod'
import { defineCollection } from './collection.server'
import { equals } from './account-coverage'
import { priceUnits, providerCategories } from './service-values'

const subRatings = z.object({
  quality: z.number(),
  communication: z.number(),
  timeliness: z.number(),
  value: z.number(),
})

// providers/{id} (features/providers): what the directory, the profile and matching read
export const providers = defineCollection({
  name: 'providers',
  schema: z.object({
    id: z.string(),
    // the vendor account that runs it (null for a demo provider nobody signs in as)
    ownerUid: z.string().nullable(),
    name: z.string(),
    business: z.string(),
    categories: z.array(z.enum(providerCategories)),
    bio: z.string(),
    phone: z.string(),
    area: z.object({
      zips: z.array(z.string()),
      lat: z.number(),
      lng: z.number(),
      radiusMiles: z.number(),
    }),
    prices: z.array(
      z.object({
        category: z.enum(providerCategories),
        amount: z.number(),
        unit: z.enum(priceUnits),
        includes: z.string(),
      }),
    ),
    licence: z.object({ kind: z.string(), number: z.string(), state: z.string() }).nullable(),
    hours: z.string(),
    // 0 = Sunday; the days it takes appointments, and how many days ahead its calendar is full
    workDays: z.array(z.number()),
    leadDays: z.number(),
    // the median hours it took to answer a request (a quote or a decline) over `answeredLeads`;
    // shown only once measured: null, or no answered lead, means nobody knows yet
    responseHours: z.number().nullable(),
    answeredLeads: z.number().optional(),
    reviews: z.object({ count: z.number(), average: z.number(), sub: subRatings }),
    demo: z.boolean(),
    listed: z.boolean(),
    // the vendor stopped new leads for now (/vendor/settings): still listed, never matched or asked
    paused: z.boolean().optional(),
    // a logo or photo the vendor uploaded (/vendor/settings), stored as a listing photo is
    logo: z
      .object({ id: z.string(), alt: z.string(), width: z.number(), height: z.number() })
      .nullable()
      .optional(),
  }),
  parties: ['ownerUid'],
  account: {
    links: [equals('ownerUid')],
    deletion: 'the business profile deleted with its logo and its reviews',
  },
})

export type Provider = z.infer<typeof providers.schema>
export type SubRatings = z.infer<typeof subRatings>
export type ReviewSummary = Provider['reviews']
export type Price = Provider['prices'][number]
