// the photo's paths, sizes and shape live in core (app/core/photos), shared with accounts
import { sellersDescription } from '~/core/photos/photo'

export * from '~/core/photos/photo'

// the photos buyers see: those the seller described. None is published with a description the
// product made up (issue 41 M3); an undescribed one waits on the seller's photos page
export function describedPhotos<Photo extends { alt: string }>(
  photos: Photo[] | undefined,
): Photo[] {
  return (photos ?? []).filter((photo) => sellersDescription(photo.alt) !== '')
}
