// A worker thread that trains market models (platform/worker-pool.server.ts runs it). It loads the
// TypeScript itself, so it works however the process that starts it was started.
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { runMarketTask } = await import('./market-tasks.server.ts')

parentPort.on('message', ({ id, task }) => {
  try {
    parentPort.postMessage({ id, result: runMarketTask(task) })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
