import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page, Response } from '@playwright/test'
import { Timestamp } from 'firebase-admin/firestore'
import { messages } from '../../app/features/accounts/messages'
import { limitMessages } from '../../app/features/buyers/messages'
import { formatWait } from '../../app/ui/format-wait'
import { expect, test } from './fixtures'
import { createUser, type TestUser } from './support/accounts'
import { emulators } from './support/firebase'
import { e2eDataDir } from './support/paths'
import { startSessionAs } from './support/session-cookie'
import {
  freeTestPort,
  startServer,
  stopStartedServers,
  waitForReady,
  type RunningServer,
} from './support/server-process'
import { visibleText, visibleTextOf } from './support/visible-text'

// abuse limits (docs/decisions/020-abuse-limits.md): every refusal is a 429 with Retry-After and
// words that fit its form, and what is refused is not stored

const dayMs = 24 * 60 * 60 * 1000

async function post(request: APIRequestContext, path: string, body: Record<string, string>) {
  return request.post(path, { form: body, maxRedirects: 0 })
}

// the answer to the form the page posts next, whether the browser navigates or fetches
function nextPost(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith(path),
  )
}

// checks Retry-After and gives the wait as the refusal words it ("60 minutes")
async function expectRetryAfter(
  response: { headers(): Record<string, string> },
  atMostSeconds: number,
): Promise<string> {
  const seconds = Number(response.headers()['retry-after'])
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(atMostSeconds)
  return formatWait(seconds)
}

async function activeHomes(page: Page, count: number): Promise<string[]> {
  await page.goto('/property-search?status=active&sort=price-desc')
  const hrefs = await page
    .locator('.listing-card h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.slice(0, count).map((href) => href.split('/').at(-1)!)
}

const countOf = async (collection: string, uid: string) =>
  (await emulators().firestore.collection(collection).where('uid', '==', uid).count().get()).data()
    .count
const question = {
  intent: 'ask',
  name: 'Quinn Asker',
  email: 'quinn@example.com',
  message: 'Is the roof new?',
}
const closingDate = () => new Date(Date.now() + 30 * dayMs).toISOString().slice(0, 10)

test.describe('refusals a visitor reads', { tag: '@no-js' }, () => {
  test('sign-in past its budget says the spec’s "Too many failed attempts" and carries Retry-After', async ({
    page,
    request,
  }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (
          await post(request, '/auth/login', { email: user.email, password: 'WrongPass1' })
        ).status(),
      ).toBe(400)
    await page.goto('/auth/login')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    const answer = nextPost(page, '/auth/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    const response = await answer
    expect(response.status()).toBe(429)
    await expectRetryAfter(response, 15 * 60)
    await expect(page.getByRole('alert')).toContainText(messages.signIn.tooManyRequests)
    await expect(page).toHaveURL(/\/auth\/login$/)
  })

  test('registration past its budget says so in its own words, with Retry-After', async ({
    page,
    request,
  }) => {
    const email = `limited-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
    const form = {
      fullName: 'Rita Repeat',
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      role: 'user',
    }
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await post(request, '/auth/register', form)).status()).toBeLessThan(429)
    await page.goto('/auth/register')
    await page.getByLabel('Full Name').fill(form.fullName)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(form.password)
    await page.getByLabel('Confirm Password').fill(form.password)
    await page.getByLabel("I'm looking to buy or sell property").check()
    const answer = nextPost(page, '/auth/register')
    await page.getByRole('button', { name: 'Create Account' }).click()
    const response = await answer
    expect(response.status()).toBe(429)
    const wait = await expectRetryAfter(response, 10 * 60)
    await expect(page.getByRole('alert')).toContainText(messages.limits.register(wait))
    await expect(page.getByRole('alert')).not.toContainText(messages.signIn.tooManyRequests)
  })

  test('reset past its budget says so in its own words, with Retry-After', async ({
    page,
    request,
  }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await post(request, '/auth/forgot-password', { email: user.email })).status()).toBe(
        200,
      )
    await page.goto('/auth/forgot-password')
    await page.getByLabel('Email').fill(user.email)
    const answer = nextPost(page, '/auth/forgot-password')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    const response = await answer
    expect(response.status()).toBe(429)
    const wait = await expectRetryAfter(response, 10 * 60)
    await expect(page.getByRole('alert')).toContainText(messages.limits.reset(wait))
  })

  test('the 11th question about a home in an hour is refused, says why and is not stored', async ({
    page,
  }) => {
    const buyer = await createUser({ role: 'buyer' })
    await startSessionAs(page, buyer)
    const [home] = await activeHomes(page, 1)
    for (let asked = 0; asked < 10; asked++)
      expect((await post(page.request, `/property/${home}`, question)).status()).toBe(302)
    await page.goto(`/property/${home}`)
    await page.getByLabel('Your question').fill('One more: is the roof new?')
    const answer = nextPost(page, `/property/${home}`)
    await page.getByRole('button', { name: 'Send question' }).click()
    const response = await answer
    expect(response.status()).toBe(429)
    const wait = await expectRetryAfter(response, 60 * 60)
    await expect(page.locator('#ask').getByRole('alert')).toContainText(
      limitMessages.ask.home(wait),
    )
    expect(await countOf('inquiries', buyer.uid)).toBe(10)
  })

  test('saving past the budget is refused on the home’s page, with Retry-After', async ({
    page,
  }) => {
    const buyer = await createUser({ role: 'buyer' })
    await startSessionAs(page, buyer)
    const [home] = await activeHomes(page, 1)
    for (let change = 0; change < 30; change++) {
      expect((await post(page.request, `/property/${home}`, { intent: 'save' })).status()).toBe(302)
      expect((await post(page.request, `/property/${home}`, { intent: 'unsave' })).status()).toBe(
        302,
      )
    }
    await page.goto(`/property/${home}`)
    const answer = nextPost(page, `/property/${home}`)
    await page.getByRole('button', { name: 'Save this home' }).click()
    const response = await answer
    expect(response.status()).toBe(429)
    const wait = await expectRetryAfter(response, 60 * 60)
    await expect(page.getByRole('alert')).toContainText(limitMessages.save(wait))
    expect(await countOf('savedHomes', buyer.uid)).toBe(0)
  })
})

test.describe('budgets of one account', () => {
  let buyer: TestUser
  test.beforeEach(async ({ page }) => {
    buyer = await createUser({ role: 'buyer' })
    await startSessionAs(page, buyer)
  })

  test('questions stop at 30 an hour over all homes', async ({ page }) => {
    const homes = await activeHomes(page, 4)
    for (const home of homes.slice(0, 3)) {
      for (let asked = 0; asked < 10; asked++)
        expect((await post(page.request, `/property/${home}`, question)).status()).toBe(302)
    }
    const refused = await post(page.request, `/property/${homes[3]}`, question)
    expect(refused.status()).toBe(429)
    const wait = await expectRetryAfter(refused, 60 * 60)
    expect(await visibleText(refused)).toContain(limitMessages.ask.overall(wait))
    expect(await countOf('inquiries', buyer.uid)).toBe(30)
  })

  test('a sixth tour of one home in an hour is refused and not stored', async ({ page }) => {
    const [home] = await activeHomes(page, 1)
    await page.goto(`/property/${home}`)
    const slots = await page
      .locator('#tour input[name=slot]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
    for (let booked = 0; booked < 5; booked++)
      expect(
        (
          await post(page.request, `/property/${home}`, { intent: 'tour', slot: slots[booked]! })
        ).status(),
      ).toBe(302)
    const refused = await post(page.request, `/property/${home}`, {
      intent: 'tour',
      slot: slots[5]!,
    })
    expect(refused.status()).toBe(429)
    const wait = await expectRetryAfter(refused, 60 * 60)
    expect(await visibleText(refused)).toContain(limitMessages.tour.home(wait))
    expect(await countOf('appointments', buyer.uid)).toBe(5)
  })

  test('a sixth offer on one home in an hour is refused and not stored', async ({ page }) => {
    const [home] = await activeHomes(page, 1)
    const offer = {
      intent: 'offer',
      amount: '250000',
      financing: 'cash',
      closingDate: closingDate(),
    }
    for (let made = 0; made < 5; made++)
      expect((await post(page.request, `/property/${home}`, offer)).status()).toBe(302)
    const refused = await post(page.request, `/property/${home}`, offer)
    expect(refused.status()).toBe(429)
    const wait = await expectRetryAfter(refused, 60 * 60)
    expect(await visibleText(refused)).toContain(limitMessages.offer.home(wait))
    expect(await countOf('offers', buyer.uid)).toBe(5)
  })

  test('saved homes stop at 100; one more is refused and not stored', async ({ page }) => {
    const [home] = await activeHomes(page, 1)
    const batch = emulators().firestore.batch()
    for (let index = 0; index < 100; index++) {
      const id = `${buyer.uid}__cap-${index}`
      batch.set(emulators().firestore.doc(`savedHomes/${id}`), {
        id,
        uid: buyer.uid,
        listingId: `cap-${index}`,
        createdAt: Date.now(),
      })
    }
    await batch.commit()
    const refused = await post(page.request, `/property/${home}`, { intent: 'save' })
    expect(refused.status()).toBe(409)
    expect(await visibleText(refused)).toContain(limitMessages.savedHomesFull(100))
    expect(await countOf('savedHomes', buyer.uid)).toBe(100)
  })

  // twenty different searches: the same search saved again is the one saved search, not another
  test('saved searches stop at 20 an hour, with Retry-After, and nothing more is stored', async ({
    page,
  }) => {
    const search = (index: number) => ({
      name: `Search ${index}`,
      frequency: 'weekly',
      params: `q=garden+${index}&beds=${index % 5}`,
    })
    for (let saved = 0; saved < 20; saved++)
      expect((await post(page.request, '/property-search', search(saved))).status()).toBe(302)
    const refused = await post(page.request, '/property-search', search(20))
    expect(refused.status()).toBe(429)
    const wait = await expectRetryAfter(refused, 60 * 60)
    expect(await visibleText(refused)).toContain(limitMessages.search(wait))
    expect(await countOf('savedSearches', buyer.uid)).toBe(20)
  })

  test('saved searches stop at 50; one more is refused and not stored', async ({ page }) => {
    const batch = emulators().firestore.batch()
    for (let index = 0; index < 50; index++) {
      const id = `${buyer.uid}-cap-${index}`
      batch.set(emulators().firestore.doc(`savedSearches/${id}`), {
        id,
        uid: buyer.uid,
        name: `Kept ${index}`,
        params: '',
        frequency: 'never',
        createdAt: Date.now(),
      })
    }
    await batch.commit()
    const refused = await post(page.request, '/property-search', {
      name: 'One too many',
      frequency: 'weekly',
      params: 'beds=3',
    })
    expect(refused.status()).toBe(409)
    expect(await visibleText(refused)).toContain(limitMessages.savedSearchesFull(50))
    expect(await countOf('savedSearches', buyer.uid)).toBe(50)
  })
})

// a server of its own behind a "proxy" (TRUST_PROXY=true), on the suite's emulators, so each test
// can speak from addresses of its choosing through X-Forwarded-For
test.describe('limits per address', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  let server: RunningServer
  let addresses = 0
  const newAddress = () => `198.51.${Math.floor(Math.random() * 200)}.${++addresses}`

  // starting a server of its own can take longer than a test's default minute on a loaded machine
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(240_000)
    const runtime = JSON.parse(readFileSync(path.join(e2eDataDir, 'runtime.json'), 'utf8')) as {
      firestoreHost: string
      authHost: string
    }
    server = await startServer(
      {
        FIREBASE_PROJECT_ID: 'demo-threshold',
        FIREBASE_API_KEY: 'demo-api-key',
        SESSION_SECRET: 'abuse-limits-session-secret-0123456789',
        FIREBASE_AUTH_EMULATOR_HOST: runtime.authHost,
        FIRESTORE_EMULATOR_HOST: runtime.firestoreHost,
        METADATA_SERVER_DETECTION: 'none',
        TRUST_PROXY: 'true',
      },
      await freeTestPort(),
    )
    await waitForReady(server.url)
  })

  // also a server still starting when the beforeAll timed out
  test.afterAll(() => stopStartedServers())

  async function signInFrom(address: string, email: string, password: string, cookie?: string) {
    const response = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ email, password }),
      redirect: 'manual',
      headers: { 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) },
    })
    const known = response.headers.getSetCookie().find((line) => line.startsWith('__known='))
    return {
      status: response.status,
      html: await response.text(),
      retryAfter: response.headers.get('retry-after'),
      location: response.headers.get('location'),
      known: known?.split(';')[0],
    }
  }

  test('the owner signs in from one address while another has made 8 wrong guesses', async () => {
    const user = await createUser({ role: 'seller' })
    const [attacker, owner] = [newAddress(), newAddress()]
    const guesses = []
    for (let guess = 0; guess < 8; guess++)
      guesses.push(await signInFrom(attacker, user.email, 'WrongPass1'))
    expect(guesses.map((guess) => guess.status)).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
    expect(visibleTextOf(guesses[7]!.html)).toContain(messages.signIn.tooManyRequests)
    expect(Number(guesses[7]!.retryAfter)).toBeGreaterThan(0)
    // the right password from the guessing address is refused too, so a guess is never confirmed
    expect((await signInFrom(attacker, user.email, user.password)).status).toBe(429)
    const signedIn = await signInFrom(owner, user.email, user.password)
    expect(signedIn.status).toBe(302)
    expect(signedIn.location).toBe('/seller-dashboard-authentic')
  })

  test('guesses spread over many addresses slow the account, but not the browser that signed in before', async () => {
    const user = await createUser({ role: 'seller' })
    const before = await signInFrom(newAddress(), user.email, user.password)
    for (let bot = 0; bot < 10; bot++) {
      const from = newAddress()
      for (let guess = 0; guess < 5; guess++)
        expect((await signInFrom(from, user.email, 'WrongPass1')).status).toBe(400)
    }
    const stranger = await signInFrom(newAddress(), user.email, user.password)
    expect(stranger.status).toBe(429)
    expect(visibleTextOf(stranger.html)).toContain(messages.signIn.tooManyRequests)
    expect(Number(stranger.retryAfter)).toBeGreaterThan(0)
    expect((await signInFrom(newAddress(), user.email, user.password, before.known)).status).toBe(
      302,
    )
  })

  test('page views past 60 a minute from one address are refused with Retry-After and not stored; stored ones expire', async () => {
    const routeId = `probe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    const from = newAddress()
    const report = (index: number) =>
      fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': from },
        body: JSON.stringify({ path: `/how-it-works?n=${index}`, routeId }),
      })
    const statuses: number[] = []
    for (let index = 0; index < 60; index++) statuses.push((await report(index)).status)
    expect(new Set(statuses)).toEqual(new Set([204]))
    const refused = await report(60)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect((await refused.json()) as { message: string }).toMatchObject({
      message: expect.stringContaining('Too many page views'),
    })
    // another address is not held back by this one
    expect(
      (
        await fetch(`${server.url}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-Forwarded-For': newAddress() },
          body: JSON.stringify({ path: '/', routeId: `${routeId}-other` }),
        })
      ).status,
    ).toBe(204)

    const stored = () =>
      emulators().firestore.collection('events').where('routeId', '==', routeId).get()
    const storedOther = () =>
      emulators().firestore.collection('events').where('routeId', '==', `${routeId}-other`).get()
    await expect.poll(async () => (await stored()).size).toBe(60)
    // the other address's view, reported after the refused one, is stored: the refused one had its chance
    await expect.poll(async () => (await storedOther()).size).toBe(1)
    const views = (await stored()).docs
    expect(views).toHaveLength(60)
    expect(views.some((view) => view.get('path') === '/how-it-works?n=60')).toBe(false)
    for (const view of views) {
      const expireAt = view.get('expireAt') as Timestamp
      expect(expireAt).toBeInstanceOf(Timestamp)
      expect(expireAt.toMillis() - (view.get('at') as number)).toBe(90 * dayMs)
    }
  })
})
