import type { SocialPost } from '~/core/data/marketing-materials.server'
import { formatBaths, formatCount, formatPrice, type Listing } from '~/features/listings/listing'

// as a material's record keeps them (marketingMaterials)
export type { SocialPost }

const limits = {
  short: { label: 'Short', limit: 280, note: 'fits a post on X' },
  medium: { label: 'Medium', limit: 500, note: 'fits Threads and Mastodon' },
  long: { label: 'Long', limit: 2200, note: 'fits an Instagram caption' },
} as const

// characters as people and the platforms count them: code points, not UTF-16 units
export const characterCount = (text: string) => [...text].length

// three posts with the listing's link, each within its platform's limit. They say what the home
// is and where, never who it suits: the words are the listing's facts and its description
export function socialPosts(
  listing: Listing,
  listingUrl: string,
  description: string,
): SocialPost[] {
  const price = formatPrice(listing.price)
  const facts = `${listing.beds} bed · ${formatBaths(listing.baths)} bath · ${formatCount(listing.sqft)} sq ft`
  const place = [listing.neighborhood.trim(), listing.address.city].filter(Boolean).join(', ')
  const paragraphs: Record<SocialPost['length'], (about: string) => string[]> = {
    short: (about) => [`Just listed in ${place}: ${facts}, ${price}. ${about}`.trim()],
    medium: (about) => [
      `For sale in ${place}, ${listing.address.line1}: ${facts}, asking ${price}.`,
      about,
    ],
    long: (about) => [
      `For sale: ${listing.address.line1}, ${place}\n${facts} · built ${listing.yearBuilt} · ${price}`,
      about,
      'See the photos, ask the seller a question or book a tour on Threshold.',
    ],
  }
  return (Object.keys(limits) as Array<SocialPost['length']>).map((length) => {
    const { label, limit, note } = limits[length]
    const compose = (about: string) =>
      `${paragraphs[length](about).filter(Boolean).join('\n\n')}\n${listingUrl}`
    // what the post takes besides the description, measured with a one-character one
    const room = limit - (characterCount(compose('x')) - 1)
    const text = compose(clip(length === 'short' ? firstSentence(description) : description, room))
    return {
      length,
      label,
      text,
      characters: characterCount(text),
      limitNote: `${note}, ${formatCount(limit)} at most`,
    }
  })
}

const firstSentence = (text: string) =>
  /^.*?[.!?](\s|$)/s.exec(text.trim())?.[0].trim() ?? text.trim()

// the text, spaces collapsed, cut at a word boundary to at most `room` characters, with an
// ellipsis when cut
function clip(text: string, room: number): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')]
  if (chars.length <= room) return chars.join('')
  if (room < 2) return ''
  const cut = chars.slice(0, room - 1).join('')
  const atWord = /\s/.test(chars[room - 1]!) ? cut : cut.replace(/\s+\S*$/, '')
  return atWord.trim() ? `${atWord.trimEnd().replace(/[,;:.]$/, '')}…` : ''
}
