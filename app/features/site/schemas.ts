import { z } from 'zod'

// /clear-cache: one button, no fields
export const ClearSiteDataSchema = z.object({})
