import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'

test(
  'the questionnaire keeps a visitor’s answers and shows matching homes with reasons',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    await page.goto('/buyer-flow')
    await page.getByLabel('Budget (USD, at most)').fill('260000')
    await page.getByLabel('Bedrooms (at least)').fill('3')
    await page.getByLabel('Fireplace').check()
    await page.getByRole('button', { name: 'Save and show matches' }).click()
    await expect(page.getByRole('heading', { name: /\d+ homes? match/ })).toBeVisible()
    await expect(page.getByText(/within your \$260,000 budget/).first()).toBeVisible()
    await expect(page.getByText(/Has fireplace/).first()).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Budget (USD, at most)')).toHaveValue('260000')
    await expect(page.getByLabel('Fireplace')).toBeChecked()
    if (javaScriptEnabled) await axe()
  },
)

test(
  'a signed-in buyer’s answers are saved to the profile; bad values get messages',
  { tag: '@no-js' },
  async ({ page }) => {
    const buyer = await createUser()
    await startSessionAs(page, buyer)
    await page.goto('/buyer-flow')
    await page.getByLabel('Budget (USD, at most)').fill('lots')
    await page.getByRole('button', { name: 'Save and show matches' }).click()
    await expect(page.getByRole('alert')).toContainText('Enter a budget as a number')
    await page.getByLabel('Budget (USD, at most)').fill('300000')
    await page.getByRole('button', { name: 'Save and show matches' }).click()
    await expect(page.getByRole('heading', { name: /\d+ homes? match/ })).toBeVisible()
    const profile = (await emulators().firestore.doc(`users/${buyer.uid}`).get()).data()
    expect(profile?.buyerPreferences).toMatchObject({ budget: 300000, mustHaves: [] })
  },
)

test(
  'the pre-qualification saves each step and ends in what the buyer can afford',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    await page.goto('/fast-online-application')
    await expect(page.getByText('Step 1 of 4')).toBeVisible()
    await page.getByLabel('Gross yearly household income (USD)').fill('ninety')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('alert')).toContainText('Enter your income as a number, like 85000')
    await page.getByLabel('Gross yearly household income (USD)').fill('90000')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByText('Step 2 of 4')).toBeVisible()
    await page.getByLabel('Monthly debt payments (USD)').fill('200')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByText('Step 3 of 4')).toBeVisible()
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(page.getByLabel('Monthly debt payments (USD)')).toHaveValue('200')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await page.getByLabel('Savings for the down payment (USD)').fill('40000')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await page.getByLabel('Mortgage interest rate (% a year)').fill('6.5')
    await page.getByRole('button', { name: 'See what I can afford' }).click()
    await expect(page.getByRole('heading', { name: 'What you can afford' })).toBeVisible()
    // 28% of $7,500 a month is $2,100 for housing
    await expect(
      page.getByRole('row', { name: /Housing limit \(28% of gross monthly income\)/ }),
    ).toContainText('$2,100')
    await expect(page.getByText(/Up to \$\d{3},\d{3}/)).toBeVisible()
    if (javaScriptEnabled) await axe()
  },
)

test('the buyer workflow shows the buyer’s real progress', { tag: '@no-js' }, async ({ page }) => {
  const buyer = await createUser()
  await startSessionAs(page, buyer)
  await page.goto('/buyer-workflow')
  await expect(page.getByText('0 of 6 steps done.')).toBeVisible()
  await page.goto('/properties')
  await page.locator('.listing-card').first().getByRole('button', { name: /^Save/ }).click()
  await expect(
    page.locator('.listing-card').first().getByRole('button', { name: /^Save/, pressed: true }),
  ).toBeVisible()
  await page.goto('/buyer-workflow')
  await expect(page.getByText('1 of 6 steps done.')).toBeVisible()
  await expect(page.locator('.journey__step--done h2')).toHaveText(['Search and save homes'])
})
