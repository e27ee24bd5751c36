import { randomBytes, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'

// issue 41, the accessibility review's nine minor findings, each as it was found ("ready..
// Download" is app/ui/format.test.ts: the toaster's announcement joins its sentences)

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const photoId = () => `p-${[...randomBytes(20)].map((byte) => base62[byte % 62]).join('')}`
const photo = (alt: string) => ({ id: photoId(), alt, width: 1600, height: 1067 })

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

// a listing in progress up to the price step: the facts of one of the market's homes
async function draftUpToPrice(uid: string, more: Record<string, unknown> = {}) {
  const { firestore } = emulators()
  const home = (await firestore.doc('listings/ames-0001').get()).data()!
  await firestore.doc(`sellerDrafts/${uid}`).set({
    uid,
    step: 'price',
    intent: { timing: 'now', agent: 'without-agent' },
    property: {
      homeId: null,
      address: home.address,
      neighborhood: home.neighborhood,
      lat: home.lat,
      lng: home.lng,
    },
    details: {
      propertyType: home.propertyType,
      style: 'one-story',
      beds: home.beds,
      fullBaths: home.fullBaths,
      halfBaths: home.halfBaths,
      sqft: home.sqft,
      lotSqft: home.lotSqft,
      yearBuilt: home.yearBuilt,
      garageSpaces: home.garageSpaces,
      basementSqft: home.basementSqft,
      features: [],
      description: '',
    },
    photos: [],
    updatedAt: Date.now(),
    ...more,
  })
}
const forgetDraft = (uid: string) => emulators().firestore.doc(`sellerDrafts/${uid}`).delete()

// "Save descriptions" came before the photos it saves; Enter in a description still saves
test('the photo list is read and tabbed in order: each photo, then Save descriptions', async ({
  page,
}) => {
  const seller = await createUser({ role: 'seller' })
  await emulators()
    .firestore.doc(`sellerDrafts/${seller.uid}`)
    .set({ uid: seller.uid, photos: [photo('The kitchen'), photo('')], updatedAt: Date.now() })
  await startSessionAs(page, seller)
  await page.goto('/seller-flow/photos')
  await page.getByLabel('Description of photo 1').focus()
  const order: string[] = []
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab')
    order.push(
      await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent ??
          '',
      ),
    )
  }
  expect(order.map((name) => name.trim())).toEqual([
    'Move down photo 1',
    'Remove photo 1',
    '',
    'Move up photo 2',
    'Remove photo 2',
    'Save descriptions',
  ])
  await page.getByLabel('Description of photo 2').fill('The back garden')
  await page.getByLabel('Description of photo 2').press('Enter')
  await expect
    .poll(async () =>
      (
        (await emulators().firestore.doc(`sellerDrafts/${seller.uid}`).get()).get('photos') as {
          alt: string
        }[]
      ).map((saved) => saved.alt),
    )
    .toEqual(['The kitchen', 'The back garden'])
  await forgetDraft(seller.uid)
})

// the plan step's radios were 22 px and hard to hit: the whole card is the label now
test('the plan step’s choices are cards, each with a 24 px radio', async ({ page }) => {
  const seller = await createUser({ role: 'seller' })
  await draftUpToPrice(seller.uid, { step: 'plan', price: { askingPrice: 200_000 } })
  await startSessionAs(page, seller)
  await page.goto('/seller-flow/plan')
  const radios = page.getByRole('radio')
  expect(await radios.count()).toBeGreaterThan(1)
  for (const radio of await radios.all()) {
    const box = (await radio.boundingBox())!
    expect(box.width).toBe(24)
    expect(box.height).toBe(24)
  }
  // a click in the card's corner, away from the radio and its words, chooses it
  const card = page.locator('.choice-cards .choice').last()
  const cardBox = (await card.boundingBox())!
  await card.click({ position: { x: cardBox.width - 4, y: cardBox.height - 4 } })
  await expect(card.getByRole('radio')).toBeChecked()
  await forgetDraft(seller.uid)
})

// a chart's picture named every bar, and the table under it said them again (the vendor's figures
// and the explorer share app/ui/bar-chart.tsx; the explorer's has figures for every visitor)
test('a bar chart is read once: its table, not the picture', async ({ page }) => {
  await page.goto('/neighborhood-explorer')
  const chart = page.getByRole('figure', {
    name: 'Median price per sq ft in Ames, by year of sale',
  })
  await expect(chart.locator('svg')).toBeVisible()
  await expect(chart.getByRole('img')).toHaveCount(0)
  await expect(chart.getByRole('rowheader', { name: '2006' })).toHaveCount(1)
  // a row is named by its cells: what is read besides the rows names 2006 once, in the table
  const read = (await chart.ariaSnapshot()).split('\n').filter((line) => !/^\s*- row /.test(line))
  expect(read.filter((line) => line.includes('2006'))).toHaveLength(1)
})

// the explorer's table was 1787 px wide on a 1280 px screen
test('the neighborhood table fits a 1280 px screen, and scrolls on its own on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/neighborhood-explorer')
  const table = page.getByRole('region', { name: 'Every neighborhood, in figures' })
  await expect(table).toBeVisible()
  const width = () =>
    table.evaluate((region) => ({ scroll: region.scrollWidth, client: region.clientWidth }))
  const wide = await width()
  expect(wide.scroll).toBeLessThanOrEqual(wide.client)
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280)

  await page.setViewportSize({ width: 320, height: 720 })
  expect(await pageWidth(page)).toBeLessThanOrEqual(320)
  await expect(table).toHaveAttribute('tabindex', '0')
})

// a long e-mail address widened the settings page past a phone's screen
test('the settings page fits 320 px with a long e-mail address', async ({ page }) => {
  const user = await createUser({ emailPrefix: `a-very-long-address-${'x'.repeat(40)}` })
  await startSessionAs(page, user)
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto('/settings')
  await expect(page.getByText(user.email).first()).toBeVisible()
  expect(await pageWidth(page)).toBeLessThanOrEqual(320)
})

// "Payment paid: …" said the status in the way of the words
test('a paid order’s title and heading say the payment was received', async ({ page }) => {
  const buyer = await createUser()
  const id = `o-${randomUUID()}`
  const order = emulators().firestore.doc(`orders/${id}`)
  await order.set({
    id,
    uid: buyer.uid,
    purchaseId: 'expert-on-call',
    kind: 'plan',
    name: 'Expert on call plan',
    amountCents: 149_500,
    currency: 'usd',
    zip: null,
    status: 'paid',
    sessionId: null,
    checkoutUrl: null,
    createdAt: Date.now() - 3_600_000,
    paidAt: Date.now() - 3_500_000,
  })
  await startSessionAs(page, buyer)
  await page.goto(`/payment-confirmation?order=${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Payment received: Expert on call plan',
  )
  await expect(page).toHaveTitle(/^Payment received: Expert on call plan/)
  await order.delete()
})

// following the error summary's link to the price scrolled its label out of view (without
// JavaScript the link is a plain fragment link; with it, the summary scrolls the label in)
test(
  'the error summary’s link to the asking price shows its label',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'seller' })
    await draftUpToPrice(seller.uid)
    await startSessionAs(page, seller)
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/seller-flow/price')
    await page.getByLabel('Asking price (USD)').fill('')
    await page.getByRole('button', { name: 'Continue' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.getByRole('link', { name: /^Asking price/ }).click()
    const label = page.locator('label', { hasText: 'Asking price (USD)' })
    await expect(label).toBeInViewport({ ratio: 1 })
    await expect(page.getByLabel('Asking price (USD)')).toBeInViewport({ ratio: 1 })
    await forgetDraft(seller.uid)
  },
)

// at 1024 px with the text at 200%, GET STARTED sat past the right edge of the screen: the closed
// menu still laid its list out, inside the <details> beside the Menu button
test('GET STARTED stays on a 1024 px screen with 200% text', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/')
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  const rightEdges = () =>
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^get started/i, includeHidden: true })
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right))
  for (const right of await rightEdges()) expect(right).toBeLessThanOrEqual(1024)
  await page.getByRole('navigation', { name: 'Main' }).getByText('Menu').click()
  const getStarted = page.getByRole('link', { name: 'GET STARTED' })
  await expect(getStarted).toBeInViewport()
  for (const right of await rightEdges()) expect(right).toBeLessThanOrEqual(1024)
  expect(await pageWidth(page)).toBeLessThanOrEqual(1024)
})
