import { describe, expect, it } from 'vitest'
import { featureLabels } from '~/features/listings/listing'
import {
  lengths,
  rewriteDescription,
  tones,
  wordRange,
  writeDescription,
} from './description-writer'
import { contradictionsOf } from './fact-check'
import { checkFairHousing } from './fair-housing'
import type { ListingFacts } from './listing-facts'
import { readabilityOf } from './readability'

// a deterministic spread of homes: every count, size and feature the forms allow, in many mixes
function homes(count: number): ListingFacts[] {
  let state = 7
  const next = (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return state % below
  }
  const features = Object.keys(featureLabels)
  const styles = {
    'one-story': 1,
    'two-story': 2,
    'one-and-a-half-story': 1.5,
    'split-level': 2,
    'two-and-a-half-story (upper level unfinished)': 2.5,
  } as Record<string, number>
  return Array.from({ length: count }, () => {
    const yearBuilt = 1880 + next(140)
    const fullBaths = 1 + next(4)
    const halfBaths = next(3)
    const style = Object.keys(styles)[next(5)]!
    return {
      beds: next(7),
      baths: fullBaths + halfBaths / 2,
      fullBaths,
      halfBaths,
      sqft: 500 + next(4500),
      lotSqft: next(4) === 0 ? 0 : 2000 + next(30000),
      yearBuilt,
      yearRemodeled: next(2) === 0 ? yearBuilt : Math.min(2025, yearBuilt + next(60)),
      propertyType: (['single-family', 'townhouse', 'duplex', 'two-family'] as const)[next(4)]!,
      style,
      stories: styles[style]!,
      garageSpaces: next(4),
      basementSqft: next(2) === 0 ? 0 : 300 + next(1500),
      fireplaces: next(3),
      features: features.filter(() => next(3) === 0),
      neighborhood: 'College Creek',
      city: 'Ames',
    }
  })
}

const words = (text: string) => readabilityOf(text).words

describe('the offline description writer', () => {
  it('never says what the facts do not, stays in its length, and names the bedrooms and the size', () => {
    for (const facts of homes(300)) {
      for (const tone of tones) {
        for (const length of lengths) {
          for (const variant of [0, 1, 2]) {
            const text = writeDescription(facts, { tone, length, variant })
            const label = `${JSON.stringify(facts)} ${tone} ${length} ${variant}: ${text}`
            expect(contradictionsOf(text, facts), label).toEqual([])
            expect(checkFairHousing(text), label).toEqual([])
            expect(words(text), label).toBeGreaterThanOrEqual(wordRange[length].min)
            expect(words(text), label).toBeLessThanOrEqual(wordRange[length].max)
            expect(text, label).toContain(facts.sqft.toLocaleString('en-US'))
            if (facts.beds > 0)
              expect(text, label).toMatch(new RegExp(`\\b${facts.beds} bedrooms?\\b`))
            if (!facts.features.includes('pool')) expect(text, label).not.toMatch(/\bpool\b/i)
            if (facts.garageSpaces === 0) expect(text, label).not.toMatch(/garage/i)
            if (facts.basementSqft === 0) expect(text, label).not.toMatch(/basement/i)
          }
        }
      }
    }
  })

  it('reads differently with another variant and for another home', () => {
    const [first, second] = homes(2)
    const texts = new Set(
      [0, 1, 2, 3].map((variant) =>
        writeDescription(first!, { tone: 'warm', length: 'long', variant }),
      ),
    )
    expect(texts.size).toBeGreaterThan(1)
    expect(writeDescription(first!, { tone: 'warm', length: 'long' })).not.toBe(
      writeDescription(second!, { tone: 'warm', length: 'long' }),
    )
  })

  it('uses every note the facts do not contradict, in every tone and length', () => {
    const pool = [
      'New roof in 2019',
      'morning light in the kitchen',
      'The furnace was replaced in 2022.',
      'quiet street with mature trees',
      'Walk to the park in five minutes.',
      'Fresh paint throughout',
    ]
    const formats = [
      (notes: string[]) => notes.join('. '),
      (notes: string[]) => notes.join('\n'),
      (notes: string[]) => notes.map((note) => `• ${note}`).join(' '),
    ]
    homes(120).forEach((facts, index) => {
      const notes = [0, 1, 2]
        .slice(0, 1 + (index % 3))
        .map((step) => pool[(index + step * 2) % pool.length]!)
      const written = formats[index % formats.length]!(notes)
      for (const tone of tones) {
        for (const length of lengths) {
          const text = writeDescription(facts, { tone, length, notes: written })
          const label = `${tone} ${length} ${JSON.stringify(written)}: ${text}`
          for (const note of notes)
            expect(text.toLowerCase(), label).toContain(note.replace(/\.$/, '').toLowerCase())
          expect(contradictionsOf(text, facts), label).toEqual([])
          expect(words(text), label).toBeGreaterThanOrEqual(wordRange[length].min)
          expect(words(text), label).toBeLessThanOrEqual(wordRange[length].max)
          expect(text, label).toContain(facts.sqft.toLocaleString('en-US'))
        }
      }
    })
  })

  it('leaves out a note the facts contradict or the fair-housing check refuses', () => {
    const [facts] = homes(1)
    const home = { ...facts!, features: [] as string[], beds: 3 }
    for (const length of lengths) {
      const text = writeDescription(home, {
        tone: 'crisp',
        length,
        notes:
          'New roof in 2021. The pool was resurfaced last summer. Perfect for a young couple. Sunny kitchen with a gas range.',
        keepSentence: (sentence) => checkFairHousing(sentence).length === 0,
      })
      expect(text).toContain('New roof in 2021.')
      expect(text).toContain('Sunny kitchen with a gas range.')
      expect(text).not.toMatch(/pool|couple/i)
    }
  })

  it('rewrites a pasted description: drops what the facts contradict and what the check refuses, and adds the bedrooms', () => {
    const [facts] = homes(1)
    const home = { ...facts!, beds: 3, features: ['deck'] }
    const pasted =
      'Cute house!!!  4 bedrooms, pool. perfect for a young couple. The kitchen cabinets were refinished in oak last spring.'
    const text = rewriteDescription(pasted, home, {
      tone: 'warm',
      length: 'long',
      keepSentence: (sentence) => checkFairHousing(sentence).length === 0,
    })
    expect(contradictionsOf(text, home)).toEqual([])
    expect(text).toMatch(/\b3 bedrooms\b/)
    expect(text).not.toMatch(/couple|!!/)
    expect(text).toContain('The kitchen cabinets were refinished in oak last spring.')
  })
})
