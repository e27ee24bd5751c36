import type { Listing } from '~/features/listings/listing'

// what the words of a search can mean in a home: each listing is described by a few phrases
// drawn only from its facts, and a query is compared with those phrases by meaning
const featurePhrases: Record<string, string> = {
  'attached-garage': 'attached garage for cars and storage',
  'detached-garage': 'detached garage with room for a workshop',
  fireplace: 'cozy fireplace in the living room',
  pool: 'swimming pool',
  'central-air': 'central air conditioning',
  basement: 'basement storage space',
  'finished-basement': 'finished basement for a family room or home office',
  porch: 'front porch',
  'screened-porch': 'screened porch',
  deck: 'backyard deck for entertaining',
  fence: 'fenced yard for kids and pets',
  shed: 'garden shed for tools',
  'paved-driveway': 'paved driveway',
  remodeled: 'updated and remodeled',
  'cul-de-sac': 'quiet street on a cul-de-sac',
  'near-park': 'near a park and green space',
  'excellent-heating': 'efficient heating',
}

const derivedPhrases = {
  bigLot: 'large lot with a big yard and garden',
  newer: 'newer construction',
  older: 'historic and older, with character',
  spacious: 'spacious, with lots of living space',
  compact: 'cozy and compact, a starter place',
  singleLevel: 'single-level living without stairs',
  bigFamily: 'room for a large family with many bedrooms',
  bigGarage: 'three-car garage with room for a workshop',
} as const

export function phrasesOf(
  listing: Pick<
    Listing,
    'features' | 'lotSqft' | 'yearBuilt' | 'sqft' | 'stories' | 'beds' | 'garageSpaces'
  >,
): string[] {
  const phrases = listing.features
    .map((feature) => featurePhrases[feature])
    .filter((phrase): phrase is string => Boolean(phrase))
  if (listing.lotSqft >= 15_000) phrases.push(derivedPhrases.bigLot)
  if (listing.yearBuilt >= 2000) phrases.push(derivedPhrases.newer)
  if (listing.yearBuilt < 1940) phrases.push(derivedPhrases.older)
  if (listing.sqft >= 2_400) phrases.push(derivedPhrases.spacious)
  if (listing.sqft < 1_000) phrases.push(derivedPhrases.compact)
  if (listing.stories === 1) phrases.push(derivedPhrases.singleLevel)
  if (listing.beds >= 4) phrases.push(derivedPhrases.bigFamily)
  if (listing.garageSpaces >= 3) phrases.push(derivedPhrases.bigGarage)
  return phrases
}

export const allPhrases = [
  ...new Set([...Object.values(featurePhrases), ...Object.values(derivedPhrases)]),
]
