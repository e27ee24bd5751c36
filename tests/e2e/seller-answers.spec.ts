import type { Browser, Page } from '@playwright/test'
import { buyerMessages } from '../../app/features/buyers/messages'
import { expect, test } from './fixtures'
import { createUser, type TestUser } from './support/accounts'
import { emulators } from './support/firebase'
import {
  createSellerListing,
  deleteSellerListings,
  mailSubjectsTo,
  waitForSearchToShow,
} from './support/seller-listings'
import { startSessionAs } from './support/session-cookie'

// issue 19 part C: a buyer's question, tour and offer on a seller's home reach the seller, whose
// answers reach the buyer; every step is kept as history and mailed to the other side. Two
// sellers and two buyers: nobody reaches another's records by posting their ids

test.afterEach(() => deleteSellerListings())

async function signedIn(
  browser: Browser,
  javaScriptEnabled: boolean,
  user: TestUser,
): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage()
  await startSessionAs(page, user)
  return page
}

const day = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

test(
  'a question and an offer: the seller answers and counters, the buyer accepts, the listing is pending, both see the history, every mail in its mailbox',
  { tag: '@no-js' },
  async ({ browser, javaScriptEnabled }) => {
    test.slow()
    const [sellerA, sellerB, buyerA, buyerB] = await Promise.all([
      createUser({ role: 'seller' }),
      createUser({ role: 'seller' }),
      createUser(),
      createUser(),
    ])
    const listing = await createSellerListing(sellerA.uid)
    const buyer = await signedIn(browser, javaScriptEnabled, buyerA)
    await waitForSearchToShow(buyer, listing)

    // the buyer asks and offers
    await buyer.goto(`/property/${listing.id}`)
    await expect(buyer.getByText('has no seller on Threshold')).toHaveCount(0)
    // a real seller's listing says nothing of the demo seller (ADR 053)
    await expect(buyer.getByText(buyerMessages.demoSellerHere)).toHaveCount(0)
    await buyer.getByLabel('Your question').fill('Is the roof new?')
    await buyer.getByRole('button', { name: 'Send question' }).click()
    await expect(buyer).toHaveURL(/#ask$/)
    await expect(
      buyer.getByText('The seller will see it with your name and e-mail.').first(),
    ).toBeVisible()
    const closing = isoDay(Date.now() + 40 * day)
    await buyer.getByLabel('Offer amount (USD)').fill(String(listing.price - 20_000))
    await buyer.getByLabel('Closing date').fill(closing)
    await buyer.getByRole('button', { name: 'Submit offer' }).click()
    await expect(buyer).toHaveURL(/#offer$/)

    // another buyer offers too, and will be told when the first buyer's offer is accepted
    const other = await signedIn(browser, javaScriptEnabled, buyerB)
    await other.goto(`/property/${listing.id}`)
    await other.getByLabel('Offer amount (USD)').fill(String(listing.price - 50_000))
    await other.getByLabel('Closing date').fill(closing)
    await other.getByRole('button', { name: 'Submit offer' }).click()
    await expect(other).toHaveURL(/#offer$/)

    // the seller sees both on the dashboard, answers and counters
    const seller = await signedIn(browser, javaScriptEnabled, sellerA)
    await seller.goto('/seller-dashboard')
    await expect(seller).toHaveURL(/\/seller-dashboard-authentic$/)
    await expect(seller.getByRole('heading', { name: listing.address })).toBeVisible()
    await expect(seller.getByRole('row', { name: 'Questions 1 (1 unanswered)' })).toBeVisible()
    await expect(seller.getByRole('row', { name: 'Offers 2 (2 open)' })).toBeVisible()
    // the buyers' visits to the listing's page are its views (first-party page views, stored in batches)
    await expect
      .poll(async () => {
        await seller.reload()
        return seller.getByRole('row', { name: /^Views, last 30 days / }).textContent()
      })
      .toMatch(/Views, last 30 days\s*[1-9]\d* \(up from 0 the 30 days before\)/)
    await expect(
      seller.getByRole('img', { name: /^Daily views of .* over the last 30 days: [1-9]/ }),
    ).toBeVisible()
    await seller.getByRole('link', { name: `Answer 1 question about ${listing.address}` }).click()
    await expect(
      seller.getByRole('heading', { name: 'Questions, tours and offers', level: 1 }),
    ).toBeVisible()
    await expect(seller.getByText('Unanswered')).toBeVisible()
    await seller.getByLabel(`Your answer to ${buyerA.displayName}`).fill('Yes, replaced in 2021.')
    await seller.getByRole('button', { name: 'Send answer' }).click()
    await expect(seller.getByText('Answer sent').first()).toBeVisible()

    const threadId = (
      await emulators().firestore.collection('threads').where('listingId', '==', listing.id).get()
    ).docs[0]!.id
    const offerOf = async (uid: string) =>
      (await emulators().firestore.collection('offers').where('uid', '==', uid).get()).docs[0]!
    const offerA = await offerOf(buyerA.uid)
    const offerB = await offerOf(buyerB.uid)
    const counterCard = seller.locator(`#offer-${offerA.id}`)
    await counterCard.getByText('Counter this offer').click()
    await counterCard.getByLabel('Counter amount (USD)').fill(String(listing.price - 10_000))
    await counterCard.getByLabel('Counter-offer expires on').fill(isoDay(Date.now() + 5 * day))
    await counterCard.getByRole('button', { name: 'Send counter-offer' }).click()
    await expect(seller.getByText('Counter-offer sent').first()).toBeVisible()
    await expect(
      seller.locator(`#offer-${offerA.id}`).getByText('Status: Countered by the seller'),
    ).toBeVisible()

    // seller B reaches none of it by posting its ids; buyer B cannot accept buyer A's counter
    const intruder = await signedIn(browser, javaScriptEnabled, sellerB)
    for (const [form, message] of [
      [
        { intent: 'answer', threadId, message: 'Not my listing' },
        'We could not find that conversation among yours.',
      ],
      [{ intent: 'accept-offer', offerId: offerB.id }, 'We could not find that offer among yours.'],
      [
        { intent: 'decline-offer', offerId: offerA.id },
        'We could not find that offer among yours.',
      ],
    ] as const) {
      const response = await intruder.request.post('/seller/dashboard/inquiries', {
        form,
        maxRedirects: 0,
      })
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain(message)
    }
    await intruder.goto('/seller/dashboard/inquiries')
    await expect(intruder.getByText('Is the roof new?')).toHaveCount(0)
    await expect(intruder.getByText('No offers yet.')).toBeVisible()
    const stolen = await other.request.post('/buyer-dashboard', {
      form: { intent: 'accept-counter', offerId: offerA.id },
      maxRedirects: 0,
    })
    expect(stolen.status()).toBe(404)
    expect((await offerOf(buyerA.uid)).get('status')).toBe('countered')

    // the buyer sees the answer and accepts the counter
    await buyer.goto('/buyer-dashboard')
    await expect(buyer.getByText('Yes, replaced in 2021.')).toBeVisible()
    await expect(buyer.getByText('The seller answered')).toBeVisible()
    await expect(buyer.getByText(/Counter-offer: \$[\d,]+, closing/)).toBeVisible()
    await buyer.getByRole('button', { name: 'Accept counter-offer' }).click()
    await expect(buyer.getByText('Status: Accepted')).toBeVisible()
    await buyer.getByText(/^History \(3\)$/).click()
    await expect(buyer.getByText(/Counter-offer accepted by the buyer, \$[\d,]+/)).toBeVisible()

    // the listing is pending on its page and in search; the other offer was declined with a reason
    await buyer.goto(`/property/${listing.id}`)
    await expect(buyer.getByText('Sale pending')).toBeVisible()
    await waitForSearchToShow(buyer, listing, 'pending')
    await other.goto('/buyer-dashboard')
    await expect(
      other.getByText('Status: Declined (The seller accepted another offer.)'),
    ).toBeVisible()
    await seller.goto('/seller/dashboard/inquiries')
    await seller
      .locator(`#offer-${offerA.id}`)
      .getByText(/^History/)
      .click()
    await expect(
      seller.locator(`#offer-${offerA.id}`).getByText(/Counter-offer by the seller/),
    ).toBeVisible()
    await expect(
      seller.locator(`#offer-${offerA.id}`).getByText(/Counter-offer accepted by the buyer/),
    ).toBeVisible()

    // every message went to the right mailbox
    const sellerMail = await mailSubjectsTo(sellerA.uid)
    expect(sellerMail).toHaveLength(4)
    expect(sellerMail).toEqual(
      expect.arrayContaining([
        `New question about ${listing.address}`,
        `Counter-offer accepted: ${listing.address}`,
      ]),
    )
    expect(
      sellerMail.filter((subject) => subject.startsWith(`New offer on ${listing.address}: $`)),
    ).toHaveLength(2)
    expect(await mailSubjectsTo(buyerA.uid)).toEqual(
      expect.arrayContaining([
        `The seller answered about ${listing.address}`,
        expect.stringMatching(/^Counter-offer on /),
      ]),
    )
    expect(await mailSubjectsTo(buyerB.uid)).toEqual([
      `Your offer on ${listing.address} was declined`,
    ])
    expect(await mailSubjectsTo(sellerB.uid)).toEqual([])
    await buyer.goto('/auth/mailbox')
    await expect(buyer.getByText(`The seller answered about ${listing.address}`)).toBeVisible()
    for (const page of [buyer, other, seller, intruder]) await page.context().close()
  },
)

test(
  'a tour: requested, the seller proposes another time, the buyer accepts; the tour is confirmed and its .ics says so',
  { tag: '@no-js' },
  async ({ browser, javaScriptEnabled }) => {
    test.slow()
    const [sellerA, sellerB, buyerA] = await Promise.all([
      createUser({ role: 'seller' }),
      createUser({ role: 'seller' }),
      createUser(),
    ])
    const listing = await createSellerListing(sellerA.uid)
    const buyer = await signedIn(browser, javaScriptEnabled, buyerA)
    await buyer.goto(`/property/${listing.id}`)
    await buyer.locator('#tour input[type=radio]').first().check()
    await buyer.getByRole('button', { name: 'Book tour' }).click()
    await expect(buyer).toHaveURL(/\/appointments#tour-[0-9a-z-]+$/)
    await expect(buyer.getByText('Status: Requested: waiting for the seller')).toBeVisible()
    const tour = (
      await emulators().firestore.collection('appointments').where('uid', '==', buyerA.uid).get()
    ).docs[0]!
    const tentative = await buyer.request.get(`/appointments/${tour.id}/calendar.ics`)
    expect(await tentative.text()).toContain('STATUS:TENTATIVE')

    const intruder = await signedIn(browser, javaScriptEnabled, sellerB)
    const forged = await intruder.request.post('/seller/dashboard/inquiries', {
      form: { intent: 'confirm-tour', appointmentId: tour.id },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(404)

    const seller = await signedIn(browser, javaScriptEnabled, sellerA)
    await seller.goto('/seller-dashboard-authentic')
    await seller
      .getByRole('link', { name: `1 tour request for ${listing.address} waiting for your answer` })
      .click()
    await seller.getByText('Propose another time', { exact: true }).click()
    const choice = seller.locator('input[name=slot]').nth(4)
    const proposed = Number(await choice.getAttribute('value'))
    await choice.check()
    await seller.getByRole('button', { name: 'Propose this time' }).click()
    await expect(seller.getByText('Another time proposed').first()).toBeVisible()

    await buyer.goto('/appointments')
    await expect(buyer.getByText('Status: The seller proposed another time')).toBeVisible()
    await buyer.getByRole('button', { name: /^Accept / }).click()
    await expect(buyer.getByText('Status: Confirmed')).toBeVisible()
    const ics = await (await buyer.request.get(`/appointments/${tour.id}/calendar.ics`)).text()
    expect(ics).toContain('STATUS:CONFIRMED')
    expect(ics).toContain(
      `DTSTART:${new Date(proposed)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    )
    expect(await mailSubjectsTo(sellerA.uid)).toEqual(
      expect.arrayContaining([
        `Tour request for ${listing.address}`,
        `Tour confirmed: ${listing.address}`,
      ]),
    )
    expect(await mailSubjectsTo(buyerA.uid)).toEqual([
      `Another time proposed for ${listing.address}`,
    ])

    // cancelling tells the seller, for real
    await buyer.getByRole('button', { name: /^Cancel tour/ }).click()
    await expect(
      buyer.getByText('The seller has been told.', { exact: true }).first(),
    ).toBeVisible()
    await expect(buyer.getByText(/: cancelled$/)).toBeVisible()
    expect(await mailSubjectsTo(sellerA.uid)).toEqual(
      expect.arrayContaining([`Tour cancelled: ${listing.address}`]),
    )
    for (const page of [buyer, seller, intruder]) await page.context().close()
  },
)

test(
  'a seller turns off offer mail and shows their e-mail: an offer queues no mail, a question does, the buyer sees the e-mail; a sold home of the market says no seller is reached',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'seller' })
    const buyer = await createUser()
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, seller)
    await page.goto('/seller/dashboard/settings')
    await page.getByLabel('Offers, counter-offers and their answers').uncheck()
    await page.getByLabel(/^Show my e-mail address/).check()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Settings saved').first()).toBeVisible()
    await expect(page.getByLabel('Offers, counter-offers and their answers')).not.toBeChecked()
    await expect(page.getByLabel('Questions and answers')).toBeChecked()
    expect(
      (await emulators().firestore.doc(`users/${seller.uid}`).get()).get('notifications'),
    ).toEqual({ questions: true, tours: true, offers: false })

    await page.context().clearCookies()
    await startSessionAs(page, buyer)
    await page.goto(`/property/${listing.id}`)
    await page.getByLabel('Your question').fill('Can I see the basement?')
    await page.getByRole('button', { name: 'Send question' }).click()
    await expect(page).toHaveURL(/#ask$/)
    await page.getByLabel('Closing date').fill(isoDay(Date.now() + 30 * day))
    await page.getByRole('button', { name: 'Submit offer' }).click()
    await expect(page).toHaveURL(/#offer$/)
    // questions still mail the seller; offers no longer do
    expect(await mailSubjectsTo(seller.uid)).toEqual([`New question about ${listing.address}`])
    // the seller chose to show their e-mail to buyers who ask
    await page.goto('/buyer-dashboard')
    await expect(page.getByRole('link', { name: seller.email })).toBeVisible()

    // ames-0001 is sold: the demo seller lists only the market's homes for sale (ADR 053)
    await page.goto('/property/ames-0001')
    await expect(
      page.getByText('This home is from public sales records and has no seller on Threshold'),
    ).toBeVisible()
    await expect(page.getByText(buyerMessages.demoSellerHere)).toHaveCount(0)
  },
)

test(
  'a listing’s status: pending, then sold with its price and date, kept as history; a sold listing is a sale in search',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'seller' })
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, seller)
    await page.goto('/seller/dashboard/listings')
    const card = page.locator('li.card').filter({ hasText: listing.address })
    await card.getByLabel(`New status of ${listing.address}`).selectOption('pending')
    await card.getByRole('button', { name: 'Change status' }).click()
    await expect(page.getByText('Listing updated').first()).toBeVisible()
    await expect(card.getByText(/^Sale pending · /)).toBeVisible()
    await card.getByLabel(`New status of ${listing.address}`).selectOption('sold')
    await card.getByRole('button', { name: 'Change status' }).click()
    await expect(card.getByText('Enter the sold price').first()).toBeVisible()
    const soldOn = isoDay(Date.now() - 2 * day)
    await card.getByLabel('Sold price (USD, when sold)').fill('685000')
    await card.getByLabel('Sale date (when sold)').fill(soldOn)
    await card.getByRole('button', { name: 'Change status' }).click()
    await expect(card.getByText(/^Sold · \$685,000 · sold /)).toBeVisible()
    await expect(card.getByRole('combobox')).toHaveCount(0)
    await card.getByText('Status history (2)').click()
    await expect(card.getByText(/Sold for \$685,000/)).toBeVisible()
    const stored = (await emulators().firestore.doc(`listings/${listing.id}`).get()).data()!
    expect(stored).toMatchObject({
      status: 'sold',
      soldPrice: 685_000,
      soldAt: Date.parse(`${soldOn}T12:00:00Z`),
    })
    await waitForSearchToShow(page, { ...listing, price: 685_000 }, 'sold')
  },
)
