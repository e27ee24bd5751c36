import { randomUUID } from 'node:crypto'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { fileStore } from '~/platform/storage/storage.server'
import type { Evaluation } from '../cross-validation.server'
import type { ColumnMap, SalesTable } from '../sales-table'

// one uploaded market: its file, how its columns are read, and its training, from upload to ready
export type MarketStatus = 'mapping' | 'queued' | 'training' | 'ready' | 'failed'
export type MarketEvaluation = Omit<Evaluation, 'q10' | 'q90'> & { folds: number; inputs: string[] }
export type ValuationMarket = {
  id: string
  name: string
  zips: string[]
  createdBy: string
  createdAt: number
  updatedAt: number
  fileName: string
  rows: number
  header: string[]
  status: MarketStatus
  mapping: ColumnMap | null
  report: SalesTable['report'] | null
  // folds trained of `of` (the folds, then the model on every sale)
  progress: { done: number; of: number; step: string } | null
  evaluation: MarketEvaluation | null
  // the time index's change from its first month to its last (null without dates)
  indexChange: { from: string; to: string; change: number } | null
  trainedAt: number | null
  error: string | null
}

const markets = () => db().collection('valuationMarkets')
export const salesFilePath = (id: string) => `valuation-markets/${id}/sales.csv`
export const modelFilePath = (id: string) => `valuation-markets/${id}/model.json`
// a market id as the addresses carry it
export const isMarketId = (value: string) => /^[0-9a-f-]{36}$/.test(value)

export async function createMarket(
  input: Pick<ValuationMarket, 'name' | 'zips' | 'createdBy' | 'fileName' | 'rows' | 'header'>,
  bytes: Buffer,
  now = Date.now(),
): Promise<ValuationMarket> {
  const id = randomUUID()
  await fileStore().putFile(salesFilePath(id), bytes, 'text/csv')
  const market: ValuationMarket = {
    ...input,
    id,
    createdAt: now,
    updatedAt: now,
    status: 'mapping',
    mapping: null,
    report: null,
    progress: null,
    evaluation: null,
    indexChange: null,
    trainedAt: null,
    error: null,
  }
  await markets().doc(id).set(checkDocument(market))
  return market
}

export async function readMarket(id: string): Promise<ValuationMarket | null> {
  if (!isMarketId(id)) return null
  const snapshot = await markets().doc(id).get()
  return snapshot.exists ? (snapshot.data() as ValuationMarket) : null
}

export async function listMarkets(): Promise<ValuationMarket[]> {
  const snapshot = await markets().orderBy('createdAt', 'desc').limit(100).get()
  return snapshot.docs.map((doc) => doc.data() as ValuationMarket)
}

export async function updateMarket(id: string, change: Partial<ValuationMarket>, now = Date.now()) {
  await markets()
    .doc(id)
    .update(checkDocument({ ...change, updatedAt: now }))
}

export async function readSalesFile(id: string): Promise<string | null> {
  const file = await fileStore().readFile(salesFilePath(id))
  return file ? file.bytes.toString('utf8') : null
}
