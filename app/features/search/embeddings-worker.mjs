// A worker thread that runs the sentence encoder (embeddings.server.ts starts it): a new query's
// meaning takes milliseconds of CPU, and here they are not the event loop's. It loads the
// TypeScript itself, like market-worker.mjs; vite.config.ts makes it a chunk of its own.
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { loadSentenceEncoder } = await import('./sentence-encoder.server.ts')
const encode = await loadSentenceEncoder()

parentPort.on('message', async ({ id, texts }) => {
  try {
    // one buffer for the whole batch, handed over rather than copied
    const vectors = await encode(texts)
    const width = vectors[0]?.length ?? 0
    const flat = new Float32Array(vectors.length * width)
    vectors.forEach((vector, index) => flat.set(vector, index * width))
    parentPort.postMessage({ id, flat, width }, [flat.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
parentPort.postMessage({ ready: true })
