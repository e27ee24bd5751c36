import type { BoostingOptions } from './boosting/gradient-boosting'
import type { FittedMarket } from './market-model.server'
import type { FoldResult, MarketTask } from './market-tasks.server'
import { derivedInputNames } from './market-model.server'
import { monthLabel, type SalesTable } from './sales-table'
import { runInWorkers } from '~/platform/worker-pool.server'

export type Evaluation = {
  n: number
  mdape: number
  within5: number
  within10: number
  within20: number
  coverage80: number
  q10: number
  q90: number
}
// each sale's log-price estimate from the fold model that never saw it, in the table's order
export type CrossValidation = Evaluation & {
  outOfFold: number[]
  base?: number[]
  contributions?: Float64Array[]
}
export type EvaluationOptions = {
  boosting?: Partial<BoostingOptions>
  // cross-validate over these rows of the table alone (the others get NaN); every row by default
  rows?: number[]
  explain?: boolean
  threads?: number
  onFold?: () => void
}

const workerProgram = new URL('./market-worker.mjs', import.meta.url)

function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q
  const low = Math.floor(position)
  const high = Math.ceil(position)
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low)
}

export function runMarketTasks<Result>(
  tasks: MarketTask[],
  threads?: number,
  onResult?: () => void,
): Promise<Result[]> {
  return runInWorkers<MarketTask, Result>(workerProgram, tasks, threads, onResult)
}

export function fitInWorker(
  table: SalesTable,
  rows: number[],
  boosting: Partial<BoostingOptions> = {},
): Promise<FittedMarket> {
  return runMarketTasks<FittedMarket>([{ kind: 'fit', table, rows, options: boosting }], 1).then(
    ([fitted]) => fitted!,
  )
}

// the error figures of estimates against prices, the 80% range's coverage from `bounds`
function figures(
  prices: number[],
  predictions: number[],
  covered: number,
): Omit<Evaluation, 'q10' | 'q90'> {
  const n = prices.length
  const errors = predictions
    .map((prediction, index) => Math.abs(Math.exp(prediction) - prices[index]!) / prices[index]!)
    .sort((a, b) => a - b)
  const share = (limit: number) =>
    Math.round((errors.filter((error) => error <= limit).length / n) * 1000) / 1000
  return {
    n,
    mdape: Math.round(quantile(errors, 0.5) * 10_000) / 10_000,
    within5: share(0.05),
    within10: share(0.1),
    within20: share(0.2),
    coverage80: Math.round((covered / n) * 1000) / 1000,
  }
}

function foldsOf(n: number, folds: number): number[] {
  return Array.from({ length: n }, (_, index) => ((index * 7919) % 104_729) % folds)
}

// k-fold cross-validation: each sale is estimated by a model that never saw it, folds trained on
// worker threads; the 80% range comes from the other folds' errors (a split-conformal interval)
export async function crossValidate(
  table: SalesTable,
  folds = 5,
  options: EvaluationOptions = {},
): Promise<CrossValidation> {
  const n = table.prices.length
  const subset = options.rows ?? table.prices.map((_, row) => row)
  const foldOf = new Array<number>(n).fill(-1)
  foldsOf(subset.length, folds).forEach((fold, position) => (foldOf[subset[position]!] = fold))
  const rowsOf = (fold: number, inFold: boolean) =>
    subset.filter((row) => (foldOf[row] === fold) === inFold)
  const tasks: MarketTask[] = Array.from({ length: folds }, (_, fold) => ({
    kind: 'fold',
    table,
    train: rowsOf(fold, false),
    test: rowsOf(fold, true),
    options: options.boosting ?? {},
    explain: options.explain ?? false,
  }))
  const results = await runMarketTasks<FoldResult>(tasks, options.threads, options.onFold)
  const predictions = new Array<number>(n).fill(Number.NaN)
  const base = new Array<number>(n).fill(Number.NaN)
  const contributions = new Array<Float64Array>(n)
  results.forEach(
    (result, fold) =>
      tasks[fold]!.kind === 'fold' &&
      tasks[fold]!.test.forEach((row, position) => {
        predictions[row] = result.predictions[position]!
        if (result.base) base[row] = result.base[position]!
        if (result.contributions) contributions[row] = result.contributions[position]!
      }),
  )
  const residuals = subset.map((row) => Math.log(table.prices[row]!) - predictions[row]!)
  let covered = 0
  for (let fold = 0; fold < folds; fold += 1) {
    const others = residuals
      .filter((_, position) => foldOf[subset[position]!] !== fold)
      .sort((a, b) => a - b)
    const [low, high] = [quantile(others, 0.1), quantile(others, 0.9)]
    residuals.forEach((residual, position) => {
      if (foldOf[subset[position]!] === fold && residual >= low && residual <= high) covered += 1
    })
  }
  const sorted = [...residuals].sort((a, b) => a - b)
  return {
    ...figures(
      subset.map((row) => table.prices[row]!),
      subset.map((row) => predictions[row]!),
      covered,
    ),
    // the log-error quantiles of all held-out estimates: the range a new estimate carries
    q10: quantile(sorted, 0.1),
    q90: quantile(sorted, 0.9),
    outOfFold: predictions,
    ...(options.explain ? { base, contributions } : {}),
  }
}

// train on the past, test on the last `testMonths` months: the error a model has on sales it could
// not have seen, in time order; the 80% range comes from a k-fold over the past alone
export async function timeSplit(
  table: SalesTable,
  testMonths: number,
  folds = 5,
  options: EvaluationOptions = {},
) {
  if (!table.saleMonths)
    throw new Error('--split time needs a sale date: map saleDate, or saleYear and saleMonth')
  const months = table.saleMonths.map(Math.floor)
  const cutoff = Math.max(...months) - testMonths + 1
  const past = months.flatMap((month, row) => (month < cutoff ? [row] : []))
  const recent = months.flatMap((month, row) => (month >= cutoff ? [row] : []))
  if (past.length < 50 || recent.length === 0)
    throw new Error(
      `Too few sales on one side of ${monthLabel(cutoff)}: ${past.length} before, ${recent.length} from then`,
    )
  const foldOf = foldsOf(past.length, folds)
  const tasks: MarketTask[] = [
    {
      kind: 'fold',
      table,
      train: past,
      test: recent,
      options: options.boosting ?? {},
      explain: false,
    },
    ...Array.from({ length: folds }, (_, fold): MarketTask => ({
      kind: 'fold',
      table,
      train: past.filter((_, position) => foldOf[position] !== fold),
      test: past.filter((_, position) => foldOf[position] === fold),
      options: options.boosting ?? {},
      explain: false,
    })),
  ]
  const [outer, ...inner] = await runMarketTasks<FoldResult>(tasks, options.threads)
  const pastResiduals = inner
    .flatMap((result, fold) =>
      (tasks[fold + 1] as Extract<MarketTask, { kind: 'fold' }>).test.map(
        (row, position) => Math.log(table.prices[row]!) - result.predictions[position]!,
      ),
    )
    .sort((a, b) => a - b)
  const [low, high] = [quantile(pastResiduals, 0.1), quantile(pastResiduals, 0.9)]
  const covered = recent.filter((row, position) => {
    const residual = Math.log(table.prices[row]!) - outer!.predictions[position]!
    return residual >= low && residual <= high
  }).length
  return {
    ...figures(
      recent.map((row) => table.prices[row]!),
      outer!.predictions,
      covered,
    ),
    trainedOn: past.length,
    testFrom: monthLabel(cutoff),
    testTo: monthLabel(Math.max(...months)),
  }
}

// the first fold of the five-fold evaluation alone: trained on the other four fifths with the same
// settings, so its figures are the evaluation's in a fifth of the time (the fast test's split)
export async function fixedSplitErrors(
  table: SalesTable,
  boosting: Partial<BoostingOptions> = {},
): Promise<Pick<Evaluation, 'n' | 'mdape' | 'within10'>> {
  const foldOf = foldsOf(table.prices.length, 5)
  const test = foldOf.flatMap((f, index) => (f === 0 ? [index] : []))
  const train = foldOf.flatMap((f, index) => (f === 0 ? [] : [index]))
  const [result] = await runMarketTasks<FoldResult>(
    [{ kind: 'fold', table, train, test, options: boosting, explain: false }],
    1,
  )
  const { n, mdape, within10 } = figures(
    test.map((row) => table.prices[row]!),
    result!.predictions,
    0,
  )
  return { n, mdape, within10 }
}

// the inputs the model reads for this table, for the evaluation to say what it used
export function inputsUsed(table: SalesTable): string[] {
  return [
    ...table.featureNames,
    ...derivedInputNames(table),
    ...(table.saleMonths ? ['time index (sale month)'] : []),
  ]
}
