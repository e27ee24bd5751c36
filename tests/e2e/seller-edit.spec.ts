import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { postForm } from './support/hostile-posts'
import {
  createSellerListing,
  deleteSellerListings,
  waitForSearchToShow,
} from './support/seller-listings'
import { startSessionAs } from './support/session-cookie'

// issue 19: a seller corrects a published listing's facts, description and price; buyers see it at
// once; nobody else can

test.afterEach(() => deleteSellerListings())

const editPath = (id: string) => `/seller/dashboard/listings/${id}/edit`

test(
  'a seller edits the beds, description and price of a listing; its page, search and history show it',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'seller' })
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, seller)
    await waitForSearchToShow(page, listing)
    await page.goto('/seller/dashboard/listings')
    await page
      .getByRole('link', { name: `Edit the details and price of ${listing.address}` })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${listing.address}`)
    const newPrice = listing.price - 15_000
    await page.getByLabel('Asking price (USD)').fill(String(newPrice))
    await page.getByLabel('Bedrooms').fill('5')
    await page
      .getByLabel('Description')
      .fill('Freshly painted, a new roof in 2024 and a fenced yard that backs onto the park.')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(/\/seller\/dashboard\/listings$/)
    await expect(
      page.getByText('Buyers see the new details now, in search and on its page.').first(),
    ).toBeVisible()
    await page.getByText(/^Edits \(1\)$/).click()
    await expect(
      page.getByText(/Bedrooms, Description, Asking price \(price \$[\d,]+ to \$[\d,]+\)/),
    ).toBeVisible()

    await page.goto(`/property/${listing.id}`)
    await expect(page.getByText('a fenced yard that backs onto the park')).toBeVisible()
    await expect(page.locator('.property__price').first()).toContainText(
      `$${newPrice.toLocaleString('en-US')}`,
    )
    await waitForSearchToShow(page, { ...listing, price: newPrice })
  },
)

test(
  'bad input is answered on the same page and changes nothing',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'seller' })
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, seller)
    await page.goto(editPath(listing.id))
    await page.getByLabel('Asking price (USD)').fill('5')
    await page.getByLabel('Bedrooms').fill('40')
    await page.getByLabel('Description').fill('Short')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${listing.address}`)
    const summary = page.locator('#listing-edit-error-summary')
    await expect(summary).toContainText('Bedrooms')
    await expect(summary).toContainText('Asking price (USD)')
    await expect(summary).toContainText('Description')
    const stored = (await emulators().firestore.doc(`listings/${listing.id}`).get()).data()!
    expect(stored.price).toBe(listing.price)
    expect(stored.editHistory).toBeUndefined()
  },
)

test('another seller, a buyer and a made-up id cannot read or change a listing', async ({
  page,
  browser,
}) => {
  const [owner, other, buyer] = await Promise.all([
    createUser({ role: 'seller' }),
    createUser({ role: 'seller' }),
    createUser(),
  ])
  const listing = await createSellerListing(owner.uid)
  await startSessionAs(page, other)
  const viewed = await page.goto(editPath(listing.id))
  expect(viewed?.status()).toBe(404)
  await expect(page.getByText('We could not find that listing among yours.')).toBeVisible()
  expect(
    (
      await postForm(page.request, editPath(listing.id), {
        askingPrice: '1000000',
        description: 'x'.repeat(50),
      })
    ).status(),
  ).toBe(404)
  expect((await page.goto(editPath('ames-0001')))?.status()).toBe(404)
  expect((await page.goto(editPath('s-AAAAAAAAAAAAAAAAAAAA')))?.status()).toBe(404)
  const stored = (await emulators().firestore.doc(`listings/${listing.id}`).get()).data()!
  expect(stored.price).toBe(listing.price)

  const buyerPage = await (await browser.newContext()).newPage()
  await startSessionAs(buyerPage, buyer)
  expect((await buyerPage.goto(editPath(listing.id)))?.status()).toBe(403)
})
