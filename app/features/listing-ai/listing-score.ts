import { formatPrice, type Listing } from '~/features/listings/listing'
import type { FactContradiction } from './fact-check'
import type { FairHousingFinding } from './fair-housing'
import { partLabels, partWeights, type PartKey } from './messages'
import { hashDistance, type PhotoSignal } from './photo-signals.server'
import { readabilityOf } from './readability'

// what the score reads about a listing beyond its own record (gathered by listing-score.server.ts)
export type ScoreInput = {
  listing: Listing
  photos: PhotoSignal[]
  // Threshold's estimate of the home with its 80% range; null when it cannot be valued
  estimate: { value: number; low: number; high: number } | null
  interest: Interest | null
  findings: FairHousingFinding[]
  omitted: Array<{ key: string; label: string }>
  contradictions: FactContradiction[]
}
// the listing's days on market and page views per day, and the medians of similar active listings
export type Interest = {
  daysOnMarket: number
  viewsPerDay: number
  similar: number
  medianDays: number
  medianViewsPerDay: number
}

export type Fix = { text: string; to: string }
export type ScorePart = {
  key: PartKey
  label: string
  weight: number
  points: number
  findings: string[]
  fix: Fix | null
}
export type ListingScore = { total: number; parts: ScorePart[] }

export const targetPhotos = 12
export const goodPhotoWidth = 1200
export const darkLuminance = 70
export const duplicateDistance = 6
export const descriptionWords = { min: 120, max: 350 }
export const goodReadingEase = 50

// a score out of 100 from measurable parts, each with its weight, what it found and the fix
export function scoreListing(
  input: ScoreInput,
  places: { edit: string; photos: string; writer: string; valuation: string },
): ListingScore {
  const parts: ScorePart[] = [
    factsPart(input.listing, places.edit),
    photosPart(input.photos, places.photos),
    descriptionPart(input.listing.description, input.contradictions, places.writer),
    coveragePart(input.omitted, places.writer),
    pricePart(input.listing.price, input.estimate, places),
    interestPart(input.interest, places.edit),
    fairHousingPart(input.findings, places.writer),
  ]
  return { total: Math.round(parts.reduce((sum, part) => sum + part.points, 0)), parts }
}

function part(key: PartKey, share: number, findings: string[], fix: Fix | null): ScorePart {
  const weight = partWeights[key]
  return {
    key,
    label: partLabels[key],
    weight,
    points: Math.round(weight * Math.min(1, Math.max(0, share)) * 10) / 10,
    findings,
    fix,
  }
}

function factsPart(listing: Listing, edit: string): ScorePart {
  const missing = [
    listing.sqft > 0 ? null : 'the living area',
    listing.lotSqft > 0 ? null : 'the lot size',
    listing.yearBuilt > 0 ? null : 'the year built',
    listing.features.length > 0 ? null : 'any features (garage, central air, deck…)',
    listing.beds > 0 ? null : 'the bedrooms',
  ].filter((text): text is string => text !== null)
  const findings =
    missing.length === 0
      ? ['Every fact buyers look for is filled in.']
      : [`Missing: ${missing.join(', ')}.`]
  return part(
    'facts',
    1 - missing.length / 5,
    findings,
    missing.length === 0 ? null : { text: 'Fill in the missing facts', to: edit },
  )
}

function photosPart(photos: PhotoSignal[], photosPlace: string): ScorePart {
  const findings: string[] = []
  const count = photos.length
  findings.push(
    count === 0
      ? 'No photos: listings with photos are opened far more often.'
      : `${count} photo${count === 1 ? '' : 's'} (aim for ${targetPhotos} or more: every room, the outside, the yard).`,
  )
  const small = photos.filter((photo) => photo.width < goodPhotoWidth)
  const dark = photos.filter((photo) => photo.luminance !== null && photo.luminance < darkLuminance)
  const duplicates = duplicatePhotos(photos)
  if (small.length > 0)
    findings.push(
      `${small.length} photo${small.length === 1 ? ' is' : 's are'} smaller than ${goodPhotoWidth} pixels wide and will look soft on large screens.`,
    )
  if (dark.length > 0)
    findings.push(
      `${dark.length} photo${dark.length === 1 ? ' is' : 's are'} too dark: retake with the lights on and blinds open.`,
    )
  if (duplicates.length > 0)
    findings.push(
      `${duplicates.length} photo${duplicates.length === 1 ? ' repeats' : 's repeat'} another shot: keep the best one.`,
    )
  const flawed = new Set([...small, ...dark, ...duplicates].map((photo) => photo.id)).size
  const share =
    count === 0 ? 0 : 0.6 * Math.min(1, count / targetPhotos) + 0.4 * (1 - flawed / count)
  const perfect = count >= targetPhotos && flawed === 0
  return part(
    'photos',
    share,
    findings,
    perfect
      ? null
      : { text: count === 0 ? 'Add photos' : 'Add or replace photos', to: photosPlace },
  )
}

// every photo after the first of a group whose perceptual hashes are a few bits apart
export function duplicatePhotos(photos: PhotoSignal[]): PhotoSignal[] {
  const kept: PhotoSignal[] = []
  const repeats: PhotoSignal[] = []
  for (const photo of photos) {
    if (
      photo.hash &&
      kept.some((other) => other.hash && hashDistance(other.hash, photo.hash!) <= duplicateDistance)
    )
      repeats.push(photo)
    else kept.push(photo)
  }
  return repeats
}

function descriptionPart(
  description: string,
  contradictions: FactContradiction[],
  writer: string,
): ScorePart {
  const { words, readingEase } = readabilityOf(description)
  const findings: string[] = []
  let lengthShare = 1
  if (words < descriptionWords.min) {
    lengthShare = words / descriptionWords.min
    findings.push(
      `${words} words: descriptions of ${descriptionWords.min}–${descriptionWords.max} words tell buyers enough to book a tour.`,
    )
  } else if (words > descriptionWords.max) {
    lengthShare = Math.max(0.5, descriptionWords.max / words)
    findings.push(`${words} words: past ${descriptionWords.max} most buyers stop reading.`)
  } else findings.push(`${words} words, a good length.`)
  const readShare = readingEase >= goodReadingEase ? 1 : Math.max(0, readingEase / goodReadingEase)
  findings.push(
    readingEase >= goodReadingEase
      ? `Easy to read (reading ease ${readingEase}).`
      : `Hard to read (reading ease ${readingEase}; aim for ${goodReadingEase} or more): use shorter sentences and plainer words.`,
  )
  for (const contradiction of contradictions)
    findings.push(`It says “${contradiction.claim}”, but ${lowerFirst(contradiction.fact)}`)
  const share = (0.6 * lengthShare + 0.4 * readShare) * (contradictions.length > 0 ? 0.5 : 1)
  const good = lengthShare === 1 && readShare === 1 && contradictions.length === 0
  return part(
    'description',
    share,
    findings,
    good ? null : { text: 'Write a better description', to: writer },
  )
}

function coveragePart(omitted: Array<{ label: string }>, writer: string): ScorePart {
  const findings =
    omitted.length === 0
      ? ['The description mentions every fact buyers filter on.']
      : [
          `The description never mentions: ${omitted.map((fact) => fact.label.toLowerCase()).join(', ')}.`,
        ]
  return part(
    'coverage',
    1 - omitted.length / 6,
    findings,
    omitted.length === 0 ? null : { text: 'Add them to the description', to: writer },
  )
}

function pricePart(
  price: number,
  estimate: ScoreInput['estimate'],
  places: { edit: string; valuation: string },
): ScorePart {
  if (!estimate)
    return part(
      'price',
      0.5,
      ['Threshold cannot value this home yet, so the price is not scored (half the points).'],
      null,
    )
  const range = `${formatPrice(estimate.low)}–${formatPrice(estimate.high)}`
  if (price >= estimate.low && price <= estimate.high) {
    return part(
      'price',
      1,
      [
        `${formatPrice(price)} is within the estimate’s range (${range}; estimate ${formatPrice(estimate.value)}).`,
      ],
      null,
    )
  }
  const edge = price > estimate.high ? estimate.high : estimate.low
  const off = Math.abs(price - edge) / estimate.value
  const side = price > estimate.high ? 'above' : 'below'
  const finding = `${formatPrice(price)} is ${Math.round((Math.abs(price - estimate.value) / estimate.value) * 100)}% ${side} the estimate of ${formatPrice(estimate.value)} and outside its range (${range}).`
  return part(
    'price',
    1 - off / 0.15,
    [
      finding,
      side === 'above'
        ? 'Homes priced above their range sit longer and sell for less in the end.'
        : 'Priced below the range: buyers may ask why, and you may leave money behind.',
    ],
    {
      text: 'Review the price against the comparables',
      to: places.valuation,
    },
  )
}

function interestPart(interest: Interest | null, edit: string): ScorePart {
  if (!interest || interest.similar === 0)
    return part(
      'interest',
      0.5,
      ['Not enough similar listings to compare days on market and views yet (half the points).'],
      null,
    )
  const { daysOnMarket, viewsPerDay, similar, medianDays, medianViewsPerDay } = interest
  const findings = [
    `${daysOnMarket} day${daysOnMarket === 1 ? '' : 's'} on the market; similar listings (${similar}) have a median of ${Math.round(medianDays)}.`,
    medianViewsPerDay === 0
      ? `${viewsPerDay.toFixed(1)} views a day; similar listings had no views in the last 30 days, so views are not compared.`
      : `${viewsPerDay.toFixed(1)} views a day; similar listings have a median of ${medianViewsPerDay.toFixed(1)}.`,
  ]
  const viewsShare = medianViewsPerDay === 0 ? 1 : Math.min(1, viewsPerDay / medianViewsPerDay)
  const daysShare =
    daysOnMarket <= Math.max(medianDays, 14)
      ? 1
      : Math.max(0, 1 - (daysOnMarket - medianDays) / Math.max(30, medianDays))
  const share = 0.5 * viewsShare + 0.5 * daysShare
  return part(
    'interest',
    share,
    findings,
    share >= 0.99
      ? null
      : {
          text: 'Fewer views than similar homes: improve the photos, description and price',
          to: edit,
        },
  )
}

// a clear finding takes every point; possible ones only (sentences that read like a preference) half
function fairHousingPart(findings: FairHousingFinding[], writer: string): ScorePart {
  if (findings.length === 0)
    return part(
      'fairHousing',
      1,
      ['No wording about who should live here: the description describes the home.'],
      null,
    )
  const clear = findings.some((finding) => finding.certainty === 'clear')
  return part(
    'fairHousing',
    clear ? 0 : 0.5,
    findings.map(
      (finding) =>
        `${finding.certainty === 'possible' ? 'Possibly: ' : ''}“${finding.words}” (${finding.class}): ${finding.why}`,
    ),
    { text: 'Fix the flagged wording with the writer', to: writer },
  )
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
