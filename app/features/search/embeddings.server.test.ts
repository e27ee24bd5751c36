import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadEmbeddings, phraseSimilarities } from './embeddings.server'
import { loadSentenceEncoder } from './sentence-encoder.server'

// the sentence encoder on its worker thread (ADR 076): the event loop stays free while new queries
// are worked out, and queries asked together, sent as one batch, get what each gets alone
beforeAll(() => loadEmbeddings())

const newQueries = (count: number, tag: string) =>
  Array.from({ length: count }, (_, index) => `${tag} home number ${index} with a garage`)

describe('the embeddings worker', () => {
  it('works out new queries with the event loop mostly free', async () => {
    const before = performance.eventLoopUtilization()
    const answers = await Promise.all(newQueries(20, 'loop').map(phraseSimilarities))
    const busy = performance.eventLoopUtilization(before).utilization
    expect(answers.every((answer) => answer && answer.size > 0)).toBe(true)
    // on the event loop the same work kept it busy nearly all the time (0.9 and more here)
    expect(busy).toBeLessThan(0.5)
  })

  it('answers queries asked together as it answers each alone', async () => {
    const queries = newQueries(6, 'batch')
    const together = await Promise.all(queries.map(phraseSimilarities))
    const encode = await loadSentenceEncoder()
    const phrases = [...together[0]!.keys()]
    const phraseVectors = await encode(phrases)
    for (const [index, query] of queries.entries()) {
      const [alone] = await encode([query.trim().toLowerCase()])
      const raw = phraseVectors.map((vector) =>
        vector.reduce((sum, value, at) => sum + value * alone![at]!, 0),
      )
      const sorted = [...raw].sort((a, b) => a - b)
      const median = sorted[Math.floor(sorted.length / 2)]!
      const best = sorted.at(-1)!
      phrases.forEach((phrase, at) =>
        expect(together[index]!.get(phrase)).toBeCloseTo(
          Math.max(0, (raw[at]! - median) / (best - median || 1)),
          4,
        ),
      )
    }
  })
})
