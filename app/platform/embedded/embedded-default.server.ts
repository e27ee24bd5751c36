import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { reloadEnv, type Env } from '../env.server'
import { db } from '../firebase.server'
import { exportCollections, importCollections, type Backup } from '../firestore-backup.server'
import { logger } from '../logger.server'
import { demoProjectId, startAuthEmulator } from './auth-emulator.server'
import { startFirestoreEmulator } from './firestore-emulator.server'

export type EmbeddedDefault = {
  authHost: string
  firestoreHost: string
  snapshot(): Promise<void>
  stop(): Promise<void>
}

// the embedded default: the Auth emulator (a child process) and the Firestore emulator (in
// this process), with what users wrote kept in DEMO_DATA_DIR between runs
export async function startEmbeddedDefault(env: Env): Promise<EmbeddedDefault> {
  const dataDir = path.resolve(env.DEMO_DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  ensureSessionSecret(dataDir)
  process.env.METADATA_SERVER_DETECTION = 'none'
  process.env.GCLOUD_PROJECT = demoProjectId

  const authExportDir = path.join(dataDir, 'auth')
  const firestoreFile = path.join(dataDir, 'firestore.json')
  const [firestore, authEmulator] = await Promise.all([
    startFirestoreEmulator(env.FIRESTORE_EMULATOR_PORT),
    startAuthEmulator({
      workDir: path.join(dataDir, 'auth-emulator'),
      port: env.AUTH_EMULATOR_PORT,
      importFrom: env.DEMO_PERSIST ? authExportDir : undefined,
    }),
  ])
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator.host
  reloadEnv()
  // data:export and data:import find a running embedded default through this file
  writeFileSync(
    runtimeFile(dataDir),
    JSON.stringify({ pid: process.pid, firestoreHost: firestore.host, authHost: authEmulator.host }),
  )

  if (env.DEMO_PERSIST && existsSync(firestoreFile)) {
    const backup = JSON.parse(readFileSync(firestoreFile, 'utf8')) as Backup
    const { written } = await importCollections(db(), backup)
    logger.info({ event: 'demo.restored', documents: written }, 'demo data restored')
  }

  let snapshotting: Promise<void> | undefined
  async function snapshot() {
    if (!env.DEMO_PERSIST) return
    snapshotting ??= (async () => {
      try {
        const backup = await exportCollections(db(), { collectionIds: await firestore.collectionIds() })
        writeFileSync(`${firestoreFile}.tmp`, JSON.stringify(backup))
        renameSync(`${firestoreFile}.tmp`, firestoreFile)
        await authEmulator.exportTo(authExportDir)
        logger.info({ event: 'demo.saved' }, 'demo data saved')
      } catch (error) {
        logger.error({ event: 'demo.save-failed', err: error }, 'demo data could not be saved')
      } finally {
        snapshotting = undefined
      }
    })()
    return snapshotting
  }
  const timer = setInterval(snapshot, env.DEMO_SNAPSHOT_MINUTES * 60_000)
  timer.unref()

  return {
    authHost: authEmulator.host,
    firestoreHost: firestore.host,
    snapshot,
    async stop() {
      clearInterval(timer)
      await snapshot()
      rmSync(runtimeFile(dataDir), { force: true })
      await Promise.allSettled([authEmulator.stop(), firestore.stop()])
    },
  }
}

// a secret made once per data folder keeps demo sessions valid across restarts
function ensureSessionSecret(dataDir: string) {
  if (process.env.SESSION_SECRET) return
  const file = path.join(dataDir, 'session-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.SESSION_SECRET = readFileSync(file, 'utf8').trim()
}

export function runtimeFile(dataDir: string) {
  return path.join(dataDir, 'runtime.json')
}

// the emulator hosts of an embedded default running from dataDir, if one is
export function runningEmbeddedDefault(dataDir: string): { firestoreHost: string; authHost: string } | null {
  const file = runtimeFile(path.resolve(dataDir))
  if (!existsSync(file)) return null
  const runtime = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; firestoreHost: string; authHost: string }
  try {
    process.kill(runtime.pid, 0)
    return runtime
  } catch {
    return null
  }
}
