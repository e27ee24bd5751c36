import { createHash } from 'node:crypto'

// the feed's name as it is compared: " Central  Iowa MLS " and "central iowa mls" are one feed
export const feedKeyOf = (feed: string) => feed.trim().replace(/\s+/g, ' ').toLowerCase()

// a listing's id: the same feed and ListingKey always give the same id, so importing a file again
// finds the listings it made. A hash, so any key (slashes, spaces, "__x__") makes a valid document id
export function idxListingId(feed: string, listingKey: string): string {
  return `idx-${createHash('sha256')
    .update(`${feedKeyOf(feed)}\n${listingKey}`)
    .digest('hex')
    .slice(0, 40)}`
}

export const isIdxListingId = (id: string) => /^idx-[0-9a-f]{40}$/.test(id)
