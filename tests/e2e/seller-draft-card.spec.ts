import { expect, test } from './fixtures'
import { createUser, signIn } from './support/accounts'
import { emulators } from './support/firebase'

// a listing in progress is waiting on the seller's dashboard, where it was left

test('the seller dashboard offers to continue a listing in progress, at the step it reached', async ({ page }) => {
  const seller = await createUser({ role: 'seller' })
  await signIn(page, seller)
  await page.goto('/seller-dashboard-authentic')
  await expect(page.getByRole('heading', { name: 'No listings yet' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Continue your listing' })).toHaveCount(0)

  const address = { line1: '3010 Story Street', city: 'Ames', state: 'IA', zip: '50014' }
  await emulators().firestore.doc(`sellerDrafts/${seller.uid}`).set({
    uid: seller.uid, step: 'details', intent: { timeline: 'now', agent: 'without' }, photos: [], updatedAt: Date.now(),
    property: { homeId: null, address, neighborhood: 'Gilbert', lat: 42.05, lng: -93.64 },
  })
  await page.goto('/seller-dashboard-authentic')
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Continue your listing' }) })
  await expect(card).toContainText('3010 Story Street, Ames, IA 50014 · Step 3 of 6: Details and photos')
  await expect(page.getByRole('heading', { name: 'No listings yet' })).toHaveCount(0)
  await card.getByRole('link', { name: 'Continue your listing' }).click()
  await expect(page).toHaveURL(/\/seller-flow\/details$/)
})
