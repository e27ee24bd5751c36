import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { test, type Browser, type Cookie, type Page, type Response } from '@playwright/test'
import type { LandingPage } from '../../../app/features/landing/landing-page'
import { dashboardFor } from '../../../app/features/accounts/roles'
import { createUser, type TestUser } from './accounts'
import { emulators } from './firebase'
import {
  createLandingPage,
  experimentResultsPage,
  liveLandingPage,
  signInAsAdmin,
} from './landing-pages'
import { buyerWithAnswers, createSellerListing, sellerWithActivity } from './seller-listings'
import { startDemoSession, startSessionAs } from './session-cookie'
import {
  csvUpload,
  newMarketName,
  readyMarketId,
  sacramentoPart,
  startReadyMarket,
} from './valuation-markets'

// an admin's pages are visited through a path function that signs in an admin account
export type Viewer = 'visitor' | 'buyer' | 'seller' | 'admin'

// one visit to each page module the route table serves, as the person who sees it; the
// templates (planned page, coming soon, not found, an error a route throws) once each
// `view` names a visit whose path is made by a function, when a module has several such visits
export type RealPage = {
  module: string
  path: string | ((page: Page) => Promise<string>)
  as: Viewer
  view?: string
}

// a test's name for the visit: one module may serve several kinds of page (the `*` route)
export const visitName = (real: RealPage) =>
  `${real.module} (as ${real.as}${typeof real.path === 'string' ? `, ${real.path}` : real.view ? `, ${real.view}` : ''})`

export const realPages: RealPage[] = [
  { module: 'routes/home.tsx', path: '/', as: 'visitor' },
  { module: 'routes/auth.welcome.tsx', path: '/auth/welcome', as: 'visitor' },
  { module: 'routes/auth.login.tsx', path: '/auth/login', as: 'visitor' },
  { module: 'routes/auth.register.tsx', path: '/auth/register', as: 'visitor' },
  { module: 'routes/auth.forgot-password.tsx', path: '/auth/forgot-password', as: 'visitor' },
  {
    module: 'routes/auth.reset-password.tsx',
    path: '/auth/reset-password?oobCode=not-a-code',
    as: 'visitor',
  },
  { module: 'routes/auth.mailbox.tsx', path: '/auth/mailbox', as: 'buyer' },
  // account settings, as a real account (a quick demo user is only told it keeps nothing)
  {
    module: 'routes/settings.tsx',
    path: async (page) => (await startSessionAs(page, await createUser()), '/settings'),
    as: 'buyer',
  },
  { module: 'routes/auth.stand-in.tsx', path: standInPage, as: 'visitor' },
  { module: 'routes/demo-login.tsx', path: '/demo-login', as: 'visitor' },
  // forms' targets: a visit by address is their 405 page
  { module: 'routes/auth.logout.tsx', path: '/auth/logout', as: 'visitor' },
  { module: 'routes/auth.role.tsx', path: '/auth/role', as: 'buyer' },
  { module: 'routes/auth.social-token.tsx', path: '/auth/google/token', as: 'visitor' },
  { module: 'routes/terms.tsx', path: '/terms', as: 'visitor' },
  { module: 'routes/privacy.tsx', path: '/privacy', as: 'visitor' },
  // the button's page as someone it would sign out
  { module: 'routes/clear-cache.tsx', path: '/clear-cache', as: 'buyer' },
  { module: 'routes/buyer-flow.tsx', path: '/buyer-flow', as: 'buyer' },
  { module: 'routes/buyer-workflow.tsx', path: '/buyer-workflow', as: 'buyer' },
  { module: 'routes/property-search.tsx', path: '/property-search', as: 'buyer' },
  { module: 'routes/properties.tsx', path: '/properties', as: 'visitor' },
  { module: 'routes/property.tsx', path: '/property/ames-0001', as: 'buyer' },
  // a buyer with an answered question, a counter-offer and a proposed tour time, so every form shows
  { module: 'routes/buyer-dashboard.tsx', path: buyerPage('/buyer-dashboard'), as: 'buyer' },
  { module: 'routes/appointments.tsx', path: buyerPage('/appointments'), as: 'buyer' },
  { module: 'routes/fast-online-application.tsx', path: '/fast-online-application', as: 'buyer' },
  // the directory with Match me answered, a profile, the request form, a sent request and the
  // demo vendor account's dashboard with its leads
  {
    module: 'routes/service-experts.tsx',
    path: '/service-experts?match=1&need-category=inspector&need-zip=50010',
    as: 'visitor',
  },
  {
    module: 'routes/service-provider.tsx',
    path: '/service-provider/demo-val-vendor-inspections',
    as: 'visitor',
  },
  {
    module: 'routes/request-service.tsx',
    path: '/request-service?category=inspector&zip=50010',
    as: 'buyer',
  },
  { module: 'routes/service-request-confirmation.tsx', path: sentRequestPage, as: 'buyer' },
  { module: 'routes/vendor-dashboard.tsx', path: demoVendorPage, as: 'buyer' },
  {
    module: 'routes/vendor-onboarding.tsx',
    path: async (page) =>
      (await demoVendorPage(page)).replace('vendor-dashboard', 'vendor-onboarding'),
    as: 'buyer',
  },
  { module: 'routes/vendor-lead.tsx', path: (page) => demoVendorJobPage(page, 'new'), as: 'buyer' },
  {
    module: 'routes/vendor-offer-accepted.tsx',
    path: (page) => demoVendorJobPage(page, 'won'),
    as: 'buyer',
  },
  {
    module: 'routes/vendor-settings.tsx',
    path: async (page) =>
      (await demoVendorPage(page)).replace('vendor-dashboard', 'vendor/settings'),
    as: 'buyer',
  },
  {
    module: 'routes/enhanced-vendor-dashboard.tsx',
    path: async (page) =>
      (await demoVendorPage(page)).replace('vendor-dashboard', 'enhanced-vendor-dashboard'),
    as: 'buyer',
  },
  // pricing, a bundle, the checkout form with a plan chosen, the stand-in's card page and a paid order
  // administration, as an account whose stored role is admin
  {
    module: 'routes/analytics-dashboard.tsx',
    path: asTheAdmin(() => '/analytics-dashboard'),
    as: 'buyer',
  },
  { module: 'routes/marketplace.tsx', path: '/marketplace', as: 'visitor' },
  {
    module: 'routes/marketplace.bundle.tsx',
    path: '/marketplace/bundle/closing-package',
    as: 'visitor',
  },
  {
    module: 'routes/services.tsx',
    path: '/services?autoSelect=expert-on-call&amount=1495',
    as: 'buyer',
  },
  { module: 'routes/payments.stand-in-checkout.tsx', path: standInCheckoutPage, as: 'buyer' },
  { module: 'routes/payment-confirmation.tsx', path: paidOrderPage, as: 'buyer' },
  // the documents list with one document, and that document's page with every form
  {
    module: 'routes/documents.tsx',
    path: async (page) => (await documentPage(page)).replace(/\/documents\/.*/, '/documents'),
    as: 'buyer',
  },
  { module: 'routes/documents.detail.tsx', path: documentPage, as: 'buyer' },
  { module: 'routes/contract-terms.tsx', path: '/contract-terms', as: 'visitor' },
  { module: 'routes/contract-terms.tsx', path: reviewedContractPage, as: 'buyer' },
  { module: 'routes/ai-valuation.tsx', path: '/ai-valuation', as: 'visitor' },
  { module: 'routes/ai-valuation-details.tsx', path: '/ai-valuation-details', as: 'visitor' },
  {
    module: 'routes/detailed-ai-valuation.tsx',
    path: '/detailed-ai-valuation/ames-0001',
    as: 'visitor',
  },
  { module: 'routes/cma.tsx', path: '/cma?home=ames-0001', as: 'visitor' },
  {
    module: 'routes/landing.ai-home-valuation.tsx',
    path: '/landing/ai-home-valuation',
    as: 'visitor',
  },
  // the calculator with its results, the FSBO page, a made page under a button-press test, and the
  // landing admin's list, new-page form and preview, the tests, a new test's form and its results
  {
    module: 'routes/landing.commission-savings-calculator.tsx',
    path: '/landing/commission-savings-calculator?price=400000&listingPercent=3&buyerPercent=2.5&plan=expert-on-call',
    as: 'visitor',
  },
  {
    module: 'routes/landing.fsbo-expert-support.tsx',
    path: '/landing/fsbo-expert-support',
    as: 'visitor',
  },
  { module: 'routes/landing.page.tsx', path: liveLandingPage, as: 'visitor' },
  {
    module: 'routes/landing-admin.tsx',
    path: aboutNewLandingPage(() => '/landing-admin'),
    as: 'admin',
    view: 'the list',
  },
  {
    module: 'routes/landing-admin.tsx',
    path: aboutNewLandingPage(() => '/landing-admin?edit=new'),
    as: 'admin',
    view: 'a new page',
  },
  {
    module: 'routes/landing-admin.tsx',
    path: aboutNewLandingPage((landing) => `/landing-admin?preview=${landing.slug}`),
    as: 'admin',
    view: 'a preview',
  },
  {
    module: 'routes/landing-ab-test.tsx',
    path: aboutNewLandingPage(() => '/landing-ab-test'),
    as: 'admin',
    view: 'the tests',
  },
  {
    module: 'routes/landing-ab-test.tsx',
    path: aboutNewLandingPage((landing) => `/landing-ab-test?page=${landing.slug}`),
    as: 'admin',
    view: 'a new test',
  },
  {
    module: 'routes/landing-ab-test.tsx',
    path: aboutNewLandingPage(experimentResultsPage),
    as: 'admin',
    view: 'a test’s results',
  },
  { module: 'routes/seller-flow.photos.tsx', path: sellerPhotosPage, as: 'seller' },
  // a seller with a listing that has a question, a tour request and an offer, so every form shows
  { module: 'routes/seller-dashboard-demo.tsx', path: '/seller-dashboard-demo', as: 'visitor' },
  {
    module: 'routes/seller-dashboard.tsx',
    path: sellerPage('/seller-dashboard-authentic', { withDraft: true }),
    as: 'seller',
  },
  {
    module: 'routes/seller.inquiries.tsx',
    path: sellerPage('/seller/dashboard/inquiries'),
    as: 'seller',
  },
  {
    module: 'routes/seller.listings.tsx',
    path: sellerPage('/seller/dashboard/listings'),
    as: 'seller',
  },
  // the page Publish lands on, for a listing whose plan is not paid yet (its Pay form shows), and the
  // seller's own home as they see it: their actions instead of the buyers' forms
  {
    module: 'routes/seller.listing-published.tsx',
    path: ownListingPage((id) => `/seller/dashboard/listings/${id}/published`),
    as: 'seller',
  },
  {
    module: 'routes/property.tsx',
    path: ownListingPage((id) => `/property/${id}`),
    as: 'seller',
    view: 'the seller’s own home',
  },
  {
    module: 'routes/seller.listing-edit.tsx',
    path: ownListingPage((id) => `/seller/dashboard/listings/${id}/edit`),
    as: 'seller',
  },
  {
    module: 'routes/seller.listing-photos.tsx',
    path: ownListingPage((id) => `/seller/dashboard/listings/${id}/photos`),
    as: 'seller',
  },
  {
    module: 'routes/listing-optimization.tsx',
    path: ownListingPage(() => '/listing-optimization'),
    as: 'seller',
  },
  {
    module: 'routes/seller.optimize-listing.tsx',
    path: ownListingPage((id) => `/seller/optimize-listing/${id}`),
    as: 'seller',
  },
  {
    module: 'routes/ai-listing-enhancer.tsx',
    path: ownListingPage((id) => `/AIListingEnhancer?listing=${id}`),
    as: 'seller',
  },
  { module: 'routes/ai-listing-enhancer.tsx', path: '/AIListingEnhancer', as: 'visitor' },
  {
    module: 'routes/marketing-materials.tsx',
    path: ownListingPage(() => '/marketing-materials', { withMaterials: true }),
    as: 'seller',
  },
  {
    module: 'routes/generate-marketing-materials.tsx',
    path: '/generate-marketing-materials',
    as: 'seller',
  },
  {
    module: 'routes/generate-marketing-materials.tsx',
    path: ownListingPage((id) => `/generate-marketing-materials/${id}`, { withMaterials: true }),
    as: 'seller',
  },
  {
    module: 'routes/seller.experts.tsx',
    path: sellerPage('/seller/dashboard/experts', { withDraft: true }),
    as: 'seller',
  },
  {
    module: 'routes/seller.documents.tsx',
    path: sellerPage('/seller/dashboard/documents'),
    as: 'seller',
  },
  { module: 'routes/seller.settings.tsx', path: '/seller/dashboard/settings', as: 'seller' },
  { module: 'routes/seller-flow.intent.tsx', path: '/seller-flow/intent', as: 'visitor' },
  {
    module: 'routes/seller-flow.property.tsx',
    path: (page) => sellerStepPage(page, 'property'),
    as: 'seller',
  },
  {
    module: 'routes/seller-flow.details.tsx',
    path: (page) => sellerStepPage(page, 'details'),
    as: 'seller',
  },
  {
    module: 'routes/seller-flow.price.tsx',
    path: (page) => sellerStepPage(page, 'price'),
    as: 'seller',
  },
  {
    module: 'routes/seller-flow.plan.tsx',
    path: (page) => sellerStepPage(page, 'plan'),
    as: 'seller',
  },
  {
    module: 'routes/seller-flow.review.tsx',
    path: (page) => sellerStepPage(page, 'review'),
    as: 'seller',
  },
  { module: 'routes/how-it-works.tsx', path: '/how-it-works', as: 'visitor' },
  { module: 'routes/why-threshold.tsx', path: '/why-threshold', as: 'visitor' },
  { module: 'routes/neighborhood-explorer.tsx', path: '/neighborhood-explorer', as: 'visitor' },
  { module: 'routes/widget-testing.tsx', path: '/widget-testing', as: 'visitor' },
  { module: 'routes/widgets.valuation.tsx', path: '/widgets/valuation', as: 'visitor' },
  { module: 'routes/widgets.search.tsx', path: '/widgets/search', as: 'visitor' },
  // imported listings as anyone sees them, and with the import form and field mapping as an admin
  { module: 'routes/idx-listings.tsx', path: '/idx-listings', as: 'visitor' },
  { module: 'routes/idx-listings.tsx', path: asTheAdmin(() => '/idx-listings'), as: 'buyer' },
  // valuation markets (issue 24): the list and upload form, a market's mapping step, and a ready
  // market's valuation page as anyone sees it
  {
    module: 'routes/valuation-markets.tsx',
    path: asTheAdmin(() => '/valuation-markets'),
    as: 'buyer',
  },
  { module: 'routes/valuation-market.tsx', path: adminMarketMappingPage, as: 'buyer' },
  {
    module: 'routes/ai-valuation.market.tsx',
    path: async (page) => `/ai-valuation/markets/${await readyMarketId(page)}?sqft=1500&beds=3`,
    as: 'visitor',
  },
  { module: 'routes/any-other-path.tsx', path: '/calendar', as: 'visitor' },
  { module: 'routes/any-other-path.tsx', path: '/no/such/page', as: 'visitor' },
  { module: 'an error a route throws', path: '/property/ames-9999', as: 'visitor' },
]

// what the visits of a worker share, made once before them (prepareSharedVisits): none of them
// changes on a visit. A visit outside a prepared run makes its own, as one visit did before
type Shared = {
  admin: TestUser
  sellerWithActivity: TestUser
  sellerWithActivityAndDraft: TestUser
  buyerWithAnswers: TestUser
  ownListing: OwnListing
  ownListingWithMaterials: OwnListing
  document: { session: Cookie; path: string }
}
type OwnListing = { seller: TestUser; listingId: string }

// each may work in the page it is given, signing it in as the account it makes
const makers: { [K in keyof Shared]: (page: Page) => Promise<Shared[K]> } = {
  admin: () => createUser({ role: 'admin' }),
  sellerWithActivity: () => newSellerWithActivity(),
  sellerWithActivityAndDraft: () => newSellerWithActivity({ withDraft: true }),
  buyerWithAnswers: () => newBuyerWithAnswers(),
  ownListing: (page) => newOwnListing(page),
  ownListingWithMaterials: (page) => newOwnListing(page, { withMaterials: true }),
  document: (page) => newDocument(page),
}

let prepared: Shared | undefined

// in a beforeAll: the accounts a test makes are deleted when that test ends, a beforeAll's when
// the worker does; the listings made here go with deleteSellerListings. The shared valuation
// market trains meanwhile
export async function prepareSharedVisits(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const page = await context.newPage()
    await startReadyMarket(page)
    const made: Array<[string, unknown]> = []
    for (const [key, make] of Object.entries(makers)) made.push([key, await make(page)])
    prepared = Object.fromEntries(made) as Shared
  } finally {
    await context.close()
  }
}

export function forgetSharedVisits() {
  prepared = undefined
}

async function shared<K extends keyof Shared>(key: K, page: Page): Promise<Shared[K]> {
  return prepared?.[key] ?? makers[key](page)
}

// a market just uploaded by the admin signed in here, waiting for its column mapping
async function adminMarketMappingPage(page: Page): Promise<string> {
  await startSessionAs(page, await shared('admin', page))
  const uploaded = await page.request.post('/valuation-markets', {
    multipart: { name: newMarketName(), zips: '', file: csvUpload(sacramentoPart(120)) },
    maxRedirects: 0,
  })
  return new URL(uploaded.headers().location!, 'http://localhost').pathname
}

// the stand-in provider page is reached from the sign-in button's redirect, with its state
async function sentRequestPage(page: Page): Promise<string> {
  await startDemoSession(page, 'buyer')
  await page.goto('/request-service?category=photographer&zip=50014')
  await page.getByLabel('What you need').fill('Photos of a three-bedroom ranch before it is listed')
  await page.getByRole('button', { name: 'Send request' }).click()
  await page.waitForURL(/\/service-request-confirmation\?request=/)
  return new URL(page.url()).pathname + new URL(page.url()).search
}

const demoVendor = { email: 'vendor@demo.threshold.example', password: 'Demo1234' }

// the demo vendor account (Val Vendor) runs a business, so its dashboard has something to show
async function demoVendorPage(page: Page): Promise<string> {
  await startSessionAs(page, demoVendor)
  return '/vendor-dashboard'
}

// a lead of the demo vendor's business, written directly: new (its lead page with both forms), or
// won with an accepted quote (its job page)
async function demoVendorJobPage(page: Page, status: 'new' | 'won'): Promise<string> {
  const { firestore } = emulators()
  const lead = firestore.collection('leads').doc()
  const quote = firestore.collection('quotes').doc()
  const base = {
    requestId: 'page-visit',
    providerId: 'demo-val-vendor-inspections',
    vendorUid: 'demo-account-vendor',
    requesterUid: 'demo-account-buyer',
  }
  await lead.set({
    ...base,
    id: lead.id,
    category: 'inspector',
    zip: '50010',
    date: null,
    budget: 450,
    details: 'A whole-home inspection before our offer deadline',
    listingId: null,
    status,
    createdAt: Date.now(),
    ...(status === 'won' ? { quoteId: quote.id } : {}),
  })
  if (status === 'won') {
    await quote.set({
      ...base,
      id: quote.id,
      leadId: lead.id,
      business: 'Val Vendor Home Inspections',
      price: 425,
      includes: 'Whole-home inspection and report',
      startDate: '2030-01-02',
      validUntil: '2030-01-20',
      status: 'accepted',
      createdAt: Date.now(),
    })
    await firestore
      .collection('jobs')
      .doc(quote.id)
      .set({
        ...base,
        id: quote.id,
        quoteId: quote.id,
        leadId: lead.id,
        business: 'Val Vendor Home Inspections',
        clientUid: base.requesterUid,
        category: 'inspector',
        zip: '50010',
        listingId: null,
        details: 'A whole-home inspection',
        price: 425,
        startsAt: Date.parse('2030-01-02T15:00:00Z'),
        status: 'booked',
        createdAt: Date.now(),
      })
  }
  await startSessionAs(page, demoVendor)
  return status === 'new' ? `/vendor/lead/${lead.id}` : `/vendor/offer/accepted?quote=${quote.id}`
}

// the stand-in's card page, as /services opens it for the demo buyer
async function standInCheckoutPage(page: Page): Promise<string> {
  await startDemoSession(page, 'buyer')
  const response = await page.request.post('/services', {
    form: { purchase: 'expert-on-call', submissionId: randomUUID() },
    maxRedirects: 0,
  })
  const location = response.headers().location
  if (!location) throw new Error(`/services answered ${response.status()} without a redirect`)
  return new URL(location, 'http://localhost').pathname
}

// a text document of a demo buyer, uploaded through the page; the visits come back in that
// buyer's session (a quick demo user is a new user at each sign-in)
async function documentPage(page: Page): Promise<string> {
  const { session, path } = await shared('document', page)
  await page.context().addCookies([session])
  return path
}

async function newDocument(page: Page): Promise<Shared['document']> {
  await startDemoSession(page, 'buyer')
  await page.goto('/documents')
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'disclosure.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`Seller's disclosure statement ${randomUUID()}`),
  })
  await page.getByRole('button', { name: 'Upload' }).click()
  await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/)
  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__session')!
  return { session, path: new URL(page.url()).pathname }
}

// a sample contract kept in the demo buyer's documents, reviewed: every section of the results
async function reviewedContractPage(page: Page): Promise<string> {
  await startDemoSession(page, 'buyer')
  await page.goto('/documents')
  const text = readFileSync(
    'tests/contracts/samples/dev/12-tennessee-short-inspection-late-financing.txt',
  )
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: `contract-${randomUUID().slice(0, 6)}.txt`,
    mimeType: 'text/plain',
    buffer: text,
  })
  await page.getByRole('button', { name: 'Upload' }).click()
  await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/)
  return `/contract-terms?${new URLSearchParams({ document: new URL(page.url()).pathname.split('/').pop()!, accepted: '2027-04-20' })}`
}

// a paid bundle order of the demo buyer account (Dana Buyer), written directly
async function paidOrderPage(page: Page): Promise<string> {
  const id = randomUUID()
  await emulators().firestore.collection('orders').doc(id).set({
    id,
    uid: 'demo-account-buyer',
    purchaseId: 'closing-package',
    kind: 'bundle',
    name: 'Closing package bundle',
    amountCents: 184_500,
    currency: 'usd',
    zip: '50010',
    status: 'paid',
    sessionId: 'cs_test_page_visit',
    checkoutUrl: null,
    createdAt: Date.now(),
    paidAt: Date.now(),
    requestIds: [],
  })
  await startSessionAs(page, { email: 'buyer@demo.threshold.example', password: 'Demo1234' })
  return `/payment-confirmation?order=${id}`
}

async function standInPage(page: Page): Promise<string> {
  const response = await page.request.post('/auth/google', { form: {}, maxRedirects: 0 })
  const location = response.headers().location
  if (!location) throw new Error(`/auth/google answered ${response.status()} without a redirect`)
  return location
}

// the photos step with two photos in the demo seller's draft (the same files again add nothing)
async function sellerPhotosPage(page: Page): Promise<string> {
  await startDemoSession(page, 'seller')
  const { default: sharp } = await import('sharp')
  const photo = (r: number) =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 120, b: 160 } } })
      .jpeg()
      .toBuffer()
  const [first, second] = await Promise.all([photo(40), photo(200)])
  const response = await page.request.post('/seller-flow/photos', {
    multipart: { photos: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: first } },
    maxRedirects: 0,
  })
  // back to the step, at the new photo's description (issue 41 M1)
  if (!response.headers().location?.startsWith('/seller-flow/photos#'))
    throw new Error(
      `the photo upload answered ${response.status()} ${response.headers().location ?? ''}`,
    )
  await page.request.post('/seller-flow/photos', {
    multipart: { photos: { name: 'yard.jpg', mimeType: 'image/jpeg', buffer: second } },
    maxRedirects: 0,
  })
  return '/seller-flow/photos'
}

// a step of the listing flow with the steps before it done in the demo seller's draft (a new home,
// so no other test's listing makes it a duplicate)
const sellerSteps: Array<[string, Record<string, string>]> = [
  ['intent', { timing: 'six-months', agent: 'without-agent' }],
  [
    'property',
    { mode: 'new', line1: '4321 Checkup Lane', zip: '50010', neighborhood: 'North Ames' },
  ],
  [
    'details',
    {
      propertyType: 'single-family',
      style: 'two-story',
      beds: '3',
      fullBaths: '2',
      halfBaths: '1',
      sqft: '1700',
      lotSqft: '9000',
      yearBuilt: '1998',
      garageSpaces: '2',
      basementSqft: '800',
      description: 'A bright two-story home with a big yard, checked by the page tests.',
    },
  ],
  ['price', { askingPrice: '195000' }],
  ['plan', { plan: 'on-your-own' }],
]
async function sellerStepPage(page: Page, step: string): Promise<string> {
  await startDemoSession(page, 'seller')
  for (const [done, form] of sellerSteps) {
    if (done === step) break
    const response = await page.request.post(`/seller-flow/${done}`, { form, maxRedirects: 0 })
    if (response.status() !== 302)
      throw new Error(`/seller-flow/${done} answered ${response.status()}`)
  }
  return `/seller-flow/${step}`
}

// a seller account with activity on its listing, signed in on this page
function sellerPage(path: string, { withDraft = false } = {}) {
  return async (page: Page) => {
    await startSessionAs(
      page,
      await shared(withDraft ? 'sellerWithActivityAndDraft' : 'sellerWithActivity', page),
    )
    return path
  }
}

async function newSellerWithActivity({ withDraft = false } = {}): Promise<TestUser> {
  const seller = await createUser({ role: 'seller' })
  const listing = await sellerWithActivity(seller.uid, (await createUser()).uid)
  // a plan not paid yet, so the dashboard shows its Pay form
  await emulators()
    .firestore.doc(`listings/${listing.id}`)
    .update({
      plan: 'expert-on-call',
      planPayment: { status: 'pending', orderId: null, attempt: 0, updatedAt: Date.now() },
    })
  // a listing in progress too, so the dashboard shows its card and the discard form
  if (withDraft)
    await emulators()
      .firestore.doc(`sellerDrafts/${seller.uid}`)
      .set({
        uid: seller.uid,
        step: 'property',
        intent: { timing: 'now', agent: 'without-agent' },
        photos: [],
        updatedAt: Date.now(),
      })
  return seller
}

// a page about a seller's own listing, whose description the fair-housing check flags (so the
// score and the writer show their findings); with materials made, and then out of date
function ownListingPage(pathOf: (listingId: string) => string, { withMaterials = false } = {}) {
  return async (page: Page) => {
    const { seller, listingId } = await shared(
      withMaterials ? 'ownListingWithMaterials' : 'ownListing',
      page,
    )
    await startSessionAs(page, seller)
    return pathOf(listingId)
  }
}

async function newOwnListing(page: Page, { withMaterials = false } = {}): Promise<OwnListing> {
  const seller = await createUser({ role: 'seller' })
  const listing = await createSellerListing(seller.uid)
  const listingDoc = emulators().firestore.doc(`listings/${listing.id}`)
  await listingDoc.update({
    description: 'A bright home near the park and the schools, perfect for a young couple.',
    plan: 'expert-on-call',
    planPayment: { status: 'pending', orderId: null, attempt: 0, updatedAt: Date.now() },
  })
  if (withMaterials) {
    await startSessionAs(page, seller)
    const made = await page.request.post(`/generate-marketing-materials/${listing.id}`, {
      form: { kind: 'social-posts' },
      maxRedirects: 0,
    })
    if (made.status() !== 302) throw new Error(`making social posts answered ${made.status()}`)
    await listingDoc.update({ updatedAt: Date.now() + 1000 })
  }
  return { seller, listingId: listing.id }
}

// a buyer account whose question was answered, offer countered and tour met with another time
function buyerPage(path: string) {
  return async (page: Page) => {
    await startSessionAs(page, await shared('buyerWithAnswers', page))
    return path
  }
}

async function newBuyerWithAnswers(): Promise<TestUser> {
  const buyer = await createUser()
  await buyerWithAnswers((await createUser({ role: 'seller' })).uid, buyer.uid)
  return buyer
}

// an account whose stored role is admin, signed in
function asTheAdmin(pathOf: () => string | Promise<string>) {
  return async (page: Page) => {
    await startSessionAs(page, await shared('admin', page))
    return pathOf()
  }
}

// an admin page about a new landing page
function aboutNewLandingPage(pathOf: (landing: LandingPage) => string | Promise<string>) {
  return asTheAdmin(async () => pathOf(await createLandingPage()))
}

// a new account whose stored role is admin, signed in (on the page where signing in lands an admin)
export function adminPage(path: string) {
  return async (page: Page) => {
    await signInAsAdmin(page)
    return path
  }
}

// starts the viewer's session, unless the page's path function signs in its own account
async function startSessionOf(page: Page, real: RealPage): Promise<boolean> {
  if (real.as === 'visitor' || real.as === 'admin' || typeof real.path === 'function') return false
  await startDemoSession(page, real.as)
  return true
}

// signs in as the viewer (on the viewer's dashboard, as the demo sign-in lands), unless the
// page's path function signs in its own account
export async function signInAs(page: Page, real: RealPage) {
  if (await startSessionOf(page, real)) await page.goto(dashboardFor(real.as as 'buyer' | 'seller'))
}

// the page as its viewer sees it, and the response that brought it
export async function visit(
  page: Page,
  real: RealPage,
): Promise<{ path: string; response: Response }> {
  await startSessionOf(page, real)
  const path = typeof real.path === 'string' ? real.path : await real.path(page)
  const response = await page.goto(path)
  if (!response) throw new Error(`no response for ${path}`)
  return { path, response }
}

export async function visitAs(page: Page, real: RealPage): Promise<string> {
  return (await visit(page, real)).path
}
