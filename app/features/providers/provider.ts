import type { ListingPhoto } from '~/features/listings/photo'
import { clockParts, formatDollars } from '~/ui/format'
import { categoryLabels, type PriceUnit, type ProviderCategory } from './categories'

export type Price = {
  category: ProviderCategory
  amount: number
  unit: PriceUnit
  includes: string
}
export type SubRatings = {
  quality: number
  communication: number
  timeliness: number
  value: number
}
export type ReviewSummary = { count: number; average: number; sub: SubRatings }

// providers/{id}: what the directory, the profile and matching read
export type Provider = {
  id: string
  // the vendor account that runs it (null for a demo provider nobody signs in as)
  ownerUid: string | null
  name: string
  business: string
  categories: ProviderCategory[]
  bio: string
  phone: string
  area: { zips: string[]; lat: number; lng: number; radiusMiles: number }
  prices: Price[]
  licence: { kind: string; number: string; state: string } | null
  hours: string
  // 0 = Sunday; the days it takes appointments, and how many days ahead its calendar is full
  workDays: number[]
  leadDays: number
  // the median time it took to answer a request
  responseHours: number
  reviews: ReviewSummary
  demo: boolean
  listed: boolean
  // the vendor stopped new leads for now (/vendor/settings): still listed, never matched or asked
  paused?: boolean
  // a logo or photo the vendor uploaded (/vendor/settings), served from /files/photos
  logo?: ListingPhoto | null
}

// providers/{id}/reviews: one client's review of a job, with the four sub-ratings
export type Review = {
  id: string
  author: string
  rating: number
  sub: SubRatings
  text: string
  at: number
  service: ProviderCategory
}

export const subRatingLabels: Record<keyof SubRatings, string> = {
  quality: 'Quality of work',
  communication: 'Communication',
  timeliness: 'Timeliness',
  value: 'Value for money',
}

export function priceFor(
  provider: Pick<Provider, 'prices'>,
  category: ProviderCategory,
): Price | null {
  return provider.prices.find((price) => price.category === category) ?? null
}

export function formatProviderPrice(price: Pick<Price, 'amount' | 'unit'>): string {
  if (price.unit === 'percent') return `${price.amount}% of the sale price`
  return price.unit === 'hour'
    ? `${formatDollars(price.amount)} an hour`
    : `${formatDollars(price.amount)} flat`
}

export { formatDollars }

// "Tue, Dec 1" for a yyyy-mm-dd day
export function dayText(iso: string): string {
  const day = clockParts(Date.parse(`${iso}T12:00:00Z`))
  return `${day.weekday}, ${day.shortMonth} ${day.day}`
}

// "December 1, 2026"
export function dateText(ms: number): string {
  const day = clockParts(ms)
  return `${day.month} ${day.day}, ${day.year}`
}

export function categoriesText(categories: readonly ProviderCategory[]): string {
  return categories.map((category) => categoryLabels[category]).join(', ')
}

// the earliest day (UTC, yyyy-mm-dd) on or after `from` plus the provider's lead time that is one
// of its working days
export function earliestOpenDay(
  provider: Pick<Provider, 'workDays' | 'leadDays'>,
  from: number,
): string {
  const day = new Date(from)
  day.setUTCHours(0, 0, 0, 0)
  day.setUTCDate(day.getUTCDate() + provider.leadDays)
  for (let tries = 0; tries < 7 && !provider.workDays.includes(day.getUTCDay()); tries += 1)
    day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}
