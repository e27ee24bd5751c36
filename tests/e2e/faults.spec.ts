import { readFileSync } from 'node:fs'
import path from 'node:path'
import { messages } from '../../app/features/accounts/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { e2eDataDir } from './support/paths'
import { faultyLink, freeTestPort, startServer, waitForReady, type RunningServer } from './support/server-process'

// a second server on the suite's emulators, reached through links the tests can cut: the same
// code as against a real project (FIREBASE_PROJECT_ID set), with the faults a network has
test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server faults do not depend on the browser; run them once')

const pageTimeoutMs = 4_000
let server: RunningServer
let authLink: Awaited<ReturnType<typeof faultyLink>>
let firestoreLink: Awaited<ReturnType<typeof faultyLink>>

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'server faults do not depend on the browser; run them once')
  const runtime = JSON.parse(readFileSync(path.join(e2eDataDir, 'runtime.json'), 'utf8')) as { firestoreHost: string; authHost: string }
  authLink = await faultyLink(runtime.authHost)
  firestoreLink = await faultyLink(runtime.firestoreHost)
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
})

test.afterAll(async () => {
  server?.child.kill('SIGTERM')
  await server?.exited
  await authLink?.close()
  await firestoreLink?.close()
})

async function signInPage(email: string, password: string) {
  const response = await fetch(`${server.url}/auth/login`, { method: 'POST', body: new URLSearchParams({ email, password }), redirect: 'manual' })
  return { status: response.status, html: await response.text(), location: response.headers.get('location') }
}

test('with Auth unreachable, sign-in says "Network error" and /readyz answers 503, then both recover', async () => {
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
})

test('with Firestore unreachable, a page answers a clear 503 within the stated time, then recovers', async () => {
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
})

test('SIGTERM while busy: requests in flight complete, new ones are refused cleanly, exit code 0', async () => {
  // a full page read to its end, or a clean refusal: never a cut connection or half a page
  const load = (path: string) =>
    fetch(`${server.url}${path}`).then(
      async (response) => ({ status: response.status, complete: isWholePage(await response.text()) }),
      (error: Error) => ({ status: (error.cause as { code?: string })?.code === 'ECONNREFUSED' ? 'refused' : `failed: ${(error.cause as { code?: string })?.code} ${(error.cause as Error)?.message}`, complete: true }),
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
})

// a Remix document ends with the script that closes its data stream; a plain page with </html>
function isWholePage(html: string) {
  const end = html.trimEnd()
  return end.endsWith('</html>') || end.endsWith('streamController.close();</script><!--/$--><!--/$-->')
}
