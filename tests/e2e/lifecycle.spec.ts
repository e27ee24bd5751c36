import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures'

// the embedded default as `npm start` runs it: what a user writes survives a clean restart,
// stopping ends every child, and a start after a crash does not trip over what was left behind
test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'process lifecycle does not depend on the browser; run it once')

type Running = { child: ChildProcess; url: string; exited: Promise<number | null> }

async function start(dataDir: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, ENV_FILE: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DEMO_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false)
    if (ready) return { child, url, exited }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  child.kill('SIGKILL')
  throw new Error('server did not become ready')
}

function emulatorPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'auth-emulator', 'auth-emulator.pid'), 'utf8'))
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function register(url: string, email: string) {
  const body = new URLSearchParams({ fullName: 'Persis Tent', email, password: 'Keep1tSafe', confirmPassword: 'Keep1tSafe', role: 'vendor' })
  const response = await fetch(`${url}/auth/register`, { method: 'POST', body, redirect: 'manual' })
  expect(response.status).toBe(302)
}

async function signIn(url: string, email: string) {
  const body = new URLSearchParams({ email, password: 'Keep1tSafe' })
  return fetch(`${url}/auth/login`, { method: 'POST', body, redirect: 'manual' })
}

const port = 41_000 + (process.pid % 2000)
let dataDir = ''
test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-lifecycle-'))
})
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

test('an account made in demo mode survives a clean restart, and stopping ends every child', async () => {
  const first = await start(dataDir, port)
  const email = `persist-${Date.now()}@example.com`
  await register(first.url, email)
  const emulator = emulatorPid(dataDir)
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
})

test('a start after a crash ends the emulator the crashed server left behind', async () => {
  const crashed = await start(dataDir, port)
  const leftover = emulatorPid(dataDir)
  crashed.child.kill('SIGKILL')
  await crashed.exited
  const next = await start(dataDir, port)
  expect(alive(leftover)).toBe(false)
  next.child.kill('SIGTERM')
  expect(await next.exited).toBe(0)
})
