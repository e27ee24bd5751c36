import { trainBooster } from './booster.server'
import { neighborPricePerSqft } from './neighbors'
import type { SalesTable } from './sales-table'

export type Evaluation = { n: number; mdape: number; within5: number; within10: number; within20: number; coverage80: number; q10: number; q90: number }
// each sale's log-price estimate from the fold model that never saw it, in the table's order
export type CrossValidation = Evaluation & { outOfFold: number[] }

const neighborCounts = [6, 12, 30]

function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q
  const low = Math.floor(position)
  const high = Math.ceil(position)
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low)
}

// k-fold cross-validation: each sale is estimated by a model that never saw it; the 80% range
// comes from the other folds' errors (a split-conformal interval)
export async function crossValidate(table: SalesTable, folds = 5, options: { iterations?: number } = {}): Promise<CrossValidation> {
  const n = table.prices.length
  const foldOf = foldsOf(n, folds)
  const logPrice = table.prices.map(Math.log)
  const predictions = new Array<number>(n)
  for (let fold = 0; fold < folds; fold += 1) {
    const test = foldOf.flatMap((f, index) => (f === fold ? [index] : []))
    const predicted = await trainAndPredict(table, foldOf.flatMap((f, index) => (f === fold ? [] : [index])), test, options)
    test.forEach((index, position) => (predictions[index] = predicted[position]!))
  }
  const residuals = logPrice.map((value, index) => value - predictions[index]!)
  const errors = predictions.map((prediction, index) => Math.abs(Math.exp(prediction) - table.prices[index]!) / table.prices[index]!).sort((a, b) => a - b)
  let covered = 0
  for (let fold = 0; fold < folds; fold += 1) {
    const others = residuals.filter((_, index) => foldOf[index] !== fold).sort((a, b) => a - b)
    const [low, high] = [quantile(others, 0.1), quantile(others, 0.9)]
    residuals.forEach((residual, index) => {
      if (foldOf[index] === fold && residual >= low && residual <= high) covered += 1
    })
  }
  const share = (limit: number) => Math.round((errors.filter((error) => error <= limit).length / n) * 1000) / 1000
  return {
    n,
    mdape: Math.round(quantile(errors, 0.5) * 10_000) / 10_000,
    within5: share(0.05),
    within10: share(0.1),
    within20: share(0.2),
    coverage80: Math.round((covered / n) * 1000) / 1000,
    // the log-error quantiles of all held-out estimates: the range a new estimate carries
    q10: quantile([...residuals].sort((a, b) => a - b), 0.1),
    q90: quantile([...residuals].sort((a, b) => a - b), 0.9),
    outOfFold: predictions,
  }
}

// the first fold of the five-fold evaluation alone: trained on the other four fifths with the same
// settings, so its figures are the evaluation's in a fifth of the time (the fast test's split)
export async function fixedSplitErrors(table: SalesTable): Promise<Pick<Evaluation, 'n' | 'mdape' | 'within10'>> {
  const foldOf = foldsOf(table.prices.length, 5)
  const test = foldOf.flatMap((f, index) => (f === 0 ? [index] : []))
  const predicted = await trainAndPredict(table, foldOf.flatMap((f, index) => (f === 0 ? [] : [index])), test, {})
  const errors = test.map((index, position) => Math.abs(Math.exp(predicted[position]!) - table.prices[index]!) / table.prices[index]!).sort((a, b) => a - b)
  return {
    n: test.length,
    mdape: Math.round(quantile(errors, 0.5) * 10_000) / 10_000,
    within10: Math.round((errors.filter((error) => error <= 0.1).length / test.length) * 1000) / 1000,
  }
}

function foldsOf(n: number, folds: number): number[] {
  return Array.from({ length: n }, (_, index) => ((index * 7919) % 104_729) % folds)
}

async function trainAndPredict(table: SalesTable, train: number[], test: number[], options: { iterations?: number }): Promise<number[]> {
  const pool = train
    .filter((index) => table.coordinates[index])
    .map((index) => ({ index, point: table.coordinates[index]!, logPricePerSqft: Math.log(table.prices[index]! / table.sqft[index]!) }))
  const rowOf = (index: number) => {
    const point = table.coordinates[index]
    const self = pool.findIndex((entry) => entry.index === index)
    const neighbors = point ? neighborCounts.map((k) => neighborPricePerSqft(point, pool, k, self >= 0 ? self : undefined)) : []
    return [...table.features[index]!, ...neighbors, Math.log(table.sqft[index]!)]
  }
  const booster = await trainBooster(train.map(rowOf), train.map((index) => table.prices[index]!).map(Math.log), options)
  const predicted = booster.predict(test.map(rowOf))
  booster.free()
  return predicted
}
