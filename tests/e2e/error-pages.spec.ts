import type { Page, Response } from '@playwright/test'
import { messages } from '../../app/features/accounts/messages'
import { buyerMessages } from '../../app/features/buyers/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'

// what a route says went wrong reaches the visitor: the status, a heading that names it, the
// route's own message and a way on, as visible text (JavaScript on and off)

// the form's next post to `path` goes out with `changes` written over its fields, as a person
// editing the page or forging the request would send it; answers the page's response to it
async function forgeNextPost(
  page: Page,
  path: string,
  changes: Record<string, string>,
): Promise<() => Promise<Response>> {
  await page.route(`**${path}*`, async (route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.continue()
    const fields = new URLSearchParams(request.postData() ?? '')
    for (const [name, value] of Object.entries(changes)) fields.set(name, value)
    await route.continue({ postData: fields.toString() })
  })
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith(path),
  )
  return () => answered
}

test('an unknown home says so, with the way back to search', async ({ page }) => {
  const response = await page.goto('/property/ames-9999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Home not found' })).toBeVisible()
  await expect(page.getByText(buyerMessages.homeNotFound)).toBeVisible()
  await expect(page).toHaveTitle(/^Home not found/)
  await page.getByRole('link', { name: 'Back to search' }).click()
  await expect(page).toHaveURL(/\/property-search$/)
})

test(
  'cancelling a tour with a made-up id says the tour is not among yours',
  { tag: '@no-js' },
  async ({ page }) => {
    const buyer = await createUser()
    const tour = emulators().firestore.collection('appointments').doc()
    const now = Date.now()
    await tour.set({
      id: tour.id,
      uid: buyer.uid,
      listingId: 'ames-0001',
      address: '1 Test Street, Ames, IA 50010',
      startsAt: now + 86_400_000,
      status: 'scheduled',
      createdAt: now,
    })
    await startSessionAs(page, buyer)
    await page.goto('/appointments')
    const answer = await forgeNextPost(page, '/appointments', { appointmentId: 'made-up-tour-id' })
    await page.getByRole('button', { name: /Cancel tour/ }).click()
    expect((await answer()).status()).toBe(404)
    await expect(page.getByText('Error 404')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Tour not found' })).toBeVisible()
    await expect(page.getByText('We could not find that tour among yours.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to your dashboard' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Buyer dashboard' })).toBeVisible()
    expect((await tour.get()).get('status')).toBe('scheduled')
  },
)

test(
  'a buyer who posts role=admin gets a 403 page saying the role is not theirs',
  { tag: '@no-js' },
  async ({ page }) => {
    await startSessionAs(page, await createUser())
    await page.goto('/buyer-dashboard')
    await page.locator('.role-switcher summary').click()
    const answer = await forgeNextPost(page, '/auth/role', { role: 'admin' })
    await page.getByRole('button', { name: /Seller dashboard/ }).click()
    expect((await answer()).status()).toBe(403)
    await expect(page.getByText('Error 403')).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your role was not changed' }),
    ).toBeVisible()
    await expect(page.getByText(messages.refused.roleNotAvailable)).toBeVisible()
    await page.getByRole('link', { name: 'Go to your dashboard' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Buyer dashboard' })).toBeVisible()
  },
)
