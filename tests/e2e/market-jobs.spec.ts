import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { formatSlot } from '../../app/core/tour-slots'
import { providerMessages } from '../../app/features/providers/messages'
import { expect, test } from './fixtures'
import { payWithTestCard } from './support/stand-in-checkout'
import { createUser, type TestUser } from './support/accounts'
import { emulators } from './support/firebase'
import { postForm } from './support/hostile-posts'
import { startSessionAs } from './support/session-cookie'
import { visibleText } from './support/visible-text'

// issue 38, one market: a job is paid through the marketplace's checkout (its price, or the deposit
// its vendor set), marked done only once its appointment has started, and reviewed only when it is
// done and paid, once (ADR 051). Each refusal says why and stores nothing

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)
const reviewFields = {
  intent: 'review',
  rating: '5',
  quality: '5',
  communication: '5',
  timeliness: '5',
  value: '5',
  text: 'Five stars for a job that never happened.',
}

async function vendorWithBusiness(): Promise<{
  vendor: TestUser
  providerId: string
  business: string
}> {
  const vendor = await createUser({ role: 'vendor' })
  const providerId = `vendor-${vendor.uid}`
  const business = `Birch Inspections ${randomUUID().slice(0, 6)}`
  await emulators()
    .firestore.doc(`providers/${providerId}`)
    .set({
      id: providerId,
      ownerUid: vendor.uid,
      name: 'Bea Birch',
      business,
      categories: ['inspector'],
      bio: 'Home inspections with a written report the next day.',
      phone: '5155550111',
      area: { zips: ['50010', '50014'], lat: 42.03, lng: -93.62, radiusMiles: 20 },
      prices: [
        { category: 'inspector', amount: 400, unit: 'flat', includes: 'Inspection and report' },
      ],
      licence: null,
      hours: 'Monday to Friday, 8 am to 5 pm',
      workDays: [1, 2, 3, 4, 5],
      leadDays: 1,
      responseHours: 24,
      reviews: {
        count: 0,
        average: 0,
        sub: { quality: 0, communication: 0, timeliness: 0, value: 0 },
      },
      demo: false,
      listed: true,
      paused: false,
    })
  return { vendor, providerId, business }
}

// a buyer asks the business from its profile, its vendor quotes (with a deposit, or not) and the
// buyer accepts: the job is booked, unpaid
async function hire(page: Page, browser: Browser, { deposit }: { deposit?: string } = {}) {
  const { vendor, providerId, business } = await vendorWithBusiness()
  const buyer = await createUser({ role: 'buyer' })
  await startSessionAs(page, buyer)
  await page.goto(`/service-provider/${providerId}`)
  // a new business has answered nothing yet: no response time is claimed for it
  await expect(
    page.getByText('Response time not measured yet: no requests answered on Threshold'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Request a quote' }).click()
  await page.getByLabel('ZIP code').selectOption('50010')
  const details = `Inspection of a 1970s split-level ${randomUUID()}`
  await page.getByLabel('What you need').fill(details)
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('heading', { name: 'The provider you chose was told' })).toBeVisible()
  const requestPage = new URL(page.url()).pathname + new URL(page.url()).search

  const vendorPage = await (await browser.newContext()).newPage()
  await startSessionAs(vendorPage, vendor)
  await vendorPage.goto('/vendor-dashboard')
  await vendorPage
    .locator('li', { hasText: details })
    .getByRole('link', { name: 'Home inspector in 50010' })
    .click()
  await vendorPage.getByLabel('Price in dollars').fill('410')
  await vendorPage
    .getByLabel('What the price includes')
    .fill('Whole-home inspection and a written report')
  await vendorPage.getByLabel('Earliest start').fill(day(3))
  await vendorPage.getByLabel('Valid until').fill(day(14))
  if (deposit) {
    await vendorPage.getByLabel('Deposit in dollars (optional)').fill('411')
    await vendorPage.getByRole('button', { name: 'Send quote' }).click()
    await expect(vendorPage.getByText(providerMessages.quoteDepositInvalid).first()).toBeVisible()
    expect(
      (await emulators().firestore.collection('quotes').where('providerId', '==', providerId).get())
        .size,
    ).toBe(0)
    await vendorPage.getByLabel('Deposit in dollars (optional)').fill(deposit)
  }
  await vendorPage.getByRole('button', { name: 'Send quote' }).click()
  await expect(vendorPage.getByRole('heading', { name: 'Your quote' })).toBeVisible()

  await page.goto(requestPage)
  const quotes = page.getByRole('table', { name: 'Quotes side by side, lowest price first' })
  await expect(quotes.getByRole('row', { name: new RegExp(business) })).toContainText(
    deposit ? `$410 ($${deposit} deposit to book)` : '$410',
  )
  await page.getByRole('button', { name: `Accept ${business}'s quote` }).click()
  await expect(quotes.getByRole('row', { name: new RegExp(business) })).toContainText('Accepted')
  const requestId = new URL(page.url()).searchParams.get('request')!
  const jobId = (await emulators().firestore.doc(`serviceRequests/${requestId}`).get()).get(
    'jobId',
  ) as string
  return {
    vendor,
    vendorPage,
    providerId,
    business,
    requestPage,
    jobId,
    jobPage: `/vendor/offer/accepted?quote=${jobId}`,
  }
}

const storedJob = async (jobId: string) =>
  (await emulators().firestore.doc(`jobs/${jobId}`).get()).data()!
const reviewsOf = async (providerId: string) =>
  (await emulators().firestore.collection(`providers/${providerId}/reviews`).get()).size

// the appointment's time comes: the job's start is moved an hour into the past, as a day passing would
const appointmentStarted = (jobId: string) =>
  emulators()
    .firestore.doc(`jobs/${jobId}`)
    .update({ startsAt: Date.now() - 3_600_000 })

test(
  'a buyer hires a vendor, pays the deposit by test card, the vendor finishes after the appointment, and the review is on the provider’s page',
  { tag: '@no-js' },
  async ({ page, browser, axe, javaScriptEnabled }) => {
    test.slow(true, 'two browsers through a request, a quote, a payment, the work and a review')
    const { vendorPage, providerId, business, requestPage, jobId, jobPage } = await hire(
      page,
      browser,
      { deposit: '100' },
    )

    // booked, unpaid: the client is offered the deposit, the vendor sees it unpaid
    const job = page.locator('section[aria-labelledby="job-title"]')
    await expect(job).toContainText(
      `Payment: Unpaid. ${business} asks a $100 deposit to book, paid through Threshold; the rest, $310, you settle with them.`,
    )
    if (javaScriptEnabled) await axe()
    await vendorPage.goto(jobPage)
    await expect(
      vendorPage.getByText(
        'Payment: Unpaid (the client is asked to pay $100, your deposit, through Threshold; we e-mail you when they have).',
      ),
    ).toBeVisible()

    // not done before the appointment: the page says so, and a post of the form is refused
    const startsAt = (await storedJob(jobId)).startsAt as number
    const tooEarly = providerMessages.jobNotYet(formatSlot(startsAt))
    await expect(vendorPage.getByText(tooEarly)).toBeVisible()
    await expect(vendorPage.getByRole('button', { name: 'Mark the job as done' })).toHaveCount(0)
    const early = await postForm(vendorPage.request, jobPage, {})
    expect(early.status()).toBe(409)
    expect(await visibleText(early)).toContain(tooEarly)
    expect(await storedJob(jobId)).toMatchObject({ status: 'booked' })

    // the buyer pays the deposit on the stand-in checkout
    await page.getByRole('button', { name: 'Pay $100' }).click()
    await expect(page).toHaveURL(/\/payments\/stand-in\/checkout\/cs_test_/)
    await payWithTestCard(page)
    await expect(page).toHaveURL(/\/payment-confirmation\?order=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Payment received: Home inspector: ${business} (deposit)`,
    )
    await page.getByRole('link', { name: 'Your request and the job' }).click()
    await expect(job).toContainText(
      /Payment: Deposit paid\. \$100 deposit paid through Threshold on \w+ \d+, \d{4}; the rest, \$310, you settle with /,
    )
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
    expect((await storedJob(jobId)).paid).toMatchObject({ amountCents: 10_000, deposit: true })

    await vendorPage.goto('/vendor-dashboard')
    await expect(vendorPage.locator('section[aria-labelledby="next-title"] li')).toContainText(
      '$410 · Deposit paid',
    )
    await vendorPage.goto(jobPage)
    await expect(
      vendorPage.getByText(
        /^Payment: Deposit paid \(\$100 through Threshold on .+; the rest, \$310, is settled with the client\)\.$/,
      ),
    ).toBeVisible()

    // the appointment has started: the vendor marks it done, the client reviews it
    await appointmentStarted(jobId)
    await vendorPage.reload()
    await vendorPage.getByRole('button', { name: 'Mark the job as done' }).click()
    await expect(
      vendorPage.getByText('Done. We asked the client for a review.', { exact: true }),
    ).toBeVisible()

    await page.goto(requestPage)
    await expect(page.getByRole('heading', { name: 'Review the job' })).toBeVisible()
    await page.getByLabel(`Overall, how was ${business}?`).selectOption('5')
    for (const part of ['Quality of work', 'Communication', 'Timeliness', 'Value for money'])
      await page.getByLabel(part).selectOption('4')
    const words = `Careful and clear, the report came the next morning ${randomUUID().slice(0, 6)}`
    await page.getByLabel('Your review').fill(words)
    await page.getByRole('button', { name: 'Publish the review' }).click()
    await expect(page.getByText('You reviewed this job.')).toBeVisible()
    await page.goto(`/service-provider/${providerId}`)
    await expect(page.getByText(words)).toBeVisible()

    // a second review of the same job is refused, and the first stays the only one
    const again = await postForm(page.request, requestPage, reviewFields)
    expect(again.status()).toBe(409)
    expect(await visibleText(again)).toContain(providerMessages.reviewedAlready)
    expect(await reviewsOf(providerId)).toBe(1)
    expect(
      (await emulators().firestore.doc(`providers/${providerId}`).get()).get('reviews.count'),
    ).toBe(1)
  },
)

test(
  'no review of a job that is not both done and paid: the page says why and a post stores nothing',
  { tag: '@no-js' },
  async ({ page, browser }) => {
    test.slow(true, 'two browsers through a request, a quote and the work')
    const { vendorPage, providerId, requestPage, jobId, jobPage } = await hire(page, browser)
    await expect(page.locator('section[aria-labelledby="job-title"]')).toContainText(
      'Payment: Unpaid. Pay the $410 through Threshold to confirm the appointment.',
    )
    await expect(page.getByRole('button', { name: 'Pay $410' })).toBeVisible()

    // booked and unpaid
    await expect(page.getByRole('heading', { name: 'Review the job' })).toHaveCount(0)
    const booked = await postForm(page.request, requestPage, reviewFields)
    expect(booked.status()).toBe(409)
    expect(await visibleText(booked)).toContain(providerMessages.reviewNotYet)

    // done, still unpaid
    await appointmentStarted(jobId)
    await vendorPage.goto(jobPage)
    await vendorPage.getByRole('button', { name: 'Mark the job as done' }).click()
    await expect(
      vendorPage.getByText('Done. We asked the client for a review.', { exact: true }),
    ).toBeVisible()
    await page.goto(requestPage)
    await expect(page.getByText(providerMessages.reviewNotPaid)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Review the job' })).toHaveCount(0)
    const unpaid = await postForm(page.request, requestPage, reviewFields)
    expect(unpaid.status()).toBe(409)
    expect(await visibleText(unpaid)).toContain(providerMessages.reviewNotPaid)

    expect(await reviewsOf(providerId)).toBe(0)
    expect(
      (await emulators().firestore.doc(`providers/${providerId}`).get()).get('reviews.count'),
    ).toBe(0)
    expect((await storedJob(jobId)).reviewed).toBeUndefined()
  },
)
