import { describe, expect, it } from 'vitest'
import { describedPhotos, sellersDescription } from './photo'

// issue 41 M3: a description the product once made up is no description; the seller's own stays
describe('a photo’s description', () => {
  it('counts the old invented ones as none', () => {
    expect(sellersDescription('Photo 2 of 118 Main Street, Ames, IA 50010')).toBe('')
    expect(sellersDescription('Photo 12 of your home')).toBe('')
    expect(sellersDescription('  ')).toBe('')
  })

  it('keeps what a seller wrote, even one that starts the same way', () => {
    expect(sellersDescription('Photo 3 of the kitchen after the remodel')).toBe(
      'Photo 3 of the kitchen after the remodel',
    )
    expect(sellersDescription(' Morning light in the living room ')).toBe(
      'Morning light in the living room',
    )
  })

  it('shows buyers only the photos their seller described', () => {
    const photo = (id: string, alt: string) => ({ id, alt, width: 1600, height: 1200 })
    const shown = describedPhotos([
      photo('a', 'Photo 1 of 2546 Harris Court, Ames, IA 50010'),
      photo('b', 'The fenced backyard with its oak'),
      photo('c', ''),
    ])
    expect(shown.map((each) => each.id)).toEqual(['b'])
  })
})
