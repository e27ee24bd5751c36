// A worker thread that reads one PDF (pdf-text.server.ts starts it, with a time and a memory
// limit, and ends it). It loads the TypeScript itself, so it works however the process that
// starts it was started: the dev server or the tests. In the production build vite.config.ts makes
// it a chunk of its own, whose imports are JavaScript already, and leaves tsx out.
import { parentPort, workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { readPdf } = await import('./pdf-read.ts')

const { bytes, maxPages } = workerData
parentPort.postMessage(await readPdf(bytes, maxPages))
