import { marketMessages } from '../../app/features/valuation/markets/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import {
  createSellerListing,
  deleteSellerListings,
  waitForSearchToShow,
} from './support/seller-listings'
import { startSessionAs } from './support/session-cookie'
import {
  csvUpload,
  marketDoc,
  newMarketName,
  readyMarketId,
  sacramentoCsv,
  sacramentoPart,
  waitUntilReady,
} from './support/valuation-markets'

// issue 24, markets in the product: an admin uploads a sales file for a new market, maps its
// columns, the server trains and measures a model for it in the background (a progress page that
// refreshes itself without JavaScript), and then everyone values homes there with it, with
// factors that add up to the estimate; /ai-valuation lists it and /ai-valuation-details shows its
// measured accuracy

test.afterEach(async () => {
  await deleteSellerListings()
})

const dollars = (text: string) => Number(text.replace(/[^0-9−-]/g, '').replace('−', '-'))

test(
  'an admin uploads a market, maps it and watches it train; then anyone values a home there and the factors add up',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    test.slow()
    const name = newMarketName()
    // a ZIP code of this run's own, so the other project's market never claims its listing
    const zip = String(96_100 + Math.floor(Math.random() * 800))
    await startSessionAs(page, await createUser({ role: 'admin' }))
    await page.goto('/valuation-markets')
    if (javaScriptEnabled) await axe()
    await page.getByLabel('Market name').fill(name)
    await page.getByLabel('ZIP codes (optional)').fill(`${zip}, 95823`)
    await page.getByLabel('Sales file').setInputFiles(csvUpload(sacramentoPart(400)))
    await page.getByRole('button', { name: 'Upload and map its columns' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(
      page.getByText(`400 sales from sacramento-sales.csv. ${marketMessages.status.mapping}.`),
    ).toBeVisible()

    // the first guesses come from the column names; only the price is required
    await expect(page.getByLabel('Sale price')).toHaveValue('price')
    await expect(page.getByLabel('Living area (sq ft)')).toHaveValue('sqft')
    await expect(page.getByLabel('Latitude')).toHaveValue('latitude')
    await expect(page.getByLabel('Longitude')).toHaveValue('longitude')
    await expect(page.getByLabel('Sale date')).toHaveValue('')
    if (javaScriptEnabled) await axe()
    await page.getByRole('button', { name: 'Check the file and train' }).click()

    // the progress page, then the measured accuracy
    const id = new URL(page.url()).pathname.split('/').pop()!
    await expect(
      page
        .getByRole('heading', { name: 'Progress' })
        .or(page.getByRole('heading', { name: 'Measured accuracy' })),
    ).toBeVisible()
    if (await page.getByRole('heading', { name: 'Progress' }).isVisible()) {
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '5')
      await expect(page.getByRole('progressbar')).toBeVisible()
    }
    await waitUntilReady(id)
    await page.goto(`/valuation-markets/${id}`)
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
    const accuracy = page.getByRole('table', { name: /^5-fold cross-validation on 400 sales/ })
    await expect(accuracy.getByRole('row', { name: /^Median absolute error/ })).toContainText('%')
    await expect(
      page.getByText(/^Inputs used: sqft, beds, baths, lat, lng, city, zip, type, nearAbove6/),
    ).toBeVisible()
    await expect(
      page.getByText('The file has no sale dates, so there is no price index'),
    ).toBeVisible()
    const stored = await marketDoc(id)
    expect(stored!.evaluation.n).toBe(400)
    expect(stored!.zips).toEqual([zip, '95823'])
    if (javaScriptEnabled) await axe()

    // everyone: listed on /ai-valuation, measured on /ai-valuation-details, valued on its own page
    await page.context().clearCookies()
    await page.goto('/ai-valuation')
    await page.getByRole('link', { name: `Value a home in ${name}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `What is a home in ${name} worth?`,
    )
    await page.getByLabel('Living area (sq ft)').fill('1500')
    await page.getByLabel('Bedrooms').fill('3')
    await page.getByLabel('Bathrooms').fill('2')
    await page.getByRole('button', { name: 'Estimate its value' }).click()
    await expect(page).toHaveURL(/sqft=1500/)
    const value = dollars(await page.locator('.valuation-estimate__value').innerText())
    expect(value).toBeGreaterThan(50_000)
    expect(value).toBeLessThan(1_000_000)
    // the average estimate, each factor and the rest add up to the estimate shown
    const base = dollars(await page.locator('.factor-list__base strong').innerText())
    const factors = await page.locator('.factor-list__amount').allInnerTexts()
    const rest = dollars(await page.locator('.factor-list__rest strong').innerText())
    expect(factors.length).toBeGreaterThan(0)
    expect(base + factors.map(dollars).reduce((sum, amount) => sum + amount, 0) + rest).toBe(value)
    expect(dollars(await page.locator('.factor-list__total strong').innerText())).toBe(value)
    if (javaScriptEnabled) await axe()

    // a home listed in one of its ZIP codes is valued by its model on the home's own page
    const listing = await createSellerListing(`e2e-seller-${id.slice(0, 8)}`)
    await emulators().firestore.doc(`listings/${listing.id}`).update({
      'address.zip': zip,
      'address.city': 'Sacramento',
      'address.state': 'CA',
      lat: 38.6319,
      lng: -121.4349,
    })
    await waitForSearchToShow(page, listing)
    const estimate = page.getByRole('region', { name: 'Threshold estimate' })
    await expect
      .poll(async () => {
        await page.goto(`/property/${listing.id}`)
        return estimate.innerText()
      })
      .toContain(`Estimated by the ${name} model from 400 recorded sales there`)
    await page.getByRole('link', { name: 'What moved the estimate' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `What is a home in ${name} worth?`,
    )
    await expect(page.locator('.factor-list__item').first()).toBeVisible()

    await page.goto('/ai-valuation-details')
    const section = page.getByRole('region', { name })
    await expect(section.getByRole('heading', { name, level: 3 })).toBeVisible()
    await expect(
      section.getByRole('table', { name: /^5-fold cross-validation on 400 sales/ }),
    ).toBeVisible()
  },
)

test(
  'the upload and the mapping say what is wrong, and keep what was sent',
  { tag: '@no-js' },
  async ({ page, javaScriptEnabled }) => {
    await startSessionAs(page, await createUser({ role: 'admin' }))
    await page.goto('/valuation-markets')
    await page.getByRole('button', { name: 'Upload and map its columns' }).click()
    const problems = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(problems).toContainText(marketMessages.upload.nameMissing)
    await expect(problems).toContainText(marketMessages.upload.noFile)
    await expect(page).toHaveTitle(/^Error: Valuation markets/)

    const name = newMarketName()
    await page.getByLabel('Market name').fill(name)
    await page.getByLabel('ZIP codes (optional)').fill('9583')
    await page.getByLabel('Sales file').setInputFiles(csvUpload(sacramentoPart(80)))
    await page.getByRole('button', { name: 'Upload and map its columns' }).click()
    await expect(problems).toContainText(marketMessages.upload.zipsInvalid)
    await expect(page.getByLabel('Market name')).toHaveValue(name)

    await page.getByLabel('ZIP codes (optional)').fill('')
    await page.getByLabel('Sales file').setInputFiles(csvUpload(sacramentoPart(80)))
    await page.getByRole('button', { name: 'Upload and map its columns' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

    // no price; a latitude without its longitude
    await page.getByLabel('Sale price').selectOption('')
    await page.getByLabel('Longitude').selectOption('')
    await page.getByRole('button', { name: 'Check the file and train' }).click()
    await expect(problems).toContainText(marketMessages.mapping.priceMissing)
    await expect(problems).toContainText(marketMessages.mapping.pairs)
    await expect(page.getByLabel('Latitude')).toHaveValue('latitude')

    // 80 sales are too few to learn a market from: the report says how many were usable
    await page.getByLabel('Sale price').selectOption('price')
    await page.getByLabel('Longitude').selectOption('longitude')
    await page.getByRole('button', { name: 'Check the file and train' }).click()
    await expect(problems).toContainText(marketMessages.mapping.tooFewSales(80))
    await expect(page.getByText('80 of 80 sales are usable.')).toBeVisible()

    // a sale-condition column (ADR 078): its values listed as choices, with JavaScript as soon as
    // it is chosen, without it by "Show its values"; every value checked when none reads as a
    // market sale, and keeping none is refused
    await page.getByLabel('Sale condition').selectOption('type')
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Show its values' }).click()
    const kept = page.getByRole('group', { name: marketMessages.mapping.keptLegend('type') })
    await expect(kept.getByLabel(/^Residential \(\d+\)$/)).toBeChecked()
    await expect(page.getByLabel('Sale price')).toHaveValue('price')
    for (const box of await kept.getByRole('checkbox').all()) await box.uncheck()
    await page.getByRole('button', { name: 'Check the file and train' }).click()
    await expect(problems).toContainText(marketMessages.mapping.noneKept)
    await expect(page.getByLabel('Sale condition')).toHaveValue('type')
    const id = new URL(page.url()).pathname.split('/').pop()!
    expect((await marketDoc(id))!.status).toBe('mapping')
  },
)

test('only an admin uploads or sees a market; a market not ready, or no market, is not found', async ({
  page,
}) => {
  // a visitor is sent to sign in
  await page.goto('/valuation-markets')
  await expect(page).toHaveURL(/\/auth\/login/)
  const admin = await page
    .context()
    .browser()!
    .newPage({ baseURL: test.info().project.use.baseURL })
  await startSessionAs(admin, await createUser({ role: 'admin' }))
  const uploaded = await admin.request.post('/valuation-markets', {
    multipart: { name: newMarketName(), zips: '', file: csvUpload(sacramentoPart(120)) },
    maxRedirects: 0,
  })
  const id = uploaded.headers().location!.split('/').pop()!
  await admin.close()

  // another role: 403 on the pages and on their posts, and nothing changes
  await startSessionAs(page, await createUser({ role: 'seller' }))
  expect((await page.request.get('/valuation-markets')).status()).toBe(403)
  expect((await page.request.get(`/valuation-markets/${id}`)).status()).toBe(403)
  const before = await emulators().firestore.collection('valuationMarkets').count().get()
  const post = await page.request.post('/valuation-markets', {
    multipart: { name: newMarketName(), zips: '', file: csvUpload(sacramentoCsv) },
    maxRedirects: 0,
  })
  expect(post.status()).toBe(403)
  expect(
    (
      await page.request.post(`/valuation-markets/${id}`, {
        form: { intent: 'map', price: 'price' },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(403)
  expect(
    (await emulators().firestore.collection('valuationMarkets').count().get()).data().count,
  ).toBe(before.data().count)
  expect((await marketDoc(id))!.status).toBe('mapping')

  // the public page of a market still being mapped, of an unknown id and of a malformed one
  for (const path of [
    `/ai-valuation/markets/${id}`,
    '/ai-valuation/markets/00000000-0000-4000-8000-000000000000',
    '/ai-valuation/markets/__proto__',
  ]) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(404)
  }
  await page.goto(`/ai-valuation/markets/${id}`)
  await expect(page.getByText(marketMessages.notReady)).toBeVisible()
})

test(
  'a home described with values out of range is told why, and no estimate is made',
  { tag: '@no-js' },
  async ({ page }) => {
    test.slow()
    // only read here: the ready market the suite's other readers share, made once if there is none yet
    const id = await readyMarketId(page)
    const response = await page.goto(`/ai-valuation/markets/${id}?sqft=lots&beds=3&lat=38.6`)
    expect(response!.status()).toBe(400)
    const problems = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(problems).toContainText('Enter a living area from 200 to 20,000 sq ft')
    await expect(problems).toContainText('Enter both latitude and longitude, or neither')
    await expect(page.locator('.valuation-estimate__value')).toHaveCount(0)
    await expect(page).toHaveTitle(/^Error: What is a home in/)
  },
)
