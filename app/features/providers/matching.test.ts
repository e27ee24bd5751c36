import { describe, expect, it } from 'vitest'
import { demoProviders, demoVendorProviderId } from './demo-providers'
import { bestMatches, matchProvider, trustedRating, type Need } from './matching'
import type { Provider } from './provider'

const now = Date.parse('2026-11-26T10:00:00Z')
const providers = demoProviders(now).map(({ provider }) => provider)
const gilbert = { lat: 42.106, lng: -93.647 }
const need = (change: Partial<Need> = {}): Need => ({
  category: 'inspector',
  zip: '50010',
  place: { lat: 42.04, lng: -93.63 },
  date: null,
  budget: null,
  ...change,
})
const base = providers.find((provider) => provider.id === demoVendorProviderId)!
const variant = (change: Partial<Provider>): Provider => ({
  ...base,
  id: `variant-${Math.random()}`,
  ...change,
})

describe('matching a need to providers', () => {
  it('every category of a home sale has demo providers, each with a licence where the service needs one and reviews that add up', () => {
    const categories = new Set(providers.flatMap((provider) => provider.categories))
    expect(categories.size).toBe(11)
    for (const provider of providers) {
      expect(provider.demo).toBe(true)
      expect(provider.reviews.count).toBeGreaterThan(0)
      expect(provider.reviews.average).toBeGreaterThanOrEqual(1)
      expect(provider.reviews.average).toBeLessThanOrEqual(5)
    }
    expect(
      providers.find((provider) => provider.categories.includes('appraiser'))!.licence,
    ).not.toBeNull()
    expect(
      providers.find((provider) => provider.categories.includes('photographer'))!.licence,
    ).toBeNull()
  })

  it('answers at most three, only of the service asked for, only providers serving the ZIP, best first, each with its reasons', () => {
    const matches = bestMatches(providers, need(), now)
    expect(matches).toHaveLength(3)
    for (const match of matches) {
      expect(match.provider.categories).toContain('inspector')
      expect(match.provider.area.zips).toContain('50010')
      expect(match.reasons.length).toBeGreaterThanOrEqual(4)
    }
    expect(matches.map((match) => match.score)).toEqual(
      [...matches.map((match) => match.score)].sort((a, b) => b - a),
    )
    expect(
      matchProvider({ ...base, area: { ...base.area, zips: ['50014'] } }, need(), now),
    ).toBeNull()
    expect(matchProvider({ ...base, listed: false }, need(), now)).toBeNull()
    expect(matchProvider(base, need({ category: 'stager' }), now)).toBeNull()
  })

  it('scores each part the way the page says', () => {
    const near = matchProvider(base, need(), now)!
    const far = matchProvider(
      variant({ area: { ...base.area, radiusMiles: 25 } }),
      need({ place: gilbert }),
      now,
    )!
    expect(near.parts.distance).toBeGreaterThan(far.parts.distance)

    const cheap = matchProvider(base, need({ budget: 500 }), now)!
    const dear = matchProvider(
      variant({ prices: [{ ...base.prices[0]!, amount: 700 }] }),
      need({ budget: 500 }),
      now,
    )!
    expect(cheap.parts.price).toBe(1)
    expect(dear.parts.price).toBeCloseTo(1 - 0.4 / 0.5)
    expect(cheap.reasons).toContain('$425 flat, within your $500 budget')
    expect(matchProvider(base, need(), now)!.parts.price).toBe(0.5)

    const soon = matchProvider(base, need({ date: '2026-12-10' }), now)!
    const late = matchProvider(variant({ leadDays: 20 }), need({ date: '2026-12-01' }), now)!
    expect(soon.parts.availability).toBe(1)
    expect(late.parts.availability).toBeLessThan(1)

    expect(matchProvider(base, need(), now)!.parts.response).toBe(1)
    expect(matchProvider(variant({ responseHours: 48 }), need(), now)!.parts.response).toBe(0)
  })

  it('does not let a few perfect reviews outrank many very good ones', () => {
    const few = { count: 2, average: 5, sub: base.reviews.sub }
    const many = { count: 60, average: 4.8, sub: base.reviews.sub }
    expect(trustedRating(many)).toBeGreaterThan(trustedRating(few))
  })
})
