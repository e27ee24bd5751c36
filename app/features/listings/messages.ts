// what a seller reads about photos lives with the photos (app/core/photos)
export { photoMessages } from '~/core/photos/messages'

// what a buyer reads around a home's photos (the gallery on its page)
export const galleryMessages = {
  label: 'Photos',
  previous: 'Previous photo',
  next: 'Next photo',
  position: (index: number, count: number) => `Photo ${index + 1} of ${count}`,
  show: (index: number) => `Show photo ${index + 1}`,
  keys: 'Use the arrow keys or the buttons to move between photos.',
} as const
