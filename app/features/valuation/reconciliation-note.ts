import {
  adjustedFactors,
  type AdjustedFactor,
  type EstimateNote,
  type Reconciliation,
} from './comparables'
import { valuationMessages } from './messages'

// when the comparables' reconciled value falls outside the estimate's 80% range, the page says so
// and why, from what the analysis itself holds: the differences the comparables were adjusted for
// (on average, by weight), how old, far, few and unlike the subject they are, and what the
// adjustments do not price at all. Pure; null when the two agree
export type { EstimateNote }

type Range = { value: number; low: number; high: number }

// a difference worth naming moves the reconciled value by at least this share of it
const namedShare = 0.02
const oldMonths = 12
const farMiles = 1
const fewComparables = 3
const heavyAdjustment = 0.25

export function estimateNote(estimate: Range, analysis: Reconciliation): EstimateNote | null {
  if (analysis.value >= estimate.low && analysis.value <= estimate.high) return null
  const comps = analysis.comparables
  const weighted = (of: (comp: (typeof comps)[number]) => number) =>
    comps.reduce((sum, comp) => sum + comp.weight * of(comp), 0)
  const lines = (factor: AdjustedFactor) =>
    comps.map((comp) => comp.adjustments.find((adjustment) => adjustment.factor === factor)!)
  const reasons: string[] = []
  const differences = adjustedFactors
    .map((factor) => {
      const found = lines(factor)
      const amount = comps.reduce((sum, comp, index) => sum + comp.weight * found[index]!.amount, 0)
      const compAverage = comps.reduce(
        (sum, comp, index) => sum + comp.weight * found[index]!.comp,
        0,
      )
      return { factor, amount, subject: found[0]!.subject, compAverage }
    })
    .filter((difference) => Math.abs(difference.amount) >= namedShare * analysis.value)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
    .slice(0, 3)
  for (const difference of differences) reasons.push(valuationMessages.noteDifference(difference))
  const months = weighted((comp) => comp.monthsBefore)
  if (months >= oldMonths) reasons.push(valuationMessages.noteOlder(Math.round(months)))
  const miles = weighted((comp) => comp.distanceMiles)
  if (miles >= farMiles) reasons.push(valuationMessages.noteFurther(Math.round(miles * 10) / 10))
  if (comps.length < fewComparables) reasons.push(valuationMessages.noteFewer(comps.length))
  const gross = weighted((comp) => comp.grossAdjustment / comp.sale.salePrice)
  if (gross >= heavyAdjustment) reasons.push(valuationMessages.noteUnlike(Math.round(gross * 100)))
  // always true: the adjustments price a few facts, the estimate reads the whole record
  reasons.push(valuationMessages.noteUnadjusted)
  return {
    summary: valuationMessages.noteSummary({
      reconciled: analysis.value,
      estimate: estimate.value,
      low: estimate.low,
      high: estimate.high,
    }),
    reasons,
  }
}
