import { predictOne } from '../boosting/gradient-boosting'
import { expectedPrediction } from '../boosting/tree-shap'
import {
  explanationOf,
  groupContributions,
  inputContributions,
  type Explanation,
} from '../explanation.server'
import { inputGroups, type InputGroup } from '../factor-groups'
import { armsLengthRows } from '../arms-length'
import {
  inputsFor,
  largeNeighborInput,
  poolOf,
  type FittedMarket,
  type HomeRow,
} from '../market-model.server'
import { monthLabel, salesTable, type SalesTable } from '../sales-table'
import { indexAt } from '../time-index'
import { fileStore } from '~/platform/storage/storage.server'
import { singleton } from '~/platform/singleton.server'
import { modelFilePath, readSalesFile, type ValuationMarket } from './market-store.server'

// a trained market's model as stored: the trees and the linear model and index, and the range of
// its held-out errors; the sales file it came from is read again beside it
export type SavedMarketModel = {
  q10: number
  q90: number
  fitted: Omit<FittedMarket, 'pool'>
  // the sales it learned from (ADR 078); absent in models trained before
  trainedOn?: NonNullable<ValuationMarket['trainedOn']>
}
type LoadedMarket = {
  table: SalesTable
  // the sales at arm's length: the model's neighbours and the sales a described home borrows from
  rows: number[]
  fitted: FittedMarket
  saved: SavedMarketModel
  groups: InputGroup[]
  expected: number
  latestMonth: number | null
  scales: Map<string, number>
}

const cache = singleton('market-models', () => new Map<string, Promise<LoadedMarket | null>>())

export function forgetMarketModel(id: string) {
  for (const key of cache.keys()) if (key.startsWith(`${id}@`)) cache.delete(key)
}

export function loadedMarket(market: ValuationMarket): Promise<LoadedMarket | null> {
  if (market.status !== 'ready' || !market.mapping) return Promise.resolve(null)
  const key = `${market.id}@${market.trainedAt}`
  let loading = cache.get(key)
  if (!loading) {
    loading = load(market)
    cache.set(key, loading)
    loading.catch(() => cache.delete(key))
  }
  return loading
}

async function load(market: ValuationMarket): Promise<LoadedMarket | null> {
  const [csv, model] = await Promise.all([
    readSalesFile(market.id),
    fileStore().readFile(modelFilePath(market.id)),
  ])
  if (csv === null || !model) return null
  const saved = JSON.parse(model.bytes.toString('utf8')) as SavedMarketModel
  const rule = market.saleCondition ?? null
  const table = salesTable(csv, market.mapping!, { condition: rule?.column })
  const rows = armsLengthRows(table, rule)
  const fitted: FittedMarket = {
    ...saved.fitted,
    // the neighbours' layout the trees were trained on (ADR 077), whatever the market holds now
    pool: poolOf(
      table,
      rows,
      saved.fitted.index,
      saved.fitted.hedonic,
      saved.fitted.inputNames.includes(largeNeighborInput),
    ),
  }
  const scales = new Map(describedFields.map((field) => [field, spreadOf(table, field)]))
  return {
    table,
    rows,
    fitted,
    saved,
    groups: inputGroups(fitted.inputNames, 'any'),
    expected: expectedPrediction(fitted.trees),
    latestMonth: table.saleMonths ? Math.max(...table.saleMonths.map(Math.floor)) : null,
    scales,
  }
}

// what a visitor may say of a home in any market, where the market's file has it
export const describedFields = ['sqft', 'lotSqft', 'beds', 'baths', 'yearBuilt'] as const
export type DescribedField = (typeof describedFields)[number]
export type DescribedHome = Partial<Record<DescribedField | 'lat' | 'lng', number>>

function spreadOf(table: SalesTable, field: string): number {
  const position = table.featureNames.indexOf(field)
  if (position < 0) return 0
  const values = table.features
    .map((row) => row[position]!)
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  return values.length
    ? values[Math.floor(values.length * 0.75)]! - values[Math.floor(values.length * 0.25)]! || 1
    : 0
}

export function fieldsOf(loaded: LoadedMarket) {
  return {
    described: describedFields.filter((field) => loaded.table.featureNames.includes(field)),
    located: loaded.table.featureNames.includes('lat'),
  }
}

export type MarketEstimate = {
  value: number
  low: number
  high: number
  asOf: string | null
  sales: number
  explanation: Explanation
  likeSale: number
}

// a described home valued in a market: what it does not say (the file's other columns, and its
// place when not given) comes from the most similar recorded sale, `likeSale`
export function valueInMarket(
  loaded: LoadedMarket,
  home: DescribedHome,
  factorLimit = 5,
): MarketEstimate {
  const { table, fitted } = loaded
  const at = (field: string) => table.featureNames.indexOf(field)
  const stated = describedFields.filter((field) => home[field] !== undefined && at(field) >= 0)
  const statedPoint =
    home.lat !== undefined && home.lng !== undefined && at('lat') >= 0
      ? { x: home.lng * pointScale(table), y: home.lat }
      : null
  let likeSale = loaded.rows[0] ?? 0
  let best = Number.POSITIVE_INFINITY
  for (const sale of loaded.rows) {
    const row = table.features[sale]!
    let distance = 0
    for (const field of stated)
      distance += ((row[at(field)]! - home[field]!) / loaded.scales.get(field)!) ** 2
    const point = table.points[sale]
    // a hundredth of a degree (about a kilometre) counts as much as a quartile's difference in a fact
    if (statedPoint && point)
      distance += ((point.x - statedPoint.x) ** 2 + (point.y - statedPoint.y) ** 2) * 1e4
    if (distance < best) [best, likeSale] = [distance, sale]
  }
  const features = [...table.features[likeSale]!]
  for (const field of stated) features[at(field)] = home[field]!
  if (statedPoint) {
    features[at('lat')] = home.lat!
    features[at('lng')] = home.lng!
  }
  const described: HomeRow = {
    features,
    point: statedPoint ?? table.points[likeSale]!,
    sqft: home.sqft ?? table.sqft[likeSale]!,
  }
  const inputs = inputsFor(table, described, fitted)
  const adjustment = loaded.latestMonth === null ? 0 : indexAt(fitted.index, loaded.latestMonth)
  const prediction = predictOne(fitted.trees, inputs) + adjustment
  const round = (value: number) => Math.round(value / 500) * 500
  const value = round(Math.exp(prediction))
  const shares =
    factorLimit > 0
      ? groupContributions(inputContributions(fitted, table, inputs), loaded.groups)
      : loaded.groups.map(() => 0)
  return {
    value,
    low: round(Math.exp(prediction + loaded.saved.q10)),
    high: round(Math.exp(prediction + loaded.saved.q90)),
    asOf: loaded.latestMonth === null ? null : monthLabel(loaded.latestMonth),
    sales: loaded.rows.length,
    explanation: explanationOf(
      loaded.expected + adjustment,
      shares,
      loaded.groups,
      value,
      factorLimit,
    ),
    likeSale,
  }
}

// the flat-map scale the table gave longitude (points are longitude × cos(middle latitude))
function pointScale(table: SalesTable): number {
  const sale = table.coordinates.findIndex(Boolean)
  return sale >= 0 && table.coordinates[sale]!.lng !== 0
    ? table.points[sale]!.x / table.coordinates[sale]!.lng
    : 1
}
