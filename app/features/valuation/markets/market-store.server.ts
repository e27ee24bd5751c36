import { randomUUID } from 'node:crypto'
import {
  type marketStatuses,
  valuationMarkets as markets,
  type ValuationMarket,
} from '~/core/data/valuation-markets.server'
import { checkDocument } from '~/platform/document-rules'
import { fileStore } from '~/platform/storage/storage.server'

// one uploaded market: its file, how its columns are read, and its training, from upload to ready
export type { ValuationMarket }
export type MarketStatus = (typeof marketStatuses)[number]
export type MarketEvaluation = NonNullable<ValuationMarket['evaluation']>

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
  await markets.doc(id).set(checkDocument(market))
  return market
}

export async function readMarket(id: string): Promise<ValuationMarket | null> {
  if (!isMarketId(id)) return null
  return (await markets.doc(id).get()).data() ?? null
}

export async function listMarkets(): Promise<ValuationMarket[]> {
  const snapshot = await markets.ref().orderBy('createdAt', 'desc').limit(100).get()
  return snapshot.docs.map((doc) => doc.data())
}

export async function updateMarket(id: string, change: Partial<ValuationMarket>, now = Date.now()) {
  await markets.doc(id).update(checkDocument({ ...change, updatedAt: now }))
}

export async function readSalesFile(id: string): Promise<string | null> {
  const file = await fileStore().readFile(salesFilePath(id))
  return file ? file.bytes.toString('utf8') : null
}
