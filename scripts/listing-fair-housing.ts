import { readFileSync } from 'node:fs'
import { checkFairHousing } from '../app/features/listing-ai/fair-housing'
import { evaluate } from '../app/features/listing-ai/fair-housing-evaluation'
import { heldOutPhrases } from '../app/features/listing-ai/fair-housing-held-out'
import { labelledPhrases } from '../app/features/listing-ai/fair-housing-phrases'

// npm run -s listing:fair-housing -- --file FILE   one text per line (FILE - reads standard input);
//   prints one JSON line per text: {"text","flagged","findings":[{"class","words","why","suggestion"}]}
// npm run -s listing:fair-housing -- --labelled    the check's precision and recall on the labelled
//   set and on the held-out set, one JSON line each
const args = process.argv.slice(2)

if (args.includes('--labelled')) {
  console.log(JSON.stringify({ set: 'labelled', ...evaluate(labelledPhrases) }))
  console.log(JSON.stringify({ set: 'held-out', ...evaluate(heldOutPhrases) }))
  process.exit(0)
}

const fileAt = args.indexOf('--file')
const file = fileAt >= 0 ? args[fileAt + 1] : undefined
if (!file) {
  console.error('Usage: npm run -s listing:fair-housing -- --file FILE (one text per line; - for standard input) | --labelled')
  process.exit(2)
}

let input: string
try {
  input = readFileSync(file === '-' ? 0 : file, 'utf8')
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}

for (const text of input.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)) {
  const findings = checkFairHousing(text).map(({ class: protectedClass, words, why, suggestion }) => ({ class: protectedClass, words, why, suggestion }))
  console.log(JSON.stringify({ text, flagged: findings.length > 0, findings }))
}
