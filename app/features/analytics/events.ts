import { z } from 'zod'

export const ClientPageViewSchema = z.object({
  path: z.string().startsWith('/').max(512),
  routeId: z.string().min(1).max(128),
  referrer: z.string().max(512).nullable().optional(),
})
