import { formatBaths, formatCount, formatPrice, type Listing } from '~/features/listings/listing'

export type SocialPost = { length: 'short' | 'medium' | 'long'; label: string; text: string; characters: number; limitNote: string }

const limits = {
  short: { label: 'Short', limit: 280, note: 'fits a post on X' },
  medium: { label: 'Medium', limit: 500, note: 'fits Threads and Mastodon' },
  long: { label: 'Long', limit: 2200, note: 'fits an Instagram caption' },
} as const

// characters as people and the platforms count them: code points, not UTF-16 units
export const characterCount = (text: string) => [...text].length

// three posts with the listing's link, each within its platform's limit; they describe the home
export function socialPosts(listing: Listing, listingUrl: string, description: string): SocialPost[] {
  const price = formatPrice(listing.price)
  const facts = `${listing.beds} bed · ${formatBaths(listing.baths)} bath · ${formatCount(listing.sqft)} sq ft`
  const place = `${listing.neighborhood}, ${listing.address.city}`
  const texts = {
    short: (room: number) => `Just listed in ${place}: ${facts}, ${price}. ${clip(firstSentence(description), room)}`,
    medium: (room: number) => `For sale in ${place}, ${listing.address.line1}: ${facts}, asking ${price}.\n\n${clip(description, room)}`,
    long: (room: number) => `For sale: ${listing.address.line1}, ${place}\n${facts} · built ${listing.yearBuilt} · ${price}\n\n${clip(description, room)}\n\nSee the photos, ask the seller a question or book a tour on Threshold.`,
  }
  return (Object.keys(limits) as Array<keyof typeof limits>).map((length) => {
    const { label, limit, note } = limits[length]
    const link = `\n${listingUrl}`
    const fixed = characterCount(texts[length](0)) + characterCount(link)
    const text = `${texts[length](Math.max(0, limit - fixed)).trimEnd()}${link}`
    return { length, label, text, characters: characterCount(text), limitNote: `${note}, ${formatCount(limit)} at most` }
  })
}

const firstSentence = (text: string) => /^.*?[.!?](\s|$)/.exec(text.trim())?.[0].trim() ?? text.trim()

// the text cut at a word boundary to `room` characters, with an ellipsis when cut
function clip(text: string, room: number): string {
  const clean = text.trim().replace(/\s+/g, ' ')
  if (characterCount(clean) <= room) return clean
  if (room < 2) return ''
  const cut = [...clean].slice(0, room - 1).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${(atWord || cut).replace(/[,;:.]$/, '')}…`
}
