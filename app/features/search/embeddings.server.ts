import { Worker } from 'node:worker_threads'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { allPhrases } from './semantic-phrases'

// The sentence encoder runs on a worker thread of its own (embeddings-worker.mjs, ADR 072): a new
// query's meaning costs milliseconds of CPU, which the event loop no longer spends. Texts asked for
// while the worker is busy go to it together as the next batch, which costs less per text than one
// at a time and gives the same vectors.
const workerProgram = new URL('./embeddings-worker.mjs', import.meta.url)
const batchTexts = 32
const restartsInARow = 3

// a text's meaning: a unit vector
export type Vector = Float32Array
type Asked = {
  texts: string[]
  resolve: (vectors: Vector[]) => void
  reject: (error: Error) => void
}
type State = {
  worker?: Worker
  phraseVectors?: Map<string, Vector>
  loading?: Promise<void>
  waiting: Asked[]
  sent: Asked[]
  batches: number
  restarts: number
}

const state = singleton('embeddings', (): State => ({
  waiting: [],
  sent: [],
  batches: 0,
  restarts: 0,
}))

// the worker started and the phrase vocabulary embedded (about a second) so a query costs one
// embedding
export async function loadEmbeddings() {
  state.loading ??= (async () => {
    const started = performance.now()
    state.worker = await startWorker()
    const vectors = await encode(allPhrases)
    state.phraseVectors = new Map(allPhrases.map((phrase, index) => [phrase, vectors[index]!]))
    state.restarts = 0
    logger.info(
      {
        event: 'search.embeddings-ready',
        phrases: allPhrases.length,
        ms: Math.round(performance.now() - started),
      },
      'embeddings ready',
    )
  })()
  return state.loading
}

function startWorker(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerProgram)
    // the server ends without waiting for it; it holds nothing that must be written
    worker.unref()
    const onFailure = (error: Error) => reject(error)
    worker.once('error', onFailure)
    worker.once('message', () => {
      worker.off('error', onFailure)
      worker.on('message', answered)
      worker.on('error', (error) => lost(worker, error))
      worker.on('exit', (code) => lost(worker, new Error(`exited with code ${code}`)))
      resolve(worker)
    })
  })
}

// a worker that failed takes what it was asked with it; the search answers by keywords until a new
// one is ready (a few in a row at most, so a broken install does not restart forever)
function lost(worker: Worker, error: Error) {
  if (state.worker !== worker) return
  logger.error(
    { event: 'search.embeddings-worker-lost', err: error },
    'the sentence encoder stopped',
  )
  state.worker = undefined
  state.phraseVectors = undefined
  state.loading = undefined
  for (const asked of [...state.sent, ...state.waiting]) asked.reject(error)
  state.sent = []
  state.waiting = []
  if (state.restarts < restartsInARow) {
    state.restarts += 1
    loadEmbeddings().catch((reason: unknown) =>
      logger.error(
        { event: 'search.embeddings-restart-failed', err: reason },
        'no sentence encoder',
      ),
    )
  }
}

function encode(texts: string[]): Promise<Vector[]> {
  return new Promise((resolve, reject) => {
    state.waiting.push({ texts, resolve, reject })
    sendNextBatch()
  })
}

function sendNextBatch() {
  if (!state.worker || state.sent.length > 0 || state.waiting.length === 0) return
  let size = 0
  while (
    state.waiting.length > 0 &&
    (state.sent.length === 0 || size + state.waiting[0]!.texts.length <= batchTexts)
  ) {
    const asked = state.waiting.shift()!
    state.sent.push(asked)
    size += asked.texts.length
  }
  state.batches += 1
  state.worker.postMessage({ id: state.batches, texts: state.sent.flatMap((asked) => asked.texts) })
}

function answered(message: { id: number; flat?: Float32Array; width?: number; error?: string }) {
  const sent = state.sent
  state.sent = []
  const { flat, width = 0 } = message
  let from = 0
  for (const asked of sent) {
    if (flat)
      asked.resolve(
        asked.texts.map((_, index) =>
          flat.subarray((from + index) * width, (from + index + 1) * width),
        ),
      )
    else asked.reject(new Error(message.error ?? 'the sentence encoder failed'))
    from += asked.texts.length
  }
  sendNextBatch()
}

const queryCache = new Map<string, Map<string, number>>()

// how close the query is to each phrase, relative to the rest of the vocabulary: 1 for the
// closest, 0 for the median and below (raw cosines of unrelated phrases are often 0.5), or
// null while the model is still loading
export async function phraseSimilarities(query: string): Promise<Map<string, number> | null> {
  if (!state.phraseVectors) return null
  const key = query.trim().toLowerCase()
  const cached = queryCache.get(key)
  if (cached) return cached
  // a lost worker means a search by keywords, not a failed page
  const vectors = await encode([key]).catch(() => null)
  const phraseVectors = state.phraseVectors
  if (!vectors || !phraseVectors) return null
  const queryVector = vectors[0]!
  const raw = [...phraseVectors].map(
    ([phrase, phraseVector]) => [phrase, dot(queryVector, phraseVector)] as const,
  )
  const sorted = raw.map(([, similarity]) => similarity).sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  const best = sorted.at(-1)!
  const similarities = new Map<string, number>()
  for (const [phrase, similarity] of raw)
    similarities.set(phrase, Math.max(0, (similarity - median) / (best - median || 1)))
  if (queryCache.size > 500) queryCache.clear()
  queryCache.set(key, similarities)
  return similarities
}

// texts as unit vectors of the same model (for other features' nearest-neighbour checks); null
// while the model is still loading
export async function embedTexts(texts: string[]): Promise<Vector[] | null> {
  if (!state.worker) return null
  if (texts.length === 0) return []
  return encode(texts).catch(() => null)
}

function dot(a: Vector, b: Vector): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!
  return sum
}
