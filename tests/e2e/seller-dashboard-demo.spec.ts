import { expect, test } from './fixtures'

// issue 19: the seller dashboard with demo data, read-only, for anyone, signed out

test('the demo seller dashboard shows two real homes with demo activity, the same on every visit, and writes nothing', async ({
  page,
}) => {
  const response = await page.goto('/seller-dashboard-demo')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seller dashboard demo')
  await expect(page.getByText(/^Demo data:/)).toBeVisible()
  const listings = page
    .getByRole('region', { name: /The demo seller’s listings \(2\)/ })
    .getByRole('heading', { level: 3 })
  await expect(listings).toHaveCount(2)
  await expect(page.getByRole('main').locator('form[method="post"]')).toHaveCount(0)
  // next steps say what a seller would do, without links to pages that need the seller's account
  await expect(page.getByRole('region', { name: 'Next steps' }).getByRole('link')).toHaveCount(0)
  const first = await page.getByRole('main').innerText()
  await page.reload()
  expect(await page.getByRole('main').innerText()).toBe(first)
  await listings.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/property\/ames-\d+$/)
})

test('the alias lands on it, and a visitor starting to sell is offered it', async ({ page }) => {
  await page.goto('/demo-seller-dashboard')
  await expect(page).toHaveURL(/\/seller-dashboard-demo$/)
  await page.goto('/seller-flow/intent')
  await page.getByRole('link', { name: 'See the seller dashboard with demo data' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seller dashboard demo')
})
