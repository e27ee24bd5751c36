// A worker thread that reads one PDF (pdf-text.server.ts starts it, with a time and a memory
// limit, and ends it). It loads the TypeScript itself, so it works however the process that
// starts it was started: the dev server, the tests, or the production build (vite.config.ts makes
// it a chunk of its own there).
import { parentPort, workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { readPdf } = await import('./pdf-read.ts')

const { bytes, maxPages } = workerData
parentPort.postMessage(await readPdf(bytes, maxPages))
