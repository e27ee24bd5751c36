import { startedListingCatalog } from '~/features/listings/listings.server'
import { marketStatusOf } from '~/features/listings/market-listings'
import { amesIndexOf } from '~/features/market/ames-ids'
import { amesMarket } from '~/features/market/load-market.server'
import type { MarketHome } from '~/features/market/market-home'
import { measureAdjustments, type MeasuredRates } from './adjustment-rates'
import {
  estimateAmesHome,
  valueWithModel,
  type Estimate,
  type ModelValuation,
} from './ames-model.server'
import {
  atArmsLength,
  comparativeAnalysis,
  rankComparables,
  type AdjustmentRates,
  type HomeFacts,
  type Reconciliation,
  type Sale,
} from './comparables'
import { estimateNote } from './reconciliation-note'
import type { ValuationInput } from './valuation-schema'

// the subject of a valuation: one of the market's homes, or a home described by its facts
export type Subject = {
  label: string
  facts: HomeFacts
  listingId: string | null
  // for a described home: the recorded sale whose unstated details (condition, finish...) it borrows
  templateId: string | null
  // the template is this very home (a recorded sale listed again), so its estimate is out-of-fold
  templateIsTheHome?: boolean
  assumed: Array<keyof HomeFacts>
  // a home listed on Threshold (not a recorded sale): its listing id, for links back to it
  listing?: string
}

type MarketIndex = {
  homes: MarketHome[]
  sold: Sale[]
  asOf: number
  rates: AdjustmentRates
  measured: MeasuredRates
  byAddress: Map<string, MarketHome[]>
  neighborhoods: Map<string, { lat: number; lng: number; homes: MarketHome[] }>
}

let market: MarketIndex | undefined

// the facts of a market home without the rest of its record (the page payload stays small)
export function factsOf(home: HomeFacts): HomeFacts {
  const {
    lat,
    lng,
    neighborhood,
    propertyType,
    sqft,
    lotSqft,
    beds,
    fullBaths,
    halfBaths,
    yearBuilt,
    garageSpaces,
    basementSqft,
    fireplaces,
  } = home
  return {
    lat,
    lng,
    neighborhood,
    propertyType,
    sqft,
    lotSqft,
    beds,
    fullBaths,
    halfBaths,
    yearBuilt,
    garageSpaces,
    basementSqft,
    fireplaces,
  }
}
// a recorded sale as the comparables read it
export const saleOf = (home: MarketHome): Sale => ({
  ...factsOf(home),
  id: home.id,
  address: home.address,
  salePrice: home.salePrice,
  saleDate: home.saleDate,
  ...saleConditionOf(home),
})

// the recorded sale's condition, where the market's records have one (Ames' Sale_Condition)
export function saleConditionOf(home: MarketHome): { saleCondition?: string } {
  const condition = home.attributes.Sale_Condition
  return typeof condition === 'string' && condition !== '' ? { saleCondition: condition } : {}
}

// the sales comparables come from: the market's recorded sales, and the homes sold through
// Threshold (a seller's listing marked sold with its price and date, issue 19), read from the
// listing catalog and rebuilt when it changes. A closed listing imported from another broker's feed
// (source 'idx', ADR 043) is not a recorded sale and is never a comparable, and neither is a sale
// the records mark as not at arm's length (ADR 075)
let sellerSales: { version: number; sales: Sale[] } | undefined
export function comparableSales(): Sale[] {
  const { sold } = valuationMarket()
  const catalog = startedListingCatalog()
  if (!catalog) return sold
  if (sellerSales?.version !== catalog.version) {
    const sales = catalog
      .all()
      .filter(
        (listing) =>
          listing.source === 'seller' &&
          listing.status === 'sold' &&
          listing.soldPrice > 0 &&
          listing.soldAt > 0,
      )
      .map((listing): Sale => ({
        ...factsOf(listing),
        id: listing.id,
        address: listing.address,
        salePrice: listing.soldPrice,
        saleDate: listing.soldAt,
      }))
    sellerSales = { version: catalog.version, sales }
  }
  return sellerSales.sales.length === 0 ? sold : [...sold, ...sellerSales.sales]
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const normalizeAddress = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .replace(/\b(iowa)\b/g, 'ia')
    .replace(/\s+/g, ' ')
    .trim()

// built once per process from the Ames sales: the sold homes comps come from (those at arm's
// length), the adjustment rates they measure, and lookups by address and neighborhood
export function valuationMarket(): MarketIndex {
  if (market) return market
  const homes = amesMarket()
  const sold = homes
    .filter((home) => marketStatusOf(home.id) === 'sold')
    .map(saleOf)
    .filter(atArmsLength)
  const byAddress = new Map<string, MarketHome[]>()
  const add = (key: string, home: MarketHome) =>
    byAddress.set(key, [...(byAddress.get(key) ?? []), home])
  const neighborhoods = new Map<string, { lat: number; lng: number; homes: MarketHome[] }>()
  for (const home of homes) {
    const { line1, city, state, zip } = home.address
    add(normalizeAddress(line1), home)
    add(normalizeAddress(`${line1} ${city}`), home)
    add(normalizeAddress(`${line1} ${city} ${state}`), home)
    add(normalizeAddress(`${line1} ${city} ${state} ${zip}`), home)
    const entry = neighborhoods.get(home.neighborhood) ?? { lat: 0, lng: 0, homes: [] }
    entry.homes.push(home)
    neighborhoods.set(home.neighborhood, entry)
  }
  for (const entry of neighborhoods.values()) {
    entry.lat = median(entry.homes.map((home) => home.lat))
    entry.lng = median(entry.homes.map((home) => home.lng))
  }
  market = {
    homes,
    sold,
    asOf: Math.max(...sold.map((sale) => sale.saleDate)),
    ...measureAdjustments(sold),
    byAddress,
    neighborhoods,
  }
  return market
}

export const neighborhoodNames = () => [...valuationMarket().neighborhoods.keys()].sort()

export function findByAddress(text: string): MarketHome[] {
  return valuationMarket().byAddress.get(normalizeAddress(text)) ?? []
}

// the condition of a recorded sale left out of comparables for not being at arm's length, or null
export function excludedSaleCondition(id: string): string | null {
  const home = marketHome(id)
  if (!home || marketStatusOf(home.id) !== 'sold') return null
  const sale = saleConditionOf(home)
  return atArmsLength(sale) ? null : sale.saleCondition!
}

export function marketHome(id: string): MarketHome | null {
  const index = amesIndexOf(id)
  return index === null ? null : (valuationMarket().homes[index] ?? null)
}

// a listed home's own estimate: an Ames home's out-of-fold one; other homes have none yet
export function listingEstimate(listing: { id: string; source: string }): Estimate | null {
  const index = listing.source === 'ames' ? amesIndexOf(listing.id) : null
  return index === null ? null : estimateAmesHome(index)
}

export function subjectOfMarketHome(home: MarketHome): Subject {
  const { line1, city, state, zip } = home.address
  return {
    label: `${line1}, ${city}, ${state} ${zip}`,
    facts: factsOf(home),
    listingId: home.id,
    templateId: null,
    assumed: [],
  }
}

// a described home sits at its neighborhood's center; what it does not say comes from the most
// similar recorded sale there
export function subjectOfFacts(
  input: ValuationInput & {
    neighborhood: string
    sqft: number
    beds: number
    fullBaths: number
    yearBuilt: number
  },
): Subject {
  const { neighborhoods } = valuationMarket()
  const place = neighborhoods.get(input.neighborhood)!
  const stated = {
    lat: place.lat,
    lng: place.lng,
    neighborhood: input.neighborhood,
    propertyType: input.propertyType,
    sqft: input.sqft,
    beds: input.beds,
    fullBaths: input.fullBaths,
    yearBuilt: input.yearBuilt,
  }
  const probe: HomeFacts = {
    ...stated,
    halfBaths: 0,
    lotSqft: 0,
    garageSpaces: 0,
    basementSqft: 0,
    fireplaces: 0,
  }
  const [best] = rankComparables(probe, place.homes.map(saleOf), { limit: 1 })
  const template = best!.sale
  const optional = {
    halfBaths: input.halfBaths,
    lotSqft: input.lotSqft,
    garageSpaces: input.garageSpaces,
    basementSqft: input.basementSqft,
  }
  const assumed = (Object.keys(optional) as Array<keyof typeof optional>).filter(
    (key) => optional[key] === undefined,
  )
  const facts: HomeFacts = {
    ...stated,
    halfBaths: input.halfBaths ?? template.halfBaths,
    lotSqft: input.lotSqft ?? template.lotSqft,
    garageSpaces: input.garageSpaces ?? template.garageSpaces,
    basementSqft: input.basementSqft ?? template.basementSqft,
    fireplaces: template.fireplaces,
  }
  return {
    label: `A home in ${input.neighborhood}`,
    facts,
    listingId: null,
    templateId: template.id,
    assumed: [...assumed, 'fireplaces'],
  }
}

export type HomeValuation = {
  subject: Subject
  model: ModelValuation | null
  analysis: Reconciliation | null
  // more sales worth considering, best first, for adding to the analysis
  candidates: Array<{ sale: Sale; similarity: number }>
  rates: AdjustmentRates
  // what the sales measured for each factor, the ones not adjusted among them
  measured: MeasuredRates
  asOf: number
}

export const maxComparables = 12
const defaultComparables = 6

// the model's estimate and its factors, and a comparative analysis over `compIds` (the six most
// similar sales when not given)
export function valueHome(subject: Subject, compIds?: string[]): HomeValuation {
  const { rates, measured, asOf } = valuationMarket()
  const sold = comparableSales()
  // the home's own recorded sale is never its comparable
  const ownSale =
    subject.listingId ?? (subject.templateIsTheHome ? subject.templateId : null) ?? undefined
  const ranked = rankComparables(subject.facts, sold, { exclude: ownSale, asOf, limit: 40 })
  const byId = new Map(sold.map((sale) => [sale.id, sale]))
  const chosenIds = compIds
    ? [...new Set(compIds)].filter((id) => byId.has(id) && id !== ownSale).slice(0, maxComparables)
    : ranked.slice(0, defaultComparables).map((entry) => entry.sale.id)
  const similarityOf = (sale: Sale) =>
    ranked.find((entry) => entry.sale.id === sale.id)?.similarity ??
    rankComparables(subject.facts, [sale], { asOf })[0]!.similarity
  const chosen = chosenIds.map((id) => byId.get(id)!)
  const index = subject.listingId ? (amesIndexOf(subject.listingId) ?? -1) : -1
  const templateIndex = subject.templateId ? (amesIndexOf(subject.templateId) ?? -1) : -1
  const model = subject.listingId
    ? valueWithModel({ index })
    : valueWithModel({
        templateIndex,
        facts: subject.facts,
        templateIsTheHome: subject.templateIsTheHome,
      })
  const analysis = comparativeAnalysis(subject.facts, chosen, similarityOf, rates, asOf)
  const unpriced = Object.fromEntries(
    Object.entries(measured).filter(([factor]) => rates[factor as keyof AdjustmentRates] === 0),
  )
  return {
    subject,
    model,
    analysis: analysis && {
      ...analysis,
      unpriced,
      estimateNote: model ? estimateNote(model.estimate, analysis) : null,
    },
    candidates: ranked.filter((entry) => !chosenIds.includes(entry.sale.id)).slice(0, 8),
    rates,
    measured,
    asOf,
  }
}
