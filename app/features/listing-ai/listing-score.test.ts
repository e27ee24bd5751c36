import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Listing } from '~/features/listings/listing'
import { scoreListing, duplicatePhotos, type ScoreInput } from './listing-score'
import { differenceHash, type PhotoSignal } from './photo-signals.server'

const places = { edit: '/edit', photos: '/photos', writer: '/writer', valuation: '/valuation' }

const listing: Listing = {
  id: 's-AAAAAAAAAAAAAAAAAAAA',
  source: 'seller',
  sellerId: 'u1',
  status: 'active',
  address: { line1: '12 Oak St', city: 'Ames', state: 'IA', zip: '50010' },
  addressGenerated: false,
  lat: 42.03,
  lng: -93.62,
  neighborhood: 'College Creek',
  beds: 3,
  baths: 2,
  fullBaths: 2,
  halfBaths: 0,
  sqft: 1600,
  lotSqft: 8000,
  yearBuilt: 2001,
  yearRemodeled: 2001,
  propertyType: 'single-family',
  style: 'two-story',
  stories: 2,
  garageSpaces: 2,
  basementSqft: 800,
  fireplaces: 1,
  features: ['fireplace', 'central-air'],
  description: 'A bright home.',
  price: 250_000,
  listedAt: 0,
  soldPrice: 0,
  soldAt: 0,
  createdAt: 0,
  updatedAt: 0,
}

const photo = (id: string, overrides: Partial<PhotoSignal> = {}): PhotoSignal => ({
  id,
  width: 1600,
  height: 1067,
  luminance: 120,
  hash: null,
  ...overrides,
})
const input = (overrides: Partial<ScoreInput> = {}): ScoreInput => ({
  listing,
  photos: [],
  estimate: { value: 250_000, low: 230_000, high: 270_000 },
  interest: null,
  findings: [],
  omitted: [],
  contradictions: [],
  ...overrides,
})
const partOf = (score: ReturnType<typeof scoreListing>, key: string) =>
  score.parts.find((part) => part.key === key)!

describe('the listing score', () => {
  it('sums parts whose weights make 100, each with what it found', () => {
    const score = scoreListing(input(), places)
    expect(score.parts.reduce((sum, part) => sum + part.weight, 0)).toBe(100)
    expect(score.total).toBe(Math.round(score.parts.reduce((sum, part) => sum + part.points, 0)))
    for (const part of score.parts) expect(part.findings.length).toBeGreaterThan(0)
  })

  it('takes every fair-housing point away for a finding and links the writer as its fix', () => {
    const finding = {
      class: 'religion' as const,
      words: 'Christian',
      why: 'It states a religious preference.',
      suggestion: 'quiet neighborhood',
      start: 0,
      end: 9,
      certainty: 'clear' as const,
    }
    const clean = partOf(scoreListing(input(), places), 'fairHousing')
    const flagged = partOf(scoreListing(input({ findings: [finding] }), places), 'fairHousing')
    expect(clean.points).toBe(clean.weight)
    expect(flagged.points).toBe(0)
    expect(flagged.findings[0]).toContain('“Christian” (religion)')
    expect(flagged.fix).toEqual({ text: 'Fix the flagged wording with the writer', to: '/writer' })
  })

  it('scores a price within the estimate’s range fully and one far above it not at all', () => {
    expect(partOf(scoreListing(input(), places), 'price').points).toBe(20)
    const high = partOf(
      scoreListing(input({ listing: { ...listing, price: 330_000 } }), places),
      'price',
    )
    expect(high.points).toBe(0)
    expect(high.findings[0]).toContain('32% above the estimate of $250,000')
    expect(high.fix?.to).toBe('/valuation')
  })

  it('counts photos and takes points for small, dark and repeated ones', () => {
    const twelve = Array.from({ length: 12 }, (_, index) =>
      photo(`p${index}`, {
        hash: ((BigInt(index + 1) * 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn)
          .toString(16)
          .padStart(16, '0'),
      }),
    )
    expect(partOf(scoreListing(input({ photos: twelve }), places), 'photos').points).toBe(20)
    const flawed = [
      ...twelve.slice(0, 9),
      photo('small', { width: 640 }),
      photo('dark', { luminance: 30 }),
      { ...twelve[0]!, id: 'copy' },
    ]
    const part = partOf(scoreListing(input({ photos: flawed }), places), 'photos')
    expect(part.points).toBeLessThan(20)
    expect(part.findings.join(' ')).toMatch(
      /1 photo is smaller.*1 photo is too dark.*1 photo repeats/,
    )
    expect(partOf(scoreListing(input(), places), 'photos').points).toBe(0)
  })

  it('rewards a description of a good length that is easy to read', () => {
    const long = 'The kitchen is bright and new. '.repeat(25)
    expect(
      partOf(
        scoreListing(input({ listing: { ...listing, description: long } }), places),
        'description',
      ).points,
    ).toBe(15)
    expect(partOf(scoreListing(input(), places), 'description').points).toBeLessThan(8)
  })
})

describe('photo signals', () => {
  const image = (draw: (x: number, y: number) => number, width = 320, height = 240) => {
    const pixels = Buffer.alloc(width * height * 3)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        pixels.fill(draw(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3)
    return sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer()
  }

  it('finds the same shot resized and recompressed as a repeat, and a different shot as not', async () => {
    const shot = await image((x, y) => Math.round(128 + 100 * Math.sin(x / 40) * Math.cos(y / 30)))
    const again = await sharp(shot).resize(200).jpeg({ quality: 60 }).toBuffer()
    const other = await image((x, y) =>
      Math.round(128 + 100 * Math.cos(x / 25 + 1) * Math.sin(y / 45 + 2)),
    )
    const [a, b, c] = await Promise.all([
      differenceHash(shot),
      differenceHash(again),
      differenceHash(other),
    ])
    const signals = [photo('a', { hash: a }), photo('b', { hash: b }), photo('c', { hash: c })]
    expect(duplicatePhotos(signals).map((signal) => signal.id)).toEqual(['b'])
  })
})
