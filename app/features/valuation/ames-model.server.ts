import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { boosterOptions, trainBooster, xgboost } from './booster.server'
import type { HomeFacts } from './comparables'
import { crossValidate, type Evaluation } from './cross-validation.server'
import { derivedColumns, factorGroups, type Factor } from './factor-groups'
import { neighborPricePerSqft } from './neighbors'
import { parseColumnMap, salesTable, type SalesTable } from './sales-table'

export const amesColumnMap = 'price=Sale_Price,sqft=Gr_Liv_Area,lotSqft=Lot_Area,beds=Bedroom_AbvGr,yearBuilt=Year_Built,lat=Latitude,lng=Longitude'
export const amesModelFile = path.resolve('data/models/ames-model.json')

// outOfFold: each recorded sale's log-price estimate from the cross-validation model that never
// saw it, so a home of the training data is valued as honestly as the accuracy the pages quote
type SavedModel = { trainedAt: number; options: typeof boosterOptions; q10: number; q90: number; evaluation: Evaluation; outOfFold: number[]; model: object }
type Pool = Array<{ point: { lat: number; lng: number }; logPricePerSqft: number }>
type Loaded = { booster: { predict(x: number[][]): number[] }; table: SalesTable; pool: Pool; saved: SavedModel; columns: string[]; typical: number[] }

const state = singleton('ames-model', () => ({ loaded: undefined as Loaded | undefined }))

function amesTable() {
  return salesTable(readFileSync(path.resolve('data/markets/ames-sales.csv'), 'utf8'), parseColumnMap(amesColumnMap))
}

function poolOf(table: SalesTable) {
  return table.prices.map((price, index) => ({ point: table.coordinates[index]!, logPricePerSqft: Math.log(price / table.sqft[index]!) }))
}

function derived(point: { lat: number; lng: number }, pool: Pool, sqft: number, exclude?: number) {
  return [...[6, 12, 30].map((k) => neighborPricePerSqft(point, pool, k, exclude)), Math.log(sqft)]
}

function rowOf(table: SalesTable, pool: Pool, index: number) {
  return [...table.features[index]!, ...derived(table.coordinates[index]!, pool, table.sqft[index]!, index)]
}

// a typical home of the market, input by input: the most common value of a text column, the
// median of a number (from every seventh sale: plenty for a median)
function typicalRow(table: SalesTable, pool: Pool, columns: string[]) {
  const rows = table.prices.flatMap((_, index) => (index % 7 === 0 ? [rowOf(table, pool, index)] : []))
  return columns.map((column, position) => {
    const values = rows.map((row) => row[position]!)
    if (!table.categories[column]) return values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const counts = new Map<number, number>()
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
    return [...counts].sort((a, b) => b[1] - a[1])[0]![0]
  })
}

// npm run valuation:train: measure by 5-fold cross-validation (the range comes from its errors),
// then train on every sale and save the model for the server to load at start
export async function trainAmesModel(): Promise<SavedModel> {
  const table = amesTable()
  const { outOfFold, ...evaluation } = await crossValidate(table, 5)
  const pool = poolOf(table)
  const booster = await trainBooster(table.prices.map((_, index) => rowOf(table, pool, index)), table.prices.map(Math.log))
  const saved: SavedModel = {
    trainedAt: Date.now(),
    options: boosterOptions,
    q10: evaluation.q10,
    q90: evaluation.q90,
    evaluation,
    outOfFold: outOfFold.map((value) => Math.round(value * 1e5) / 1e5),
    model: booster.toJSON(),
  }
  booster.free()
  mkdirSync(path.dirname(amesModelFile), { recursive: true })
  writeFileSync(amesModelFile, JSON.stringify(saved))
  return saved
}

export async function loadAmesModel() {
  if (!existsSync(amesModelFile)) {
    logger.warn({ event: 'valuation.model-missing', file: amesModelFile }, 'no valuation model: run npm run valuation:train')
    return
  }
  const saved = JSON.parse(readFileSync(amesModelFile, 'utf8')) as SavedModel
  const table = amesTable()
  if (saved.outOfFold?.length !== table.prices.length) {
    logger.warn({ event: 'valuation.model-outdated', file: amesModelFile }, 'the valuation model has no out-of-fold estimates: run npm run valuation:train')
    return
  }
  const Boost = await xgboost()
  const pool = poolOf(table)
  const columns = [...table.featureNames, ...derivedColumns]
  state.loaded = { booster: Boost.load(saved.model), table, pool, saved, columns, typical: typicalRow(table, pool, columns) }
  logger.info({ event: 'valuation.model-loaded', mdape: saved.evaluation.mdape }, 'valuation model loaded')
}

export type Estimate = { value: number; low: number; high: number; mdape: number; sales: number }

const round = (value: number) => Math.round(value / 500) * 500

function estimateOf(loaded: Loaded, prediction: number): Estimate {
  return {
    value: round(Math.exp(prediction!)),
    low: round(Math.exp(prediction! + loaded.saved.q10)),
    high: round(Math.exp(prediction! + loaded.saved.q90)),
    mdape: loaded.saved.evaluation.mdape,
    sales: loaded.table.prices.length,
  }
}

// the estimate for one of the market's homes (by its position in the data), with its 80% range:
// the out-of-fold one, since the full model was trained on this very sale
export function estimateAmesHome(index: number): Estimate | null {
  const loaded = state.loaded
  if (!loaded || index < 0 || index >= loaded.table.prices.length) return null
  return estimateOf(loaded, loaded.saved.outOfFold[index]!)
}

// a home described by its facts: the inputs the facts give, and for the rest (condition,
// materials, basement finish...) those of the most similar recorded sale, `templateIndex`
function factsRow(loaded: Loaded, templateIndex: number, facts: HomeFacts): number[] {
  const row = rowOf(loaded.table, loaded.pool, templateIndex)
  const at = (column: string) => loaded.columns.indexOf(column)
  const set = (column: string, value: number) => {
    if (at(column) >= 0) row[at(column)] = value
  }
  const get = (column: string) => row[at(column)] ?? 0
  const sizeRatio = facts.sqft / Math.max(1, get('sqft'))
  set('First_Flr_SF', Math.round(get('First_Flr_SF') * sizeRatio))
  set('Second_Flr_SF', Math.round(get('Second_Flr_SF') * sizeRatio))
  set('TotRms_AbvGrd', Math.max(2, get('TotRms_AbvGrd') + facts.beds - get('beds')))
  set('Full_Bath', Math.max(0, facts.fullBaths - get('Bsmt_Full_Bath')))
  set('Half_Bath', Math.max(0, facts.halfBaths - get('Bsmt_Half_Bath')))
  set('Year_Remod_Add', Math.max(facts.yearBuilt, get('Year_Remod_Add') > get('yearBuilt') ? get('Year_Remod_Add') : facts.yearBuilt))
  const basementRatio = get('Total_Bsmt_SF') > 0 ? facts.basementSqft / get('Total_Bsmt_SF') : 0
  for (const column of ['BsmtFin_SF_1', 'BsmtFin_SF_2', 'Bsmt_Unf_SF']) set(column, Math.round(get(column) * basementRatio))
  if (get('Total_Bsmt_SF') === 0 && facts.basementSqft > 0) set('Bsmt_Unf_SF', facts.basementSqft)
  set('Total_Bsmt_SF', facts.basementSqft)
  set('Garage_Area', get('Garage_Cars') > 0 ? Math.round((get('Garage_Area') / get('Garage_Cars')) * facts.garageSpaces) : facts.garageSpaces * 260)
  set('Garage_Cars', facts.garageSpaces)
  set('Fireplaces', facts.fireplaces)
  set('sqft', facts.sqft)
  set('lotSqft', facts.lotSqft)
  set('beds', facts.beds)
  set('yearBuilt', facts.yearBuilt)
  set('lat', facts.lat)
  set('lng', facts.lng)
  const tail = derived(facts, loaded.pool, facts.sqft)
  derivedColumns.forEach((column, position) => set(column, tail[position]!))
  return row
}

// the factors that moved the estimate most, in dollars of `value`, largest first: each is the
// share of the model's prediction that setting the group to the typical home's takes away
function explainRow(loaded: Loaded, row: number[], value: number, limit: number): Factor[] {
  const [base] = loaded.booster.predict([row])
  const variants = factorGroups.map((group) => {
    const variant = [...row]
    for (const column of group.columns) {
      const position = loaded.columns.indexOf(column)
      if (position >= 0) variant[position] = loaded.typical[position]!
    }
    return variant
  })
  const predictions = loaded.booster.predict(variants)
  return factorGroups
    .map((group, index) => ({ key: group.key, label: group.label, amount: round(value * (1 - Math.exp(predictions[index]! - base!))) }))
    .filter((factor) => factor.amount !== 0)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
    .slice(0, limit)
}

export type ModelValuation = { estimate: Estimate; factors: Factor[] }

// a market home (by its position in the data) or a home described by facts, valued and explained.
// `templateIsTheHome`: the facts describe the recorded sale itself (its seller listing it again),
// which the full model was trained on; the estimate then starts from that sale's out-of-fold
// estimate and adds only what the stated facts change in the full model's prediction
export function valueWithModel(subject: { index: number } | { templateIndex: number; facts: HomeFacts; templateIsTheHome?: boolean }, factorLimit = 5): ModelValuation | null {
  const loaded = state.loaded
  if (!loaded) return null
  const size = loaded.table.prices.length
  const position = 'index' in subject ? subject.index : subject.templateIndex
  if (position < 0 || position >= size) return null
  const row = 'index' in subject ? rowOf(loaded.table, loaded.pool, subject.index) : factsRow(loaded, subject.templateIndex, subject.facts)
  const estimate = 'index' in subject ? estimateAmesHome(subject.index)! : estimateOf(loaded, factsPrediction(loaded, row, subject))
  return { estimate, factors: explainRow(loaded, row, estimate.value, factorLimit) }
}

function factsPrediction(loaded: Loaded, row: number[], subject: { templateIndex: number; templateIsTheHome?: boolean }): number {
  const [stated, recorded] = loaded.booster.predict(subject.templateIsTheHome ? [row, rowOf(loaded.table, loaded.pool, subject.templateIndex)] : [row])
  if (!subject.templateIsTheHome) return stated!
  return loaded.saved.outOfFold[subject.templateIndex]! + (stated! - recorded!)
}

// the typical home the factors are measured against, in the columns a page can name
export function typicalHome() {
  const loaded = state.loaded
  if (!loaded) return null
  const value = (column: string) => loaded.typical[loaded.columns.indexOf(column)] ?? 0
  return { sqft: value('sqft'), yearBuilt: value('yearBuilt'), lotSqft: value('lotSqft'), beds: value('beds'), pricePerSqft: Math.round(Math.exp(value('near12'))) }
}

// what the details page says about the model: its measured accuracy and when it was trained
export function valuationFacts() {
  const loaded = state.loaded
  if (!loaded) return null
  return { evaluation: loaded.saved.evaluation, trainedAt: loaded.saved.trainedAt, sales: loaded.table.prices.length, features: loaded.table.featureNames.length + 4 }
}
