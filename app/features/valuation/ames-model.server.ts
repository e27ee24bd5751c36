import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { amesSaleCondition, armsLengthRows } from './arms-length'
import { defaultBoosting, predictOne } from './boosting/gradient-boosting'
import { expectedPrediction } from './boosting/tree-shap'
import type { HomeFacts } from './comparables'
import { crossValidate, fitInWorker, type Evaluation } from './cross-validation.server'
import {
  explanationOf,
  groupContributions,
  inputContributions,
  type Explanation,
} from './explanation.server'
import { inputGroups, type Factor, type InputGroup } from './factor-groups'
import {
  inputsFor,
  inputsOf,
  monthOf,
  poolOf,
  type FittedMarket,
  type HomeRow,
} from './market-model.server'
import { monthLabel, parseColumnMap, salesTable, type SalesTable } from './sales-table'
import { indexAt } from './time-index'

// the Ames sales as the model reads them: bathrooms mapped, every other column (the sale's year and
// month among them) an extra input. Mapping the sale month instead brings in the time index, whose
// neighbours must then be earlier sales only: 5.1% against 4.9% here (ADR 044), and Ames prices
// hardly moved over 2006–2010
export const amesColumnMap =
  'price=Sale_Price,sqft=Gr_Liv_Area,lotSqft=Lot_Area,beds=Bedroom_AbvGr,baths=Full_Bath,yearBuilt=Year_Built,lat=Latitude,lng=Longitude'
export const amesModelFile = path.resolve('data/models/ames-model.json')
const modelFormat = 3

// the sales the model learns from (ADR 075): those at arm's length, Sale_Condition Normal. Measured
// out-of-fold on the Normal sales, learning from them alone gives 4.62% MdAPE against 4.68% for
// learning from every sale with its condition an input (scripts/valuation-arms-length.ts). A sale
// left out is valued by the full model, which never saw it, at what it would fetch at arm's length
export const amesTrainingRule =
  'Trained on the sales at arm’s length only (recorded as Normal): foreclosures and short sales, sales between family members, homes sold before they were finished, land sold to a neighbour and sales of several lots at once are left out, and are valued as if sold at arm’s length.'
// outOfFold: each recorded sale's log-price estimate (at its sale month) from the cross-validation
// model that never saw it, so a home of the training data is valued as honestly as the accuracy the
// pages quote; with it, that model's base value and the sale's factors (log shares, by group)
type SavedFitted = Omit<FittedMarket, 'pool'>
type SavedModel = {
  format: number
  trainedAt: number
  options: typeof defaultBoosting
  q10: number
  q90: number
  evaluation: Evaluation
  outOfFold: number[]
  outOfFoldBase: number[]
  outOfFoldFactors: number[][]
  // which sales it learned from, and the rule that chose them
  trainedOn: { sales: number; recorded: number; rule: string }
  fitted: SavedFitted
}
type Loaded = {
  fitted: FittedMarket
  table: SalesTable
  saved: SavedModel
  groups: InputGroup[]
  expected: number
  latestMonth: number | null
  typical: ReturnType<typeof typicalOf>
}

const state = singleton('ames-model', () => ({ loaded: undefined as Loaded | undefined }))

function amesTable() {
  return salesTable(
    readFileSync(path.resolve('data/markets/ames-sales.csv'), 'utf8'),
    parseColumnMap(amesColumnMap),
    { condition: amesSaleCondition.column },
  )
}

const rounded = (value: number) => Math.round(value * 1e5) / 1e5
const allRows = (table: SalesTable) => table.prices.map((_, row) => row)

// npm run valuation:train: measure by 5-fold cross-validation (the range comes from its errors, the
// recorded homes' factors from its models), then train on every sale and save the model for the
// server to load at start
export async function trainAmesModel(): Promise<SavedModel> {
  const table = amesTable()
  const trained = armsLengthRows(table, amesSaleCondition)
  const { outOfFold, base, contributions, ...evaluation } = await crossValidate(table, 5, {
    explain: true,
    rows: trained,
  })
  const full = await fitInWorker(table, trained)
  const { pool: _pool, ...fitted } = full
  // the sales left out of training: valued by the full model, which never saw them
  const expected = expectedPrediction(full.trees)
  const kept = new Set(trained)
  for (const row of allRows(table)) {
    if (kept.has(row)) continue
    const inputs = inputsOf(table, row, full)
    const month = indexAt(full.index, monthOf(table, row))
    outOfFold[row] = predictOne(full.trees, inputs) + month
    base![row] = expected + month
    contributions![row] = inputContributions(full, table, inputs)
  }
  const groups = inputGroups(fitted.inputNames, 'ames')
  const saved: SavedModel = {
    format: modelFormat,
    trainedAt: Date.now(),
    options: defaultBoosting,
    q10: evaluation.q10,
    q90: evaluation.q90,
    evaluation,
    outOfFold: outOfFold.map(rounded),
    outOfFoldBase: base!.map(rounded),
    outOfFoldFactors: contributions!.map((shares) =>
      groupContributions(shares, groups).map(rounded),
    ),
    trainedOn: { sales: trained.length, recorded: table.prices.length, rule: amesTrainingRule },
    fitted,
  }
  mkdirSync(path.dirname(amesModelFile), { recursive: true })
  writeFileSync(amesModelFile, JSON.stringify(saved))
  return saved
}

export async function loadAmesModel() {
  if (!existsSync(amesModelFile)) {
    logger.warn(
      { event: 'valuation.model-missing', file: amesModelFile },
      'no valuation model: run npm run valuation:train',
    )
    return
  }
  const saved = JSON.parse(readFileSync(amesModelFile, 'utf8')) as SavedModel
  const table = amesTable()
  if (saved.format !== modelFormat || saved.outOfFold?.length !== table.prices.length) {
    logger.warn(
      { event: 'valuation.model-outdated', file: amesModelFile },
      'the valuation model is of an older format: run npm run valuation:train',
    )
    return
  }
  const fitted: FittedMarket = {
    ...saved.fitted,
    pool: poolOf(
      table,
      armsLengthRows(table, amesSaleCondition),
      saved.fitted.index,
      saved.fitted.hedonic,
    ),
  }
  const latestMonth = table.saleMonths ? Math.max(...table.saleMonths.map(Math.floor)) : null
  state.loaded = {
    fitted,
    table,
    saved,
    groups: inputGroups(fitted.inputNames, 'ames'),
    expected: expectedPrediction(fitted.trees),
    latestMonth,
    typical: typicalOf(table),
  }
  logger.info(
    { event: 'valuation.model-loaded', mdape: saved.evaluation.mdape },
    'valuation model loaded',
  )
}

// `asOf`: the month whose prices the estimate is in (the sale's own for a recorded home), null for a
// market without sale dates
export type Estimate = {
  value: number
  low: number
  high: number
  mdape: number
  sales: number
  asOf: string | null
}

const round = (value: number) => Math.round(value / 500) * 500

function estimateOf(loaded: Loaded, prediction: number, month: number | null): Estimate {
  return {
    value: round(Math.exp(prediction)),
    low: round(Math.exp(prediction + loaded.saved.q10)),
    high: round(Math.exp(prediction + loaded.saved.q90)),
    mdape: loaded.saved.evaluation.mdape,
    sales: loaded.saved.trainedOn.sales,
    asOf: month === null ? null : monthLabel(month),
  }
}

// the estimate for one of the market's homes (by its position in the data), with its 80% range:
// the out-of-fold one, since the full model was trained on this very sale
export function estimateAmesHome(index: number): Estimate | null {
  const loaded = state.loaded
  if (!loaded || index < 0 || index >= loaded.table.prices.length) return null
  return estimateOf(
    loaded,
    loaded.saved.outOfFold[index]!,
    loaded.table.saleMonths?.[index] ?? null,
  )
}

// a home described by its facts: the inputs the facts give, and for the rest (condition,
// materials, basement finish...) those of the most similar recorded sale, `templateIndex`
function factsHome(loaded: Loaded, templateIndex: number, facts: HomeFacts): HomeRow {
  const { table } = loaded
  const row = [...table.features[templateIndex]!]
  const at = (column: string) => table.featureNames.indexOf(column)
  const set = (column: string, value: number) => {
    if (at(column) >= 0) row[at(column)] = value
  }
  const get = (column: string) =>
    at(column) >= 0 ? row[at(column)]! : column === 'sqft' ? table.sqft[templateIndex]! : 0
  const sizeRatio = facts.sqft / Math.max(1, get('sqft'))
  set('First_Flr_SF', Math.round(get('First_Flr_SF') * sizeRatio))
  set('Second_Flr_SF', Math.round(get('Second_Flr_SF') * sizeRatio))
  set('TotRms_AbvGrd', Math.max(2, get('TotRms_AbvGrd') + facts.beds - get('beds')))
  set('baths', Math.max(0, facts.fullBaths - get('Bsmt_Full_Bath')))
  set('Half_Bath', Math.max(0, facts.halfBaths - get('Bsmt_Half_Bath')))
  set(
    'Year_Remod_Add',
    Math.max(
      facts.yearBuilt,
      get('Year_Remod_Add') > get('yearBuilt') ? get('Year_Remod_Add') : facts.yearBuilt,
    ),
  )
  const basementRatio = get('Total_Bsmt_SF') > 0 ? facts.basementSqft / get('Total_Bsmt_SF') : 0
  for (const column of ['BsmtFin_SF_1', 'BsmtFin_SF_2', 'Bsmt_Unf_SF'])
    set(column, Math.round(get(column) * basementRatio))
  if (get('Total_Bsmt_SF') === 0 && facts.basementSqft > 0) set('Bsmt_Unf_SF', facts.basementSqft)
  set('Total_Bsmt_SF', facts.basementSqft)
  set(
    'Garage_Area',
    get('Garage_Cars') > 0
      ? Math.round((get('Garage_Area') / get('Garage_Cars')) * facts.garageSpaces)
      : facts.garageSpaces * 260,
  )
  set('Garage_Cars', facts.garageSpaces)
  set('Fireplaces', facts.fireplaces)
  set('sqft', facts.sqft)
  set('lotSqft', facts.lotSqft)
  set('beds', facts.beds)
  set('yearBuilt', facts.yearBuilt)
  set('lat', facts.lat)
  set('lng', facts.lng)
  const scale = table.points[templateIndex]!.x / table.coordinates[templateIndex]!.lng
  return { features: row, point: { x: facts.lng * scale, y: facts.lat }, sqft: facts.sqft }
}

const recordedHome = (table: SalesTable, index: number): HomeRow => ({
  features: table.features[index]!,
  point: table.points[index]!,
  sqft: table.sqft[index]!,
})

export type ModelValuation = { estimate: Estimate; factors: Factor[]; explanation: Explanation }

// the log shares by factor of a described home in the full model, with its base value
function factorsOfHome(loaded: Loaded, inputs: number[]) {
  return groupContributions(inputContributions(loaded.fitted, loaded.table, inputs), loaded.groups)
}

// a market home (by its position in the data) or a home described by facts, valued and explained
// (with `factorLimit` 0, only valued: the factors are most of the time).
// `templateIsTheHome`: the facts describe the recorded sale itself (its seller listing it again),
// which the full model was trained on; the estimate then starts from that sale's out-of-fold
// estimate and adds only what the stated facts change in the full model's prediction, and so do
// its factors
export function valueWithModel(
  subject:
    { index: number } | { templateIndex: number; facts: HomeFacts; templateIsTheHome?: boolean },
  factorLimit = 5,
): ModelValuation | null {
  const loaded = state.loaded
  if (!loaded) return null
  const { table, saved, fitted } = loaded
  const position = 'index' in subject ? subject.index : subject.templateIndex
  if (position < 0 || position >= table.prices.length) return null
  let estimate: Estimate
  let explain: () => { baseLog: number; groupLogs: number[] }
  if ('index' in subject) {
    estimate = estimateAmesHome(subject.index)!
    explain = () => ({
      baseLog: saved.outOfFoldBase[subject.index]!,
      groupLogs: saved.outOfFoldFactors[subject.index]!,
    })
  } else if (subject.templateIsTheHome) {
    const stated = inputsFor(
      table,
      factsHome(loaded, subject.templateIndex, subject.facts),
      fitted,
      subject.templateIndex,
    )
    const recorded = inputsFor(
      table,
      recordedHome(table, subject.templateIndex),
      fitted,
      subject.templateIndex,
    )
    const change = predictOne(fitted.trees, stated) - predictOne(fitted.trees, recorded)
    estimate = estimateOf(
      loaded,
      saved.outOfFold[subject.templateIndex]! + change,
      table.saleMonths?.[subject.templateIndex] ?? null,
    )
    explain = () => {
      const [statedShares, recordedShares] = [
        factorsOfHome(loaded, stated),
        factorsOfHome(loaded, recorded),
      ]
      const groupLogs = saved.outOfFoldFactors[subject.templateIndex]!.map(
        (share, group) => share + statedShares[group]! - recordedShares[group]!,
      )
      return { baseLog: saved.outOfFoldBase[subject.templateIndex]!, groupLogs }
    }
  } else {
    const inputs = inputsFor(table, factsHome(loaded, subject.templateIndex, subject.facts), fitted)
    const adjustment = loaded.latestMonth === null ? 0 : indexAt(fitted.index, loaded.latestMonth)
    estimate = estimateOf(loaded, predictOne(fitted.trees, inputs) + adjustment, loaded.latestMonth)
    explain = () => ({
      baseLog: loaded.expected + adjustment,
      groupLogs: factorsOfHome(loaded, inputs),
    })
  }
  if (factorLimit === 0)
    return { estimate, factors: [], explanation: { base: estimate.value, factors: [], rest: 0 } }
  const { baseLog, groupLogs } = explain()
  const explanation = explanationOf(baseLog, groupLogs, loaded.groups, estimate.value, factorLimit)
  return { estimate, factors: explanation.factors, explanation }
}

// the typical home the pages describe beside the factors, in the columns a page can name: the
// medians of the recorded sales, taken once when the model loads
function typicalOf(table: SalesTable) {
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  const column = (name: string) =>
    median(table.features.map((row) => row[table.featureNames.indexOf(name)]!))
  const pricePerSqft = median(table.prices.map((price, row) => price / table.sqft[row]!))
  return {
    sqft: median(table.sqft),
    yearBuilt: column('yearBuilt'),
    lotSqft: column('lotSqft'),
    beds: column('beds'),
    pricePerSqft: Math.round(pricePerSqft),
  }
}

export function typicalHome() {
  return state.loaded?.typical ?? null
}

// what the details page says about the model: its measured accuracy and when it was trained
export function valuationFacts() {
  const loaded = state.loaded
  if (!loaded) return null
  return {
    evaluation: loaded.saved.evaluation,
    trainedAt: loaded.saved.trainedAt,
    sales: loaded.saved.trainedOn.sales,
    trainedOn: loaded.saved.trainedOn,
    features: loaded.fitted.inputNames.length,
    asOf: loaded.latestMonth === null ? null : monthLabel(loaded.latestMonth),
    index: loaded.fitted.index,
  }
}
