import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { demoProjectId, startAuthEmulator } from '../../app/platform/embedded/auth-emulator.server'
import { startFirestoreEmulator } from '../../app/platform/embedded/firestore-emulator.server'

// unit and integration tests run against the same emulators as the embedded default, on free
// ports, so they can run beside a started server; the workers inherit these variables
export default async function setup() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'threshold-vitest-'))
  process.env.METADATA_SERVER_DETECTION = 'none'
  process.env.GCLOUD_PROJECT = demoProjectId
  process.env.LOG_LEVEL ??= 'silent'
  process.env.SESSION_SECRET ??= 'vitest-session-secret-0123456789abcdef'
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator(0),
    startAuthEmulator({ workDir: path.join(workDir, 'auth-emulator'), port: 0 }),
  ])
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host
  return async () => {
    await Promise.allSettled([auth.stop(), firestore.stop()])
    rmSync(workDir, { recursive: true, force: true })
  }
}
