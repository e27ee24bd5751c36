import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  ensureProductionBuild,
  freeTestPort,
  startServer,
  stopStartedServers,
  waitForReady,
} from '../../support/server-process'
import { alive, authEmulatorPid } from '../support/embedded-default'
import { skipTheRestAfterAFailure } from './serial'

// the embedded default as `npm start` runs it: what a user writes survives a clean restart,
// stopping ends every child, and a start after a crash does not trip over what was left behind
const timeout = 600_000
const startTimeoutMs = 300_000

async function start(dataDir: string, port: number) {
  const server = await startServer({ DEMO_DATA_DIR: dataDir }, port, startTimeoutMs)
  await waitForReady(server.url, startTimeoutMs)
  return server
}

async function register(url: string, email: string) {
  const body = new URLSearchParams({
    fullName: 'Persis Tent',
    email,
    password: 'Keep1tSafe',
    confirmPassword: 'Keep1tSafe',
    role: 'vendor',
  })
  const response = await fetch(`${url}/auth/register`, { method: 'POST', body, redirect: 'manual' })
  expect(response.status).toBe(302)
}

async function signIn(url: string, email: string) {
  const body = new URLSearchParams({ email, password: 'Keep1tSafe' })
  return fetch(`${url}/auth/login`, { method: 'POST', body, redirect: 'manual' })
}

let port = 0
let dataDir = ''
skipTheRestAfterAFailure()
beforeAll(async () => {
  await ensureProductionBuild()
  port = await freeTestPort()
  dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-lifecycle-'))
}, timeout)
afterAll(async () => {
  await stopStartedServers()
  rmSync(dataDir, { recursive: true, force: true })
}, timeout)

test(
  'an account made in demo mode survives a clean restart, and stopping ends every child',
  { timeout },
  async () => {
    const first = await start(dataDir, port)
    const email = `persist-${Date.now()}@example.com`
    await register(first.url, email)
    const emulator = authEmulatorPid(dataDir)
    expect(alive(emulator)).toBe(true)
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(alive(emulator)).toBe(false)
    expect(existsSync(path.join(dataDir, 'firestore.json'))).toBe(true)

    const second = await start(dataDir, port)
    const signedIn = await signIn(second.url, email)
    // the vendor role comes from users/{uid} in Firestore, the password from the Auth export
    expect(signedIn.headers.get('location')).toBe('/vendor-dashboard')
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  },
)

test(
  'no emulator outlives a crashed server, and the next start comes up on what it left',
  { timeout },
  async () => {
    const crashed = await start(dataDir, port)
    const leftover = authEmulatorPid(dataDir)
    crashed.child.kill('SIGKILL')
    await crashed.exited
    const next = await start(dataDir, port)
    expect(alive(leftover)).toBe(false)
    next.child.kill('SIGTERM')
    expect(await next.exited).toBe(0)
  },
)
