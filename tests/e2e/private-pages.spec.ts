import type { APIResponse, Response } from '@playwright/test'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'

// every answer to a signed-in visitor is `private, no-store`; anonymous pages and shared assets
// keep their own cache headers (ADR 018)
const noStore = 'private, no-store'
const cacheControlOf = (response: APIResponse | Response | null) =>
  response?.headers()['cache-control']

test(
  'a signed-in visitor’s sign-in, pages and the data behind them are never stored',
  { tag: '@no-js' },
  async ({ page, javaScriptEnabled }) => {
    const user = await createUser({ role: 'buyer' })
    await page.goto('/auth/login')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    const signingIn = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.startsWith('/auth/login'),
    )
    await page.getByRole('button', { name: 'Sign In' }).click()
    expect(cacheControlOf(await signingIn)).toBe(noStore)
    await expect(page).toHaveURL(/\/buyer-dashboard$/)

    expect(cacheControlOf(await page.goto('/property-search?status=active'))).toBe(noStore)
    const opening = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/property/'),
    )
    await page.locator('.listing-card h3 a').first().click()
    const home = await opening
    if (javaScriptEnabled) expect(new URL(home.url()).pathname).toMatch(/\.data$/)
    expect(cacheControlOf(home)).toBe(noStore)
    await expect(page.getByRole('heading', { name: 'Facts' })).toBeVisible()
  },
)

test.describe('server answers', () => {
  test('every kind of answer to a signed-in visitor is private, no-store', async ({ page }) => {
    const user = await createUser({ role: 'buyer' })
    const tour = emulators().firestore.collection('appointments').doc()
    await tour.set({
      id: tour.id,
      uid: user.uid,
      listingId: 'ames-0001',
      address: '1 Test Street, Ames',
      startsAt: Date.now() + 86_400_000,
      status: 'scheduled',
      createdAt: Date.now(),
    })
    await startSessionAs(page, user)
    const answers: Array<[string, number]> = [
      ['/buyer-dashboard', 200],
      ['/property/ames-0001', 200],
      ['/buyer-dashboard.data', 200],
      ['/property/ames-0001.data', 200],
      ['/_root.data', 200],
      [`/appointments/${tour.id}/calendar.ics`, 200],
      ['/cma/analysis.csv?home=ames-0100', 200],
      ['/settings', 200],
      ['/property/no-such-home', 404],
      ['/auth/role', 405],
      ['/property/%FF%FE', 400],
    ]
    for (const [path, status] of answers) {
      const response = await page.request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
      expect(cacheControlOf(response), path).toBe(noStore)
    }
    const refused = await page.request.post('/property/ames-0001', {
      headers: { 'content-type': 'application/json' },
      data: '{}',
    })
    expect(refused.status()).toBe(415)
    expect(cacheControlOf(refused)).toBe(noStore)
  })

  test('the answer that signs out clears the session and is not stored', async ({ page }) => {
    await startSessionAs(page, await createUser({ role: 'buyer' }))
    const response = await page.request.post('/auth/logout', { form: {}, maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers()['set-cookie']).toMatch(/__session=;/)
    expect(cacheControlOf(response)).toBe(noStore)
  })

  test('a signed-in visitor still gets hashed assets cached for a year', async ({ page }) => {
    await startSessionAs(page, await createUser({ role: 'buyer' }))
    const html = await (await page.request.get('/how-it-works')).text()
    const asset = html.match(/(\/assets\/[^"]+\.(?:js|css))"/)?.[1] ?? '/assets/missing.js'
    const response = await page.request.get(asset)
    expect(response.status()).toBe(200)
    expect(cacheControlOf(response)).toMatch(
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    )
  })

  test('an anonymous visitor’s page keeps its shared cache', async ({ request }) => {
    const first = await request.get('/')
    const second = await request.get('/')
    expect(first.status()).toBe(200)
    expect(second.headers()['x-cache']).toBe('hit')
    for (const response of [first, second])
      expect(cacheControlOf(response) ?? '').not.toMatch(/private|no-store/)
  })
})
