import type { Page } from '@playwright/test'
import { buyerMessages } from '../../app/features/buyers/messages'
import { flowMessages, planMessages } from '../../app/features/sellers/messages'
import { expect, test } from './fixtures'
import { payWithTestCard } from './support/stand-in-checkout'
import { createUser, type TestUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'
import { anotherBrowser } from './support/sessions'

// the listing flow /seller-flow/{step}: a new account lists a home through every step, a visitor's
// answers survive sign-in, two sellers never reach each other's draft, and bad input stores nothing

type Home = { id: string; line1: string; zip: string; city: string; sqft: number }
let market: Promise<Home[][]> | undefined

// the market's homes whose street address and ZIP no other home shares: [sold, for sale]
function homesByStatus(): Promise<Home[][]> {
  market ??= (async () => {
    const snapshot = await emulators()
      .firestore.collection('listings')
      .where('source', '==', 'ames')
      .select('address', 'status', 'sqft')
      .get()
    const count = new Map<string, number>()
    const key = (line1: string, zip: string) => `${line1.toLowerCase()}|${zip}`
    for (const doc of snapshot.docs)
      count.set(
        key(doc.get('address.line1'), doc.get('address.zip')),
        (count.get(key(doc.get('address.line1'), doc.get('address.zip'))) ?? 0) + 1,
      )
    const unique = snapshot.docs.filter(
      (doc) => count.get(key(doc.get('address.line1'), doc.get('address.zip'))) === 1,
    )
    const home = (doc: (typeof unique)[number]): Home => ({
      id: doc.id,
      line1: doc.get('address.line1'),
      zip: doc.get('address.zip'),
      city: doc.get('address.city'),
      sqft: doc.get('sqft'),
    })
    return [
      unique.filter((doc) => doc.get('status') === 'sold').map(home),
      unique.filter((doc) => doc.get('status') === 'active').map(home),
    ]
  })()
  return market
}

// a sold home no seller listing has taken yet
async function soldHome(): Promise<Home> {
  const [sold] = await homesByStatus()
  // the embedded emulator cannot filter on a nested field, so the addresses are compared here
  const listed = await emulators()
    .firestore.collection('listings')
    .where('source', '==', 'seller')
    .get()
  const taken = new Set(listed.docs.map((doc) => doc.get('address.line1')))
  const free = sold.filter((home) => !taken.has(home.line1))
  return free[Math.floor(Math.random() * free.length)]!
}

const fullAddress = (home: Home) => `${home.line1}, ${home.city}, IA ${home.zip}`
const draftOf = async (uid: string) =>
  (await emulators().firestore.doc(`sellerDrafts/${uid}`).get()).data()

async function forget(...users: TestUser[]) {
  const { firestore } = emulators()
  for (const user of users) {
    const [listings, orders] = await Promise.all([
      firestore.collection('listings').where('sellerId', '==', user.uid).get(),
      firestore.collection('orders').where('uid', '==', user.uid).get(),
    ])
    await Promise.all([
      ...listings.docs.map((doc) => doc.ref.delete()),
      ...orders.docs.map((doc) => doc.ref.delete()),
      firestore.doc(`sellerDrafts/${user.uid}`).delete(),
    ])
  }
}

async function doIntent(page: Page) {
  await page.getByLabel('I want to sell now').check()
  await page.getByLabel('Without an agent').check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

async function doKnownProperty(page: Page, home: Home) {
  await expect(page.getByText('Step 2 of 6: Property')).toBeVisible()
  await page.getByLabel('One of the market’s recorded homes').check()
  await page.getByLabel('Address as the market records it').fill(fullAddress(home))
  await page.getByRole('button', { name: 'Continue' }).click()
}

const description =
  'A well kept home on a quiet street, with a sunny kitchen, a new roof and a big back yard near the park.'

test(
  'a new account lists a known home through every step, chooses a plan itself, lands on the page that says it is live, sees its own page as its seller, and search finds it within 2 s',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'buyer' })
    const home = await soldHome()
    try {
      await startSessionAs(page, seller)
      await page.goto('/seller-flow')
      await expect(page).toHaveURL(/\/seller-flow\/intent$/)
      await expect(page.getByText('Step 1 of 6: Why and when')).toBeVisible()
      await doIntent(page)
      await doKnownProperty(page, home)

      await expect(page).toHaveURL(/\/seller-flow\/details$/)
      await expect(page.getByText('Step 3 of 6: Details and photos')).toBeVisible()
      // the record's facts fill the form
      await expect(page.getByLabel('Living area (sq ft)')).toHaveValue(String(home.sqft))
      await page.getByLabel('Description').fill(description)
      await page.getByRole('button', { name: 'Continue' }).click()

      await expect(page).toHaveURL(/\/seller-flow\/photos$/)
      await page.getByRole('button', { name: 'Continue' }).click()

      await expect(page).toHaveURL(/\/seller-flow\/price$/)
      await expect(page.getByText('Step 4 of 6: Price')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Estimate for your home' })).toBeVisible()
      await expect(page.getByText('80% likely between')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Comparable sales' })).toBeVisible()
      const estimate = Number(
        (await page.locator('.valuation-estimate__value').textContent())!.replace(/[$,]/g, ''),
      )
      await page.getByLabel('Asking price (USD)').fill(String(estimate * 4))
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByText('Your asking price is above')).toBeVisible()
      await expect(page).toHaveURL(/\/seller-flow\/price/)
      await page.getByLabel('Asking price (USD)').fill(String(estimate))
      await page.getByRole('button', { name: 'Continue' }).click()

      await expect(page).toHaveURL(/\/seller-flow\/plan$/)
      // "without an agent, now" suggests an expert on call, beside the choices: nothing is chosen for the seller
      await expect(page.getByLabel(/^Expert on call .*Suggested for you\.$/)).toBeVisible()
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
      await expect(page.getByText(planMessages.payWhenPublishing)).toBeVisible()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('alert').getByText(flowMessages.planMissing)).toBeVisible()
      await expect(page).toHaveURL(/\/seller-flow\/plan$/)
      expect((await draftOf(seller.uid))?.plan).toBeUndefined()
      await page.getByLabel(/^On your own /).check()
      await page.getByRole('button', { name: 'Continue' }).click()

      await expect(page).toHaveURL(/\/seller-flow\/review$/)
      await expect(page.getByText(`${fullAddress(home)}, in`)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Change the price' })).toHaveAttribute(
        'href',
        '/seller-flow/price',
      )
      await expect(page.getByText(planMessages.reviewFree)).toBeVisible()
      // back to the plan step: the draft's choice is shown
      await page.goto('/seller-flow/plan')
      await expect(page.getByLabel(/^On your own /)).toBeChecked()
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)
      await page.goto('/seller-flow/review')
      const published = Date.now()
      await page.getByRole('button', { name: 'Publish' }).click()

      // Publish lands on the page that says the home is live, and what to do next
      await expect(page).toHaveURL(/\/seller\/dashboard\/listings\/s-[A-Za-z0-9]{20}\/published$/)
      const listingId = new URL(page.url()).pathname.split('/')[4]!
      await expect
        .poll(
          async () =>
            (await page.request.get('/property-search'))
              .text()
              .then((html) => html.includes(`/property/${listingId}`)),
          { timeout: 2_000, intervals: [50] },
        )
        .toBe(true)
      test.info().annotations.push({
        type: 'publish-to-search-ms',
        description: String(Date.now() - published),
      })
      await expect(page.getByTestId('toast')).toContainText('Your home is listed')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(planMessages.publishedTitle)
      await expect(page.getByText(planMessages.publishedLead(fullAddress(home)))).toBeVisible()
      await expect(page.getByRole('link', { name: planMessages.publicPage })).toHaveAttribute(
        'href',
        `/property/${listingId}`,
      )
      await expect(page.getByRole('link', { name: planMessages.dashboard })).toHaveAttribute(
        'href',
        '/seller-dashboard-authentic',
      )
      await expect(page.getByRole('region', { name: planMessages.planHeading })).toContainText(
        `${planMessages.planLabel} On your own · ${planMessages.stateLabels.free}`,
      )
      await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
      await expect(page.getByRole('link', { name: planMessages.addPhotos })).toHaveAttribute(
        'href',
        `/seller/dashboard/listings/${listingId}/photos`,
      )
      await expect(page.getByRole('link', { name: planMessages.score })).toHaveAttribute(
        'href',
        `/seller/optimize-listing/${listingId}`,
      )
      await expect(page.getByRole('link', { name: planMessages.materials })).toHaveAttribute(
        'href',
        `/generate-marketing-materials/${listingId}`,
      )

      // its public page, as its seller sees it: what they can do with it, not the buyers' forms
      await page.getByRole('link', { name: planMessages.publicPage }).click()
      await expect(page).toHaveURL(new RegExp(`/property/${listingId}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullAddress(home))
      await expect(page.getByText('Asking price set by the owner')).toBeVisible()
      const own = page.getByRole('region', { name: buyerMessages.ownListingTitle })
      await expect(own.getByText(buyerMessages.ownListingLive)).toBeVisible()
      for (const [name, href] of [
        [buyerMessages.ownListingActions.edit, `/seller/dashboard/listings/${listingId}/edit`],
        [buyerMessages.ownListingActions.photos, `/seller/dashboard/listings/${listingId}/photos`],
        [buyerMessages.ownListingActions.inquiries, '/seller/dashboard/inquiries'],
        [buyerMessages.ownListingActions.score, `/seller/optimize-listing/${listingId}`],
        [buyerMessages.ownListingActions.materials, `/generate-marketing-materials/${listingId}`],
      ]) {
        await expect(own.getByRole('link', { name })).toHaveAttribute('href', href!)
      }
      await expect(own).toContainText(planMessages.stateLabels.free)
      for (const form of ['Ask a question', 'Book a tour', 'Make an offer'])
        await expect(page.getByRole('heading', { name: form })).toHaveCount(0)
      await expect(
        page.getByRole('button', { name: /Send question|Book tour|Submit offer/ }),
      ).toHaveCount(0)
      // a question posted anyway is refused, on the page, and nothing is stored
      const asked = await page.request.post(`/property/${listingId}`, {
        form: { intent: 'ask', name: 'Me', email: 'me@example.com', message: 'Is the roof new?' },
        maxRedirects: 0,
      })
      expect(asked.status()).toBe(409)
      expect(await asked.text()).toContain(buyerMessages.ownListing)
      expect(
        (
          await emulators()
            .firestore.collection('inquiries')
            .where('listingId', '==', listingId)
            .get()
        ).size,
      ).toBe(0)

      await page.goto('/property-search')
      await expect(page.getByRole('link', { name: fullAddress(home) }).first()).toBeVisible()

      const listing = (await emulators().firestore.doc(`listings/${listingId}`).get()).data()!
      expect(listing).toMatchObject({
        sellerId: seller.uid,
        source: 'seller',
        status: 'active',
        price: estimate,
        plan: 'on-your-own',
        description,
      })
      expect(listing.planPayment).toBeUndefined()
      expect(await draftOf(seller.uid)).toBeUndefined()
    } finally {
      await forget(seller)
    }
  },
)

// the steps before the review, posted as the forms post them: a new home no other listing has
async function stepsUpToReview(page: Page, plan: string) {
  const line1 = `${1000 + Math.floor(Math.random() * 8000)} Checkout Lane`
  const steps: Array<[string, Record<string, string>]> = [
    ['intent', { timing: 'now', agent: 'without-agent' }],
    ['property', { mode: 'new', line1, zip: '50010', neighborhood: 'North Ames' }],
    [
      'details',
      {
        propertyType: 'single-family',
        style: 'one-story',
        beds: '3',
        fullBaths: '2',
        halfBaths: '0',
        sqft: '1500',
        lotSqft: '8000',
        yearBuilt: '1995',
        garageSpaces: '2',
        basementSqft: '0',
        description,
      },
    ],
    ['price', { askingPrice: '189000' }],
    ['plan', { plan }],
  ]
  for (const [step, form] of steps) {
    const response = await page.request.post(`/seller-flow/${step}`, { form, maxRedirects: 0 })
    expect(response.status(), `/seller-flow/${step}`).toBe(302)
  }
  return `${line1}, Ames, IA 50010`
}

test(
  'a paid plan is paid: Publish goes to checkout; cancelled, the plan is unpaid with Pay on the dashboard; Pay finds the same order, and paid, the dashboard says so',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'seller' })
    try {
      await startSessionAs(page, seller)
      const address = await stepsUpToReview(page, 'expert-on-call')
      await page.goto('/seller-flow/review')
      await expect(page.getByText(planMessages.reviewPaid('$1,495'))).toBeVisible()
      await page.getByRole('button', { name: 'Publish' }).click()

      // the stand-in's checkout, for the catalog's price; the listing is live meanwhile
      await expect(page).toHaveURL(/\/payments\/stand-in\/checkout\/cs_test_/)
      const checkout = page.url()
      await expect(page.getByText('$1,495', { exact: true })).toBeVisible()
      const [listingDoc] = (
        await emulators().firestore.collection('listings').where('sellerId', '==', seller.uid).get()
      ).docs
      const listingId = listingDoc!.id
      expect(listingDoc!.data()).toMatchObject({
        status: 'active',
        plan: 'expert-on-call',
        planPayment: { status: 'pending', orderId: `${listingId}-plan-1` },
      })
      const ordersOf = async () =>
        (
          await emulators().firestore.collection('orders').where('uid', '==', seller.uid).get()
        ).docs.map((doc) => doc.data())
      expect(await ordersOf()).toMatchObject([
        {
          id: `${listingId}-plan-1`,
          listingId,
          kind: 'plan',
          amountCents: 149_500,
          status: 'pending',
        },
      ])

      // cancelled: back on the page that says the home is live, the plan not paid, with Pay
      await page.getByRole('button', { name: 'Cancel and go back' }).click()
      await expect(page).toHaveURL(new RegExp(`/seller/dashboard/listings/${listingId}/published$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(planMessages.publishedTitle)
      await expect(page.getByRole('region', { name: planMessages.planHeading })).toContainText(
        planMessages.stateLabels.pending,
      )
      await expect(page.getByRole('button', { name: 'Pay $1,495' })).toBeVisible()

      await page.goto('/seller-dashboard-authentic')
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: address }) })
      await expect(card).toContainText(
        `${planMessages.planLabel} Expert on call · ${planMessages.dueToday('$1,495')} · ${planMessages.stateLabels.pending}`,
      )
      // paying again finds the first order and its checkout
      await card.getByRole('button', { name: 'Pay $1,495' }).click()
      await expect(page).toHaveURL(checkout)
      expect(await ordersOf()).toHaveLength(1)
      await payWithTestCard(page, { name: 'Sam Seller', amount: '$1,495' })

      await expect(page).toHaveURL(new RegExp(`/seller/dashboard/listings/${listingId}/published$`))
      await expect(page.getByRole('region', { name: planMessages.planHeading })).toContainText(
        planMessages.stateLabels.paid,
      )
      await expect(page.getByRole('button', { name: 'Pay $1,495' })).toHaveCount(0)
      expect(await ordersOf()).toMatchObject([{ status: 'paid' }])
      expect(
        (await emulators().firestore.doc(`listings/${listingId}`).get()).get('planPayment'),
      ).toMatchObject({ status: 'paid', orderId: `${listingId}-plan-1` })
      await page.goto('/seller-dashboard-authentic')
      await expect(card).toContainText(
        `Expert on call · ${planMessages.dueToday('$1,495')} · ${planMessages.stateLabels.paid}`,
      )
      await expect(card.getByRole('button', { name: /^Pay / })).toHaveCount(0)
      // the order's own page leads back to the listing
      await page.goto(`/payment-confirmation?order=${listingId}-plan-1`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Payment received: Expert on call plan',
      )
      await expect(page.getByRole('link', { name: planMessages.backToListing })).toHaveAttribute(
        'href',
        `/seller/dashboard/listings/${listingId}/published`,
      )

      // only its seller: another account gets the same 404 as a listing that is not there
      const other = await createUser({ role: 'seller' })
      const stranger = await anotherBrowser(page.context().browser()!)
      const strangerPage = await stranger.newPage()
      await startSessionAs(strangerPage, other)
      for (const path of [
        `/seller/dashboard/listings/${listingId}/published`,
        '/seller/dashboard/listings/s-AAAAAAAAAAAAAAAAAAAA/published',
      ]) {
        const answer = await strangerPage.request.get(path)
        expect(answer.status(), path).toBe(404)
        expect(await answer.text()).toContain('We could not find that listing among yours.')
        const pay = await strangerPage.request.post(path, {
          form: { intent: 'pay' },
          maxRedirects: 0,
        })
        expect(pay.status(), path).toBe(404)
      }
      expect(
        (await emulators().firestore.collection('orders').where('uid', '==', other.uid).get()).size,
      ).toBe(0)
      await stranger.close()
    } finally {
      await forget(seller)
    }
  },
)

test(
  'a visitor’s intent and property survive sign-in, and the details step asks for an account first',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'buyer' })
    const home = await soldHome()
    try {
      await page.goto('/seller-flow')
      await expect(page).toHaveURL(/\/seller-flow\/intent$/)
      await doIntent(page)
      await doKnownProperty(page, home)
      await expect(page).toHaveURL(/\/auth\/login\?/)
      await expect(page.getByText('Sign in to continue your listing')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        /redirectTo=%2Fseller-flow%2Fdetails/,
      )
      await page.getByLabel('Email').fill(seller.email)
      await page.getByLabel('Password', { exact: true }).fill(seller.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect(page).toHaveURL(/\/seller-flow\/details$/)
      await expect(page.getByText(fullAddress(home))).toBeVisible()
      const draft = await draftOf(seller.uid)
      expect(draft).toMatchObject({
        uid: seller.uid,
        intent: { timing: 'now', agent: 'without-agent' },
        property: { homeId: home.id, address: { line1: home.line1, zip: home.zip } },
      })
      // back to the first step, the answers are there
      await page.goto('/seller-flow/intent')
      await expect(page.getByLabel('I want to sell now')).toBeChecked()
    } finally {
      await forget(seller)
    }
  },
)

test(
  'a second seller can neither read nor change the first one’s draft',
  { tag: '@no-js' },
  async ({ page, browser }) => {
    const [first, second] = await Promise.all([
      createUser({ role: 'seller' }),
      createUser({ role: 'seller' }),
    ])
    const home = await soldHome()
    try {
      await startSessionAs(page, first)
      await page.goto('/seller-flow/intent')
      await doIntent(page)
      await doKnownProperty(page, home)
      await expect(page).toHaveURL(/\/seller-flow\/details$/)
      const before = await draftOf(first.uid)

      const other = await anotherBrowser(browser)
      const otherPage = await other.newPage()
      await startSessionAs(otherPage, second)
      // their own flow starts at the beginning and shows nothing of the first seller's
      await otherPage.goto('/seller-flow/details')
      await expect(otherPage).toHaveURL(/\/seller-flow\/intent$/)
      await expect(otherPage.getByLabel('I want to sell now')).not.toBeChecked()
      // a post naming the first seller changes only the second one's draft
      const post = await otherPage.request.post('/seller-flow/intent', {
        form: { timing: 'exploring', agent: 'with-agent', uid: first.uid },
        maxRedirects: 0,
      })
      expect(post.status()).toBe(302)
      const refused = await otherPage.request.post('/seller-flow/details', {
        form: { uid: first.uid, description },
        maxRedirects: 0,
      })
      expect(refused.status()).toBe(409)
      expect(await refused.text()).toContain('Finish the earlier steps of your listing first')
      expect(await draftOf(second.uid)).toMatchObject({
        uid: second.uid,
        intent: { timing: 'exploring', agent: 'with-agent' },
      })
      expect((await draftOf(second.uid))?.property).toBeUndefined()
      expect(await draftOf(first.uid)).toEqual(before)
      await other.close()
    } finally {
      await forget(first, second)
    }
  },
)

test(
  'bad input on each step is refused on the same step and stores nothing',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'seller' })
    const [, forSale] = await homesByStatus()
    const active = forSale[Math.floor(Math.random() * forSale.length)]!
    try {
      await startSessionAs(page, seller)
      await page.goto('/seller-flow/intent')
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('alert').getByText(flowMessages.timingMissing)).toBeVisible()
      await expect(page).toHaveTitle(/^Error: /)
      await expect(page).toHaveURL(/\/seller-flow\/intent$/)
      expect(await draftOf(seller.uid)).toBeUndefined()
      await doIntent(page)

      // a home already for sale
      await page.getByLabel('Address as the market records it').fill(fullAddress(active))
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(
        page.getByRole('alert').getByText(flowMessages.duplicate(fullAddress(active))),
      ).toBeVisible()
      await expect(page).toHaveURL(/\/seller-flow\/property$/)
      // a new home with nothing filled in
      await page.getByLabel('A home not in the records').check()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('alert').getByText(flowMessages.line1Missing)).toBeVisible()
      await expect(
        page.getByRole('alert').getByText(flowMessages.neighborhoodMissing),
      ).toBeVisible()
      expect((await draftOf(seller.uid))?.property).toBeUndefined()

      await page.getByLabel('House number and street').fill('77 Nowhere Lane')
      await page.getByLabel('ZIP code').selectOption('50010')
      await page.getByLabel('Neighborhood').selectOption({ label: 'North Ames' })
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page).toHaveURL(/\/seller-flow\/details$/)

      // impossible facts and no description
      const nextYear = String(new Date().getUTCFullYear() + 1)
      await page.getByLabel('Type of home').selectOption('single-family')
      await page.getByLabel('Stories').selectOption('one-story')
      for (const [label, value] of [
        ['Bedrooms', '3'],
        ['Full bathrooms', '2'],
        ['Living area (sq ft)', '0'],
        ['Year built', nextYear],
      ] as const) {
        await page.getByLabel(label, { exact: true }).fill(value)
      }
      await page.getByRole('button', { name: 'Continue' }).click()
      const alert = page.getByRole('alert')
      await expect(alert.getByText(flowMessages.atLeast('Living area (sq ft)', 300))).toBeVisible()
      await expect(alert.getByText(flowMessages.yearFuture)).toBeVisible()
      await expect(alert.getByText(`Description: ${flowMessages.descriptionMissing}`)).toBeVisible()
      await expect(page).toHaveURL(/\/seller-flow\/details$/)
      expect((await draftOf(seller.uid))?.details).toBeUndefined()

      // later steps cannot be posted out of order
      const early = await page.request.post('/seller-flow/plan', {
        form: { plan: 'on-your-own' },
        maxRedirects: 0,
      })
      expect(early.status()).toBe(409)
      expect((await draftOf(seller.uid))?.plan).toBeUndefined()
      // Publish with nothing ready
      const publish = await page.request.post('/seller-flow/review', { form: {}, maxRedirects: 0 })
      expect(publish.status(), publish.headers().location).toBe(409)
      expect(await publish.text()).toContain(flowMessages.nothingToPublish)
      expect(
        (
          await emulators()
            .firestore.collection('listings')
            .where('sellerId', '==', seller.uid)
            .get()
        ).size,
      ).toBe(0)
    } finally {
      await forget(seller)
    }
  },
)
