import { beforeAll, describe, expect, it } from 'vitest'
import { featureLabels } from '~/features/listings/listing'
import { lengths, tones, writeDescription } from './description-writer'
import { evaluateWith } from './fair-housing-evaluation'
import { heldOutPhrases } from './fair-housing-held-out'
import { labelledPhrases } from './fair-housing-phrases'
import { checkFairHousingFully, loadFairHousingVectors } from './fair-housing-semantic.server'
import type { ListingFacts } from './listing-facts'

beforeAll(() => loadFairHousingVectors(), 60_000)

describe('the fair-housing check with its semantic stage', () => {
  it('finds a paraphrase the rules have no words for, as a possible finding', async () => {
    const findings = await checkFairHousingFully(
      'A calm house. Everyone on this street is of the same faith.',
    )
    expect(findings).toEqual([
      expect.objectContaining({
        class: 'religion',
        certainty: 'possible',
        words: 'Everyone on this street is of the same faith.',
      }),
    ])
  })

  it('meets the goals on phrases written after the rules (k and the floor were chosen on the labelled set)', async () => {
    const figures = await evaluateWith(heldOutPhrases, checkFairHousingFully)
    expect(figures.precision).toBeGreaterThanOrEqual(0.9)
    expect(figures.recall).toBeGreaterThanOrEqual(0.9)
  })

  it('keeps its precision on the labelled set, each phrase judged without itself', async () => {
    const figures = await evaluateWith(labelledPhrases, checkFairHousingFully)
    expect(figures.precision).toBeGreaterThanOrEqual(0.9)
    expect(figures.recall).toBeGreaterThanOrEqual(0.95)
  })

  it('flags nothing the offline writer writes', async () => {
    const features = Object.keys(featureLabels)
    for (let home = 0; home < 6; home++) {
      const facts: ListingFacts = {
        beds: 1 + (home % 5),
        baths: 2,
        fullBaths: 2,
        halfBaths: home % 2,
        sqft: 900 + home * 250,
        lotSqft: home % 3 === 0 ? 0 : 7000 + home * 300,
        yearBuilt: 1920 + home * 8,
        yearRemodeled: home % 2 ? 2015 : 1920 + home * 8,
        propertyType: 'single-family',
        style: home % 2 ? 'one-story' : 'two-story',
        stories: home % 2 ? 1 : 2,
        garageSpaces: home % 4,
        basementSqft: home % 2 ? 700 : 0,
        fireplaces: home % 2,
        features: features.filter((_, index) => (index + home) % 3 === 0),
        neighborhood: 'Old Town',
        city: 'Ames',
      }
      for (const tone of tones)
        for (const length of lengths) {
          const text = writeDescription(facts, { tone, length, variant: home })
          expect(await checkFairHousingFully(text), text).toEqual([])
        }
    }
  })
})
