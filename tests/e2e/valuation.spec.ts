import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { visibleText } from './support/visible-text'

// each journey, tagged @no-js, runs with JavaScript on and off (the two Playwright projects)

async function addressOf(page: Page, listingId: string) {
  await page.goto(`/property/${listingId}`)
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  return heading.split(',')[0]!.trim()
}

test(
  'the landing page values a described home, and explains bad input first',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    await page.goto('/landing/ai-home-valuation')
    await expect(page.getByRole('heading', { name: 'What is your home worth?' })).toBeVisible()
    await expect(page.getByText(/median error on 2,413 sales the model never saw/)).toBeVisible()
    if (javaScriptEnabled) await axe()

    await page.getByLabel('Neighborhood').selectOption('College Creek')
    await page.getByLabel('Living area (sq ft)').fill('-1200')
    await page.getByLabel('Year built').fill('2090')
    await page.getByLabel('Bedrooms').fill('3')
    await page.getByLabel('Full bathrooms').fill('2')
    await page.getByRole('button', { name: 'Get my free estimate' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary.getByRole('link', { name: 'Living area can’t be negative' })).toBeVisible()
    await expect(
      summary.getByRole('link', { name: 'Year built can’t be in the future' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/^Error: /)
    if (javaScriptEnabled) await axe()

    await page.getByLabel('Living area (sq ft)').fill('1800')
    await page.getByLabel('Year built').fill('2001')
    await page.getByRole('button', { name: /Get (my free|the) estimate/ }).click()
    await expect(page).toHaveURL(/\/ai-valuation\?/)
    await expect(page.getByRole('heading', { name: 'A home in College Creek' })).toBeVisible()
    const value = page.locator('.valuation-estimate__value')
    await expect(value).toHaveText(/^\$\d{3},\d{3}$/)
    await expect(page.getByText(/80% likely between \$[\d,]+ and \$[\d,]+/)).toBeVisible()
    await expect(page.getByText(/taken from the most similar recorded sale there/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What moved the estimate most' })).toBeVisible()
    await expect(page.locator('.factor-list__item')).toHaveCount(5)
    await expect(page.locator('.comparable')).toHaveCount(6)
    if (javaScriptEnabled) await axe()
  },
)

test(
  'an address in the market is valued with its comps; an unknown one is told so',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    const address = await addressOf(page, 'ames-0042')
    await page.goto('/ai-valuation')
    await page.getByLabel('Address in Ames').fill('1 Nowhere Lane')
    await page.getByRole('button', { name: 'Get the estimate' }).click()
    await expect(
      page.getByRole('link', { name: /We could not find that address in Ames/ }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/^Error: AI home valuation/)

    await page.getByLabel('Address in Ames').fill(address.toUpperCase())
    await page.getByRole('button', { name: 'Get the estimate' }).click()
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^${address}, Ames|^${address}, Gilbert`),
      }),
    ).toBeVisible()
    await expect(page.locator('.comparable').first().getByRole('table')).toBeVisible()
    await expect(page.locator('.comparable').first()).toContainText(/Adjusted price \$[\d,]+/)
    if (javaScriptEnabled) await axe()

    await page.getByRole('link', { name: 'The full valuation report' }).click()
    await expect(page).toHaveURL(/\/detailed-ai-valuation\/ames-0042$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(address)
    await expect(
      page.getByRole('heading', { name: 'Comparable sales and their adjustments' }),
    ).toBeVisible()
    await expect(
      page.getByRole('table', { name: 'Adjustment rates measured on Ames sales' }),
    ).toBeVisible()
    if (javaScriptEnabled) await axe()
  },
)

test(
  'the detailed report without a home lets the person choose one',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    const address = await addressOf(page, 'ames-0007')
    await page.goto('/detailed-ai-valuation')
    await expect(page.getByRole('heading', { name: 'Detailed valuation report' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Or choose a home for sale now' })).toBeVisible()
    if (javaScriptEnabled) await axe()
    await page.getByLabel('Address in Ames').fill('99999 Imaginary Road')
    await page.getByRole('button', { name: 'Show the report' }).click()
    await expect(page.getByText(/We could not find that address in Ames/).first()).toBeVisible()
    await page.getByLabel('Address in Ames').fill(address)
    await page.getByRole('button', { name: 'Show the report' }).click()
    await expect(page).toHaveURL(/\/detailed-ai-valuation\/ames-0007$/)

    await page.goto('/detailed-ai-valuation')
    await page.locator('.link-list a').first().click()
    await expect(page).toHaveURL(/\/detailed-ai-valuation\/ames-\d{4}$/)
    await expect(page.locator('.valuation-estimate__value')).toBeVisible()

    const missing = await page.goto('/detailed-ai-valuation/ames-9999')
    expect(missing?.status()).toBe(404)
  },
)

test(
  'the CMA: choose a home, remove and add comps, download the analysis',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    const address = await addressOf(page, 'ames-0100')
    await page.goto('/cma')
    await expect(page.getByRole('heading', { name: 'Choose the home' })).toBeVisible()
    await page.getByLabel('Address in Ames').fill(address)
    await page.getByRole('button', { name: 'Find comparable sales' }).click()
    const countHeading = page.locator('#comparables')
    await expect(countHeading).toHaveText(/^6 comparable sales: \$[\d,]+$/)
    if (javaScriptEnabled) await axe()

    const first = page.locator('.comparable').first()
    const firstAddress = ((await first.locator('h3').textContent()) ?? '').split(',')[0]!.trim()
    await first.getByRole('button', { name: `Remove ${firstAddress} from the analysis` }).click()
    await expect(countHeading).toHaveText(/^5 comparable sales/)
    // the new total is where focus lands, JS on or off, so it is read out
    await expect(countHeading).toBeFocused()
    await expect(page.locator('.comparable h3', { hasText: firstAddress })).toHaveCount(0)
    expect(page.url()).not.toContain('comp=ames-0100')

    const candidate = page.locator('.candidate-list li').first()
    const candidateAddress = ((await candidate.locator('a').textContent()) ?? '').trim()
    await candidate.getByRole('button', { name: `Add ${candidateAddress}` }).click()
    await expect(countHeading).toHaveText(/^6 comparable sales/)
    await expect(page.locator('.comparable h3', { hasText: candidateAddress })).toHaveCount(1)

    await page.getByLabel('Or add a sale by its address').fill('1 Nowhere Lane')
    await page.getByRole('button', { name: 'Add this sale' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'No recorded sale has that address' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/^Error: /)
    await expect(countHeading).toHaveText(/^6 comparable sales/)

    const href = await page
      .getByRole('link', { name: 'Download this analysis (CSV)' })
      .getAttribute('href')
    const csv = await page.request.get(href!)
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect(csv.headers()['content-disposition']).toContain(
      'attachment; filename="cma-ames-0100.csv"',
    )
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toContain('Living area (sq ft): adjustment')
    expect(lines.filter((line) => /^ames-\d{4},/.test(line))).toHaveLength(6)
    expect(lines.some((line) => line.includes(candidateAddress))).toBe(true)
    expect(lines.at(-2)).toMatch(/^Reconciled value,\d+$/)
  },
)

test(
  'the CMA refuses to drop its last comp and a forged sale id',
  { tag: '@no-js' },
  async ({ page, request }) => {
    await page.goto('/cma?home=ames-0100')
    const compId = ((await page.locator('.comparable h3 a').first().getAttribute('href')) ?? '')
      .split('/')
      .at(-1)!
    await page.goto(`/cma?home=ames-0100&comp=${compId}`)
    await expect(page.locator('#comparables')).toHaveText(/^1 comparable sale: /)
    await page
      .locator('.comparable')
      .getByRole('button', { name: /^Remove/ })
      .click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'An analysis needs at least one comparable sale.' }),
    ).toBeVisible()

    const origin = new URL(page.url()).origin
    const forged = await request.post('/cma', {
      headers: { Origin: origin },
      form: { home: 'ames-0100', comp: compId, intent: 'add:../../etc' },
    })
    expect(forged.status()).toBe(400)
    // to the page's own address, as its form posts, so the refusal shows beside the analysis
    const missing = await request.post(`/cma?home=ames-0100&comp=${compId}`, {
      headers: { Origin: origin },
      form: { home: 'ames-0100', comp: compId, intent: 'add:ames-0100' },
    })
    expect(missing.status()).toBe(400)
    expect(await visibleText(missing)).toContain('That sale is not one of the recorded sales')
  },
)
