import { randomUUID } from 'node:crypto'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { messages } from '~/features/accounts/messages'
import {
  ensureProductionBuild,
  faultyLink,
  freeTestPort,
  startServer,
  stopStartedServers,
  waitForReady,
  type RunningServer,
} from '../../support/server-process'
import { skipTheRestAfterAFailure } from './serial'

// a second server on the suite's emulators, reached through links the tests can cut: the same
// code as against a real project (FIREBASE_PROJECT_ID set), with the faults a network has
const timeout = 240_000
const pageTimeoutMs = 4_000
let server: RunningServer
let authLink: Awaited<ReturnType<typeof faultyLink>>
let firestoreLink: Awaited<ReturnType<typeof faultyLink>>

// the accounts are made in the emulators tests/integration/global-setup.ts started, as registration makes them
const admin = initializeApp({ projectId: 'demo-threshold' }, 'faults')
const createdUids: string[] = []

async function createUser({ role }: { role: string }) {
  const id = randomUUID().slice(0, 8)
  const email = `${role}-${id}@example.com`
  const displayName = `Test ${role} ${id}`
  const password = 'Passw0rdA'
  const record = await getAuth(admin).createUser({ email, password, displayName })
  createdUids.push(record.uid)
  const now = Date.now()
  await getFirestore(admin).doc(`users/${record.uid}`).set({
    uid: record.uid,
    email,
    displayName,
    photoURL: null,
    phoneNumber: null,
    role,
    createdAt: now,
    lastLoginAt: now,
  })
  return { email, password }
}

skipTheRestAfterAFailure()
beforeAll(async () => {
  await ensureProductionBuild()
  authLink = await faultyLink(process.env.FIREBASE_AUTH_EMULATOR_HOST!)
  firestoreLink = await faultyLink(process.env.FIRESTORE_EMULATOR_HOST!)
  server = await startServer(
    {
      FIREBASE_PROJECT_ID: 'demo-threshold',
      FIREBASE_API_KEY: 'demo-api-key',
      SESSION_SECRET: 'faults-session-secret-0123456789abcdef',
      FIREBASE_AUTH_EMULATOR_HOST: authLink.host,
      FIRESTORE_EMULATOR_HOST: firestoreLink.host,
      METADATA_SERVER_DETECTION: 'none',
      PAGE_TIMEOUT_MS: String(pageTimeoutMs),
    },
    await freeTestPort(),
  )
  await waitForReady(server.url)
}, 600_000)

afterAll(async () => {
  await stopStartedServers()
  await authLink?.close()
  await firestoreLink?.close()
  if (createdUids.length > 0) await getAuth(admin).deleteUsers(createdUids)
  await Promise.all(createdUids.map((uid) => getFirestore(admin).doc(`users/${uid}`).delete()))
  await deleteApp(admin)
}, timeout)

async function signInPage(email: string, password: string) {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  })
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
  }
}

test(
  'with Auth unreachable, sign-in says "Network error" and /readyz answers 503, then both recover',
  { timeout },
  async () => {
    const user = await createUser({ role: 'seller' })
    await authLink.cut()
    const started = Date.now()
    const attempt = await signInPage(user.email, user.password)
    expect(attempt.html).toContain(messages.signIn.network)
    expect(attempt.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(10_000)
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ ready: false, auth: { ok: false } })

    await authLink.restore()
    await waitForReady(server.url, 60_000)
    const again = await signInPage(user.email, user.password)
    expect(again.location).toBe('/seller-dashboard-authentic')
  },
)

test(
  'with Firestore unreachable, a page answers a clear 503 within the stated time, then recovers',
  { timeout },
  async () => {
    const user = await createUser({ role: 'vendor' })
    await firestoreLink.cut()
    const started = Date.now()
    const attempt = await signInPage(user.email, user.password)
    const elapsed = Date.now() - started
    expect(attempt.status).toBe(503)
    expect(attempt.html).toMatch(/not answering right now/)
    expect(elapsed).toBeLessThan(pageTimeoutMs + 3_000)
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ ready: false, firestore: { ok: false } })

    await firestoreLink.restore()
    await waitForReady(server.url, 90_000)
    const again = await signInPage(user.email, user.password)
    expect(again.location).toBe('/vendor-dashboard')
  },
)

// issue 39, finding 3: the 503 of the time limit is true. The save reads first (how many searches
// the buyer has); Firestore comes back after the answer, and the write that would have followed
// is never started (ADR 063)
test(
  'a save answered 503 by the time limit is not made when Firestore comes back',
  { timeout },
  async () => {
    const user = await createUser({ role: 'buyer' })
    const signedIn = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      body: new URLSearchParams(user),
      redirect: 'manual',
    })
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    expect(
      (await fetch(`${server.url}/property-search`, { headers: { cookie }, redirect: 'manual' }))
        .status,
    ).toBe(200)
    const uid = (await getAuth(admin).getUserByEmail(user.email)).uid

    await firestoreLink.cut()
    const started = Date.now()
    const save = await fetch(`${server.url}/property-search`, {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({
        name: 'Answered as failed',
        frequency: 'never',
        params: 'beds=3',
      }),
      redirect: 'manual',
    })
    expect(save.status).toBe(503)
    expect(await save.text()).toMatch(/not answering right now/)
    expect(Date.now() - started).toBeLessThan(pageTimeoutMs + 3_000)

    await firestoreLink.restore()
    await waitForReady(server.url, 90_000)
    // the read the save was waiting on has its answer by now, and a write would have followed it
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    const saved = await getFirestore(admin)
      .collection('savedSearches')
      .where('uid', '==', uid)
      .get()
    expect(saved.docs.map((doc) => doc.get('name'))).toEqual([])
  },
)

test(
  'SIGTERM while busy: requests in flight complete, new ones are refused cleanly, exit code 0',
  { timeout },
  async () => {
    // a full page read to its end, or a clean refusal: never a cut connection or half a page
    const load = (path: string) =>
      fetch(`${server.url}${path}`).then(
        async (response) => ({
          status: response.status,
          complete: isWholePage(await response.text()),
        }),
        (error: Error) => ({
          status:
            (error.cause as { code?: string })?.code === 'ECONNREFUSED'
              ? 'refused'
              : `failed: ${(error.cause as { code?: string })?.code} ${(error.cause as Error)?.message}`,
          complete: true,
        }),
      )
    const burst = Array.from({ length: 40 }, (_, index) => load(`/how-it-works?n=${index}`))
    await Promise.race(burst)
    server.child.kill('SIGTERM')
    const after = Array.from({ length: 10 }, (_, index) => load(`/how-it-works?late=${index}`))
    const answers = await Promise.all([...burst, ...after])
    for (const answer of answers) {
      expect([200, 503, 'refused']).toContain(answer.status)
      expect(answer, JSON.stringify(answer)).toMatchObject({ complete: true })
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(1)
    const late = await load('/how-it-works?latest=1')
    expect([503, 'refused']).toContain(late.status)
    expect(await server.exited).toBe(0)
  },
)

// a Remix document ends with the script that closes its data stream; a plain page with </html>
function isWholePage(html: string) {
  const end = html.trimEnd()
  return (
    end.endsWith('</html>') || end.endsWith('streamController.close();</script><!--/$--><!--/$-->')
  )
}
