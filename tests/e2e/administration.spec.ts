import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { jobsSecret } from './support/jobs'
import { startSessionAs } from './support/session-cookie'
import type { Page } from '@playwright/test'

// issue 23: the admin's analytics (aggregation queries and page-view counters), refused to
// everyone else; saved-search alerts sent by the scheduler's endpoint, each home once

const marketDay = (ms: number) => {
  const date = new Date(ms)
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')!.value
  const hours = Number(offset.replace('GMT', '') || 0)
  return new Date(ms + hours * 3_600_000).toISOString().slice(0, 10)
}

async function funnelCounts(page: Page, from: string, to: string) {
  await page.goto(`/analytics-dashboard?${new URLSearchParams({ from, to })}`)
  const table = page.getByRole('table', { name: /^Buyer funnel/ })
  const value = async (step: string) =>
    Number(
      (
        (await table
          .getByRole('row', { name: new RegExp(`^${step}`) })
          .getByRole('cell')
          .textContent()) ?? ''
      ).replace(/[^\d]/g, ''),
    )
  return {
    views: await value('Page views'),
    saves: await value('Homes saved'),
    questions: await value('Questions asked'),
    offers: await value('Offers made'),
  }
}

test('everyone but an admin is refused the analytics dashboard', async ({ page }) => {
  const response = await page.request.get('/analytics-dashboard', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toMatch(/^\/auth\/login\?/)
  for (const role of ['buyer', 'seller', 'vendor']) {
    const context = await page.context().browser()!.newContext()
    const other = await context.newPage()
    await startSessionAs(other, await createUser({ role }))
    const refused = await other.goto('/analytics-dashboard')
    expect(refused?.status()).toBe(403)
    await expect(other.getByRole('heading', { level: 1 })).not.toHaveText('Analytics')
    await context.close()
  }
})

test('users by stored role counts every account, those who signed up as “user” and unknown roles included, and adds up to the total', async ({
  page,
}) => {
  await startSessionAs(page, await createUser({ role: 'admin' }))
  const figures = async () => {
    await page.goto('/analytics-dashboard')
    const table = page.getByRole('table', { name: /^Users by stored role/ })
    const rows = await table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .all()
    const bars = new Map<string, number>()
    for (const row of rows)
      bars.set(
        ((await row.getByRole('rowheader').textContent()) ?? '').trim(),
        Number(((await row.getByRole('cell').textContent()) ?? '').replace(/[^\d]/g, '')),
      )
    const total = Number(
      ((await page.getByText(/accounts? in all/).textContent()) ?? '')
        .replace(/[^\d].*$/s, '')
        .replace(/,/g, ''),
    )
    return { bars, total }
  }
  const before = await figures()
  await createUser({ role: 'user' })
  await createUser({ role: 'landlord' })
  const after = await figures()
  expect(after.bars.get('Buyers and sellers (signed up as “user”)')).toBeGreaterThan(
    before.bars.get('Buyers and sellers (signed up as “user”)')!,
  )
  expect(after.bars.get('Other or none')).toBeGreaterThan(before.bars.get('Other or none')!)
  expect([...after.bars.values()].reduce((sum, value) => sum + value, 0)).toBe(after.total)
})

test(
  'the admin sees last week’s funnel move after a buyer saves, asks and offers',
  { tag: '@no-js' },
  async ({ page, browser, axe, javaScriptEnabled }) => {
    const admin = await createUser({ role: 'admin' })
    await startSessionAs(page, admin)
    const today = marketDay(Date.now())
    const weekAgo = marketDay(Date.now() - 6 * 86_400_000)
    const before = await funnelCounts(page, weekAgo, today)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics')
    if (javaScriptEnabled) await axe()

    const buyerContext = await browser.newContext()
    const buyerPage = await buyerContext.newPage()
    await startSessionAs(buyerPage, await createUser({ role: 'buyer' }))
    const forSale = await emulators()
      .firestore.collection('listings')
      .where('status', '==', 'active')
      .where('source', '==', 'ames')
      .limit(20)
      .get()
    await buyerPage.goto(`/property/${forSale.docs[Math.floor(Math.random() * forSale.size)]!.id}`)
    await buyerPage.getByRole('button', { name: 'Save this home' }).click()
    await expect(
      buyerPage.getByRole('button', { name: 'Save this home', pressed: true }),
    ).toBeVisible()
    await buyerPage
      .getByLabel('Your question')
      .fill(`Is the furnace recent? ${randomUUID().slice(0, 6)}`)
    await buyerPage.getByRole('button', { name: 'Send question' }).click()
    await expect(buyerPage).toHaveURL(/#ask$/)
    await buyerPage.getByLabel('Offer amount (USD)').fill('150000')
    await buyerPage.getByRole('combobox', { name: 'Financing' }).selectOption('conventional')
    await buyerPage
      .getByLabel('Closing date')
      .fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10))
    await buyerPage.getByRole('button', { name: 'Submit offer' }).click()
    await expect(buyerPage).toHaveURL(/#offer$/)
    await buyerContext.close()

    // page views are counted in batches, within a second
    await expect
      .poll(
        async () => {
          const after = await funnelCounts(page, weekAgo, today)
          return (
            after.saves > before.saves &&
            after.questions > before.questions &&
            after.offers > before.offers &&
            after.views > before.views
          )
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    await expect(
      page
        .getByRole('table', { name: /^Page views by page/ })
        .getByRole('row', { name: /^property [\d,]+$/ }),
    ).toBeVisible()

    // a bad range is said, and the page still answers with the default
    await page.goto('/analytics-dashboard?from=yesterday&to=2999-01-01')
    await expect(page.getByRole('alert')).toContainText('Enter a date like 2026-11-20')
    await expect(page.getByRole('alert')).toContainText('The end date cannot be after today')
    await expect(page).toHaveTitle(/^Error: /)
  },
)

test('a weekly saved search gets exactly one mail for a new matching home', async ({
  page,
  request,
}) => {
  const buyer = await createUser({ role: 'buyer' })
  await startSessionAs(page, buyer)
  const neighborhood = `Alertfield ${randomUUID().slice(0, 8)}`
  await page.goto(`/property-search?${new URLSearchParams({ place: neighborhood })}`)
  // nothing matches yet, so save the search from its address
  const { firestore } = emulators()
  const saved = await firestore.collection('savedSearches').add({
    uid: buyer.uid,
    name: 'Alertfield homes',
    params: `status=active&sort=newest&place=${encodeURIComponent(neighborhood)}`,
    frequency: 'weekly',
    createdAt: Date.now() - 10 * 86_400_000,
  })
  await saved.update({ id: saved.id })

  const market = (await firestore.doc('listings/ames-0001').get()).data()!
  const id = `s-alert${randomUUID().replace(/-/g, '').slice(0, 13)}`
  const now = Date.now()
  await firestore.doc(`listings/${id}`).set({
    ...market,
    id,
    source: 'seller',
    sellerId: 'alert-seller',
    status: 'active',
    neighborhood,
    listedAt: now - 9 * 86_400_000,
    photos: [],
    createdAt: now,
    updatedAt: now,
  })
  try {
    await expect
      .poll(
        async () => (
          await page.goto(`/property-search?${new URLSearchParams({ place: neighborhood })}`),
          await page.locator('.listing-card').count()
        ),
      )
      .toBe(1)
    const refused = await request.post('/api/jobs/search-alerts', {
      headers: { authorization: 'Bearer not-the-secret' },
    })
    expect(refused.status()).toBe(401)
    const run = async () =>
      (
        await request.post('/api/jobs/search-alerts', {
          headers: { authorization: `Bearer ${jobsSecret}` },
        })
      ).json()
    expect(await run()).toMatchObject({ due: expect.any(Number) })
    await run()
    const letters = await firestore
      .collection('mail')
      .where('toUids', 'array-contains', buyer.uid)
      .get()
    expect(letters.docs.map((doc) => doc.get('message.subject'))).toEqual([
      '1 new home for “Alertfield homes”',
    ])
    expect(letters.docs[0]!.get('message.text')).toContain(`/property/${id}`)
    await page.goto('/auth/mailbox')
    await expect(page.getByText('1 new home for “Alertfield homes”')).toBeVisible()
  } finally {
    await firestore.doc(`listings/${id}`).delete()
  }
})
