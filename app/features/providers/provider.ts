import { clockParts, formatDollars } from '~/ui/format'
import type { Price, Provider, SubRatings } from '~/core/data/providers.server'
import { categoryLabels, type ProviderCategory } from './categories'

// providers/{id} and providers/{id}/reviews, declared with their collections
export type { Price, Provider, ReviewSummary, SubRatings } from '~/core/data/providers.server'
export type { Review } from '~/core/data/reviews.server'

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
