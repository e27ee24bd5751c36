import { categoryLabels, type ProviderCategory } from './categories'
import {
  dayText,
  earliestOpenDay,
  formatDollars,
  formatProviderPrice,
  measuredResponseHours,
  priceFor,
  responseText,
  type Provider,
} from './provider'

// What a requester needs: the service, where (a ZIP with its centre), when and for how much.
export type Need = {
  category: ProviderCategory
  zip: string
  place: { lat: number; lng: number }
  date: string | null
  budget: number | null
}

// The parts of a match and their weights (ADR 035): no part can be bought, and every part is
// shown to the requester with what it was measured from
export const matchWeights = {
  distance: 25,
  rating: 30,
  response: 15,
  price: 15,
  availability: 15,
} as const
export type MatchPart = keyof typeof matchWeights
export type Match = {
  provider: Provider
  score: number
  parts: Record<MatchPart, number>
  reasons: string[]
}

const earthMiles = 3958.8
export function milesBetween(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * earthMiles * Math.asin(Math.sqrt(h))
}

// a rating pulled toward the market's usual 4.0 until it rests on enough reviews, so one 5-star
// review does not outrank fifty 4.8s
export const ratingPrior = { mean: 4, weight: 5 }
export function trustedRating(reviews: Provider['reviews']): number {
  return (
    (ratingPrior.mean * ratingPrior.weight + reviews.average * reviews.count) /
    (ratingPrior.weight + reviews.count)
  )
}

const clamp = (value: number) => Math.max(0, Math.min(1, value))
const dayMs = 86_400_000
const dayLabel = dayText

// null when the provider does not offer the service or does not serve the place
export function matchProvider(provider: Provider, need: Need, now: number): Match | null {
  if (!provider.listed || provider.paused || !provider.categories.includes(need.category))
    return null
  const miles = milesBetween(provider.area, need.place)
  if (!provider.area.zips.includes(need.zip) || miles > provider.area.radiusMiles) return null
  const reasons: string[] = []

  const distance = clamp(1 - miles / provider.area.radiusMiles)
  reasons.push(
    `${miles < 1 ? 'Under a mile' : `${miles.toFixed(1)} miles`} from ${need.zip}, inside its ${provider.area.radiusMiles}-mile area`,
  )

  const rating = clamp((trustedRating(provider.reviews) - 3) / 2)
  reasons.push(
    provider.reviews.count
      ? `Rated ${provider.reviews.average.toFixed(1)} of 5 by ${provider.reviews.count} client${provider.reviews.count === 1 ? '' : 's'}`
      : 'No reviews yet',
  )

  // a provider not yet measured is neither rewarded nor punished for it
  const hours = measuredResponseHours(provider)
  const response = hours === null ? 0.5 : clamp(1 - Math.log2(Math.max(1, hours)) / Math.log2(48))
  reasons.push(responseText(provider))

  const price = priceFor(provider, need.category)
  let priceFit = 0.5
  if (price && need.budget !== null && price.unit === 'flat') {
    priceFit =
      price.amount <= need.budget ? 1 : clamp(1 - (price.amount - need.budget) / need.budget / 0.5)
    reasons.push(
      `${formatProviderPrice(price)}, ${price.amount <= need.budget ? 'within' : 'over'} your ${formatDollars(need.budget)} budget`,
    )
  } else if (price) {
    reasons.push(
      need.budget === null
        ? `${formatProviderPrice(price)}; no budget given`
        : `${formatProviderPrice(price)}; not a flat fee, so not compared with your budget`,
    )
  }

  const open = earliestOpenDay(provider, now)
  let availability = 0.5
  if (need.date) {
    const lateDays = Math.round(
      (Date.parse(`${open}T00:00:00Z`) - Date.parse(`${need.date}T00:00:00Z`)) / dayMs,
    )
    availability = lateDays <= 0 ? 1 : clamp(1 - lateDays / 14)
    reasons.push(
      lateDays <= 0
        ? `Free from ${dayLabel(open)}, in time for ${dayLabel(need.date)}`
        : `First free day ${dayLabel(open)}, ${lateDays} day${lateDays === 1 ? '' : 's'} after you asked`,
    )
  } else {
    reasons.push(`First free day ${dayLabel(open)}`)
  }

  const parts = { distance, rating, response, price: priceFit, availability }
  const score = (Object.keys(matchWeights) as MatchPart[]).reduce(
    (sum, part) => sum + matchWeights[part] * parts[part],
    0,
  )
  return { provider, score: Math.round(score * 10) / 10, parts, reasons }
}

// the best providers for a need, highest score first (ties: more reviews, then the id)
export function bestMatches(
  providers: readonly Provider[],
  need: Need,
  now: number,
  limit = 3,
): Match[] {
  return providers
    .map((provider) => matchProvider(provider, need, now))
    .filter((match): match is Match => match !== null)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.provider.reviews.count - a.provider.reviews.count ||
        (a.provider.id < b.provider.id ? -1 : 1),
    )
    .slice(0, limit)
}

export const needLabel = (need: Pick<Need, 'category' | 'zip'>) =>
  `${categoryLabels[need.category]} in ${need.zip}`
