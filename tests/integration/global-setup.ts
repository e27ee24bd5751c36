import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { demoProjectId, startAuthEmulator } from '../../app/platform/embedded/auth-emulator.server'
import { startFirestoreEmulator } from '../../app/platform/embedded/firestore-emulator.server'

type Shared = { users: number; started: Promise<() => Promise<void>> }
// the emulator and processes projects each name this file, and run in the same process: the first
// starts the emulators, the last to finish stops them
const shared = Symbol.for('threshold.vitest-emulators')
const registry = globalThis as { [shared]?: Shared }

export default async function setup() {
  const emulators = (registry[shared] ??= { users: 0, started: startEmulators() })
  emulators.users += 1
  const stop = await emulators.started
  return async () => {
    emulators.users -= 1
    if (emulators.users > 0) return
    delete registry[shared]
    await stop()
  }
}

// the tests run against the same emulators as the embedded default, on free ports, so they can run
// beside a started server; the workers inherit these variables
async function startEmulators() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'threshold-vitest-'))
  process.env.METADATA_SERVER_DETECTION = 'none'
  process.env.GCLOUD_PROJECT = demoProjectId
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
