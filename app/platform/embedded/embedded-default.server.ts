import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { reloadEnv, type Env } from '../env.server'
import { logger } from '../logger.server'
import { localFilesFolder } from '../storage/local-files-folder.server'
import { demoProjectId, startAuthEmulator } from './auth-emulator.server'
import { sessionSecretOf, stripeWebhookSecretOf } from './data-folder-secrets.server'
import { startFirestoreEmulator } from './firestore-emulator.server'

export type EmbeddedDefault = {
  authHost: string
  firestoreHost: string
  snapshot(): Promise<void>
  stop(): Promise<void>
}

// the embedded default: the Auth emulator (a child process) and the Firestore emulator (in this
// process), on loopback, with what users write kept in DEMO_DATA_DIR as it is written
// (docs/decisions/016-embedded-default-durable-and-local.md)
export async function startEmbeddedDefault(env: Env): Promise<EmbeddedDefault> {
  const dataDir = path.resolve(env.DEMO_DATA_DIR)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  ensureDataFolderSecrets(dataDir)
  // the file store's folder (ADR 027) lives as long as the data beside it: without persistence
  // the records start empty, and so do their files
  if (!env.DEMO_PERSIST) rmSync(localFilesFolder(dataDir), { recursive: true, force: true })
  process.env.METADATA_SERVER_DETECTION = 'none'
  process.env.GCLOUD_PROJECT = demoProjectId

  const started = performance.now()
  const [firestore, authEmulator] = await Promise.all([
    startFirestoreEmulator(
      env.FIRESTORE_EMULATOR_PORT,
      env.DEMO_PERSIST
        ? {
            snapshotFile: path.join(dataDir, 'firestore.json'),
            journalFile: path.join(dataDir, 'firestore.journal'),
            projectId: demoProjectId,
          }
        : undefined,
    ),
    startAuthEmulator({
      workDir: path.join(dataDir, 'auth-emulator'),
      port: env.AUTH_EMULATOR_PORT,
      keepDataIn: env.DEMO_PERSIST ? path.join(dataDir, 'auth') : undefined,
    }),
  ])
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator.host
  reloadEnv()
  // data:export and data:import find a running embedded default through this file
  writeFileSync(
    runtimeFile(dataDir),
    JSON.stringify({
      pid: process.pid,
      firestoreHost: firestore.host,
      authHost: authEmulator.host,
    }),
  )
  if (env.DEMO_PERSIST) {
    logger.info(
      {
        event: 'demo.restored',
        documents: firestore.restored,
        ms: Math.round(performance.now() - started),
      },
      'demo data restored',
    )
  }

  // every write is already on disk; a snapshot folds the journal into firestore.json so that it
  // stays short
  let snapshotting: Promise<void> | undefined
  async function snapshot() {
    if (!env.DEMO_PERSIST) return
    snapshotting ??= (async () => {
      try {
        await Promise.all([firestore.snapshot(), authEmulator.exportNow()])
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

// the data folder's own secrets (data-folder-secrets.server.ts): the session secret unless one is
// set, and always the Stripe stand-in's webhook secret
function ensureDataFolderSecrets(dataDir: string) {
  if (!process.env.SESSION_SECRET) process.env.SESSION_SECRET = sessionSecretOf(dataDir)
  process.env.DEMO_STRIPE_WEBHOOK_SECRET = stripeWebhookSecretOf(dataDir)
}

function runtimeFile(dataDir: string) {
  return path.join(dataDir, 'runtime.json')
}

// the emulator hosts of an embedded default running from dataDir, if one is
export function runningEmbeddedDefault(
  dataDir: string,
): { firestoreHost: string; authHost: string } | null {
  const file = runtimeFile(path.resolve(dataDir))
  if (!existsSync(file)) return null
  const runtime = JSON.parse(readFileSync(file, 'utf8')) as {
    pid: number
    firestoreHost: string
    authHost: string
  }
  try {
    process.kill(runtime.pid, 0)
    return runtime
  } catch {
    return null
  }
}
