import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Firestore } from 'firebase-admin/firestore'

export type EmulatorHosts = { firestoreHost: string; authHost: string }

// the emulator hosts of an embedded default started on dataDir
export function runtimeOf(dataDir: string): EmulatorHosts {
  return JSON.parse(readFileSync(path.join(dataDir, 'runtime.json'), 'utf8')) as EmulatorHosts
}

export function authEmulatorPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'auth-emulator', 'auth-emulator.pid'), 'utf8'))
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// a Firestore client of its own: the variable is read once, when the client is made, so the
// test process keeps the emulator its environment names
export function firestoreAt(host: string): Firestore {
  process.env.METADATA_SERVER_DETECTION = 'none'
  const saved = process.env.FIRESTORE_EMULATOR_HOST
  process.env.FIRESTORE_EMULATOR_HOST = host
  try {
    return new Firestore({ projectId: 'demo-threshold' })
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = saved
  }
}

// firebase-admin reads its Auth emulator's host from the environment when it makes a client and
// on some calls: set it for these calls only
export async function withAuthEmulator<T>(host: string, call: () => Promise<T>): Promise<T> {
  process.env.METADATA_SERVER_DETECTION = 'none'
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host
  try {
    return await call()
  } finally {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = saved
  }
}

// the Identity Toolkit REST API, as the product's sign-up and sign-in use it
export async function identityToolkit<T>(host: string, method: string, body: object): Promise<T> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )
  const answer = (await response.json()) as T & { error?: { message: string } }
  if (!response.ok) throw new Error(`${method}: ${answer.error?.message ?? response.status}`)
  return answer
}

// which of these emails have an account (the emulator's privileged lookup)
export async function existingEmails(host: string, emails: string[]): Promise<Set<string>> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/demo-threshold/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: emails }),
    },
  )
  const answer = (await response.json()) as { users?: Array<{ email: string }> }
  return new Set((answer.users ?? []).map((user) => user.email))
}

// the accounts file the Auth child keeps under a persisted embedded default ('' before its first export)
export function exportedAccounts(dataDir: string): string {
  try {
    return readFileSync(path.join(dataDir, 'auth', 'auth_export', 'accounts.json'), 'utf8')
  } catch {
    return ''
  }
}
