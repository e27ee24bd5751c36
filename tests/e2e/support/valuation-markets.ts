import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { createUser } from './accounts'
import { emulators } from './firebase'
import { startSessionAs } from './session-cookie'

// uploaded valuation markets (issue 24) for the tests: a part of the Sacramento sales file, posted
// and mapped through the admin pages as an admin would, then trained by the server

export const sacramentoCsv = readFileSync('data/markets/sacramento-sales.csv', 'utf8')
// the header and the first `rows` sales
export const sacramentoPart = (rows: number) =>
  sacramentoCsv
    .split('\n')
    .slice(0, rows + 1)
    .join('\n')
export const csvUpload = (text: string, name = 'sacramento-sales.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
})
export const sacramentoMapping = {
  price: 'price',
  sqft: 'sqft',
  beds: 'beds',
  baths: 'baths',
  lat: 'latitude',
  lng: 'longitude',
}

export const newMarketName = () => `E2E Sacramento ${randomUUID().slice(0, 8)}`

export async function marketDoc(id: string) {
  return (await emulators().firestore.doc(`valuationMarkets/${id}`).get()).data()
}

// posts a file and its mapping as the admin signed in on `page`; the market's id
export async function uploadAndMap(
  page: Page,
  { name, csv, zips = '' }: { name: string; csv: string; zips?: string },
): Promise<string> {
  const uploaded = await page.request.post('/valuation-markets', {
    multipart: { name, zips, file: csvUpload(csv) },
    maxRedirects: 0,
  })
  expect(uploaded.status()).toBe(302)
  const id = uploaded.headers().location!.split('/').pop()!
  const mapped = await page.request.post(`/valuation-markets/${id}`, {
    form: { intent: 'map', ...sacramentoMapping },
    maxRedirects: 0,
  })
  expect(mapped.status()).toBe(302)
  return id
}

export async function waitUntilReady(id: string, timeout = 150_000) {
  await expect
    .poll(async () => (await marketDoc(id))?.status, { timeout, intervals: [1_000] })
    .toBe('ready')
}

// a market ready to value homes, shared by the page visits of a run: found, or uploaded once and
// trained by the server (startReadyMarket starts that early, while other pages are visited)
let uploaded: Promise<string> | null = null
export function startReadyMarket(page: Page): Promise<string> {
  const browser = page.context().browser()!
  const { baseURL } = test.info().project.use
  uploaded ??= (async () => {
    const found = await emulators()
      .firestore.collection('valuationMarkets')
      .where('name', '==', 'E2E Sacramento (shared)')
      .where('status', '==', 'ready')
      .limit(1)
      .get()
    if (!found.empty) return found.docs[0]!.id
    const context = await browser.newContext({ baseURL })
    try {
      const admin = await context.newPage()
      await startSessionAs(admin, await createUser({ role: 'admin' }))
      return await uploadAndMap(admin, {
        name: 'E2E Sacramento (shared)',
        csv: sacramentoPart(300),
      })
    } finally {
      await context.close()
    }
  })()
  return uploaded
}

let ready: Promise<string> | null = null
export function readyMarketId(page: Page): Promise<string> {
  ready ??= startReadyMarket(page).then(async (id) => {
    await waitUntilReady(id)
    return id
  })
  return ready
}
