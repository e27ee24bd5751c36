import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { boosterOptions, trainBooster, xgboost } from './booster.server'
import { crossValidate, type Evaluation } from './cross-validation.server'
import { neighbourPricePerSqft } from './neighbours'
import { parseColumnMap, salesTable, type SalesTable } from './sales-table'

export const amesColumnMap = 'price=Sale_Price,sqft=Gr_Liv_Area,lotSqft=Lot_Area,beds=Bedroom_AbvGr,yearBuilt=Year_Built,lat=Latitude,lng=Longitude'
export const amesModelFile = path.resolve('data/models/ames-model.json')

type SavedModel = { trainedAt: number; options: typeof boosterOptions; q10: number; q90: number; evaluation: Evaluation; model: object }
type Loaded = { booster: { predict(x: number[][]): number[] }; table: SalesTable; pool: Array<{ point: { lat: number; lng: number }; logPricePerSqft: number }>; saved: SavedModel }

const state = singleton('ames-model', () => ({ loaded: undefined as Loaded | undefined }))

function amesTable() {
  return salesTable(readFileSync(path.resolve('data/markets/ames-sales.csv'), 'utf8'), parseColumnMap(amesColumnMap))
}

function poolOf(table: SalesTable) {
  return table.prices.map((price, index) => ({ point: table.coordinates[index]!, logPricePerSqft: Math.log(price / table.sqft[index]!) }))
}

function rowOf(table: SalesTable, pool: Loaded['pool'], index: number) {
  const point = table.coordinates[index]!
  return [...table.features[index]!, ...[6, 12, 30].map((k) => neighbourPricePerSqft(point, pool, k, index)), Math.log(table.sqft[index]!)]
}

// npm run valuation:train: measure by 5-fold cross-validation (the range comes from its errors),
// then train on every sale and save the model for the server to load at start
export async function trainAmesModel(): Promise<SavedModel> {
  const table = amesTable()
  const evaluation = await crossValidate(table, 5)
  const pool = poolOf(table)
  const booster = await trainBooster(table.prices.map((_, index) => rowOf(table, pool, index)), table.prices.map(Math.log))
  const saved: SavedModel = { trainedAt: Date.now(), options: boosterOptions, q10: evaluation.q10, q90: evaluation.q90, evaluation, model: booster.toJSON() }
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
  const Boost = await xgboost()
  const table = amesTable()
  state.loaded = { booster: Boost.load(saved.model), table, pool: poolOf(table), saved }
  logger.info({ event: 'valuation.model-loaded', mdape: saved.evaluation.mdape }, 'valuation model loaded')
}

export type Estimate = { value: number; low: number; high: number; mdape: number; sales: number }

// the estimate for one of the market's homes (by its position in the data), with its 80% range
export function estimateAmesHome(index: number): Estimate | null {
  const loaded = state.loaded
  if (!loaded || index < 0 || index >= loaded.table.prices.length) return null
  const [prediction] = loaded.booster.predict([rowOf(loaded.table, loaded.pool, index)])
  const round = (value: number) => Math.round(value / 500) * 500
  return {
    value: round(Math.exp(prediction!)),
    low: round(Math.exp(prediction! + loaded.saved.q10)),
    high: round(Math.exp(prediction! + loaded.saved.q90)),
    mdape: loaded.saved.evaluation.mdape,
    sales: loaded.table.prices.length,
  }
}

// what the details page says about the model: its measured accuracy and when it was trained
export function valuationFacts() {
  const loaded = state.loaded
  if (!loaded) return null
  return { evaluation: loaded.saved.evaluation, trainedAt: loaded.saved.trainedAt, sales: loaded.table.prices.length, features: loaded.table.featureNames.length + 4 }
}
