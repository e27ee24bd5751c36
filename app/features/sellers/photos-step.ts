import { z } from 'zod'
import { photoMessages } from '~/features/listings/messages'
import { maxAltLength, maxPhotosPerListing } from '~/features/listings/photo'

// the photos step of the listing flow (/seller-flow/photos): its list form. The upload form is
// multipart and read by the route's upload handler, not by a schema
export const photoStepPath = '/seller-flow/photos'
// where a script sends the upload form to show its progress, and what it answers
export const photoUploadPath = '/seller-flow/photos/upload'
export type PhotoUploadAnswer = { ok: true; redirectTo: string } | { ok: false; message: string }
export const photoStepBack = '/seller-flow/details'
export const photoStepNext = '/seller-flow/price'
export const photoStepTitle = 'Photos of your home'
// the six steps: intent, property, details & photos, price, plan, review
export const photoStepLabel = 'Step 3 of 6: Details and photos'

// what one post may carry in all (ADR 018's per-route limit): several photos of up to 15 MB each
export const photoUploadMaxBytes = 100 * 1024 * 1024

// what a button of the list says to do: save the descriptions, go on, or one photo's move or removal
export const PhotoIntentSchema = z.union([
  z.enum(['save', 'continue']),
  z.string().regex(/^(up|down|remove):p-[A-Za-z0-9]{20}$/, photoMessages.notFound),
])

export const PhotoListSchema = z.object({
  intent: PhotoIntentSchema,
  photos: z
    .array(
      z.object({
        id: z.string({ required_error: photoMessages.notFound }),
        alt: z
          .string({ required_error: photoMessages.altRequired })
          .trim()
          .min(1, photoMessages.altRequired)
          .max(maxAltLength, photoMessages.altTooLong),
      }),
    )
    .max(maxPhotosPerListing, photoMessages.tooMany)
    .default([]),
})
export type PhotoList = z.infer<typeof PhotoListSchema>
