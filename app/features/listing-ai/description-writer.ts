import { featureLabels } from '~/features/listings/listing'
import { formatNumber } from '~/ui/format'
import { contradictionsOf, omittedFacts } from './fact-check'
import type { ListingFacts } from './listing-facts'
import { readabilityOf } from './readability'

// The offline writer: a description made from the listing's facts only, in a tone and a length,
// with phrasing chosen by `variant` and the home itself so two homes do not read alike. It says
// nothing the facts do not (description-writer.test.ts checks thousands of homes) and nothing
// about who should live in the home, only about the home
export const tones = ['warm', 'crisp', 'polished'] as const
export const lengths = ['short', 'long'] as const
export type Tone = (typeof tones)[number]
export type Length = (typeof lengths)[number]
export const toneLabels: Record<Tone, string> = {
  warm: 'Warm and welcoming',
  crisp: 'Crisp and factual',
  polished: 'Polished',
}
export const lengthLabels: Record<Length, string> = {
  short: 'Short (about 60 words)',
  long: 'Long (about 150 words)',
}
export const wordRange: Record<Length, { min: number; max: number }> = {
  short: { min: 35, max: 90 },
  long: { min: 90, max: 230 },
}

type WriteOptions = {
  tone: Tone
  length: Length
  notes?: string
  variant?: number
  keepSentence?: (sentence: string) => boolean
}
type RewriteOptions = {
  tone: Tone
  length: Length
  variant?: number
  keepSentence?: (sentence: string) => boolean
}

const typeNames: Record<string, string> = {
  'single-family': 'house',
  townhouse: 'townhouse',
  duplex: 'duplex',
  'two-family': 'two-family home',
}
const styleNames: Record<string, string> = {
  'one-story': 'one-story',
  'one-and-a-half-story': 'story-and-a-half',
  'two-story': 'two-story',
  'two-and-a-half-story': 'two-and-a-half-story',
  'split-level': 'split-level',
  'split-foyer': 'split-foyer',
}
const number = formatNumber
const plural = (value: number, word: string) => `${number(value)} ${word}${value === 1 ? '' : 's'}`

function bathsText(facts: ListingFacts) {
  const full = plural(facts.fullBaths, 'full bathroom')
  return facts.halfBaths > 0 ? `${full} and ${plural(facts.halfBaths, 'half bath')}` : full
}

// a stable number for the home and the variant, to pick among phrasings
function seedOf(facts: ListingFacts, variant: number): number {
  const text = `${facts.beds}|${facts.sqft}|${facts.yearBuilt}|${facts.neighborhood}|${facts.features.join(',')}`
  let hash = 2166136261 + variant * 16777619
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return hash
}
const pick = <T>(options: readonly T[], seed: number, topic: number) =>
  options[(seed + topic * 7) % options.length]!

type Parts = {
  home: string
  style: string
  beds: string
  baths: string
  area: string
  place: string
}

function partsOf(facts: ListingFacts): Parts {
  return {
    home: typeNames[facts.propertyType] ?? 'home',
    style: styleNames[facts.style] ?? facts.style.replace(/\s*\(.*\)/, ''),
    beds: facts.beds === 0 ? 'an open studio layout' : plural(facts.beds, 'bedroom'),
    baths: bathsText(facts),
    area: `${number(facts.sqft)} square feet`,
    place: `${facts.neighborhood}, ${facts.city}`,
  }
}

const openings: Record<Tone, Array<(parts: Parts) => string>> = {
  warm: [
    (p) =>
      `Welcome home to this ${p.style} ${p.home} in ${p.place}, with ${p.beds}, ${p.baths} and ${p.area} of living space.`,
    (p) =>
      `Come see this inviting ${p.style} ${p.home} in ${p.place}: ${p.beds}, ${p.baths} and ${p.area} to make your own.`,
    (p) =>
      `In ${p.place}, this ${p.style} ${p.home} has room to settle in, with ${p.beds}, ${p.baths} and ${p.area} of living space.`,
  ],
  crisp: [
    (p) =>
      `A ${p.style} ${p.home} in ${p.place}, with ${p.beds}, ${p.baths} and ${p.area} of living space.`,
    (p) =>
      `${capitalized(p.style)} ${p.home} in ${p.place}. ${capitalized(p.beds)}, ${p.baths}, ${p.area}.`,
    (p) =>
      `For sale in ${p.place}: a ${p.style} ${p.home} with ${p.beds}, ${p.baths} and ${p.area} of living space.`,
  ],
  polished: [
    (p) =>
      `Set in ${p.place}, this ${p.style} ${p.home} offers ${p.beds}, ${p.baths} and ${p.area} of thoughtfully arranged living space.`,
    (p) =>
      `Presenting a ${p.style} ${p.home} in ${p.place}, with ${p.beds}, ${p.baths} and ${p.area} of well-kept living space.`,
    (p) =>
      `In ${p.place}, this ${p.style} ${p.home} pairs ${p.beds} and ${p.baths} with ${p.area} of comfortable living space.`,
  ],
}

function ageSentence(facts: ListingFacts, tone: Tone, seed: number): string | null {
  if (!facts.yearBuilt) return null
  const remodeled = facts.yearRemodeled > facts.yearBuilt ? facts.yearRemodeled : null
  const options: Record<Tone, string[]> = {
    warm: remodeled
      ? [
          `Built in ${facts.yearBuilt}, it was remodeled in ${remodeled}.`,
          `The home dates from ${facts.yearBuilt} and was remodeled in ${remodeled}.`,
        ]
      : [`It was built in ${facts.yearBuilt}.`, `The home was built in ${facts.yearBuilt}.`],
    crisp: remodeled
      ? [`Built in ${facts.yearBuilt}; remodeled in ${remodeled}.`]
      : [`Built in ${facts.yearBuilt}.`],
    polished: remodeled
      ? [
          `Originally built in ${facts.yearBuilt}, the home was remodeled in ${remodeled}.`,
          `Built in ${facts.yearBuilt} and remodeled in ${remodeled}, it is ready to be enjoyed.`,
        ]
      : [
          `Built in ${facts.yearBuilt}, the home is ready to be enjoyed.`,
          `The home was built in ${facts.yearBuilt}.`,
        ],
  }
  return pick(options[tone], seed, 2)
}

// the features a description names, as a sentence says them
const featurePhrases: Record<string, string> = {
  'central-air': 'central air',
  fireplace: 'a fireplace',
  pool: 'a pool',
  deck: 'a deck',
  porch: 'a porch',
  'screened-porch': 'a screened porch',
  fence: 'a fenced yard',
  shed: 'a shed',
  'paved-driveway': 'a paved driveway',
  'cul-de-sac': 'a cul-de-sac lot',
  'near-park': 'a spot near a park or greenbelt',
  'excellent-heating': 'excellent heating',
}

function featureSentence(facts: ListingFacts, tone: Tone, seed: number): string | null {
  const names = Object.keys(featurePhrases)
    .filter((feature) => facts.features.includes(feature))
    .map((feature) => featurePhrases[feature]!)
  if (names.length === 0) return null
  const list =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  const options: Record<Tone, string[]> = {
    warm: [
      `You will also find ${list}.`,
      `Extras include ${list}.`,
      `Features you will enjoy: ${list}.`,
    ],
    crisp: [`Features: ${list}.`, `It has ${list}.`],
    polished: [`Appointments include ${list}.`, `Among its features: ${list}.`],
  }
  return pick(options[tone], seed, 3)
}

function spaceSentence(facts: ListingFacts, tone: Tone, seed: number): string | null {
  const pieces: string[] = []
  if (facts.garageSpaces > 0)
    pieces.push(
      `${facts.features.includes('detached-garage') ? 'a detached' : facts.features.includes('attached-garage') ? 'an attached' : 'a'} ${facts.garageSpaces}-car garage`,
    )
  if (facts.basementSqft > 0)
    pieces.push(
      `a ${facts.features.includes('finished-basement') ? 'finished ' : ''}basement of ${number(facts.basementSqft)} square feet`,
    )
  if (facts.lotSqft > 0) pieces.push(`a lot of ${number(facts.lotSqft)} square feet`)
  if (pieces.length === 0) return null
  const list =
    pieces.length === 1 ? pieces[0]! : `${pieces.slice(0, -1).join(', ')} and ${pieces.at(-1)}`
  const options: Record<Tone, string[]> = {
    warm: [`There is ${list}.`, `Outside the living space there is ${list}.`],
    crisp: [`Also: ${list}.`, `Includes ${list}.`],
    polished: [`The property also offers ${list}.`, `Completing the picture: ${list}.`],
  }
  return pick(options[tone], seed, 4)
}

const closings: Record<Tone, Record<Length, string[]>> = {
  warm: {
    short: ['Book a tour and see it for yourself.', 'Come and see it soon.'],
    long: [
      'Look through the photos, then book a tour to walk through the rooms and picture your own furniture in them.',
      'Book a tour to see the rooms, the light and the yard for yourself, and ask the seller anything you would like to know.',
    ],
  },
  crisp: {
    short: ['Tours by request.', 'Book a tour on Threshold.'],
    long: [
      'Book a tour on Threshold to see it in person, or send the seller a question about anything the listing does not answer.',
      'Questions about the home go straight to the seller on Threshold, and tours can be booked there too.',
    ],
  },
  polished: {
    short: [
      'Private tours are available on request.',
      'Arrange a private tour at your convenience.',
    ],
    long: [
      'Private tours are available on request; the seller will gladly answer any question about the home, its upkeep and its history.',
      'Arrange a private tour to appreciate the layout and the finishes in person, and put any question to the seller directly.',
    ],
  },
}

// more true things to say when a long description is still short: about the rooms the facts count
function roomSentences(facts: ListingFacts, tone: Tone, seed: number): string[] {
  const sentences: string[] = []
  if (facts.beds >= 3) {
    sentences.push(
      pick(
        {
          warm: [
            `With ${facts.beds} bedrooms, there is room for a guest room, an office or a hobby room.`,
          ],
          crisp: [`${facts.beds} bedrooms leave room for an office or a guest room.`],
          polished: [
            `${capitalized(plural(facts.beds, 'bedroom'))} allow for a study, a guest room or a library.`,
          ],
        }[tone],
        seed,
        7,
      ),
    )
  }
  if (facts.style === 'one-story')
    sentences.push(
      pick(
        {
          warm: ['The main living space is all on one level.'],
          crisp: ['Main living space on one level.'],
          polished: ['The principal rooms are arranged on a single level.'],
        }[tone],
        seed,
        8,
      ),
    )
  if (facts.lotSqft >= 6000)
    sentences.push(
      pick(
        {
          warm: ['The lot leaves room for a garden, a play area or a patio.'],
          crisp: ['The lot has room for a garden or a patio.'],
          polished: ['The grounds offer room for a garden or a terrace.'],
        }[tone],
        seed,
        9,
      ),
    )
  if (facts.basementSqft > 0)
    sentences.push(
      pick(
        {
          warm: [
            `The basement adds ${number(facts.basementSqft)} square feet for storage, a workshop or a media room.`,
          ],
          crisp: [`Basement: ${number(facts.basementSqft)} square feet for storage or a workshop.`],
          polished: [
            `The lower level adds ${number(facts.basementSqft)} square feet, suited to a media room or a workshop.`,
          ],
        }[tone],
        seed,
        11,
      ),
    )
  if (facts.features.includes('deck'))
    sentences.push(
      pick(
        {
          warm: ['The deck is ready for summer evenings outside.'],
          crisp: ['The deck extends the living space outdoors.'],
          polished: ['The deck extends the living space outdoors.'],
        }[tone],
        seed,
        12,
      ),
    )
  if (facts.fireplaces > 0 || facts.features.includes('fireplace'))
    sentences.push(
      pick(
        {
          warm: ['On cold evenings the fireplace is the place to be.'],
          crisp: ['The fireplace adds warmth in winter.'],
          polished: ['A fireplace anchors the living area.'],
        }[tone],
        seed,
        13,
      ),
    )
  if (facts.garageSpaces > 0)
    sentences.push(
      pick(
        {
          warm: ['The garage keeps the cars out of the snow.'],
          crisp: ['Covered parking in the garage.'],
          polished: ['The garage offers covered parking.'],
        }[tone],
        seed,
        14,
      ),
    )
  if (facts.halfBaths > 0)
    sentences.push(
      pick(
        {
          warm: ['The half bath is handy for guests.'],
          crisp: ['A half bath serves guests.'],
          polished: ['A powder room serves guests.'],
        }[tone],
        seed,
        10,
      ),
    )
  sentences.push(
    pick(
      {
        warm: [
          'Each room is ready for the way you like to live, from quiet mornings to busy evenings.',
          'The rooms are ready for your own touches.',
        ],
        crisp: ['Room sizes and photos are on the listing.', 'See the photos for the layout.'],
        polished: [
          'Each room has been kept with care, ready for its next chapter.',
          'The rooms are ready to be enjoyed from the first day.',
        ],
      }[tone],
      seed,
      6,
    ),
  )
  sentences.push(
    pick(
      {
        warm: [
          'Ask the seller about utility costs, taxes or anything else you would like to know before you visit.',
        ],
        crisp: ['Ask the seller about utility costs and taxes before you visit.'],
        polished: [
          'The seller will gladly share utility costs, taxes and the history of the home.',
        ],
      }[tone],
      seed,
      15,
    ),
  )
  return sentences
}

// the long form: the body, then more about the rooms while it is under the length's minimum
function filled(
  length: Length,
  body: Array<string | null | undefined>,
  closing: string,
  extra: Array<string | null>,
  kept: ReadonlyArray<string> = [],
): string {
  const { min, max } = wordRange[length]
  let text = compose([...body, closing], max, kept)
  for (let used = 1; wordsOf(text) < min && used <= extra.length; used += 1)
    text = compose([...body, ...extra.slice(0, used), closing], max, kept)
  return text
}

const longText = (
  body: Array<string | null | undefined>,
  closing: string,
  facts: ListingFacts,
  tone: Tone,
  seed: number,
  kept: ReadonlyArray<string> = [],
) => filled('long', body, closing, roomSentences(facts, tone, seed), kept)

export function writeDescription(facts: ListingFacts, options: WriteOptions): string {
  const seed = seedOf(facts, options.variant ?? 0)
  const parts = partsOf(facts)
  const opening = tidy(pick(openings[options.tone], seed, 1)(parts))
  const notes = noteSentences(options.notes ?? '', facts, options.keepSentence)
  const closing = pick(closings[options.tone][options.length], seed, 5)
  if (options.length === 'short') {
    const lead =
      featureSentence(facts, options.tone, seed) ?? spaceSentence(facts, options.tone, seed)
    return filled(
      'short',
      [opening, lead, ...notes],
      closing,
      [
        ageSentence(facts, options.tone, seed),
        lead ? spaceSentence(facts, options.tone, seed) : null,
        ...roomSentences(facts, options.tone, seed),
      ],
      [opening, ...notes],
    )
  }
  const body = [
    opening,
    ageSentence(facts, options.tone, seed),
    spaceSentence(facts, options.tone, seed),
    featureSentence(facts, options.tone, seed),
    ...notes,
  ]
  return longText(body, closing, facts, options.tone, seed, [opening, ...notes])
}

// keeps the pasted text's true, specific sentences (tidied), drops the ones the facts contradict or
// `keepSentence` refuses, and adds the facts buyers filter on that it leaves out
export function rewriteDescription(
  text: string,
  facts: ListingFacts,
  options: RewriteOptions,
): string {
  const seed = seedOf(facts, options.variant ?? 0)
  const kept = sentencesOf(text)
    .map(tidy)
    .filter(
      (sentence) =>
        wordsOf(sentence) >= 4 &&
        contradictionsOf(sentence, facts).length === 0 &&
        (options.keepSentence?.(sentence) ?? true),
    )
  const opening = tidy(pick(openings[options.tone], seed, 1)(partsOf(facts)))
  const missing = new Set(omittedFacts(kept.join(' '), facts).map((fact) => fact.key))
  const extras = [
    missing.has('yearBuilt') ? ageSentence(facts, options.tone, seed) : null,
    missing.has('garage') || missing.has('basement')
      ? spaceSentence(facts, options.tone, seed)
      : null,
    [...missing].some((key) => key in featureLabels)
      ? featureSentence(facts, options.tone, seed)
      : null,
  ]
  const closing = pick(closings[options.tone][options.length], seed, 5)
  if (options.length === 'short')
    return filled('short', [opening, ...kept.slice(0, 2)], closing, [
      ...extras,
      ...roomSentences(facts, options.tone, seed),
    ])
  return longText([opening, ...kept, ...extras], closing, facts, options.tone, seed)
}

// the seller's own sentences, tidied, except any the facts contradict or `keepSentence` refuses
function noteSentences(
  notes: string,
  facts: ListingFacts,
  keepSentence: (sentence: string) => boolean = () => true,
): string[] {
  return sentencesOf(notes)
    .map(tidy)
    .filter(
      (sentence) =>
        wordsOf(sentence) >= 2 &&
        contradictionsOf(sentence, facts).length === 0 &&
        keepSentence(sentence),
    )
}

export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+|\s*[\n•]+\s*/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

// one space between words, no shouting punctuation, a capital first letter and a full stop
function tidy(sentence: string): string {
  let text = sentence
    .replace(/\s+/g, ' ')
    .replace(/([!?.])\1+/g, '$1')
    .replace(/!/g, '.')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
  if (!/[.?]$/.test(text)) text = `${text}.`
  return capitalized(text)
}

// sentences in their order while they fit the length; the `kept` ones (the opening, the seller's
// own notes) are chosen first, so a fact sentence gives way to a note rather than the reverse
function compose(
  sentences: Array<string | null | undefined>,
  maxWords: number,
  kept: ReadonlyArray<string> = [],
): string {
  const present = sentences.filter((sentence): sentence is string => Boolean(sentence))
  const chosen = new Set<number>()
  let words = 0
  const choose = (index: number) => {
    const size = wordsOf(present[index]!)
    if (words + size > maxWords && chosen.size > 0) return
    chosen.add(index)
    words += size
  }
  present.forEach((sentence, index) => kept.includes(sentence) && choose(index))
  present.forEach(
    (sentence, index) => !chosen.has(index) && !kept.includes(sentence) && choose(index),
  )
  return present.filter((_, index) => chosen.has(index)).join(' ')
}

const wordsOf = (text: string) => readabilityOf(text).words
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
