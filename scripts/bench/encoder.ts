// The sentence encoder alone, on this thread, with nothing else running in it: the CPU a new
// sentence costs at each batch size, and so how many new sentences one core can encode a second.
// That is the ceiling of a new described search, whatever the page around it costs (ADR 076).
//   npm run -s bench:encoder
import { loadSentenceEncoder } from '~/features/search/sentence-encoder.server'
import { newSearches } from './throughput-rows'

const sentencesPerSize = Number(process.env.BENCH_SENTENCES ?? 512)
const encode = await loadSentenceEncoder()
const nextPath = newSearches()
const newSentence = () => new URL(nextPath(), 'http://bench').searchParams.get('q')!

await encode(Array.from({ length: 64 }, newSentence)) // warm-up: compiled kernels, first allocations
for (const batch of [1, 8, 32, 64]) {
  const started = process.cpuUsage()
  const wallStarted = performance.now()
  for (let done = 0; done < sentencesPerSize; done += batch)
    await encode(Array.from({ length: batch }, newSentence))
  const { user, system } = process.cpuUsage(started)
  const cpuMs = (user + system) / 1000 / sentencesPerSize
  const wallMs = (performance.now() - wallStarted) / sentencesPerSize
  console.log(
    `batch ${String(batch).padStart(2)}: ${cpuMs.toFixed(2)} ms CPU a sentence (${wallMs.toFixed(2)} ms wall), at most ${Math.round(1000 / cpuMs)} new sentences a second on one core`,
  )
}
