import { z } from 'zod'

// A photo as pages show it (a listing's, a person's, a provider's logo): the record's alt text and
// the large size's dimensions. Core, so listings and accounts share one photo pipeline
export const listingPhotoSchema = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
})
export type ListingPhoto = z.infer<typeof listingPhotoSchema>

// the widths each photo is stored at (as JPEG): cards and thumbnails, the gallery, the first photo
export const photoSizes = { small: 480, medium: 960, large: 1600 } as const
export type PhotoSize = keyof typeof photoSizes

export const maxPhotosPerListing = 20
export const maxPhotoBytes = 15 * 1024 * 1024
export const maxPhotoPixels = 50_000_000
export const maxAltLength = 250

// the description a photo was given before issue 41 (M3) when its seller wrote none: "Photo 2 of
// 118 Main Street, Ames, IA 50010" or "Photo 2 of your home". Those are the product's words, not
// the seller's, so they count as no description (a seller's "Photo 3 of the kitchen" is kept)
const inventedDescription = /^Photo \d+ of (your home|\d+\s.+)$/

// the seller's own description of a photo, or '' when there is none
export function sellersDescription(alt: string): string {
  const description = alt.trim()
  return inventedDescription.test(description) ? '' : description
}

// `p-` and 20 letters or digits
export function isPhotoId(id: unknown): id is string {
  return typeof id === 'string' && /^p-[A-Za-z0-9]{20}$/.test(id)
}

export function isPhotoSize(size: unknown): size is PhotoSize {
  return typeof size === 'string' && Object.hasOwn(photoSizes, size)
}

export function photoUrl(photo: Pick<ListingPhoto, 'id'>, size: PhotoSize): string {
  return `/files/photos/${photo.id}/${size}.jpg`
}

// a size's dimensions: the photo's width up to the size's (photos are never enlarged), height kept in proportion
export function photoDimensions(
  photo: Pick<ListingPhoto, 'width' | 'height'>,
  size: PhotoSize,
): { width: number; height: number } {
  const width = Math.min(photoSizes[size], photo.width)
  return { width, height: Math.max(1, Math.round((photo.height * width) / photo.width)) }
}

// `srcset` with each stored size's true width
export function photoSrcSet(photo: ListingPhoto): string {
  const seen = new Set<number>()
  return (Object.keys(photoSizes) as PhotoSize[])
    .flatMap((size) => {
      const { width } = photoDimensions(photo, size)
      if (seen.has(width)) return []
      seen.add(width)
      return [`${photoUrl(photo, size)} ${width}w`]
    })
    .join(', ')
}
