import { randomBytes, randomUUID } from 'node:crypto'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { messages } from '~/features/accounts/messages'
import { sessionCheckReuseMs } from '~/features/accounts/session-limits'
import type { SellerDraft } from '~/features/sellers/draft.server'
import { startRedis, type RunningRedis } from '../../support/redis-server'
import {
  ensureProductionBuild,
  freeTestPort,
  startServer,
  stopStartedServers,
  waitForReady,
  type RunningServer,
} from '../../support/server-process'

// two instances of the app, as behind a load balancer: the suite's emulators as their project and
// one Redis for their rate limits (REDIS_URL, ADR 061). What one instance counts, ends or
// publishes, the other knows
const timeout = 120_000
let redis: RunningRedis
let a: RunningServer
let b: RunningServer

const admin = initializeApp({ projectId: 'demo-threshold' }, 'two-instances')
const createdUids: string[] = []
const createdListings: string[] = []

// a seller listing's id as the flow reserves one (draft.server.ts)
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const newListingId = () => `s-${[...randomBytes(20)].map((byte) => base62[byte % 62]).join('')}`

async function createSeller() {
  const id = randomUUID().slice(0, 8)
  const email = `two-instances-${id}@example.com`
  const password = 'Passw0rdA'
  const record = await getAuth(admin).createUser({
    email,
    password,
    displayName: `Test seller ${id}`,
  })
  createdUids.push(record.uid)
  const now = Date.now()
  await getFirestore(admin)
    .doc(`users/${record.uid}`)
    .set({
      uid: record.uid,
      email,
      displayName: `Test seller ${id}`,
      photoURL: null,
      phoneNumber: null,
      role: 'seller',
      createdAt: now,
      lastLoginAt: now,
    })
  return { uid: record.uid, email, password }
}

beforeAll(async () => {
  await ensureProductionBuild()
  redis = await startRedis()
  const shared = {
    FIREBASE_PROJECT_ID: 'demo-threshold',
    FIREBASE_API_KEY: 'demo-api-key',
    SESSION_SECRET: 'two-instances-session-secret-0123456789',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST!,
    METADATA_SERVER_DETECTION: 'none',
    REDIS_URL: redis.url,
  }
  ;[a, b] = await Promise.all([
    startServer(shared, await freeTestPort()),
    startServer(shared, await freeTestPort()),
  ])
  await Promise.all([waitForReady(a.url), waitForReady(b.url)])
}, 600_000)

afterAll(async () => {
  await stopStartedServers()
  await redis?.stop()
  const firestore = getFirestore(admin)
  await Promise.all(createdListings.map((id) => firestore.doc(`listings/${id}`).delete()))
  await Promise.all(
    createdUids.flatMap((uid) => [
      firestore.doc(`users/${uid}`).delete(),
      firestore.doc(`sellerDrafts/${uid}`).delete(),
    ]),
  )
  if (createdUids.length > 0) await getAuth(admin).deleteUsers(createdUids)
  await deleteApp(admin)
}, timeout)

async function signIn(server: RunningServer, email: string, password: string) {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  })
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ')
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
    retryAfter: response.headers.get('retry-after'),
    cookie,
  }
}

// a page only a signed-in seller sees: 200, or a redirect to sign in once the session has ended
async function dashboard(server: RunningServer, cookie: string) {
  const response = await fetch(`${server.url}/seller-dashboard-authentic`, {
    headers: { cookie },
    redirect: 'manual',
  })
  await response.body?.cancel()
  return { status: response.status, location: response.headers.get('location') }
}

test('/readyz reports the Redis both instances share', async () => {
  for (const server of [a, b]) {
    expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({
      ready: true,
      redis: { ok: true },
    })
  }
})

test(
  'failed sign-ins are counted across both instances: after five, the sixth is refused on either',
  { timeout },
  async () => {
    const seller = await createSeller()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await signIn(attempt % 2 ? a : b, seller.email, 'WrongPassw0rd')
      expect(wrong.status, `attempt ${attempt}`).toBe(400)
      expect(wrong.html).not.toContain(messages.signIn.tooManyRequests)
    }
    // even the right password: the budget refuses before Firebase is asked
    for (const server of [a, b]) {
      const sixth = await signIn(server, seller.email, seller.password)
      expect(sixth.status).toBe(429)
      expect(sixth.html).toContain(messages.signIn.tooManyRequests)
      expect(Number(sixth.retryAfter)).toBeGreaterThan(14 * 60)
      expect(sixth.location).toBeNull()
    }
  },
)

test(
  `a sign-out on one instance is refused on the other within ${sessionCheckReuseMs} ms`,
  { timeout },
  async () => {
    const seller = await createSeller()
    const signedIn = await signIn(a, seller.email, seller.password)
    expect(signedIn.location).toBe('/seller-dashboard-authentic')
    // B takes A's session, and keeps its good answer for sessionCheckReuseMs: the worst case
    expect(await dashboard(b, signedIn.cookie)).toEqual({ status: 200, location: null })
    expect(await dashboard(a, signedIn.cookie)).toEqual({ status: 200, location: null })

    const signOut = await fetch(`${a.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie: signedIn.cookie },
      body: new URLSearchParams(),
      redirect: 'manual',
    })
    expect(signOut.status).toBe(302)
    const signedOutAt = Date.now()
    expect((await dashboard(a, signedIn.cookie)).location).toMatch(/^\/auth\/login/)

    let refusedAfter: number | undefined
    while (Date.now() - signedOutAt < sessionCheckReuseMs + 5_000) {
      const page = await dashboard(b, signedIn.cookie)
      if (page.status !== 200) {
        expect(page.location).toMatch(/^\/auth\/login/)
        refusedAfter = Date.now() - signedOutAt
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(refusedAfter).toBeDefined()
    // the bound, and the time one request takes
    expect(refusedAfter!).toBeLessThanOrEqual(sessionCheckReuseMs + 1_000)
  },
)

test(
  'a listing published on one instance is found by search on the other',
  { timeout },
  async () => {
    const seller = await createSeller()
    // the draft as the flow's steps leave it at Review (their forms are tested elsewhere); the
    // Publish itself is A's
    const price = 700_000 + Math.floor(Math.random() * 90_000) * 3 + 1
    const draft: SellerDraft = {
      uid: seller.uid,
      step: 'review',
      listingId: newListingId(),
      intent: { timing: 'now', agent: 'without-agent' },
      property: {
        homeId: null,
        address: {
          line1: `${1000 + Math.floor(Math.random() * 8000)} Two Instances Lane`,
          city: 'Ames',
          state: 'IA',
          zip: '50010',
        },
        neighborhood: 'Gilbert',
        lat: 42.1,
        lng: -93.6,
      },
      details: {
        propertyType: 'single-family',
        style: 'two-story',
        beds: 3,
        fullBaths: 2,
        halfBaths: 1,
        sqft: 1600,
        lotSqft: 8000,
        yearBuilt: 2001,
        garageSpaces: 2,
        basementSqft: 700,
        features: ['deck'],
        description: 'A two-story home with a deck, a finished basement and a quiet street.',
      },
      photos: [],
      price: { askingPrice: price },
      plan: 'on-your-own',
      updatedAt: Date.now(),
    }
    await getFirestore(admin).doc(`sellerDrafts/${seller.uid}`).set(draft)
    createdListings.push(draft.listingId!)
    const signedIn = await signIn(a, seller.email, seller.password)
    expect(signedIn.location).toBe('/seller-dashboard-authentic')

    const published = await fetch(`${a.url}/seller-flow/review`, {
      method: 'POST',
      headers: { cookie: signedIn.cookie },
      body: new URLSearchParams({ listingId: draft.listingId! }),
      redirect: 'manual',
    })
    expect(published.status).toBe(302)
    const publishedAt = Date.now()

    const searchOnB = async () => {
      const response = await fetch(
        `${b.url}/property-search?status=active&minPrice=${price}&maxPrice=${price}`,
      )
      return (await response.text()).includes(`/property/${draft.listingId}`)
    }
    let found = await searchOnB()
    while (!found && Date.now() - publishedAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      found = await searchOnB()
    }
    expect(found).toBe(true)
  },
)

// the last two: they stop B, then Redis
test(
  'SIGTERM: an instance closes its Redis connection and exits with code 0',
  { timeout },
  async () => {
    b.child.kill('SIGTERM')
    const code = await Promise.race([
      b.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ])
    expect(code).toBe(0)
  },
)

test(
  'with Redis down, an instance keeps serving, counting in its own memory; /readyz says so and stays 200',
  { timeout },
  async () => {
    const seller = await createSeller()
    await redis.stop()
    const ready = await fetch(`${a.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ ready: true, redis: { ok: false } })
    const started = Date.now()
    const signedIn = await signIn(a, seller.email, seller.password)
    expect(signedIn.location).toBe('/seller-dashboard-authentic')
    expect(Date.now() - started).toBeLessThan(5_000)
  },
)
