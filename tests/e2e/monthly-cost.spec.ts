import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { buyerMessages } from '../../app/features/buyers/messages'
import { monthlyCost, type MonthlyCostTerms } from '../../app/features/buyers/monthly-cost'
import { formatDollars } from '../../app/ui/format'
import { demoHomeForSalePath } from './support/seller-listings'

// a home's monthly cost (ADR 069): the settings' documented defaults, as the test server runs
const assumptions = { taxRatePercent: 1.5, insuranceRatePercent: 0.4 }
const words = buyerMessages.monthlyCost

async function priceOf(page: Page) {
  const text = (await page.locator('.property__header .property__price').textContent()) ?? ''
  return Number(/\$([\d,]+)/.exec(text)![1]!.replaceAll(',', ''))
}

const totalFor = (price: number, terms: MonthlyCostTerms) =>
  formatDollars(monthlyCost({ price }, terms, assumptions).total)

test('a home for sale shows its monthly cost, which follows the terms as they are typed', async ({
  page,
  axe,
}) => {
  const path = await demoHomeForSalePath()
  await page.goto(path)
  const price = await priceOf(page)
  const section = page.getByRole('region', { name: words.title })
  await expect(section.locator('.cost-total')).toContainText(
    `About ${totalFor(price, { down: 20, rate: 6.5, term: 30 })} a month with 20% down`,
  )
  const table = section.getByRole('table')
  await expect(table.getByRole('row', { name: /HOA dues/ })).toContainText(words.hoaUnknown)
  await expect(section).toContainText(
    'Rate offered first: 6.5% a year, assumed as of Nov 28, 2026, source: Threshold’s assumption',
  )
  await expect(section.getByRole('link', { name: 'Check what you can afford' })).toHaveAttribute(
    'href',
    '/fast-online-application',
  )
  await axe()
  await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter))

  // typed: the figures follow at once, the address stays until the form is sent
  await section.getByLabel('Interest rate (% a year)').fill('0')
  await section.getByLabel('Length of the loan (years)').fill('10')
  const atZero = monthlyCost({ price }, { down: 20, rate: 0, term: 10 }, assumptions)
  await expect(section.locator('.cost-total')).toContainText(formatDollars(atZero.total))
  await expect(table.getByRole('row', { name: /Principal and interest/ })).toContainText(
    formatDollars(Math.round((price - atZero.downPayment) / 120)),
  )
  expect(new URL(page.url()).search).toBe('')
  await section.getByRole('button', { name: 'Update the cost' }).click()
  await expect(page).toHaveURL(/[?&]down=20&rate=0&term=10#monthly-cost$/)
  await expect(section.locator('.cost-total')).toContainText(formatDollars(atZero.total))
})

test(
  'the cost form works from the address: out of range is shown as the site shows errors, then the shared address gives the same figures',
  { tag: '@no-js' },
  async ({ page, javaScriptEnabled }) => {
    const path = await demoHomeForSalePath()
    const refused = await page.goto(`${path}?down=120&rate=6&term=40`)
    expect(refused?.status()).toBe(400)
    await expect(page).toHaveTitle(/^Error: /)
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toContainText(words.downRange)
    await expect(summary).toContainText(words.termRange)
    if (javaScriptEnabled) await expect(summary).toBeFocused()
    const down = page.getByLabel('Down payment (% of the price)')
    await expect(down).toHaveAttribute('aria-invalid', 'true')
    await expect(down).toHaveValue('120')

    await down.fill('100')
    await page.getByLabel('Length of the loan (years)').fill('15')
    await page.getByRole('button', { name: 'Update the cost' }).click()
    await expect(page).toHaveURL(/[?&]down=100&rate=6&term=15#monthly-cost$/)
    await expect(page).not.toHaveTitle(/^Error: /)
    const price = await priceOf(page)
    const section = page.getByRole('region', { name: words.title })
    await expect(section.locator('.cost-total')).toContainText(
      `About ${totalFor(price, { down: 100, rate: 6, term: 15 })} a month with 100% down`,
    )
    await expect(section.getByRole('row', { name: /Principal and interest/ })).toContainText(
      words.paidInFull,
    )

    // a 30-year loan at 6% on the home with nothing down, as a shared address
    const shared = await page.goto(`${path}?down=0&rate=6&term=30`)
    expect(shared?.status()).toBe(200)
    await expect(
      page.getByRole('region', { name: words.title }).locator('.cost-total'),
    ).toContainText(`About ${totalFor(price, { down: 0, rate: 6, term: 30 })} a month`)
  },
)
