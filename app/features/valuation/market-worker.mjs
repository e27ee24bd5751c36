// A worker thread that trains market models (platform/worker-pool.server.ts runs it). It loads the
// TypeScript itself, so it works however the process that starts it was started; in the production
// build vite.config.ts makes it a chunk of its own, whose imports are JavaScript, and leaves tsx out.
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
