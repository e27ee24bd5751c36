import {
  averageOf,
  defaultBoosting,
  predictOne,
  trainBoostedTrees,
  type BoostedTrees,
  type BoostingOptions,
} from './boosting/gradient-boosting'
import { neighborCounts, neighborPool, nearbyValues, type NeighborPool } from './neighbors'
import type { SalesTable } from './sales-table'
import { fitHedonic, hedonicValue, indexAt, type Hedonic, type TimeIndex } from './time-index'

// A model of one market, from whatever its sales file holds: boosted trees over the file's columns,
// what the nearest earlier sales sold for (with a location), log living area (with one), on
// prices brought to the latest month by the market's own index (with sale dates). ADR 044.
export type FittedMarket = {
  index: TimeIndex | null
  hedonic: Hedonic
  trees: BoostedTrees
  inputNames: string[]
  pool: NeighborPool | null
  hasSqft: boolean
}

// three models from different row and column samples, averaged: steadier than one
const bags = 3

// a market with many sales supports deeper trees (interactions of place, age and size the data can
// show): Lucas County's 25,357 sales, 5-fold MdAPE 12.28% at depth 4, 11.76% at depth 6 (ADR 075).
// Smaller markets (Ames' 2,413 training sales, Sacramento, Baltimore) keep the default
export const deepTreesFrom = 10_000
const deepTrees = 6
export const depthFor = (rows: number, options: Partial<BoostingOptions> = {}) =>
  options.depth ?? (rows >= deepTreesFrom ? deepTrees : defaultBoosting.depth)

// ADR 077: such a market also takes larger steps (the 1,500 trees at 0.03 stopped short of what
// its sales hold; the trees and their size are the same), reads its neighbours further out (the
// medians of the 6, 15, 40 and 100 nearest) and reads their price per square foot in the latest
// month's money besides their price above their facts. Lucas County's first fold: 11.78% → 11.02%.
// Each hurt Ames (4.93% → 5.01–5.09%), so smaller markets keep ADR 044's settings
const largeLearningRate = 0.06
const largeNeighborCounts = [6, 15, 40, 100]
// the input only a large market's model reads
export const largeNeighborInput = `nearAbove${largeNeighborCounts.at(-1)!}`
export const isLargeMarket = (rows: number) => rows >= deepTreesFrom
export const learningRateFor = (rows: number, options: Partial<BoostingOptions> = {}) =>
  options.learningRate ?? (isLargeMarket(rows) ? largeLearningRate : defaultBoosting.learningRate)

const withFactsValue = process.env.FACTS_VALUE !== '0'

// the neighbours' inputs: one median per count and per channel (price above the facts, then, in a
// large market with living areas, log price per sq ft), then how far the sixth nearest is
function nearNamesOf(table: Pick<SalesTable, 'sqft'>, large: boolean): string[] {
  const counts = large ? largeNeighborCounts : neighborCounts
  return [
    ...counts.map((k) => `nearAbove${k}`),
    ...(large && table.sqft.some(Number.isFinite) ? counts.map((k) => `nearPerSqft${k}`) : []),
    'nearDistance',
  ]
}

// `rows`: how many sales the model is trained on (the table's, by default)
export function derivedInputNames(
  table: Pick<SalesTable, 'points' | 'sqft' | 'prices'>,
  rows = table.prices.length,
): string[] {
  return [
    ...(table.points.some(Boolean) ? nearNamesOf(table, isLargeMarket(rows)) : []),
    ...(table.sqft.some(Number.isFinite) ? ['logSqft'] : []),
    ...(withFactsValue ? ['factsValue'] : []),
  ]
}

export function monthOf(table: SalesTable, row: number): number {
  return table.saleMonths ? table.saleMonths[row]! : Number.POSITIVE_INFINITY
}

// the facts of the linear model: numbers (sizes in logs) and one indicator per label of a text
// column with few labels
export function hedonicFactsOf(
  table: Pick<SalesTable, 'featureNames' | 'categories'>,
  features: number[],
): number[] {
  return table.featureNames.flatMap((name, position) => {
    if (['lat', 'lng', 'x', 'y'].includes(name)) return []
    const value = features[position]!
    const labels = table.categories[name]
    if (labels) return labels.length <= 40 ? labels.map((_, code) => (value === code ? 1 : 0)) : []
    return [['sqft', 'lotSqft'].includes(name) ? Math.log(value) : value]
  })
}

// the linear model's terms by column of the file: how far each column moves the facts' value from
// the average home's, summing to hedonicValue − intercept
export function hedonicTerms(
  table: Pick<SalesTable, 'featureNames' | 'categories'>,
  hedonic: Hedonic,
  features: number[],
): number[] {
  const facts = hedonicFactsOf(table, features)
  const terms = new Array<number>(table.featureNames.length).fill(0)
  let fact = 0
  table.featureNames.forEach((name, column) => {
    if (['lat', 'lng', 'x', 'y'].includes(name)) return
    const labels = table.categories[name]
    const width = labels ? (labels.length <= 40 ? labels.length : 0) : 1
    for (let k = 0; k < width; k += 1, fact += 1) {
      const value = Number.isFinite(facts[fact]!) ? facts[fact]! : hedonic.medians[fact]!
      terms[column]! +=
        (hedonic.weights[fact]! * (value - hedonic.centers[fact]!)) / hedonic.scales[fact]!
    }
  })
  return terms
}

// the sales neighbours are drawn from, each valued by how far its price (in the latest month's
// money) is above or below what the facts alone say, and in a large market with living areas by
// its log price per sq ft in that money too. `large`: the layout of a model trained on that many
// sales (a saved model says its own, from its input names)
export function poolOf(
  table: SalesTable,
  rows: number[],
  index: TimeIndex | null,
  hedonic: Hedonic,
  large = isLargeMarket(rows.length),
): NeighborPool | null {
  if (!table.points.some(Boolean)) return null
  const perSqft = large && table.sqft.some(Number.isFinite)
  const entries = rows.flatMap((row) => {
    const point = table.points[row]
    if (!point) return []
    const adjusted = Math.log(table.prices[row]!) - indexAt(index, monthOf(table, row))
    return [
      {
        row,
        x: point.x,
        y: point.y,
        values: [
          adjusted - hedonicValue(hedonic, hedonicFactsOf(table, table.features[row]!)),
          // NaN where the sale has no living area: the medians pass over it
          ...(perSqft ? [adjusted - Math.log(table.sqft[row]!)] : []),
        ],
        month: monthOf(table, row),
      },
    ]
  })
  return neighborPool(
    entries,
    Boolean(table.saleMonths),
    large ? largeNeighborCounts : neighborCounts,
  )
}

// a home as the model reads it: the file's columns, where it is, its living area (NaN: unknown)
export type HomeRow = { features: number[]; point: { x: number; y: number } | null; sqft: number }

// the trees' inputs for a home: its own columns, then the derived ones. `asOf`: value it from the
// sales before this month; `excludeRow`: the table row that is this very sale
export function inputsFor(
  table: Pick<SalesTable, 'featureNames' | 'categories'>,
  home: HomeRow,
  fitted: Pick<FittedMarket, 'pool' | 'hasSqft' | 'hedonic'>,
  excludeRow = -1,
  asOf = Number.POSITIVE_INFINITY,
): number[] {
  const near = fitted.pool
    ? home.point
      ? nearbyValues(fitted.pool, home.point, excludeRow, asOf)
      : new Array<number>(
          fitted.pool.channels.length * (fitted.pool.counts ?? neighborCounts).length + 1,
        ).fill(Number.NaN)
    : []
  return [
    ...home.features,
    ...near,
    ...(fitted.hasSqft ? [Math.log(home.sqft)] : []),
    ...(withFactsValue ? [hedonicValue(fitted.hedonic, hedonicFactsOf(table, home.features))] : []),
  ]
}

// a recorded sale, valued as of its own month (from the sales before it)
export function inputsOf(
  table: SalesTable,
  row: number,
  fitted: Pick<FittedMarket, 'pool' | 'hasSqft' | 'hedonic'>,
): number[] {
  return inputsFor(
    table,
    { features: table.features[row]!, point: table.points[row]!, sqft: table.sqft[row]! },
    fitted,
    row,
    monthOf(table, row),
  )
}

export function fitMarket(
  table: SalesTable,
  rows: number[],
  options: Partial<BoostingOptions> = {},
): FittedMarket {
  const logPrices = rows.map((row) => Math.log(table.prices[row]!))
  const { index, hedonic } = fitHedonic(
    table.saleMonths ? rows.map((row) => table.saleMonths![row]!) : null,
    logPrices,
    rows.map((row) => hedonicFactsOf(table, table.features[row]!)),
  )
  const hasSqft = table.sqft.some(Number.isFinite)
  const pool = poolOf(table, rows, index, hedonic)
  const inputs = rows.map((row) => inputsOf(table, row, { pool, hasSqft, hedonic }))
  const targets = rows.map(
    (row, position) => logPrices[position]! - indexAt(index, monthOf(table, row)),
  )
  const trees = averageOf(
    Array.from({ length: bags }, (_, bag) =>
      trainBoostedTrees(inputs, targets, {
        ...options,
        depth: depthFor(rows.length, options),
        learningRate: learningRateFor(rows.length, options),
        seed: (options.seed ?? 1) + bag,
      }),
    ),
  )
  return {
    index,
    hedonic,
    trees,
    inputNames: [...table.featureNames, ...derivedInputNames(table, rows.length)],
    pool,
    hasSqft,
  }
}

// each row's log price at its own sale month, from a model that did not see it
export function predictSales(fitted: FittedMarket, table: SalesTable, rows: number[]): number[] {
  return rows.map(
    (row) =>
      predictOne(fitted.trees, inputsOf(table, row, fitted)) +
      indexAt(fitted.index, monthOf(table, row)),
  )
}
