import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { messages } from '../../app/features/accounts/messages'
import { flowMessages } from '../../app/features/sellers/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'
import { visibleTextOf } from './support/visible-text'

// every form and API route, posted malformed and hostile input: each answers 4xx with a clear
// message, writes nothing, and never reflects markup unescaped

const script = '<script>alert("pwned")</script>'
const megabyte = 'x'.repeat(1_000_001)
const hostileEmail = () =>
  `hostile-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`

type Case = { name: string; body: Record<string, string | string[]>; expect?: string | RegExp }
type Target = {
  path: string
  cases: () => Case[]
  written?: (body: Record<string, string | string[]>) => Promise<boolean>
  before?: (request: APIRequestContext) => Promise<void>
}

const accountExists = async (body: Record<string, string | string[]>) => {
  const email = typeof body.email === 'string' ? body.email : null
  if (!email || !email.includes('@')) return false
  return emulators()
    .auth.getUserByEmail(email)
    .then(
      () => true,
      () => false,
    )
}

const targets: Target[] = [
  {
    path: '/auth/login',
    cases: (): Case[] => [
      { name: 'missing fields', body: {}, expect: messages.validation.required },
      { name: 'markup in the e-mail', body: { email: script, password: 'x' } },
      { name: 'an array for a field', body: { email: ['a@b.co', 'c@d.co'], password: 'x' } },
      { name: 'unicode and a null byte', body: { email: 'ünï\u0000cødé@例え.jp', password: '🔑' } },
      {
        name: 'a filled honeypot',
        body: {
          email: 'buyer@demo.threshold.example',
          password: 'Demo1234',
          website: 'http://spam.example',
        },
        expect: messages.signIn.tooManyRequests,
      },
    ],
  },
  {
    path: '/auth/register',
    written: accountExists,
    cases: (): Case[] => [
      { name: 'missing fields', body: {}, expect: messages.validation.fullName },
      {
        name: 'a forged admin role',
        body: {
          fullName: 'Mallory',
          email: hostileEmail(),
          password: 'Secret123',
          confirmPassword: 'Secret123',
          role: 'admin',
        },
        expect: messages.validation.role,
      },
      {
        name: 'markup in the name and e-mail',
        body: {
          fullName: script,
          email: `${script}@x.co`,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          role: 'user',
        },
        expect: messages.validation.email,
      },
      {
        name: 'a 1 MB name',
        body: {
          fullName: megabyte,
          email: hostileEmail(),
          password: 'Secret123',
          confirmPassword: 'Secret123',
          role: 'user',
        },
        expect: /too (long|much)/,
      },
      {
        name: 'a long but allowed body with a too long name',
        body: {
          fullName: 'y'.repeat(5_000),
          email: hostileEmail(),
          password: 'Secret123',
          confirmPassword: 'Secret123',
          role: 'user',
        },
        expect: 'Full name is too long',
      },
      {
        name: 'extra fields',
        body: {
          fullName: 'Eve',
          email: 'not-an-email',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          role: 'user',
          uid: 'someone-else',
          storedRole: 'admin',
        },
        expect: messages.validation.email,
      },
    ],
  },
  {
    path: '/auth/forgot-password',
    cases: (): Case[] => [
      { name: 'missing e-mail', body: {}, expect: messages.validation.email },
      { name: 'markup for an e-mail', body: { email: script }, expect: messages.validation.email },
    ],
  },
  {
    path: '/auth/reset-password',
    cases: (): Case[] => [
      {
        name: 'a forged code',
        body: { oobCode: script, password: 'Secret123', confirmPassword: 'Secret123' },
        expect: /not valid|expired/,
      },
      { name: 'missing fields', body: {} },
    ],
  },
  {
    path: '/auth/role',
    cases: (): Case[] => [
      { name: 'no user', body: { role: 'admin' } },
      { name: 'markup role', body: { role: script } },
    ],
  },
  {
    path: '/demo-login',
    cases: (): Case[] => [
      { name: 'a forged role', body: { role: 'admin' } },
      { name: 'missing role', body: {} },
    ],
  },
  {
    path: '/seller-flow/intent',
    cases: (): Case[] => [
      { name: 'missing answers', body: {}, expect: flowMessages.timingMissing },
      {
        name: 'markup for an answer',
        body: { timing: script, agent: 'with-agent' },
        expect: flowMessages.timingMissing,
      },
    ],
  },
  {
    path: '/seller-flow/property',
    // a visitor who answered the first step (a post to a later step than the visitor reached is refused as such)
    before: async (request) =>
      void (await post(request, '/seller-flow/intent', { timing: 'now', agent: 'without-agent' })),
    cases: (): Case[] => [
      { name: 'no choice', body: {}, expect: flowMessages.modeMissing },
      {
        name: 'an unknown address',
        body: { mode: 'known', knownAddress: '99999 Nowhere Road' },
        expect: flowMessages.knownAddressUnknown,
      },
      {
        name: 'markup and a ZIP outside Ames',
        body: { mode: 'new', line1: `12 ${script}`, zip: '90210', neighborhood: script },
        expect: flowMessages.line1Invalid,
      },
      {
        name: 'a neighborhood not in the market',
        body: { mode: 'new', line1: '12 Oak Street', zip: '50010', neighborhood: 'Atlantis' },
        expect: flowMessages.neighborhoodUnknown,
      },
    ],
  },
]

async function post(
  request: APIRequestContext,
  path: string,
  body: Record<string, string | string[]>,
) {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(body))
    for (const item of [value].flat()) form.append(key, item)
  return request.post(path, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: form.toString(),
    maxRedirects: 0,
  })
}

for (const target of targets) {
  for (const testCase of target.cases()) {
    test(`${target.path}: ${testCase.name} is refused clearly and stores nothing`, async ({
      request,
    }) => {
      await target.before?.(request)
      const response = await post(request, target.path, testCase.body)
      const text = await response.text()
      const status = response.status()
      // a signed-out role change is sent to sign in with the "No user logged in" toast
      if (target.path === '/auth/role' && status === 302) {
        expect(response.headers().location).toBe('/auth/login')
        return
      }
      expect(status, text.slice(0, 300)).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
      expect(text).not.toContain(script)
      if (testCase.expect) expect(visibleTextOf(text)).toMatch(testCase.expect)
      if (target.written) expect(await target.written(testCase.body)).toBe(false)
    })
  }
}

test('the update-role API refuses what it must', async ({ request }) => {
  const call = (headers: Record<string, string>, data: unknown) =>
    request.post('/api/auth/update-role', { headers, data })
  expect(
    (await call({ 'content-type': 'application/json' }, { userId: 'x', role: 'seller' })).status(),
  ).toBe(401)
  expect(
    (
      await call(
        { 'content-type': 'application/json', authorization: 'Bearer forged' },
        { userId: 'x', role: 'admin' },
      )
    ).status(),
  ).toBe(401)
  expect(
    (
      await request.post('/api/auth/update-role', {
        headers: { 'content-type': 'text/plain' },
        data: 'role=admin',
      })
    ).status(),
  ).toBe(415)
  expect((await request.get('/api/auth/update-role')).status()).toBe(405)
})

test('the events API takes page views only, of bounded size', async ({ request }) => {
  const response = await request.post('/api/events', {
    headers: { 'content-type': 'application/json' },
    data: { type: 'purchase', path: script },
  })
  expect(response.status()).toBeGreaterThanOrEqual(400)
  expect(response.status()).toBeLessThan(500)
  expect(await response.text()).not.toContain(script)
})

// Every form and API route in app/routes.ts (a route whose module exports an action), each sent a
// body of the wrong type, a broken multipart body (no page takes files yet), and a malformed form;
// a signed-in buyer sends them, so guarded routes get past sign-in. Each is a 4xx at once and
// nothing is stored. The first test keeps this list complete as routes are added.
// roleOnly: the buyer who posts may be refused for the role (403) before the body is read
type FormRoute = {
  route: string
  url: string
  readsBody: boolean
  takesFiles?: boolean
  roleOnly?: 'seller' | 'vendor' | 'admin'
}
const formRoutes: FormRoute[] = [
  { route: 'auth/login', url: '/auth/login', readsBody: true },
  { route: 'auth/register', url: '/auth/register', readsBody: true },
  { route: 'auth/forgot-password', url: '/auth/forgot-password', readsBody: true },
  { route: 'auth/reset-password', url: '/auth/reset-password', readsBody: true },
  { route: 'auth/google', url: '/auth/google', readsBody: false },
  { route: 'auth/facebook', url: '/auth/facebook', readsBody: false },
  { route: 'auth/google/token', url: '/auth/google/token', readsBody: true },
  { route: 'auth/facebook/token', url: '/auth/facebook/token', readsBody: true },
  {
    route: 'auth/stand-in/:provider',
    url: '/auth/stand-in/google?redirect_uri=ORIGIN%2Fauth%2Fgoogle%2Fcallback&state=x',
    readsBody: true,
  },
  { route: 'auth/logout', url: '/auth/logout', readsBody: false },
  { route: 'auth/role', url: '/auth/role', readsBody: true },
  { route: 'demo-login', url: '/demo-login', readsBody: true },
  { route: 'settings', url: '/settings', readsBody: true, takesFiles: true },
  // answers its own form with a file, whatever else it is sent
  { route: 'settings/data', url: '/settings/data', readsBody: false },
  { route: 'buyer-flow', url: '/buyer-flow', readsBody: true },
  { route: 'property/:id', url: '/property/ames-0001', readsBody: true },
  { route: 'property-search', url: '/property-search', readsBody: true },
  { route: 'buyer-dashboard', url: '/buyer-dashboard', readsBody: true },
  { route: 'appointments', url: '/appointments', readsBody: true },
  {
    route: 'fast-online-application',
    url: '/fast-online-application?step=income',
    readsBody: true,
  },
  { route: 'cma', url: '/cma', readsBody: true },
  { route: 'request-service', url: '/request-service', readsBody: true },
  {
    route: 'service-request-confirmation',
    url: '/service-request-confirmation?request=AAAAAAAAAAAAAAAAAAAA',
    readsBody: true,
  },
  { route: 'vendor-onboarding', url: '/vendor-onboarding', readsBody: true, roleOnly: 'vendor' },
  {
    route: 'vendor/lead/:leadId',
    url: '/vendor/lead/AAAAAAAAAAAAAAAAAAAA',
    readsBody: true,
    roleOnly: 'vendor',
  },
  {
    route: 'vendor/offer/accepted',
    url: '/vendor/offer/accepted?quote=AAAAAAAAAAAAAAAAAAAA',
    readsBody: true,
    roleOnly: 'vendor',
  },
  {
    route: 'vendor/settings',
    url: '/vendor/settings',
    readsBody: true,
    takesFiles: true,
    roleOnly: 'vendor',
  },
  { route: 'services', url: '/services', readsBody: true },
  { route: 'documents', url: '/documents', readsBody: true, takesFiles: true },
  { route: 'contract-terms', url: '/contract-terms', readsBody: true, takesFiles: true },
  { route: 'contract-terms/calendar.ics', url: '/contract-terms/calendar.ics', readsBody: true },
  {
    route: 'documents/:documentId',
    url: '/documents/00000000-0000-4000-8000-000000000000',
    readsBody: true,
  },
  {
    route: 'seller/dashboard/documents',
    url: '/seller/dashboard/documents',
    readsBody: true,
    takesFiles: true,
    roleOnly: 'seller',
  },
  {
    route: 'payment-confirmation',
    url: '/payment-confirmation?order=AAAAAAAAAAAAAAAAAAAA',
    readsBody: true,
  },
  {
    route: 'payments/stand-in/checkout/:sessionId',
    url: '/payments/stand-in/checkout/cs_test_none',
    readsBody: true,
  },
  { route: 'seller-flow/photos', url: '/seller-flow/photos', readsBody: true, takesFiles: true },
  {
    route: 'seller-flow/photos/upload',
    url: '/seller-flow/photos/upload',
    readsBody: true,
    takesFiles: true,
  },
  // the seller's pages answer a buyer 403 (role); bad-input-sellers.spec.ts sends them as a seller
  { route: 'seller-dashboard-authentic', url: '/seller-dashboard-authentic', readsBody: true },
  { route: 'seller/dashboard/listings', url: '/seller/dashboard/listings', readsBody: true },
  {
    route: 'seller/dashboard/listings/:listingId/published',
    url: '/seller/dashboard/listings/s-AAAAAAAAAAAAAAAAAAAA/published',
    readsBody: true,
  },
  {
    route: 'seller/dashboard/listings/:listingId/edit',
    url: '/seller/dashboard/listings/s-AAAAAAAAAAAAAAAAAAAA/edit',
    readsBody: true,
  },
  {
    route: 'seller/dashboard/listings/:listingId/photos',
    url: '/seller/dashboard/listings/s-AAAAAAAAAAAAAAAAAAAA/photos',
    readsBody: true,
    takesFiles: true,
    roleOnly: 'seller',
  },
  {
    route: 'seller/dashboard/listings/:listingId/photos/upload',
    url: '/seller/dashboard/listings/s-AAAAAAAAAAAAAAAAAAAA/photos/upload',
    readsBody: true,
    takesFiles: true,
    roleOnly: 'seller',
  },
  { route: 'AIListingEnhancer', url: '/AIListingEnhancer', readsBody: true },
  {
    route: 'generate-marketing-materials/:listingId?',
    url: '/generate-marketing-materials/s-AAAAAAAAAAAAAAAAAAAA',
    readsBody: true,
  },
  { route: 'seller/dashboard/inquiries', url: '/seller/dashboard/inquiries', readsBody: true },
  { route: 'seller/dashboard/settings', url: '/seller/dashboard/settings', readsBody: true },
  { route: 'seller-flow/intent', url: '/seller-flow/intent', readsBody: true },
  { route: 'seller-flow/property', url: '/seller-flow/property', readsBody: true },
  { route: 'seller-flow/details', url: '/seller-flow/details', readsBody: true },
  { route: 'seller-flow/price', url: '/seller-flow/price', readsBody: true },
  { route: 'seller-flow/plan', url: '/seller-flow/plan', readsBody: true },
  { route: 'seller-flow/review', url: '/seller-flow/review', readsBody: true },
  { route: 'landing/:slug', url: '/landing/no-such-page', readsBody: true },
  { route: 'landing-admin', url: '/landing-admin', readsBody: true, roleOnly: 'admin' },
  {
    route: 'idx-listings',
    url: '/idx-listings',
    readsBody: true,
    takesFiles: true,
    roleOnly: 'admin',
  },
  {
    route: 'valuation-markets',
    url: '/valuation-markets',
    readsBody: true,
    takesFiles: true,
    roleOnly: 'admin',
  },
  {
    route: 'valuation-markets/:marketId',
    url: '/valuation-markets/00000000-0000-4000-8000-000000000000',
    readsBody: true,
    roleOnly: 'admin',
  },
  // its answer ends the session whatever the body, so only the refusals before it are posted
  { route: 'clear-cache', url: '/clear-cache', readsBody: false },
  { route: 'landing-ab-test', url: '/landing-ab-test', readsBody: true, roleOnly: 'admin' },
  { route: '*', url: '/no-such-page', readsBody: false },
]
const apiRoutes = ['api/events', 'api/auth/update-role', 'api/stripe/webhook']
// the scheduler's endpoints take no body: only the bearer secret is read
const jobRoutes = ['api/jobs/search-alerts']

// a page that takes files (its handle declares uploads) answers broken multipart as its own error
type Answer = { status: number; says: string }
const wrongBodies: Array<{
  name: string
  type: string
  body: string
  status: number
  says: string
  toFilePage?: Answer
}> = [
  {
    name: 'JSON',
    type: 'application/json',
    body: '{"email":"buyer@demo.threshold.example","role":"admin"}',
    status: 415,
    says: 'That form could not be read',
  },
  {
    name: 'plain text',
    type: 'text/plain',
    body: 'email=a@b.co',
    status: 415,
    says: 'That form could not be read',
  },
  {
    name: 'no content type',
    type: '',
    body: 'email=a@b.co',
    status: 415,
    says: 'That form could not be read',
  },
  {
    name: 'a truncated multipart body',
    type: 'multipart/form-data; boundary=XX',
    body: '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc',
    status: 415,
    says: 'This page does not take files',
    toFilePage: { status: 400, says: 'The upload could not be read' },
  },
  {
    name: 'a multipart body without a boundary',
    type: 'multipart/form-data',
    body: 'email=abc',
    status: 415,
    says: 'This page does not take files',
    toFilePage: { status: 400, says: 'That upload could not be read' },
  },
]
const malformedForm =
  'intent=%FF%FE&email=%E0%A4%A&role=%C0%AF&name=%00&budget=%ZZ&income=%&step=%FF&searchId=%&appointmentId=..%2F&=&&%'

test('the table below lists every form and API route of app/routes.ts', async () => {
  const { default: routes } = await import('../../app/routes')
  const withAction = routes.filter((entry) =>
    /export (async )?function action/.test(readFileSync(path.join('app', entry.file), 'utf8')),
  )
  const listed = new Set([...formRoutes.map((entry) => entry.route), ...apiRoutes, ...jobRoutes])
  expect(withAction.map((entry) => entry.path).filter((route) => !listed.has(route!))).toEqual([])
})

test('every form route refuses a body it does not take, and a malformed form, at once and storing nothing', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const buyer = await createUser({ role: 'buyer' })
  await startSessionAs(page, buyer)
  for (const route of formRoutes) {
    const url = route.url.replace('ORIGIN', encodeURIComponent(baseURL!))
    for (const wrong of wrongBodies) {
      const label = `${route.route}: ${wrong.name}`
      const started = Date.now()
      const response = await page.request.post(url, {
        headers: wrong.type ? { 'content-type': wrong.type } : {},
        data: Buffer.from(wrong.body),
        maxRedirects: 0,
      })
      const expected = (route.takesFiles && wrong.toFilePage) || wrong
      if (route.roleOnly && response.status() === 403)
        expect(await response.text(), label).toContain(route.roleOnly)
      else {
        expect(response.status(), label).toBe(expected.status)
        expect(await response.text(), label).toContain(expected.says)
      }
      expect(Date.now() - started, label).toBeLessThan(3_000)
    }
    if (!route.readsBody) continue
    const response = await page.request.post(url, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: malformedForm,
      maxRedirects: 0,
    })
    expect(
      response.status(),
      `${route.route}: a malformed form → ${(await response.text()).slice(0, 200)}`,
    ).toBeGreaterThanOrEqual(400)
    expect(response.status(), route.route).toBeLessThan(500)
  }
  expect(
    (await page.request.get('/buyer-dashboard', { maxRedirects: 0 })).status(),
    'still signed in',
  ).toBe(200)
  const { firestore } = emulators()
  for (const collection of ['inquiries', 'appointments', 'offers', 'savedSearches', 'savedHomes']) {
    expect(
      (await firestore.collection(collection).where('uid', '==', buyer.uid).get()).size,
      collection,
    ).toBe(0)
  }
  expect(
    (await firestore.collection('photos').where('ownerUid', '==', buyer.uid).get()).size,
    'photos',
  ).toBe(0)
  expect(
    (await firestore.collection('serviceRequests').where('requesterUid', '==', buyer.uid).get())
      .size,
    'serviceRequests',
  ).toBe(0)
  expect(
    (await firestore.collection('orders').where('uid', '==', buyer.uid).get()).size,
    'orders',
  ).toBe(0)
  expect(
    (await firestore.collection('documents').where('ownerUid', '==', buyer.uid).get()).size,
    'documents',
  ).toBe(0)
  expect((await firestore.doc(`sellerDrafts/${buyer.uid}`).get()).exists, 'sellerDrafts').toBe(
    false,
  )
  const profile = await firestore.doc(`users/${buyer.uid}`).get()
  expect(profile.get('role')).toBe('buyer')
  expect(profile.get('preferences')).toBeUndefined()
  expect(profile.get('application')).toBeUndefined()
})

test('the API routes refuse bodies of the wrong type, broken JSON and multipart', async ({
  request,
}) => {
  const call = (url: string, type: string, data: string) =>
    request.post(url, { headers: { 'content-type': type }, data: Buffer.from(data) })
  for (const url of apiRoutes.map((route) => `/${route}`)) {
    const multipart = await call(
      url,
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="role"\r\n\r\nadm',
    )
    expect(multipart.status(), url).toBe(415)
    expect((await multipart.json()).message, url).toContain('This page does not take files')
    const broken = await call(url, 'application/json', '{"path":"/", "role": ')
    expect(broken.status(), url).toBe(400)
    const form = await call(url, 'application/x-www-form-urlencoded', 'path=%2F&role=admin')
    expect(form.status(), url).toBeGreaterThanOrEqual(400)
    expect(form.status(), url).toBeLessThan(500)
  }
  for (const url of jobRoutes.map((route) => `/${route}`)) {
    for (const wrong of wrongBodies) {
      const response = await request.post(url, {
        headers: wrong.type ? { 'content-type': wrong.type } : {},
        data: Buffer.from(wrong.body),
      })
      expect(response.status(), `${url}: ${wrong.name}`).toBeGreaterThanOrEqual(400)
      expect(response.status(), `${url}: ${wrong.name}`).toBeLessThan(500)
    }
    expect(
      (await request.post(url, { headers: { authorization: 'Bearer guess' } })).status(),
      url,
    ).toBe(401)
    expect((await request.get(url)).status(), url).toBe(405)
  }
  const forged = await request.post('/api/auth/update-role', {
    headers: { 'content-type': 'application/json' },
    data: { userId: '__proto__', role: 'seller' },
  })
  expect(forged.status()).toBe(401)
})
