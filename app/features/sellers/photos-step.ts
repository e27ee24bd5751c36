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

// the places a change of the list lands on: a photo's description field, and the list's heading
export const photoListTitleId = 'photo-list-title'
export const photoDescriptionId = (photoId: string) => `photo-${photoId}-description`

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
        // may stay empty: a photo without a description is kept, and not shown to buyers
        alt: z.string().trim().max(maxAltLength, photoMessages.altTooLong).default(''),
      }),
    )
    .max(maxPhotosPerListing, photoMessages.tooMany)
    .default([]),
})
export type PhotoList = z.infer<typeof PhotoListSchema>
