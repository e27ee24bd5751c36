import { readFileSync } from 'node:fs'
import { heldOutPhrases } from '../app/features/listing-ai/fair-housing-held-out'
import { labelledPhrases } from '../app/features/listing-ai/fair-housing-phrases'

// npm run -s listing:fair-housing -- --file FILE   one text per line (FILE - reads standard input);
//   prints one JSON line per text: {"text","flagged","findings":[{"class","words","why","suggestion","certainty"}]}
//   (certainty: "clear" from a rule, "possible" from the semantic stage)
// npm run -s listing:fair-housing -- --labelled    precision and recall on the labelled set and on
//   the held-out set, with the rules alone and with the semantic stage, one JSON line each
const args = process.argv.slice(2)
// the server's info logs (the model loading) would mix with the JSON lines on standard output
process.env.LOG_LEVEL ??= 'warn'
const { evaluate, evaluateWith } =
  await import('../app/features/listing-ai/fair-housing-evaluation')
const { checkFairHousingFully, loadFairHousingVectors } =
  await import('../app/features/listing-ai/fair-housing-semantic.server')
await loadFairHousingVectors()

if (args.includes('--labelled')) {
  for (const [set, phrases] of [
    ['labelled', labelledPhrases],
    ['held-out', heldOutPhrases],
  ] as const) {
    console.log(JSON.stringify({ set, check: 'rules', ...evaluate(phrases) }))
    console.log(
      JSON.stringify({
        set,
        check: 'rules and semantic stage',
        ...(await evaluateWith(phrases, checkFairHousingFully)),
      }),
    )
  }
  process.exit(0)
}

const fileAt = args.indexOf('--file')
const file = fileAt >= 0 ? args[fileAt + 1] : undefined
if (!file) {
  console.error(
    'Usage: npm run -s listing:fair-housing -- --file FILE (one text per line; - for standard input) | --labelled',
  )
  process.exit(2)
}

let input: string
try {
  input = readFileSync(file === '-' ? 0 : file, 'utf8')
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}

for (const text of input
  .split(/\r?\n/)
  .map((line) => line.trim())
  .filter(Boolean)) {
  const findings = (await checkFairHousingFully(text)).map(
    ({ class: protectedClass, words, why, suggestion, certainty }) => ({
      class: protectedClass,
      words,
      why,
      suggestion,
      certainty,
    }),
  )
  console.log(JSON.stringify({ text, flagged: findings.length > 0, findings }))
}
