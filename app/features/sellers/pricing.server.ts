import { rankComparables, type HomeFacts } from '~/features/valuation/comparables'
import { comparableSales, marketHome, subjectOfFacts, valuationMarket, valueHome, type Subject } from '~/features/valuation/home-valuation.server'
import type { SellerDraft } from './draft.server'

export type PriceCheck = 'above' | 'below' | 'within'

// the valuation of the draft's own facts: a recorded home is valued at its place with what the
// record says beyond the facts (condition, finish...), its own past sale left out of the comparables
// and out of the model's estimate (out-of-fold, as on the home's own page);
// a new home at its neighborhood's center, the rest borrowed from the most similar sale there
export function draftValuation(draft: Pick<SellerDraft, 'property' | 'details'>) {
  const { property, details } = draft
  if (!property || !details) return null
  const stated = {
    propertyType: details.propertyType,
    sqft: details.sqft,
    beds: details.beds,
    fullBaths: details.fullBaths,
    halfBaths: details.halfBaths,
    lotSqft: details.lotSqft,
    yearBuilt: details.yearBuilt,
    garageSpaces: details.garageSpaces,
    basementSqft: details.basementSqft,
  }
  const home = property.homeId ? marketHome(property.homeId) : null
  let subject: Subject
  let compIds: string[] | undefined
  if (home) {
    const facts: HomeFacts = { ...stated, lat: home.lat, lng: home.lng, neighborhood: home.neighborhood, fireplaces: home.fireplaces }
    subject = { label: property.address.line1, facts, listingId: null, templateId: home.id, templateIsTheHome: true, assumed: [] }
    compIds = rankComparables(facts, comparableSales(), { exclude: home.id, asOf: valuationMarket().asOf, limit: 6 }).map((entry) => entry.sale.id)
  } else {
    subject = { ...subjectOfFacts({ ...stated, neighborhood: property.neighborhood }), label: property.address.line1 }
  }
  const valuation = valueHome(subject, compIds)
  return { estimate: valuation.model?.estimate ?? null, analysis: valuation.analysis }
}

// where an asking price sits against the estimate's 80% range
export function priceCheck(askingPrice: number, range: { low: number; high: number }): PriceCheck {
  if (askingPrice > range.high) return 'above'
  if (askingPrice < range.low) return 'below'
  return 'within'
}
