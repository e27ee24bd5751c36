import { z } from 'zod'
import {
  contactChoiceIds,
  materialKinds,
  type ContactChoice,
  type MaterialKind,
} from '~/core/data/service-values'

// what a seller can make for a listing (stored values, declared with the collection), and what the
// pages call each (issue 20)
export { materialKinds, type ContactChoice, type MaterialKind }
export const materialLabels: Record<MaterialKind, string> = {
  flyer: 'Flyer (PDF)',
  'social-posts': 'Social posts',
  'open-house': 'Open-house sheet (PDF)',
}
export const materialNames: Record<MaterialKind, string> = {
  flyer: 'flyer',
  'social-posts': 'social posts',
  'open-house': 'open-house sheet',
}

export const contactChoices: Record<ContactChoice, string> = {
  messages: 'Messages on Threshold (the listing’s page)',
  email: 'My account’s email address',
}

export const FlyerSchema = z.object({
  kind: z.literal('flyer'),
  contact: z.enum(contactChoiceIds, {
    required_error: 'Choose how buyers contact you',
    message: 'Choose how buyers contact you',
  }),
})

export const SocialPostsSchema = z.object({ kind: z.literal('social-posts') })

const time = (label: string) =>
  z
    .string({ required_error: `Enter the ${label}` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${label} like 13:30`)

export const OpenHouseSchema = z.object({
  kind: z.literal('open-house'),
  date: z
    .string({ required_error: 'Enter the date of the open house' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date like 2026-12-05'),
  startTime: time('start time'),
  endTime: time('end time'),
})
