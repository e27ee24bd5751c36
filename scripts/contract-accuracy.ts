import { analyzeContract } from '~/features/documents/contract/analyze'
import { contractSamples, type ContractSample } from '~/features/documents/contract/samples.server'
import { scoreSample, type FieldResult } from '~/features/documents/contract/scoring'
import { contractJson } from '~/features/documents/contract/summary'
import { textPdf } from '~/features/documents/contract/text-pdf.server'
import { pdfText } from '~/features/documents/pdf-text.server'

// npm run -s contract:accuracy [-- --split dev|held-out]
// scores the contract reader on the sample contracts, as text and as the same text set in a PDF;
// prints each split and format, then one JSON line {"dev": {...}, "heldOut": {...}}. --split scores
// one split only (both when it is left out)
type Format = 'text' | 'pdf'
type Split = 'dev' | 'held-out'

function chosenSplits(args: string[]): Split[] {
  const at = args.findIndex((arg) => arg === '--split' || arg.startsWith('--split='))
  if (at < 0) return ['dev', 'held-out']
  const value = args[at]!.includes('=') ? args[at]!.slice('--split='.length) : args[at + 1]
  if (value !== 'dev' && value !== 'held-out')
    throw new Error(`--split must be dev or held-out, not ${JSON.stringify(value ?? '')}`)
  return [value]
}
type Tally = {
  right: number
  scored: number
  accuracy: number | null
  samples: number
  // each field's right/scored ("contingencies.financing" counts under "contingencies")
  fields: Record<string, string>
}
type Miss = FieldResult & { sample: string }

async function wordsOf(sample: ContractSample, format: Format): Promise<string> {
  if (format === 'text') return sample.text
  const read = await pdfText(await textPdf(sample.text))
  if (!read.ok)
    throw new Error(`${sample.name}: the PDF made from it could not be read back (${read.reason})`)
  return read.text
}

async function score(
  samples: ContractSample[],
  format: Format,
): Promise<{ tally: Tally; misses: Miss[] }> {
  let right = 0
  let scored = 0
  const misses: Miss[] = []
  const perField = new Map<string, { right: number; scored: number }>()
  for (const sample of samples) {
    const result = scoreSample(
      sample.expected,
      contractJson(analyzeContract(await wordsOf(sample, format))),
    )
    right += result.right
    scored += result.scored
    for (const field of result.fields) {
      const name = field.field.split('.')[0] === 'contingencies' ? 'contingencies' : field.field
      const tally = perField.get(name) ?? { right: 0, scored: 0 }
      tally.scored += 1
      if (field.right) tally.right += 1
      perField.set(name, tally)
    }
    misses.push(
      ...result.fields
        .filter((field) => !field.right)
        .map((field) => ({ ...field, sample: sample.name })),
    )
  }
  return {
    tally: {
      right,
      scored,
      accuracy: scored ? Math.round((right / scored) * 10_000) / 10_000 : null,
      samples: samples.length,
      fields: Object.fromEntries(
        [...perField].map(([name, tally]) => [name, `${tally.right}/${tally.scored}`]),
      ),
    },
    misses,
  }
}

const percent = (tally: Tally) =>
  tally.accuracy === null
    ? 'no samples'
    : `${tally.right}/${tally.scored} fields right (${(tally.accuracy * 100).toFixed(1)}%)`

try {
  const splits = chosenSplits(process.argv.slice(2))
  const report: Partial<Record<'dev' | 'heldOut', Record<Format, Tally>>> = {}
  for (const [split, key] of [
    ['dev', 'dev'],
    ['held-out', 'heldOut'],
  ] as const) {
    if (!splits.includes(split)) continue
    const tallies = {} as Record<Format, Tally>
    report[key] = tallies
    const samples = contractSamples(split)
    for (const format of ['text', 'pdf'] as const) {
      const { tally, misses } = await score(samples, format)
      tallies[format] = tally
      process.stdout.write(`${split} / ${format}: ${samples.length} samples, ${percent(tally)}\n`)
      process.stdout.write(
        `  per field: ${Object.entries(tally.fields)
          .map(([name, count]) => `${name} ${count}`)
          .join(', ')}\n`,
      )
      if (split === 'dev') {
        for (const miss of misses)
          process.stdout.write(
            `  ${miss.sample}: ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.got)}\n`,
          )
      } else {
        // held-out: which fields were wrong, never the values, so the evaluation set is not tuned on
        const counts = new Map<string, number>()
        for (const miss of misses) counts.set(miss.field, (counts.get(miss.field) ?? 0) + 1)
        if (counts.size > 0)
          process.stdout.write(
            `  wrong: ${[...counts].map(([field, count]) => `${field} x${count}`).join(', ')}\n`,
          )
      }
    }
  }
  process.stdout.write(`${JSON.stringify(report)}\n`)
  process.exit(0)
} catch (error) {
  process.stderr.write(`contract:accuracy: ${(error as Error).message}\n`)
  process.exit(2)
}
