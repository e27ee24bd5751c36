import { Worker } from 'node:worker_threads'
import { logger } from '../logger.server'

export type FirestoreEmulator = {
  host: string
  // documents brought back from the snapshot and journal at start
  restored: number
  // writes the snapshot and empties the journal (nothing without persistence)
  snapshot(): Promise<void>
  stop(): Promise<void>
}

type Persistence = { snapshotFile: string; journalFile: string; projectId: string }

// @firestore-emulator/server (see docs/decisions/007) running in a worker thread, on loopback,
// optionally keeping every write on disk (docs/decisions/016)
export async function startFirestoreEmulator(
  port: number,
  persistence?: Persistence,
): Promise<FirestoreEmulator> {
  const worker = new Worker(new URL('./firestore-worker.mjs', import.meta.url), {
    workerData: { port, persistence },
  })
  worker.unref()
  const ready = await new Promise<{ port: number; restored: number }>((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (message: { type: string; port: number; restored: number }) =>
      message.type === 'ready' ? resolve(message) : reject(new Error('emulator did not start')),
    )
  })
  let stopping = false
  // the emulator's thread ending takes Firestore with it: /readyz then fails, and the log says why
  worker.on('error', (error) =>
    logger.error({ event: 'firestore-emulator.failed', err: error }, 'firestore emulator failed'),
  )
  worker.once('exit', (code) => {
    if (!stopping)
      logger.error({ event: 'firestore-emulator.exited', code }, 'firestore emulator exited')
  })
  let request = 0
  const ask = (type: string) =>
    new Promise<void>((resolve, reject) => {
      const id = (request += 1)
      const listener = (message: { id?: number; error?: string }) => {
        if (message.id !== id) return
        worker.off('message', listener)
        if (message.error) reject(new Error(message.error))
        else resolve()
      }
      worker.on('message', listener)
      worker.postMessage({ type, id })
    })
  return {
    host: `127.0.0.1:${ready.port}`,
    restored: ready.restored,
    snapshot: () => ask('snapshot'),
    async stop() {
      stopping = true
      await ask('stop')
      await worker.terminate()
    },
  }
}
