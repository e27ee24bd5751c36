import { applicationDefault, getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { env, isDemoMode } from './env.server'
import { demoProjectId } from './embedded/auth-emulator.server'
import { whileWriting } from './http/request-work.server'
import { singleton } from './singleton.server'

// the embedded default sets FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST before
// anything here runs; firebase-admin then talks to the emulators with the same calls
function firebaseApp(): App {
  const existing = getApps().find((app) => app.name === '[DEFAULT]')
  if (existing) return existing
  if (isDemoMode()) return initializeApp({ projectId: demoProjectId })
  return initializeApp({
    projectId: env().FIREBASE_PROJECT_ID,
    credential: applicationDefault(),
    storageBucket: env().FIREBASE_STORAGE_BUCKET,
  })
}

// Firestore takes its settings once, before its first use: in development a module Vite runs
// again must find the client already set up, not set it up twice
export function db(): Firestore {
  return singleton('firestore', () => {
    const firestore = getFirestore(firebaseApp())
    firestore.settings({ ignoreUndefinedProperties: true })
    fenceCommits(firestore)
    return firestore
  })
}

type Send = (method: string, ...rest: unknown[]) => Promise<unknown>

// Every write of the Firestore client (a document's set, update, create or delete, a batch, a
// transaction's commit, a BulkWriter's batch) leaves through its one `request` method as a
// `commit` or `batchWrite`; there a write is told to the request it serves (ADR 063). The method
// is the client's own, not documented: a version without it stops the server at its first query.
function fenceCommits(firestore: Firestore) {
  const client = firestore as unknown as { request?: Send }
  const send = client.request
  if (typeof send !== 'function')
    throw new Error('Firestore#request is gone: the write fence of ADR 063 needs another place')
  client.request = function (this: unknown, method, ...rest) {
    if (method !== 'commit' && method !== 'batchWrite') return send.call(this, method, ...rest)
    return whileWriting(() => send.call(this, method, ...rest))
  }
}

const accountWrites = [
  'createUser',
  'updateUser',
  'deleteUser',
  'deleteUsers',
  'importUsers',
  'revokeRefreshTokens',
  'setCustomUserClaims',
] as const

export function auth(): Auth {
  return singleton('auth', () => {
    const client = getAuth(firebaseApp())
    for (const name of accountWrites) {
      const write = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>
      Object.assign(client, { [name]: (...args: unknown[]) => whileWriting(() => write(...args)) })
    }
    return client
  })
}

// the Storage bucket for uploads (documents, listing photos)
export function storageBucket() {
  return getStorage(firebaseApp()).bucket()
}

export function projectId(): string {
  return env().FIREBASE_PROJECT_ID ?? demoProjectId
}

// firebase-admin checks no signature on ID tokens when it talks to the Auth emulator (whose
// tokens are unsigned): there a token proves nothing by itself
export function idTokensAreSigned(): boolean {
  return !process.env.FIREBASE_AUTH_EMULATOR_HOST
}

export function identityToolkitUrl(method: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1'
  return `${base}/${method}?key=${encodeURIComponent(env().FIREBASE_API_KEY ?? 'demo-api-key')}`
}

// gRPC UNAVAILABLE (14) and DEADLINE_EXCEEDED (4), or a network failure on the way to Firebase
export function isFirebaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 14 || code === 4) return true
  const message = error instanceof Error ? error.message : ''
  return /\b(UNAVAILABLE|DEADLINE_EXCEEDED|ECONNREFUSED)\b|fetch failed/.test(message)
}
