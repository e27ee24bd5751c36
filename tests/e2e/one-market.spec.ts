import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { providerMessages } from '../../app/features/providers/messages'
import { planMessages } from '../../app/features/sellers/messages'
import { valuationMessages } from '../../app/features/valuation/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'

// issue 38, journey 1, as a new person would take it with JavaScript off: someone who signs up
// as "I'm looking to buy or sell property" (stored role `user`) lists a home the records do not
// know, in an Ames ZIP code, and publishes it; the home is valued; every link in every mail the
// seller gets opens; the seller answers a buyer's question, confirms the tour and accepts the
// offer, and the buyer sees all three

const day = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

async function register(page: Page, name: string, email: string) {
  await page.goto('/auth/register')
  await expect(page.getByLabel("I'm looking to buy or sell property")).toBeChecked()
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Market38pass')
  await page.getByLabel('Confirm Password').fill('Market38pass')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).not.toHaveURL(/\/auth\/register/)
}

async function listNewHome(page: Page, line1: string): Promise<string> {
  await page.goto('/seller-flow')
  await page.getByLabel('I want to sell now').check()
  await page.getByLabel('Without an agent').check()
  await page.getByRole('button', { name: 'Continue' }).click()

  await page.getByLabel('A home not in the records').check()
  await page.getByLabel('House number and street').fill(line1)
  await page.getByLabel('ZIP code').selectOption('50010')
  await page.getByLabel('Neighborhood').selectOption({ index: 3 })
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/seller-flow\/details$/)
  await page.getByLabel('Type of home').selectOption('single-family')
  await page.getByLabel('Stories').selectOption('two-story')
  for (const [label, value] of [
    ['Bedrooms', '3'],
    ['Full bathrooms', '2'],
    ['Half bathrooms', '1'],
    ['Living area (sq ft)', '1820'],
    ['Lot size (sq ft)', '9500'],
    ['Year built', '2003'],
    ['Garage spaces', '2'],
    ['Basement area (sq ft)', '900'],
  ]) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
  await page
    .getByLabel('Description')
    .fill(
      'A bright two-story home with a finished basement, a deck over the yard and a two-car garage on a quiet street.',
    )
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/seller-flow\/photos$/)
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/seller-flow\/price$/)
  const shown = (await page.locator('.valuation-estimate__value').textContent())!
  await page.getByLabel('Asking price (USD)').fill(shown.replace(/[$,]/g, ''))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/seller-flow\/plan$/)
  await page.getByLabel(/^On your own /).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/seller-flow\/review$/)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL(/\/seller\/dashboard\/listings\/s-[A-Za-z0-9]{20}\/published$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(planMessages.publishedTitle)
  return shown
}

async function buyerPage(browser: Browser) {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
  await startSessionAs(page, await createUser())
  return page
}

// every link in the mail queued for one person: the line each letter ends with
async function mailLinksTo(uid: string): Promise<Array<{ subject: string; path: string }>> {
  const snapshot = await emulators()
    .firestore.collection('mail')
    .where('toUids', 'array-contains', uid)
    .get()
  return snapshot.docs.flatMap((doc) => {
    const link = /Open it on Threshold: (\S+)/.exec(String(doc.get('message.text') ?? ''))?.[1]
    return link
      ? [
          {
            subject: String(doc.get('message.subject')),
            path:
              new URL(link, 'http://threshold.invalid').pathname +
              new URL(link, 'http://threshold.invalid').search,
          },
        ]
      : []
  })
}

test(
  'a person who signed up to buy or sell lists a new home, sees it valued, opens every mail link and answers a buyer, who sees each answer',
  { tag: '@no-js-only' },
  async ({ page, browser }) => {
    test.slow()
    const email = `lister-${randomUUID().slice(0, 8)}@example.com`
    await register(page, 'Lee Lister', email)
    const line1 = `${4000 + Math.floor(Math.random() * 5000)} Journey Court`
    const shown = await listNewHome(page, line1)
    const listingId = new URL(page.url()).pathname.split('/')[4]!
    const stored = (await emulators().firestore.doc(`listings/${listingId}`).get()).data()!
    expect(stored).toMatchObject({
      source: 'seller',
      homeId: null,
      address: { line1, zip: '50010' },
    })
    // the stored role stays what they signed up as
    const profile = (
      await emulators().firestore.collection('users').where('email', '==', email).get()
    ).docs[0]!
    expect(profile.get('role')).toBe('user')

    // the home's page: the estimate the price step showed, its range, and its detailed report
    await page.goto(`/property/${listingId}`)
    const estimate = page.getByRole('region', { name: 'Threshold estimate' })
    await expect(estimate.locator('.property__price')).toHaveText(shown)
    await expect(estimate).toContainText('80% likely between')
    await estimate.getByRole('link', { name: /The full valuation report/ }).click()
    await expect(page).toHaveURL(`/detailed-ai-valuation/${listingId}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(line1)
    await expect(page.locator('.valuation-estimate__value')).toHaveText(shown)
    await expect(
      page.getByRole('heading', { name: 'Comparable sales and their adjustments' }),
    ).toBeVisible()

    // a buyer asks, books a tour and offers, with JavaScript off
    const buyer = await buyerPage(browser)
    const question = `Is the basement dry? ${randomUUID().slice(0, 6)}`
    await buyer.goto(`/property/${listingId}`)
    await buyer.getByLabel('Your question').fill(question)
    await buyer.getByRole('button', { name: 'Send question' }).click()
    await expect(buyer).toHaveURL(/#ask$/)
    await buyer.goto(`/property/${listingId}`)
    await buyer.locator('#tour input[type=radio]').first().check()
    await buyer.getByRole('button', { name: 'Book tour' }).click()
    await expect(buyer).toHaveURL(/\/appointments#tour-/)
    await buyer.goto(`/property/${listingId}`)
    await buyer.getByLabel('Offer amount (USD)').fill(shown.replace(/[$,]/g, ''))
    await buyer.getByRole('combobox', { name: 'Financing' }).selectOption('conventional')
    await buyer.getByLabel('Closing date').fill(isoDay(Date.now() + 45 * day))
    await buyer.getByRole('button', { name: 'Submit offer' }).click()
    await expect(buyer).toHaveURL(/#offer$/)

    // every link in every mail the seller got opens for them, with the account they listed with
    await expect
      .poll(async () => (await mailLinksTo(profile.id)).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3)
    const links = await mailLinksTo(profile.id)
    expect(new Set(links.map((link) => link.subject)).size).toBeGreaterThanOrEqual(3)
    for (const link of links)
      expect((await page.goto(link.path))?.status(), `${link.subject}: ${link.path}`).toBe(200)

    // the seller answers, confirms the tour and accepts the offer
    await page.goto('/seller/dashboard/inquiries')
    await page
      .getByLabel(/^Your answer to /)
      .first()
      .fill('Yes, it has a sump pump and has never flooded.')
    await page.getByRole('button', { name: 'Send answer' }).first().click()
    await expect(page.getByText('Yes, it has a sump pump and has never flooded.')).toBeVisible()
    await page
      .getByRole('button', { name: /^Confirm tour/ })
      .first()
      .click()
    await expect(page.getByText(/Confirmed/).first()).toBeVisible()
    await page
      .getByRole('button', { name: /^Accept offer/ })
      .first()
      .click()
    await expect(page.getByText(/Accepted/).first()).toBeVisible()

    // the buyer sees all three
    await buyer.goto('/buyer-dashboard')
    await expect(buyer.getByText('Yes, it has a sump pump and has never flooded.')).toBeVisible()
    await expect(buyer.getByText('Status: Accepted')).toBeVisible()
    await buyer.goto('/appointments')
    await expect(buyer.getByText('Status: Confirmed')).toBeVisible()

    // and their own buyer pages still open, with a way back to what they sell
    await page.goto('/buyer-dashboard')
    await expect(page.getByRole('link', { name: 'seller dashboard' })).toHaveAttribute(
      'href',
      '/seller-dashboard-authentic',
    )
    await buyer.context().close()
  },
)

test('a home no model covers says so on its page and its report, with how an admin adds one; no figure is made up', async ({
  page,
  axe,
}) => {
  const { firestore } = emulators()
  const base = (await firestore.doc('listings/ames-0001').get()).data()!
  const id = `idx-far-${randomUUID().slice(0, 8)}`
  await firestore.doc(`listings/${id}`).set({
    ...base,
    id,
    source: 'idx',
    feed: 'Far North MLS',
    listingKey: id,
    sellerId: null,
    status: 'active',
    price: 412_000,
    neighborhood: 'Midtown',
    address: { line1: '77 Spruce Street', city: 'Anchorage', state: 'AK', zip: '99501' },
    lat: 61.2,
    lng: -149.9,
    createdAt: Date.now(),
    updatedAt: Date.now(),
  })
  try {
    await expect
      .poll(async () => (await page.goto(`/property/${id}`))?.status(), { timeout: 5_000 })
      .toBe(200)
    const estimate = page.getByRole('region', { name: 'Threshold estimate' })
    await expect(estimate).toContainText(valuationMessages.noModelFor('99501'))
    await expect(estimate).toContainText(valuationMessages.howAdminAddsModel)
    await expect(estimate.locator('.property__price')).toHaveCount(0)
    const report = await page.goto(`/detailed-ai-valuation/${id}`)
    expect(report?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '77 Spruce Street, Anchorage, AK 99501',
    )
    await expect(page.getByText(valuationMessages.noModelFor('99501'))).toBeVisible()
    await axe()
  } finally {
    await firestore.doc(`listings/${id}`).delete()
  }
})

test(
  'a provider cannot hire their own business: asking it by name is refused with the reason, and nothing is stored',
  { tag: '@no-js' },
  async ({ page }) => {
    const vendor = await createUser({ role: 'vendor' })
    const { firestore } = emulators()
    const demo = (await firestore.doc('providers/demo-val-vendor-inspections').get()).data()!
    const providerId = `own-${randomUUID().slice(0, 8)}`
    await firestore.doc(`providers/${providerId}`).set({
      ...demo,
      id: providerId,
      ownerUid: vendor.uid,
      business: `Own Inspections ${providerId}`,
      demo: false,
    })
    try {
      await startSessionAs(page, vendor)
      await page.goto(`/request-service?provider=${providerId}`)
      await expect(page.getByText(providerMessages.ownProvider).first()).toBeVisible()
      await page.getByLabel('Service').selectOption('inspector')
      await page.getByLabel('ZIP code').selectOption('50010')
      await page
        .getByLabel('What you need')
        .fill('A whole-home inspection of my own listing before the open house.')
      await page.getByRole('button', { name: 'Send request' }).click()
      await expect(page.getByRole('alert')).toContainText(providerMessages.ownProvider)
      expect(
        (
          await firestore
            .collection('serviceRequests')
            .where('requesterUid', '==', vendor.uid)
            .get()
        ).size,
      ).toBe(0)
      // its own lead only: the business is listed, so another test's request may reach it meanwhile
      expect(
        (
          await firestore
            .collection('leads')
            .where('providerId', '==', providerId)
            .where('requesterUid', '==', vendor.uid)
            .get()
        ).size,
      ).toBe(0)
    } finally {
      await firestore.doc(`providers/${providerId}`).delete()
    }
  },
)
