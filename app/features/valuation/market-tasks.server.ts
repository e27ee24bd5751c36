import type { BoostingOptions } from './boosting/gradient-boosting'
import { expectedPrediction } from './boosting/tree-shap'
import { inputContributions } from './explanation.server'
import {
  fitMarket,
  predictSales,
  inputsOf,
  monthOf,
  type FittedMarket,
} from './market-model.server'
import type { SalesTable } from './sales-table'
import { indexAt } from './time-index'

// the work a market worker does (market-worker.mjs): train on some sales and estimate others, or
// train on all of them
export type MarketTask =
  | {
      kind: 'fold'
      table: SalesTable
      train: number[]
      test: number[]
      options: Partial<BoostingOptions>
      explain: boolean
    }
  | { kind: 'fit'; table: SalesTable; rows: number[]; options: Partial<BoostingOptions> }

// `base`: the log estimate before any input is known (the trees' expected value at the sale's
// month); `contributions`: each input's share of each test sale's estimate, with which it sums
export type FoldResult = { predictions: number[]; base?: number[]; contributions?: Float64Array[] }

export function runMarketTask(task: MarketTask): FoldResult | FittedMarket {
  if (task.kind === 'fit') return fitMarket(task.table, task.rows, task.options)
  const fitted = fitMarket(task.table, task.train, task.options)
  const predictions = predictSales(fitted, task.table, task.test)
  if (!task.explain) return { predictions }
  const expected = expectedPrediction(fitted.trees)
  return {
    predictions,
    base: task.test.map((row) => expected + indexAt(fitted.index, monthOf(task.table, row))),
    contributions: task.test.map((row) =>
      inputContributions(fitted, task.table, inputsOf(task.table, row, fitted)),
    ),
  }
}
