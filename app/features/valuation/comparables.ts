import type { Address, HomeFacts } from '~/core/home'

// a comparative market analysis: sold homes like the subject, each adjusted for how it differs,
// reconciled into one value. Pure: the market and the adjustment rates are passed in

export type { HomeFacts }

// `saleCondition`: how the sale came about, where the records say (Ames: Normal, Abnorml, Family,
// Partial, AdjLand, Alloca); a sale without it is taken to be at arm's length
export type Sale = HomeFacts & {
  id: string
  address: Address
  salePrice: number
  saleDate: number
  saleCondition?: string
}

// a sale at arm's length: a willing buyer and seller, neither under pressure nor related, the home
// finished. Any other recorded condition (a foreclosure or short sale, a sale between relatives, a
// home sold before it was completed, land bought by a neighbour, a sale of several lots at once)
// does not tell what the market pays, so it is never a comparable and never measures a rate
export const armsLengthCondition = 'Normal'
export const atArmsLength = (sale: Pick<Sale, 'saleCondition'>) =>
  sale.saleCondition === undefined || sale.saleCondition === armsLengthCondition

// dollars per unit of difference, measured on the market (see adjustment-rates.ts)
export type AdjustmentRates = Record<AdjustedFactor, number>
export const adjustedFactors = [
  'sqft',
  'beds',
  'baths',
  'yearBuilt',
  'lotSqft',
  'garageSpaces',
  'basementSqft',
  'fireplaces',
] as const
export type AdjustedFactor = (typeof adjustedFactors)[number]

export const adjustmentLabels: Record<AdjustedFactor, string> = {
  sqft: 'Living area (sq ft)',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  yearBuilt: 'Year built',
  lotSqft: 'Lot (sq ft)',
  garageSpaces: 'Garage (cars)',
  basementSqft: 'Basement (sq ft)',
  fireplaces: 'Fireplaces',
}

// a lot's value levels off: differences beyond this size are not paid for
const lotCapSqft = 30_000

export function factValue(home: HomeFacts, factor: AdjustedFactor): number {
  switch (factor) {
    case 'baths':
      return home.fullBaths + home.halfBaths / 2
    case 'lotSqft':
      return Math.min(home.lotSqft, lotCapSqft)
    default:
      return home[factor]
  }
}

// `subject` and `comp` are the facts as recorded; the amount prices the difference the market pays for
export type Adjustment = { factor: AdjustedFactor; subject: number; comp: number; amount: number }

const recorded = (home: HomeFacts, factor: AdjustedFactor) =>
  factor === 'baths' ? home.fullBaths + home.halfBaths / 2 : home[factor]

export type AdjustedComparable = {
  sale: Sale
  distanceMiles: number
  monthsBefore: number
  similarity: number
  adjustments: Adjustment[]
  netAdjustment: number
  grossAdjustment: number
  adjustedPrice: number
  weight: number
}

const milesPerDegree = 69.05
const monthMs = 30.44 * 24 * 60 * 60 * 1000

export function distanceMiles(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const scale = Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)
  const north = a.lat - b.lat
  const east = (a.lng - b.lng) * scale
  return Math.sqrt(north * north + east * east) * milesPerDegree
}

// 0 is the same home; each term is 1 at a difference an appraiser would call clearly different:
// half a mile, 20% of size, 15 years of age, a year of time, another type of home
function dissimilarity(subject: HomeFacts, sale: Sale, asOf: number): number {
  const distance = distanceMiles(subject, sale) / 0.5
  const size = Math.abs(sale.sqft - subject.sqft) / subject.sqft / 0.2
  const age = Math.abs(sale.yearBuilt - subject.yearBuilt) / 15
  const time = Math.max(0, asOf - sale.saleDate) / monthMs / 12
  const type = sale.propertyType === subject.propertyType ? 0 : 1
  return distance ** 2 + size ** 2 + age ** 2 + time ** 2 + 4 * type
}

// the most similar sales at arm's length, best first (ties keep the order given); `exclude` keeps
// the subject out
export function rankComparables(
  subject: HomeFacts,
  sales: Sale[],
  options: { exclude?: string; asOf?: number; limit?: number } = {},
) {
  const asOf = options.asOf ?? sales.reduce((latest, sale) => Math.max(latest, sale.saleDate), 0)
  const limit = options.limit ?? 6
  const best: Array<{ sale: Sale; similarity: number }> = []
  for (const sale of sales) {
    if (
      sale.id === options.exclude ||
      !(sale.salePrice > 0) ||
      !(sale.sqft > 0) ||
      !atArmsLength(sale)
    )
      continue
    const similarity = dissimilarity(subject, sale, asOf)
    if (best.length === limit && similarity >= best[limit - 1]!.similarity) continue
    let position = best.length
    while (position > 0 && best[position - 1]!.similarity > similarity) position -= 1
    best.splice(position, 0, { sale, similarity })
    if (best.length > limit) best.pop()
  }
  return best
}

export function adjustComparable(
  subject: HomeFacts,
  sale: Sale,
  rates: AdjustmentRates,
  asOf: number,
) {
  const adjustments = adjustedFactors.map((factor) => {
    // the comp is brought to the subject: a bigger subject adds value to the comp's price
    const amount =
      Math.round(((factValue(subject, factor) - factValue(sale, factor)) * rates[factor]) / 10) * 10
    return { factor, subject: recorded(subject, factor), comp: recorded(sale, factor), amount }
  })
  const netAdjustment = adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0)
  const grossAdjustment = adjustments.reduce(
    (sum, adjustment) => sum + Math.abs(adjustment.amount),
    0,
  )
  return {
    sale,
    distanceMiles: Math.round(distanceMiles(subject, sale) * 100) / 100,
    monthsBefore: Math.max(0, Math.round((asOf - sale.saleDate) / monthMs)),
    adjustments,
    netAdjustment,
    grossAdjustment,
    adjustedPrice: sale.salePrice + netAdjustment,
  }
}

// what the market's sales measured for a factor, per unit, with the rest held (adjustment-rates.ts)
export type MeasuredRate = { perUnit: number; standardError: number }
// the model's estimate and the comparables disagree: by how much, and why (reconciliation-note.ts)
export type EstimateNote = { summary: string; reasons: string[] }

// `unpriced`: the factors the market puts no price on, with what was measured (bedrooms, in Ames);
// `estimateNote`: set beside a model estimate the reconciled value falls outside the range of
export type Reconciliation = {
  value: number
  low: number
  high: number
  comparables: AdjustedComparable[]
  unpriced?: Partial<Record<AdjustedFactor, MeasuredRate>>
  estimateNote?: EstimateNote | null
}

// comps that needed less adjusting and are more alike count for more: weight ∝
// 1 / ((5% + gross adjustment share) × (1 + dissimilarity))
export function reconcile(
  comparables: Array<Omit<AdjustedComparable, 'weight'>>,
): Reconciliation | null {
  if (comparables.length === 0) return null
  const raw = comparables.map(
    (comp) => 1 / ((0.05 + comp.grossAdjustment / comp.sale.salePrice) * (1 + comp.similarity)),
  )
  const total = raw.reduce((sum, value) => sum + value, 0)
  const weighted = comparables.map((comp, index) => ({ ...comp, weight: raw[index]! / total }))
  const value = weighted.reduce((sum, comp) => sum + comp.weight * comp.adjustedPrice, 0)
  const adjusted = weighted.map((comp) => comp.adjustedPrice)
  return {
    value: Math.round(value / 500) * 500,
    low: Math.min(...adjusted),
    high: Math.max(...adjusted),
    comparables: weighted,
  }
}

export function comparativeAnalysis(
  subject: HomeFacts,
  chosen: Sale[],
  similarityOf: (sale: Sale) => number,
  rates: AdjustmentRates,
  asOf: number,
) {
  return reconcile(
    chosen.map((sale) => ({
      ...adjustComparable(subject, sale, rates, asOf),
      similarity: similarityOf(sale),
    })),
  )
}
