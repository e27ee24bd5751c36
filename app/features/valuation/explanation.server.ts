import { treeShap } from './boosting/tree-shap'
import type { Factor, InputGroup } from './factor-groups'
import { hedonicTerms, type FittedMarket } from './market-model.server'
import type { SalesTable } from './sales-table'

// Explanations that add up (ADR 044). TreeSHAP gives each input of the trees its exact share of the
// log estimate. One input, the facts' linear value, is itself a sum over the file's columns: its
// share is passed on to them in proportion to their terms (the rescale rule of DeepLIFT and
// DeepSHAP), so every share lands on a column a homeowner can name. Summed by factor, and turned
// into dollars along the way from the base value to the estimate, they add up to the estimate.

export function inputContributions(
  fitted: Pick<FittedMarket, 'trees' | 'hedonic' | 'inputNames'>,
  table: Pick<SalesTable, 'featureNames' | 'categories'>,
  inputs: number[],
): Float64Array {
  const contributions = treeShap(fitted.trees, inputs)
  const factsInput = fitted.inputNames.indexOf('factsValue')
  if (factsInput < 0) return contributions
  const share = contributions[factsInput]!
  contributions[factsInput] = 0
  const terms = hedonicTerms(table, fitted.hedonic, inputs.slice(0, table.featureNames.length))
  const total = terms.reduce((sum, term) => sum + term, 0)
  if (Math.abs(total) > 1e-9)
    terms.forEach((term, column) => (contributions[column]! += (share * term) / total))
  else contributions[0]! += share
  return contributions
}

export function groupContributions(
  contributions: ArrayLike<number>,
  groups: InputGroup[],
): number[] {
  return groups.map((group) => group.inputs.reduce((sum, input) => sum + contributions[input]!, 0))
}

export type Explanation = {
  // the estimate before anything is known of the home: the average of the model's estimates
  base: number
  // the largest factors, in dollars
  factors: Factor[]
  // every other factor, and the rounding of the figures shown, so that base + factors + rest is
  // the estimate shown
  rest: number
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step

// from log contributions to dollars: each factor's log share times the average slope of exp()
// between the base and the estimate, so the dollars sum exactly to estimate − base
export function dollarFactors(
  baseLog: number,
  groupLogs: number[],
  groups: InputGroup[],
): { base: number; amounts: number[] } {
  const total = groupLogs.reduce((sum, value) => sum + value, 0)
  const base = Math.exp(baseLog)
  const slope = Math.abs(total) < 1e-12 ? base : (Math.exp(baseLog + total) - base) / total
  return { base, amounts: groups.map((_, position) => groupLogs[position]! * slope) }
}

export function explanationOf(
  baseLog: number,
  groupLogs: number[],
  groups: InputGroup[],
  shownValue: number,
  limit: number,
): Explanation {
  const { base, amounts } = dollarFactors(baseLog, groupLogs, groups)
  const factors = groups
    .map((group, position) => ({
      key: group.key,
      label: group.label,
      amount: roundTo(amounts[position]!, 100),
    }))
    .filter((factor) => factor.amount !== 0)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
    .slice(0, limit)
  const shownBase = roundTo(base, 100)
  return {
    base: shownBase,
    factors,
    rest: shownValue - shownBase - factors.reduce((sum, factor) => sum + factor.amount, 0),
  }
}
