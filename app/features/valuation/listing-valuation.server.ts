import type { Listing } from '~/features/listings/listing'
import { amesZips } from '~/features/market/addresses'
import type { PropertyType } from '~/core/home'
import type { Estimate } from './ames-model.server'
import {
  findByAddress,
  listingEstimate,
  marketHome,
  subjectOfFacts,
  valuationMarket,
  valueHome,
  type HomeValuation,
  type Subject,
} from './home-valuation.server'
import { listingMarketEstimate, type ListingMarketEstimate } from './markets/market-zips.server'

// The one way to value a home someone lists (issue 38, ADR 055): the seller's price step, the
// property page, the detailed report and the CMA all build the subject here, so a published
// listing shows the estimate its price step showed for the same facts.

// a home described by what its seller (or a feed) says, and the recorded home it is, if any
export type DescribedHome = {
  label: string
  homeId: string | null
  neighborhood: string
  propertyType: PropertyType
  sqft: number
  beds: number
  fullBaths: number
  halfBaths: number
  lotSqft: number
  yearBuilt: number
  garageSpaces: number
  basementSqft: number
  // the Threshold listing this describes, for links back to it (`?home=`)
  listingId?: string
}

// a recorded home is valued at its place with what the record says beyond the facts (condition,
// finish...), its own past sale left out of the comparables and out of the model's estimate
// (out-of-fold, as on the home's own page); a new home at its neighborhood's center, the rest
// borrowed from the most similar sale there
export function subjectOfDescribed(home: DescribedHome): Subject {
  const stated = {
    propertyType: home.propertyType,
    sqft: home.sqft,
    beds: home.beds,
    fullBaths: home.fullBaths,
    halfBaths: home.halfBaths,
    lotSqft: home.lotSqft,
    yearBuilt: home.yearBuilt,
    garageSpaces: home.garageSpaces,
    basementSqft: home.basementSqft,
  }
  const recorded = home.homeId ? marketHome(home.homeId) : null
  const subject: Subject = recorded
    ? {
        label: home.label,
        listingId: null,
        templateId: recorded.id,
        templateIsTheHome: true,
        assumed: [],
        facts: {
          ...stated,
          lat: recorded.lat,
          lng: recorded.lng,
          neighborhood: recorded.neighborhood,
          fireplaces: recorded.fireplaces,
        },
      }
    : { ...subjectOfFacts({ ...stated, neighborhood: home.neighborhood }), label: home.label }
  return home.listingId ? { ...subject, listing: home.listingId } : subject
}

export const describedValuation = (home: DescribedHome, compIds?: string[]): HomeValuation =>
  valueHome(subjectOfDescribed(home), compIds)

export type ListingValuation =
  // the Ames model: a recorded home's out-of-fold estimate, or a listed home valued by its facts
  | { kind: 'ames'; estimate: Estimate; reportPath: string }
  // a market an admin trained, for homes in its ZIP codes
  | { kind: 'market'; estimate: ListingMarketEstimate }
  // no model covers the home: its ZIP is in no market, or the facts an estimate needs are missing
  | { kind: 'none'; zip: string; missing: Array<'sqft' | 'beds' | 'yearBuilt'> }
  // the Ames model is not loaded on this instance (still starting, or its file is missing)
  | { kind: 'unavailable' }

type ValuedListing = Pick<
  Listing,
  | 'id'
  | 'source'
  | 'address'
  | 'neighborhood'
  | 'lat'
  | 'lng'
  | 'propertyType'
  | 'sqft'
  | 'beds'
  | 'fullBaths'
  | 'halfBaths'
  | 'lotSqft'
  | 'yearBuilt'
  | 'garageSpaces'
  | 'basementSqft'
  | 'updatedAt'
  | 'homeId'
>

const reportPathOf = (id: string) => `/detailed-ai-valuation/${id}`

// the facts a described estimate cannot do without (the valuation form requires them too)
function missingFacts(listing: Pick<Listing, 'sqft' | 'beds' | 'yearBuilt'>) {
  return (['sqft', 'beds', 'yearBuilt'] as const).filter((field) =>
    field === 'beds' ? !(listing.beds >= 0) : !(listing[field] > 0),
  )
}

// a listed home as the Ames model sees it, when the Ames market covers it: its recorded home (the
// id the seller started from, else the one record at its address), its neighborhood (else the
// nearest to its place, for a feed's home in an Ames ZIP code)
export function describedListing(listing: ValuedListing): DescribedHome | null {
  if (listing.source === 'ames' || !amesZips.includes(listing.address.zip)) return null
  const { neighborhoods } = valuationMarket()
  const neighborhood = neighborhoods.has(listing.neighborhood)
    ? listing.neighborhood
    : nearestNeighborhood(listing.lat, listing.lng)
  if (!neighborhood) return null
  const records = findByAddress(listing.address.line1).filter(
    (home) => home.address.zip === listing.address.zip,
  )
  const homeId =
    listing.homeId !== undefined ? listing.homeId : records.length === 1 ? records[0]!.id : null
  return {
    label: listing.address.line1,
    homeId,
    neighborhood,
    propertyType: listing.propertyType,
    sqft: listing.sqft,
    beds: listing.beds,
    fullBaths: listing.fullBaths,
    halfBaths: listing.halfBaths,
    lotSqft: listing.lotSqft,
    yearBuilt: listing.yearBuilt,
    garageSpaces: listing.garageSpaces,
    basementSqft: listing.basementSqft,
    listingId: listing.id,
  }
}

function nearestNeighborhood(lat: number, lng: number): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) return null
  let best: { name: string; distance: number } | null = null
  for (const [name, place] of valuationMarket().neighborhoods) {
    const distance =
      (place.lat - lat) ** 2 + ((place.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2
    if (!best || distance < best.distance) best = { name, distance }
  }
  return best?.name ?? null
}

// listings valued by their facts, remembered by id and last change (a page view should not run the
// model again); bounded, oldest forgotten first
const remembered = new Map<string, { updatedAt: number; estimate: Estimate | null }>()
const rememberedLimit = 2_000

function describedEstimate(listing: ValuedListing, described: DescribedHome): Estimate | null {
  const known = remembered.get(listing.id)
  if (known && known.updatedAt === listing.updatedAt) return known.estimate
  const estimate = describedValuation(described).model?.estimate ?? null
  if (remembered.size >= rememberedLimit) remembered.delete(remembered.keys().next().value!)
  remembered.set(listing.id, { updatedAt: listing.updatedAt, estimate })
  return estimate
}

// any listing's estimate, whichever model covers it, or why there is none
export async function valueListing(listing: ValuedListing): Promise<ListingValuation> {
  if (listing.source === 'ames') {
    const estimate = listingEstimate(listing)
    return estimate
      ? { kind: 'ames', estimate, reportPath: reportPathOf(listing.id) }
      : { kind: 'unavailable' }
  }
  const missing = missingFacts(listing)
  const described = missing.length === 0 ? describedListing(listing) : null
  if (described) {
    const estimate = describedEstimate(listing, described)
    return estimate
      ? { kind: 'ames', estimate, reportPath: reportPathOf(listing.id) }
      : { kind: 'unavailable' }
  }
  const market = missing.length === 0 ? await listingMarketEstimate(listing) : null
  if (market) return { kind: 'market', estimate: market }
  return { kind: 'none', zip: listing.address.zip, missing }
}
