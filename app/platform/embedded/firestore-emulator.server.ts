import { Worker } from 'node:worker_threads'
import { freePort } from './free-port.server'

export type FirestoreEmulator = { host: string; collectionIds(): Promise<string[]>; stop(): Promise<void> }

// @firestore-emulator/server (see docs/decisions/007) running in a worker thread
export async function startFirestoreEmulator(port: number): Promise<FirestoreEmulator> {
  const chosen = await freePort(port)
  const worker = new Worker(new URL('./firestore-worker.mjs', import.meta.url), { workerData: { port: chosen } })
  worker.unref()
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (message: { type: string }) => (message.type === 'ready' ? resolve() : reject(new Error('emulator did not start'))))
  })
  let request = 0
  const ask = <T>(type: string, answer: string) =>
    new Promise<T>((resolve) => {
      const id = (request += 1)
      const listener = (message: { type: string; id?: number } & T) => {
        if (message.type !== answer || (message.id !== undefined && message.id !== id)) return
        worker.off('message', listener)
        resolve(message)
      }
      worker.on('message', listener)
      worker.postMessage({ type, id })
    })
  return {
    host: `127.0.0.1:${chosen}`,
    // the emulator does not implement listCollections; its own state knows the names
    async collectionIds() {
      return (await ask<{ ids: string[] }>('collectionIds', 'collectionIds')).ids
    },
    async stop() {
      await ask('stop', 'stopped')
      await worker.terminate()
    },
  }
}
