import { marketStatusOf } from '~/features/listings/market-listings'
import { amesMarket } from '~/features/market/load-market.server'
import { measureAdjustments } from '~/features/valuation/adjustment-rates'
import {
  atArmsLength,
  comparativeAnalysis,
  rankComparables,
  type AdjustmentRates,
  type Sale,
} from '~/features/valuation/comparables'
import { saleOf } from '~/features/valuation/home-valuation.server'

// node --import tsx scripts/valuation-bedrooms.ts — issue 42, ADR 075: should the comparables be
// adjusted for bedrooms at the rate the sales measure once size is held? Five folds over the Ames
// sales at arm's length: rates measured on four fifths, each sale of the fifth valued by its six
// most similar sales of those four fifths, with bedrooms at $0 and at the measured rate; prints the
// error of the reconciled value against the sale price (MdAPE) both ways, and the measured rate.
// Also the way before ADR 075, for comparison: every recorded sale a comparable, whatever its
// condition (the subjects stay the arm's-length sales)
const recorded: Sale[] = amesMarket()
  .filter((home) => marketStatusOf(home.id) === 'sold')
  .map(saleOf)
const sales = recorded.filter(atArmsLength)
const folds = 5
const errors: Record<'zero' | 'measured' | 'everySale', number[]> = {
  zero: [],
  measured: [],
  everySale: [],
}
// the rates and ranking of before: conditions unrecorded, so every sale counts
const unconditioned = recorded.map(({ saleCondition: _condition, ...sale }) => sale)
const bedRates: number[] = []
for (let fold = 0; fold < folds; fold += 1) {
  const train = sales.filter((_, index) => index % folds !== fold)
  const test = sales.filter((_, index) => index % folds === fold)
  const { rates, measured } = measureAdjustments(train)
  bedRates.push(measured.beds.perUnit)
  const withBeds: AdjustmentRates = { ...rates, beds: measured.beds.perUnit }
  const asOf = Math.max(...train.map((sale) => sale.saleDate))
  for (const subject of test) {
    const ranked = rankComparables(subject, train, { asOf, limit: 6 })
    const similarity = new Map(ranked.map((entry) => [entry.sale.id, entry.similarity]))
    const chosen = ranked.map((entry) => entry.sale)
    for (const [way, used] of [
      ['zero', rates],
      ['measured', withBeds],
    ] as const) {
      const value = comparativeAnalysis(
        subject,
        chosen,
        (sale) => similarity.get(sale.id)!,
        used,
        asOf,
      )!.value
      errors[way].push(Math.abs(value - subject.salePrice) / subject.salePrice)
    }
  }
  // before: comparables and rates from every recorded sale outside the fold
  const testIds = new Set(test.map((sale) => sale.id))
  const everyTrain = unconditioned.filter((sale) => !testIds.has(sale.id))
  const everyRates = measureAdjustments(everyTrain).rates
  for (const subject of test) {
    const ranked = rankComparables(subject, everyTrain, { asOf, limit: 6 })
    const similarity = new Map(ranked.map((entry) => [entry.sale.id, entry.similarity]))
    const value = comparativeAnalysis(
      subject,
      ranked.map((entry) => entry.sale),
      (sale) => similarity.get(sale.id)!,
      everyRates,
      asOf,
    )!.value
    errors.everySale.push(Math.abs(value - subject.salePrice) / subject.salePrice)
  }
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return (
    (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2
  )
}
const figure = (values: number[]) => ({
  mdape: Math.round(median(values) * 10_000) / 10_000,
  within10:
    Math.round((values.filter((error) => error <= 0.1).length / values.length) * 1000) / 1000,
})
process.stdout.write(
  `${JSON.stringify({
    sales: sales.length,
    bedroomRateByFold: bedRates,
    bedroomsNotAdjusted: figure(errors.zero),
    bedroomsAtMeasuredRate: figure(errors.measured),
    everySaleAComparable: figure(errors.everySale),
  })}\n`,
)
process.exit(0)
