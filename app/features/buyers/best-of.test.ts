import { describe, expect, it } from 'vitest'
import type { Listing } from '~/features/listings/listing'
import { bestOf } from './best-of'

const listing = (id: string) => ({ id }) as Listing

describe('the best listings by score', () => {
  it('keeps the same listings, in the same order, as sorting them all would', () => {
    let seed = 7
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    for (let round = 0; round < 200; round += 1) {
      const listings = Array.from({ length: Math.floor(random() * 60) }, (_, index) =>
        listing(`home-${String(index).padStart(3, '0')}`),
      )
      const scores = new Map(
        listings.map((home) => [home.id, random() < 0.2 ? null : Math.floor(random() * 8) / 2]),
      )
      const limit = 1 + Math.floor(random() * 8)
      const sorted = listings
        .filter((home) => scores.get(home.id) !== null)
        .sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || (a.id < b.id ? -1 : 1))
        .slice(0, limit)
      expect(
        bestOf(listings, limit, (home) => scores.get(home.id)!).map((home) => home.id),
      ).toEqual(sorted.map((home) => home.id))
    }
  })

  it('answers nothing when nothing scores', () => {
    expect(bestOf([listing('a'), listing('b')], 6, () => null)).toEqual([])
  })
})
