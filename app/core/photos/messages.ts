import { maxAltLength } from './photo'

// what a seller reads about photos: refusals of an upload, and the photos step
export const photoMessages = {
  notAnImage: 'Choose a JPEG, PNG or WebP photo',
  tooLarge: 'Each photo must be 15 MB or smaller',
  tooMany: 'A listing can have up to 20 photos',
  noFile: 'Choose one or more photos to add',
  unreadable: 'That photo could not be read. Choose another JPEG, PNG or WebP photo',
  tooManyPixels: 'That photo has too many pixels (at most 50 megapixels). Choose a smaller one',
  notFound: 'We could not find that photo among yours.',
  altRequired: 'Describe what the photo shows',
  altTooLong: `A description can be at most ${maxAltLength} characters`,
  uploadFailed:
    'The photos could not be sent. Check your connection, or choose fewer or smaller photos, and try again',
  tooManyUploads: (wait: string) =>
    `You have added a lot of photos in the last hour. You can add more in ${wait}.`,
  added: (count: number) => ({ title: count === 1 ? 'Photo added' : `${count} photos added` }),
  removed: { title: 'Photo removed' },
  moved: (position: number) => ({ title: `Photo moved to position ${position}` }),
  altHint: 'Say what the photo shows. Buyers see the photo once it has a description.',
  undescribed: (count: number) =>
    count === 1
      ? 'One photo has no description yet. Buyers do not see it until it has one.'
      : `${count} photos have no description yet. Buyers do not see them until they have one.`,
  saved: { title: 'Descriptions saved' },
} as const
