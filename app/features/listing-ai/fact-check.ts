import { featureLabels } from '~/features/listings/listing'
import { formatNumber } from '~/ui/format'
import type { ListingFacts } from './listing-facts'

// a claim in a text that the listing's facts say is not so, with where it is in the text
export type FactContradiction = { claim: string; fact: string; start: number; end: number }

const numberWords: Record<string, number> = {
  a: 1,
  one: 1,
  single: 1,
  two: 2,
  double: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
}
const count = `(\\d+(?:\\.\\d+)?|${Object.keys(numberWords).join('|')})`
const numberOf = (text: string) => numberWords[text.toLowerCase()] ?? Number(text)
const plural = (value: number, word: string) => `${value} ${word}${value === 1 ? '' : 's'}`

// a mention just after a negation in the same clause ("no pool", "without a garage") claims nothing
function negated(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start)
  return /\b(no|not|without|never|lacks?|free of|isn['’]t|doesn['’]t|don['’]t|nor)\b[^.,;:!?]*$/i.test(
    before,
  )
}

type NumericClaim = {
  pattern: RegExp
  check: (value: number, facts: ListingFacts, match: RegExpExecArray) => string | null
}

const within = (value: number, target: number, share: number) =>
  target > 0 && Math.abs(value - target) <= target * share

const numericClaims: NumericClaim[] = [
  {
    pattern: new RegExp(`\\b${count}[\\s-]*(?:bed(?:room)?s?|br|bd)\\b`, 'gi'),
    check: (value, facts) =>
      value === facts.beds ? null : `The home has ${plural(facts.beds, 'bedroom')}.`,
  },
  {
    pattern: new RegExp(
      `\\b${count}(?:\\s+and\\s+a\\s+half)?[\\s-]*(?:full\\s+)?(?:bath(?:room)?s?|ba)\\b`,
      'gi',
    ),
    check: (value, facts, match) => {
      const stated = /and\s+a\s+half/i.test(match[0]) ? value + 0.5 : value
      const ways = [facts.baths, facts.fullBaths, facts.fullBaths + facts.halfBaths]
      return ways.includes(stated)
        ? null
        : `The home has ${plural(facts.fullBaths, 'full bathroom')}${facts.halfBaths ? ` and ${facts.halfBaths} half` : ''}.`
    },
  },
  {
    pattern:
      /\b(\d{1,2},\d{3}|\d{3,6})\s*(?:\+\s*)?(?:sq\.?\s*ft\.?|sqft|square[\s-]*f(?:ee|oo)t|sf)(?![a-z])/gi,
    check: (value, facts) => {
      const areas = [facts.sqft, facts.lotSqft, facts.basementSqft, facts.sqft + facts.basementSqft]
      return areas.some((area) => within(value, area, 0.05))
        ? null
        : `The home has ${formatNumber(facts.sqft)} sq ft of living area.`
    },
  },
  {
    pattern: /\bbuilt\s+in\s+(\d{4})\b/gi,
    check: (value, facts) =>
      value === facts.yearBuilt ? null : `The home was built in ${facts.yearBuilt}.`,
  },
  {
    pattern: new RegExp(`\\b${count}[\\s-]*car\\s+(?:attached\\s+|detached\\s+)?garage\\b`, 'gi'),
    check: (value, facts) =>
      value === facts.garageSpaces
        ? null
        : facts.garageSpaces === 0
          ? 'The home has no garage.'
          : `The garage holds ${plural(facts.garageSpaces, 'car')}.`,
  },
  {
    pattern: new RegExp(`\\b${count}[\\s-]*stor(?:y|ies|ey|eys)\\b`, 'gi'),
    check: (value, facts) =>
      Math.abs(value - facts.stories) < 1
        ? null
        : `The home has ${facts.stories} ${facts.stories === 1 ? 'story' : 'stories'}.`,
  },
]

// features a text may claim, and whether the home has them
const featureClaims: Array<{
  pattern: RegExp
  has: (facts: ListingFacts) => boolean
  fact: string
}> = [
  {
    pattern: /\b(swimming\s+)?pool\b/gi,
    has: (facts) => facts.features.includes('pool'),
    fact: 'The home has no pool.',
  },
  {
    pattern: /\bfire\s?places?\b/gi,
    has: (facts) => facts.fireplaces > 0 || facts.features.includes('fireplace'),
    fact: 'The home has no fireplace.',
  },
  {
    pattern: /\bgarages?\b/gi,
    has: (facts) => facts.garageSpaces > 0,
    fact: 'The home has no garage.',
  },
  {
    pattern: /\bfinished\s+basement\b/gi,
    has: (facts) => facts.features.includes('finished-basement'),
    fact: 'The basement is not finished.',
  },
  {
    pattern: /\bbasements?\b/gi,
    has: (facts) => facts.basementSqft > 0,
    fact: 'The home has no basement.',
  },
  {
    pattern: /\b(central\s+air|air[\s-]condition(?:ing|ed)|a\/c)\b/gi,
    has: (facts) => facts.features.includes('central-air'),
    fact: 'The home has no central air.',
  },
  {
    pattern: /\bdecks?\b/gi,
    has: (facts) => facts.features.includes('deck'),
    fact: 'The home has no deck.',
  },
  {
    pattern: /\bscreened[\s-]+(?:in\s+)?porch\b/gi,
    has: (facts) => facts.features.includes('screened-porch'),
    fact: 'The home has no screened porch.',
  },
  {
    pattern: /\bporch(?:es)?\b/gi,
    has: (facts) => facts.features.includes('porch') || facts.features.includes('screened-porch'),
    fact: 'The home has no porch.',
  },
  {
    pattern: /\bfenced(?:[\s-]in)?\b|\bfence\b/gi,
    has: (facts) => facts.features.includes('fence'),
    fact: 'The yard is not fenced.',
  },
  {
    pattern: /\bcul[\s-]de[\s-]sac\b/gi,
    has: (facts) => facts.features.includes('cul-de-sac'),
    fact: 'The home is not on a cul-de-sac.',
  },
  {
    pattern: /\b(remodeled|renovated|remodel|renovation)\b/gi,
    has: (facts) => facts.yearRemodeled > facts.yearBuilt || facts.features.includes('remodeled'),
    fact: 'The listing records no remodel.',
  },
]

// what the text says that the facts contradict: counts, sizes, years, and features the home lacks
export function contradictionsOf(text: string, facts: ListingFacts): FactContradiction[] {
  const found: FactContradiction[] = []
  for (const claim of numericClaims) {
    for (const match of text.matchAll(claim.pattern)) {
      const value = numberOf(match[1]!.replace(/,/g, ''))
      if (!Number.isFinite(value) || negated(text, match.index!)) continue
      const fact = claim.check(value, facts, match as RegExpExecArray)
      if (fact)
        found.push({
          claim: match[0],
          fact,
          start: match.index!,
          end: match.index! + match[0].length,
        })
    }
  }
  for (const claim of featureClaims) {
    if (claim.has(facts)) continue
    for (const match of text.matchAll(claim.pattern)) {
      if (
        negated(text, match.index!) ||
        found.some((other) => overlaps(other, match.index!, match.index! + match[0].length))
      )
        continue
      found.push({
        claim: match[0],
        fact: claim.fact,
        start: match.index!,
        end: match.index! + match[0].length,
      })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

const overlaps = (claim: FactContradiction, start: number, end: number) =>
  start < claim.end && end > claim.start

// the facts buyers filter on that the text never mentions
export function omittedFacts(
  text: string,
  facts: ListingFacts,
): Array<{ key: string; label: string }> {
  const says = (pattern: RegExp) => pattern.test(text)
  const checks: Array<{ key: string; label: string; applies: boolean; mentioned: boolean }> = [
    {
      key: 'beds',
      label: 'Bedrooms',
      applies: facts.beds > 0,
      mentioned: says(/\bbed(room)?s?\b|\bbr\b|\bbd\b/i),
    },
    {
      key: 'baths',
      label: 'Bathrooms',
      applies: true,
      mentioned: says(/\bbath(room)?s?\b|\bba\b/i),
    },
    {
      key: 'sqft',
      label: 'Living area',
      applies: facts.sqft > 0,
      mentioned: says(/sq\.?\s*ft|sqft|square[\s-]*f(ee|oo)t/i),
    },
    {
      key: 'garage',
      label: 'Garage',
      applies: facts.garageSpaces > 0,
      mentioned: says(/\bgarage/i),
    },
    {
      key: 'basement',
      label: 'Basement',
      applies: facts.basementSqft > 0,
      mentioned: says(/\bbasement/i),
    },
    {
      key: 'yearBuilt',
      label: 'Year built',
      applies: facts.yearBuilt > 0,
      mentioned: says(/\bbuilt\b|\b(18|19|20)\d{2}\b/i),
    },
    ...(['central-air', 'fireplace', 'pool', 'finished-basement', 'fence', 'deck'] as const).map(
      (feature) => ({
        key: feature,
        label: featureLabels[feature]!,
        applies: facts.features.includes(feature),
        mentioned: featureMentioned(text, feature),
      }),
    ),
  ]
  return checks
    .filter((check) => check.applies && !check.mentioned)
    .map(({ key, label }) => ({ key, label }))
}

const featureWords: Record<string, RegExp> = {
  'central-air': /central\s+air|air[\s-]condition|a\/c/i,
  fireplace: /fire\s?place/i,
  pool: /\bpool\b/i,
  'finished-basement': /finished\s+basement|basement[^.]*finished/i,
  fence: /fenc(e|ed)/i,
  deck: /\bdeck/i,
}
const featureMentioned = (text: string, feature: string) => featureWords[feature]!.test(text)
