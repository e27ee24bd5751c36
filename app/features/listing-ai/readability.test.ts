import { describe, expect, it } from 'vitest'
import { readabilityOf, syllablesOf } from './readability'

describe('readability', () => {
  it('counts syllables the usual way', () => {
    expect(syllablesOf('home')).toBe(1)
    expect(syllablesOf('kitchen')).toBe(2)
    expect(syllablesOf('remodeled')).toBe(3)
    expect(syllablesOf('garden')).toBe(2)
  })

  it('scores short plain sentences as easier than long technical ones', () => {
    const plain = readabilityOf('The house is bright. The yard is big. The kitchen has new tiles.')
    const hard = readabilityOf(
      'Exceptionally sophisticated architectural considerations characterize this extraordinarily comprehensive residential opportunity, incorporating innumerable contemporary amenities.',
    )
    expect(plain.words).toBe(13)
    expect(plain.sentences).toBe(3)
    expect(plain.readingEase).toBeGreaterThan(80)
    expect(hard.readingEase).toBeLessThan(0)
  })

  it('reads an empty text as nothing', () => {
    expect(readabilityOf('')).toEqual({ words: 0, sentences: 0, readingEase: 0 })
  })
})
