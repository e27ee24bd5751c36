import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { fileStore } from '~/platform/storage/storage.server'
import { readSalesCsv, salesTableOf } from '../sales-table'
import { marketMinSales } from './market-limits'
import { readyMarkets } from './market-pages.server'
import {
  createMarket,
  readMarket,
  salesFilePath,
  type ValuationMarket,
} from './market-store.server'
import { queueTraining } from './market-training.server'
import { forgetMarketZips, listingMarketEstimate } from './market-zips.server'

// the smallest file a market may have: the same steps as a larger one, trained sooner
const sales = marketMinSales
const sacramento = readFileSync('data/markets/sacramento-sales.csv', 'utf8')
  .split('\n')
  .slice(0, sales + 1)
  .join('\n')
const mapping = {
  price: 'price',
  sqft: 'sqft',
  beds: 'beds',
  baths: 'baths',
  lat: 'latitude',
  lng: 'longitude',
}
const zip = String(90_000 + Math.floor(Math.random() * 9_000))

async function until(id: string, status: ValuationMarket['status']) {
  const deadline = Date.now() + 150_000
  for (;;) {
    const market = await readMarket(id)
    if (market?.status === status || Date.now() > deadline) return market
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const listingIn = (code: string) => ({
  source: 'seller' as const,
  address: { line1: '1 Test Way', city: 'Sacramento', state: 'CA', zip: code },
  sqft: 1400,
  lotSqft: 6000,
  beds: 3,
  fullBaths: 2,
  halfBaths: 0,
  yearBuilt: 1975,
  lat: 38.6319,
  lng: -121.4349,
})

describe('a market trained in the background', () => {
  test('goes from queued to ready with its measured accuracy, and values the listings in its ZIP codes', async () => {
    const market = await createMarket(
      {
        name: `Test Sacramento ${randomUUID().slice(0, 6)}`,
        zips: [zip],
        createdBy: 'test-admin',
        fileName: 'sacramento.csv',
        rows: sales,
        header: Object.keys(readSalesCsv(sacramento)[0]!),
      },
      Buffer.from(sacramento),
    )
    const { report } = salesTableOf(readSalesCsv(sacramento), mapping)
    await queueTraining(market, mapping, report)
    expect(['queued', 'training', 'ready']).toContain((await readMarket(market.id))!.status)
    const ready = await until(market.id, 'ready')
    expect(ready!.status).toBe('ready')
    expect(ready!.evaluation!.n).toBe(sales)
    expect(ready!.evaluation!.inputs).toContain('nearAbove6')
    expect(ready!.progress).toEqual({ done: 6, of: 6, step: 'Done' })
    expect((await readyMarkets()).map((entry) => entry.id)).toContain(market.id)

    forgetMarketZips()
    const estimate = await listingMarketEstimate(listingIn(zip))
    expect(estimate?.market.id).toBe(market.id)
    expect(estimate!.value).toBeGreaterThan(20_000)
    expect(estimate!.low).toBeLessThanOrEqual(estimate!.value)
    expect(estimate!.high).toBeGreaterThanOrEqual(estimate!.value)
    // another ZIP code, or a home of the built-in Ames market, is not this market's
    expect(await listingMarketEstimate(listingIn('00501'))).toBeNull()
    expect(await listingMarketEstimate({ ...listingIn(zip), source: 'ames' })).toBeNull()
  }, 180_000)

  test('fails with a reason when its file is gone, and says so', async () => {
    const market = await createMarket(
      {
        name: 'Test missing file',
        zips: [],
        createdBy: 'test-admin',
        fileName: 'gone.csv',
        rows: sales,
        header: ['price'],
      },
      Buffer.from(sacramento),
    )
    await fileStore().deleteFile(salesFilePath(market.id))
    await queueTraining(
      market,
      { price: 'price' },
      { rows: sales, used: sales, mapped: ['price'], extras: [], refused: {} },
    )
    const failed = await until(market.id, 'failed')
    expect(failed!.status).toBe('failed')
    expect(failed!.error).toContain('sales file is missing')
  }, 60_000)
})
