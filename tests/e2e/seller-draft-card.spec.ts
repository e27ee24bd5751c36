import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { postForm } from './support/hostile-posts'
import { startSessionAs } from './support/session-cookie'

// a listing in progress is waiting on the seller's dashboard, where it was left

test('the seller dashboard offers to continue a listing in progress, at the step it reached', async ({
  page,
}) => {
  const seller = await createUser({ role: 'seller' })
  await startSessionAs(page, seller)
  await page.goto('/seller-dashboard-authentic')
  await expect(page.getByRole('heading', { name: 'No listings yet' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Continue your listing' })).toHaveCount(0)

  const address = { line1: '3010 Story Street', city: 'Ames', state: 'IA', zip: '50014' }
  await emulators()
    .firestore.doc(`sellerDrafts/${seller.uid}`)
    .set({
      uid: seller.uid,
      step: 'details',
      intent: { timing: 'now', agent: 'without-agent' },
      photos: [],
      updatedAt: Date.now(),
      property: { homeId: null, address, neighborhood: 'Gilbert', lat: 42.05, lng: -93.64 },
    })
  await page.goto('/seller-dashboard-authentic')
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Continue your listing' }),
  })
  await expect(card).toContainText(
    '3010 Story Street, Ames, IA 50014 · Step 3 of 6: Details and photos',
  )
  await expect(page.getByRole('heading', { name: 'No listings yet' })).toHaveCount(0)
  await card.getByRole('link', { name: 'Continue your listing' }).click()
  await expect(page).toHaveURL(/\/seller-flow\/details$/)
})

test(
  'a draft is discarded only with the box ticked, and only the seller’s own',
  { tag: '@no-js' },
  async ({ page, browser }) => {
    const [seller, other] = await Promise.all([
      createUser({ role: 'seller' }),
      createUser({ role: 'seller' }),
    ])
    const draft = emulators().firestore.doc(`sellerDrafts/${seller.uid}`)
    await draft.set({
      uid: seller.uid,
      step: 'property',
      intent: { timing: 'now', agent: 'without-agent' },
      photos: [],
      updatedAt: Date.now(),
    })

    // another seller's discard acts on their own (missing) draft, never on this one
    const otherPage = await (await browser.newContext()).newPage()
    await startSessionAs(otherPage, other)
    await otherPage.goto('/seller-dashboard-authentic')
    expect(
      (
        await postForm(otherPage.request, '/seller-dashboard-authentic', { confirm: 'on' })
      ).status(),
    ).toBe(409)
    expect((await draft.get()).exists).toBe(true)

    await startSessionAs(page, seller)
    await page.goto('/seller-dashboard-authentic')
    await page.getByText('Discard this draft', { exact: true }).click()
    await page.getByRole('button', { name: 'Discard draft' }).click()
    await expect(page.locator('#discard-draft-error-summary')).toContainText(
      'Tick the box to confirm you want to discard the draft',
    )
    expect((await draft.get()).exists).toBe(true)
    await page.getByLabel('Yes, discard this draft and its photos').check()
    await page.getByRole('button', { name: 'Discard draft' }).click()
    await expect(page.getByText('Its answers and photos are gone.').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Continue your listing' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'No listings yet' })).toBeVisible()
    expect((await draft.get()).exists).toBe(false)
  },
)
