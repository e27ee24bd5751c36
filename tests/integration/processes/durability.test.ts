import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import {
  ensureProductionBuild,
  freeTestPort,
  startServer,
  stopStartedServers,
  waitForReady,
  type RunningServer,
} from '../../support/server-process'
import {
  alive,
  authEmulatorPid,
  existingEmails,
  exportedAccounts,
  firestoreAt,
  identityToolkit,
  runtimeOf,
  withAuthEmulator,
} from '../support/embedded-default'
import { skipTheRestAfterAFailure } from './serial'

// the embedded default as `npm start` runs it (DEMO_PERSIST on), crashed on purpose: kill -9 may
// lose at most the last 2 s of acknowledged writes, Firestore and Auth; no emulator outlives it;
// a dead Auth emulator comes back with its accounts; a session outlives a restart
const timeout = 600_000
const startTimeoutMs = 400_000
const password = 'Keep1tSafe'
let dataDir = ''
let port = 0
let server: RunningServer | undefined
const startMs: Record<string, number> = {}

async function start(label: string) {
  const started = Date.now()
  server = await startServer(
    {
      DEMO_DATA_DIR: dataDir,
      DEMO_PERSIST: 'true',
      // no periodic snapshot during the test: what survives comes from the journal and the export
      DEMO_SNAPSHOT_MINUTES: '600',
      LOG_FILE: path.join(dataDir, 'server.log'),
      LOG_LEVEL: 'info',
    },
    port,
    startTimeoutMs,
  )
  await waitForReady(server.url, startTimeoutMs)
  startMs[label] = Date.now() - started
  return server
}

async function stop(signal: NodeJS.Signals) {
  server?.child.kill(signal)
  await server?.exited
  server = undefined
}

// firebase-admin fixes the emulator's host when it makes an Auth client: one app per server run
function adminAuth(authHost: string) {
  const name = `durability-${authHost}`
  return getAuth(
    getApps().find((candidate) => candidate.name === name) ??
      initializeApp({ projectId: 'demo-threshold' }, name),
  )
}

async function sessionCookieFor(authHost: string, email: string) {
  const { idToken } = await identityToolkit<{ idToken: string }>(
    authHost,
    'accounts:signInWithPassword',
    { email, password, returnSecureToken: true },
  )
  return withAuthEmulator(authHost, () =>
    adminAuth(authHost).createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 }),
  )
}

async function sessionStillAccepted(authHost: string, cookie: string) {
  return withAuthEmulator(authHost, () =>
    adminAuth(authHost).verifySessionCookie(cookie, true),
  ).then(
    (claims) => claims.uid,
    (error: Error) => `refused: ${error.message}`,
  )
}

const sessionEmail = `session-${Date.now()}@example.com`
let sessionCookie = ''
let sessionUid = ''
type Write = { kind: 'account' | 'document'; key: string; at: number }
const acknowledged: Write[] = []
let killedAt = 0
let crashedEmulator = 0

skipTheRestAfterAFailure()
beforeAll(async () => {
  await ensureProductionBuild()
  dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-durability-'))
  port = await freeTestPort()
}, timeout)
afterAll(async () => {
  await stopStartedServers()
  rmSync(dataDir, { recursive: true, force: true })
}, timeout)

test(
  'kill -9 of the embedded default while writing loses no write acknowledged 2 s before, in Firestore or Auth',
  { timeout },
  async ({ annotate }) => {
    await start('first start')
    const { authHost, firestoreHost } = runtimeOf(dataDir)
    const signedUp = await identityToolkit<{ localId: string }>(authHost, 'accounts:signUp', {
      email: sessionEmail,
      password,
    })
    sessionUid = signedUp.localId
    sessionCookie = await sessionCookieFor(authHost, sessionEmail)

    const db = firestoreAt(firestoreHost)
    let writing = true
    const writer = (async () => {
      for (let index = 0; writing; index++) {
        const email = `crash-${Date.now()}-${index}@example.com`
        await identityToolkit(authHost, 'accounts:signUp', { email, password })
        acknowledged.push({ kind: 'account', key: email, at: Date.now() })
        await db
          .collection('savedHomes')
          .doc(`crash-${index}`)
          .set({ uid: sessionUid, index, savedAt: Date.now() })
        acknowledged.push({ kind: 'document', key: `crash-${index}`, at: Date.now() })
      }
    })().catch(() => undefined)
    // writing still going on, with writes of each kind acknowledged more than 2 s before the kill
    const settledWrites = (kind: string) =>
      acknowledged.filter((write) => write.kind === kind && Date.now() - write.at > 2_500).length
    await expect
      .poll(() => Math.min(settledWrites('account'), settledWrites('document')), {
        timeout: 120_000,
      })
      .toBeGreaterThan(1)
    crashedEmulator = authEmulatorPid(dataDir)
    killedAt = Date.now()
    server!.child.kill('SIGKILL')
    writing = false
    await server!.exited
    server = undefined
    await Promise.race([writer, new Promise((resolve) => setTimeout(resolve, 5_000))])
    void db.terminate()

    // the emulator does not outlive its server: it writes what it holds and ends by itself
    await vi.waitUntil(() => !alive(crashedEmulator), { timeout: 15_000 }).catch(() => undefined)
    expect.soft(alive(crashedEmulator)).toBe(false)

    await start('restart after kill -9')
    const after = runtimeOf(dataDir)
    const mustSurvive = acknowledged.filter((write) => write.at <= killedAt - 2_000)
    expect(mustSurvive.filter((write) => write.kind === 'document').length).toBeGreaterThan(0)
    expect(mustSurvive.filter((write) => write.kind === 'account').length).toBeGreaterThan(0)

    const restored = firestoreAt(after.firestoreHost)
    const documents = acknowledged.filter((write) => write.kind === 'document')
    const snapshots = await restored.getAll(
      ...documents.map((write) => restored.collection('savedHomes').doc(write.key)),
    )
    const storedDocuments = new Set(
      snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id),
    )
    await restored.terminate()
    const storedAccounts = await existingEmails(
      after.authHost,
      acknowledged.filter((write) => write.kind === 'account').map((write) => write.key),
    )
    const lost = mustSurvive.filter(
      (write) => !(write.kind === 'document' ? storedDocuments : storedAccounts).has(write.key),
    )
    expect(lost).toEqual([])

    const lostInAll = acknowledged.filter(
      (write) => !(write.kind === 'document' ? storedDocuments : storedAccounts).has(write.key),
    )
    const summary = `${acknowledged.length} writes acknowledged, ${mustSurvive.length} of them 2 s or more before the kill; lost: ${lostInAll.length}`
    await annotate(summary, 'kill -9')
    process.stdout.write(`kill -9: ${summary}\n`)
  },
)

test(
  'a session made before the crash is still accepted after it, revocation checked',
  { timeout },
  async () => {
    expect(await sessionStillAccepted(runtimeOf(dataDir).authHost, sessionCookie)).toBe(sessionUid)
  },
)

test(
  'a dead Auth emulator is started again with its accounts, the outage is logged, and sign-in works again',
  { timeout },
  async () => {
    const { authHost } = runtimeOf(dataDir)
    const email = `survivor-${Date.now()}@example.com`
    await identityToolkit(authHost, 'accounts:signUp', { email, password })
    // the Auth child has written the account to its export (within about a second of a change)
    await expect
      .poll(() => exportedAccounts(dataDir).includes(email), { timeout: 10_000 })
      .toBe(true)

    const emulator = authEmulatorPid(dataDir)
    process.kill(emulator, 'SIGKILL')
    await expect.poll(() => alive(emulator), { timeout: 10_000 }).toBe(false)
    // sign-in through the app: it answers again, with the account made before the emulator died
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server!.url}/auth/login`, {
            method: 'POST',
            body: new URLSearchParams({ email, password }),
            redirect: 'manual',
          })
          return response.status
        },
        { timeout: 300_000, interval: 2_000 },
      )
      .toBe(302)
    expect(runtimeOf(dataDir).authHost).toBe(authHost)
    expect(authEmulatorPid(dataDir)).not.toBe(emulator)

    const events = readFileSync(path.join(dataDir, 'server.log'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { event?: string; signal?: string; accounts?: number })
    expect(events.find((line) => line.event === 'auth-emulator.exited')).toMatchObject({
      signal: 'SIGKILL',
    })
    expect(
      events.find((line) => line.event === 'auth-emulator.restarted')?.accounts,
    ).toBeGreaterThan(0)
  },
)

test(
  'after a clean stop the data and the session are there too; restart times are reported',
  { timeout },
  async ({ annotate }) => {
    await stop('SIGTERM')
    await start('restart after a clean stop')
    const { authHost } = runtimeOf(dataDir)
    expect(await sessionStillAccepted(authHost, sessionCookie)).toBe(sessionUid)
    expect((await existingEmails(authHost, [sessionEmail])).has(sessionEmail)).toBe(true)

    // reported, not asserted, like every timing budget: on a shared machine the load moves them more than
    // anything a crash leaves; what a crash could leave (a live emulator) is checked above
    await annotate(JSON.stringify(startMs), 'start times')
    process.stdout.write(`embedded default start times (ms): ${JSON.stringify(startMs)}\n`)
  },
)
