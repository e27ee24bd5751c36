import { clockParts, formatDollars } from '~/ui/format'
import type { Price, Provider, SubRatings } from '~/core/data/providers.server'
import { categoryLabels, type ProviderCategory } from './categories'
import { providerMessages } from './messages'

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

// the provider's measured median time to answer, or null before it has answered a request here
export function measuredResponseHours(
  provider: Pick<Provider, 'responseHours' | 'answeredLeads'>,
): number | null {
  return provider.answeredLeads && provider.responseHours !== null ? provider.responseHours : null
}

// "in about 4 hours", from a measured median
export function aboutText(hours: number): string {
  if (hours < 1) return 'in under an hour'
  if (hours < 48) {
    const rounded = Math.round(hours)
    return `in about ${rounded} ${rounded === 1 ? 'hour' : 'hours'}`
  }
  return `in about ${Math.round(hours / 24)} days`
}

// "Usually answers in about 4 hours (median of 12 answered requests)", or that it is not measured
export function responseText(provider: Pick<Provider, 'responseHours' | 'answeredLeads'>): string {
  const hours = measuredResponseHours(provider)
  if (hours === null) return providerMessages.responseUnmeasured
  const count = provider.answeredLeads ?? 0
  return `Usually answers ${aboutText(hours)} (median of ${count} answered ${count === 1 ? 'request' : 'requests'})`
}

// what the provider entered, said to be theirs: Threshold does not check licences
export function licenceText(licence: Provider['licence']): string {
  return licence
    ? `${licence.kind}, ${licence.state}, number ${licence.number}, ${providerMessages.licenceAsGiven}`
    : providerMessages.noLicence
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
