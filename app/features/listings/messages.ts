// what a seller reads about photos lives with the photos (app/core/photos)
export { photoMessages } from '~/core/photos/messages'

// "Photo 2 of 118 Main Street", the alt text a new photo starts with
export function defaultAlt(position: number, address: string | null): string {
  return `Photo ${position} of ${address ?? 'your home'}`
}
