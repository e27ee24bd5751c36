import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { deleteSellerListings, sellerWithActivity } from './support/seller-listings'
import { startSessionAs } from './support/session-cookie'

// issue 19: the seller dashboard's experts and documents sections show what exists, the seller's own only

test.afterEach(() => deleteSellerListings())

test('experts shows the plan of each listing and of the draft; documents its photos and offers; another seller sees none of it', async ({
  page,
  browser,
}) => {
  const [seller, other, buyer] = await Promise.all([
    createUser({ role: 'seller' }),
    createUser({ role: 'seller' }),
    createUser(),
  ])
  const listing = await sellerWithActivity(seller.uid, buyer.uid)
  const { firestore } = emulators()
  await firestore.doc(`listings/${listing.id}`).update({ plan: 'full-service' })
  await firestore.doc(`sellerDrafts/${seller.uid}`).set({
    uid: seller.uid,
    step: 'review',
    plan: 'expert-on-call',
    photos: [],
    updatedAt: Date.now(),
  })
  await startSessionAs(page, seller)

  await page.goto('/seller-dashboard-authentic')
  await page
    .getByRole('navigation', { name: 'Seller dashboard' })
    .getByRole('link', { name: 'Experts' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your experts')
  const listed = page.locator('li.card', {
    has: page.getByRole('heading', { name: listing.address }),
  })
  await expect(listed).toContainText('Full service · 1.5% of the sale price, paid at checkout')
  const inProgress = page.locator('section', {
    has: page.getByRole('heading', { name: /Your listing in progress/ }),
  })
  await expect(inProgress).toContainText('Expert on call · $1,495, paid at checkout')
  await expect(inProgress.getByRole('link', { name: 'Change the plan' })).toHaveAttribute(
    'href',
    '/seller-flow/plan',
  )

  await page
    .getByRole('navigation', { name: 'Seller dashboard' })
    .getByRole('link', { name: 'Documents' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seller documents')
  const documents = page.locator('li.card', {
    has: page.getByRole('heading', { name: listing.address }),
  })
  await expect(documents).toContainText('No photos.')
  await expect(documents).toContainText(
    `$${(listing.price - 10_000).toLocaleString('en-US')}, Cash`,
  )
  await expect(documents).toContainText('Submitted: waiting for the seller')

  const otherPage = await (await browser.newContext()).newPage()
  await startSessionAs(otherPage, other)
  for (const path of ['/seller/dashboard/experts', '/seller/dashboard/documents']) {
    await otherPage.goto(path)
    await expect(otherPage.getByText('No listings yet')).toBeVisible()
    await expect(otherPage.getByText(listing.address)).toHaveCount(0)
  }
})
