import { describe, expect, it } from 'vitest'
import { contradictionsOf, omittedFacts } from './fact-check'
import type { ListingFacts } from './listing-facts'

const home: ListingFacts = {
  beds: 3,
  baths: 2.5,
  fullBaths: 2,
  halfBaths: 1,
  sqft: 1800,
  lotSqft: 9000,
  yearBuilt: 1998,
  yearRemodeled: 1998,
  propertyType: 'single-family',
  style: 'two-story',
  stories: 2,
  garageSpaces: 2,
  basementSqft: 0,
  fireplaces: 1,
  features: ['fireplace', 'central-air', 'deck'],
  neighborhood: 'Gilbert',
  city: 'Ames',
}
const claims = (text: string) => contradictionsOf(text, home).map((found) => found.claim)

describe('the fact check', () => {
  it('finds counts, sizes and years the facts contradict', () => {
    expect(claims('A roomy 4 bedrooms and 4 baths.')).toEqual(['4 bedrooms', '4 baths'])
    expect(contradictionsOf('Four-bedroom home.', home)[0]).toMatchObject({
      claim: 'Four-bedroom',
      fact: 'The home has 3 bedrooms.',
    })
    expect(claims('2,400 square feet, built in 1975, with a 3-car garage.')).toEqual([
      '2,400 square feet',
      'built in 1975',
      '3-car garage',
    ])
  })

  it('accepts what the facts say, in words or digits, and sizes within 5%', () => {
    expect(
      claims(
        'A three-bedroom, 2.5-bath two-story home of 1,850 sq ft on a 9,000 sq ft lot, built in 1998, with a two-car garage.',
      ),
    ).toEqual([])
    expect(claims('3 BR, 2 full baths and a half bath, 3bd.')).toEqual([])
  })

  it('finds features the home lacks, unless the text says it lacks them', () => {
    expect(claims('Relax by the pool or in the finished basement.')).toEqual([
      'pool',
      'finished basement',
    ])
    expect(claims('No pool to maintain, and no basement stairs.')).toEqual([])
    expect(contradictionsOf('Freshly renovated kitchen.', home)[0]?.fact).toBe(
      'The listing records no remodel.',
    )
  })

  it('lists the facts buyers filter on that a text never mentions', () => {
    expect(
      omittedFacts('A lovely home with a big backyard.', home).map((fact) => fact.key),
    ).toEqual(['beds', 'baths', 'sqft', 'garage', 'yearBuilt', 'central-air', 'fireplace', 'deck'])
    expect(
      omittedFacts(
        '3 bedrooms, 2.5 baths, 1,800 sq ft, two-car garage, built in 1998, central air, a fireplace and a deck.',
        home,
      ),
    ).toEqual([])
  })
})
