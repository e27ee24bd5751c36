import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { e2eDataDir } from './paths'

// the tests read and arrange what the server stores through the same emulators it uses
function connect() {
  const runtime = JSON.parse(readFileSync(path.join(e2eDataDir, 'runtime.json'), 'utf8')) as {
    firestoreHost: string
    authHost: string
  }
  process.env.FIRESTORE_EMULATOR_HOST = runtime.firestoreHost
  process.env.FIREBASE_AUTH_EMULATOR_HOST = runtime.authHost
  process.env.METADATA_SERVER_DETECTION = 'none'
  const app =
    getApps().find((app) => app.name === 'e2e') ??
    initializeApp({ projectId: 'demo-threshold' }, 'e2e')
  const firestore = getFirestore(app)
  return { firestore, auth: getAuth(app), authHost: runtime.authHost }
}
let cached: ReturnType<typeof connect> | undefined

export function emulators() {
  cached ??= connect()
  return cached
}
