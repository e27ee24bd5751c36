import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { fileStore } from '~/platform/storage/storage.server'
import { readSalesCsv, salesTableOf } from '../sales-table'
import { marketMinSales } from './market-limits'
import { marketMessages } from './messages'
import { loadedMarket, valueInMarket } from './market-models.server'
import { mapMarket, marketAdminPage, readyMarkets } from './market-pages.server'
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

// the first 125 sales with a column saying how each came about: every fifth not at arm's length
const conditioned = (() => {
  const [header, ...lines] = readFileSync('data/markets/sacramento-sales.csv', 'utf8')
    .split('\n')
    .slice(0, 126)
  const condition = (line: number) =>
    line % 5 !== 0 ? 'Arms length' : line % 10 === 0 ? 'Foreclosure' : 'Family'
  return [
    `${header},sale_type`,
    ...lines.map((line, index) => `${line},${condition(index + 1)}`),
  ].join('\n')
})()

const formOf = (fields: Record<string, string | string[]>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) form.append(name, one)
  return form
}

describe('a market whose file says how each sale came about (ADR 078)', () => {
  test('lists the column’s values, refuses values it lacks or none kept, and trains on the kept sales alone', async () => {
    const words = marketMessages.mapping
    const market = await createMarket(
      {
        name: `Test conditions ${randomUUID().slice(0, 6)}`,
        zips: [],
        createdBy: 'test-admin',
        fileName: 'conditions.csv',
        rows: 125,
        header: Object.keys(readSalesCsv(conditioned)[0]!),
      },
      Buffer.from(conditioned),
    )
    // the page guesses the column and lists its values with their counts, the guess checked
    const page = await marketAdminPage(market.id)
    expect(page.guess.saleCondition).toBe('sale_type')
    expect(page.condition).toMatchObject({
      column: 'sale_type',
      values: [
        ['Arms length', 100],
        ['Family', 13],
        ['Foreclosure', 12],
      ],
      kept: ['Arms length'],
    })
    expect(page.guess).toMatchObject({ keptFor: 'sale_type', kept: ['Arms length'] })
    // without JavaScript, "Show its values" sends the form by GET: its choices are kept
    const asked = await marketAdminPage(
      market.id,
      new URLSearchParams({ price: 'price', sqft: 'sqft', saleCondition: 'sale_type' }),
    )
    expect(asked.guess).toMatchObject({ price: 'price', sqft: 'sqft', kept: ['Arms length'] })
    expect(asked.guess.beds).toBeUndefined()

    const base = { ...mapping, saleCondition: 'sale_type' }
    const notShown = await mapMarket(market.id, formOf({ ...base, kept: 'Arms length' }))
    expect(notShown).toMatchObject({
      ok: false,
      status: 400,
      errors: { kept: words.notShown('sale_type') },
      condition: { column: 'sale_type', kept: ['Arms length'] },
    })
    const shown = { ...base, keptFor: 'sale_type' }
    expect(
      await mapMarket(market.id, formOf({ ...shown, kept: ['Arms length', 'Auction'] })),
    ).toMatchObject({ ok: false, errors: { kept: words.unknownValue('Auction', 'sale_type') } })
    expect(await mapMarket(market.id, formOf(shown))).toMatchObject({
      ok: false,
      errors: { kept: words.noneKept },
    })
    expect((await readMarket(market.id))!.status).toBe('mapping')

    expect(
      await mapMarket(market.id, formOf({ ...shown, kept: ['Arms length'], intent: 'map' })),
    ).toEqual({ ok: true })
    const ready = await until(market.id, 'ready')
    expect(ready!.status).toBe('ready')
    expect(ready!.saleCondition).toEqual({ column: 'sale_type', kept: ['Arms length'] })
    expect(ready!.trainedOn).toEqual({
      sales: 100,
      recorded: 125,
      leftOut: {
        column: 'sale_type',
        kept: ['Arms length'],
        sales: 25,
        values: [
          { value: 'Family', sales: 13 },
          { value: 'Foreclosure', sales: 12 },
        ],
      },
    })
    // measured on the kept sales alone; the model's metadata says the same
    expect(ready!.evaluation!.n).toBe(100)
    const saved = JSON.parse(
      (await fileStore().readFile(`valuation-markets/${market.id}/model.json`))!.bytes.toString(),
    ) as { trainedOn: unknown }
    expect(saved.trainedOn).toEqual(ready!.trainedOn)
    expect((await readyMarkets()).find((entry) => entry.id === market.id)).toMatchObject({
      used: 100,
      leftOut: { sales: 25 },
    })
    // a described home borrows its unstated facts from a sale at arm's length
    const loaded = (await loadedMarket(ready!))!
    const estimate = valueInMarket(loaded, { sqft: 1400, beds: 3, baths: 2 })
    expect(loaded.table.conditions!.values[estimate.likeSale]).toBe('Arms length')
    expect(estimate.sales).toBe(100)
  }, 180_000)
})
