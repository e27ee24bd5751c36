import { analyzeContract } from '~/features/documents/contract/analyze'
import { contractSamples, type ContractSample } from '~/features/documents/contract/samples.server'
import { scoreSample, type FieldResult } from '~/features/documents/contract/scoring'
import { contractJson } from '~/features/documents/contract/summary'
import { textPdf } from '~/features/documents/contract/text-pdf.server'
import { pdfText } from '~/features/documents/pdf-text.server'

// npm run -s contract:accuracy
// scores the contract reader on the sample contracts, as text and as the same text set in a PDF;
// prints each split and format, then one JSON line {"dev": {...}, "heldOut": {...}}
type Format = 'text' | 'pdf'
type Tally = { right: number; scored: number; accuracy: number | null; samples: number }
type Miss = FieldResult & { sample: string }

async function wordsOf(sample: ContractSample, format: Format): Promise<string> {
  if (format === 'text') return sample.text
  const read = await pdfText(await textPdf(sample.text))
  if (!read.ok) throw new Error(`${sample.name}: the PDF made from it could not be read back (${read.reason})`)
  return read.text
}

async function score(samples: ContractSample[], format: Format): Promise<{ tally: Tally; misses: Miss[] }> {
  let right = 0
  let scored = 0
  const misses: Miss[] = []
  for (const sample of samples) {
    const result = scoreSample(sample.expected, contractJson(analyzeContract(await wordsOf(sample, format))))
    right += result.right
    scored += result.scored
    misses.push(...result.fields.filter((field) => !field.right).map((field) => ({ ...field, sample: sample.name })))
  }
  return { tally: { right, scored, accuracy: scored ? Math.round((right / scored) * 10_000) / 10_000 : null, samples: samples.length }, misses }
}

const percent = (tally: Tally) => (tally.accuracy === null ? 'no samples' : `${tally.right}/${tally.scored} fields right (${(tally.accuracy * 100).toFixed(1)}%)`)

try {
  const report: Record<'dev' | 'heldOut', Record<Format, Tally>> = { dev: {} as Record<Format, Tally>, heldOut: {} as Record<Format, Tally> }
  for (const [split, key] of [['dev', 'dev'], ['held-out', 'heldOut']] as const) {
    const samples = contractSamples(split)
    for (const format of ['text', 'pdf'] as const) {
      const { tally, misses } = await score(samples, format)
      report[key][format] = tally
      process.stdout.write(`${split} / ${format}: ${samples.length} samples, ${percent(tally)}\n`)
      if (split === 'dev') {
        for (const miss of misses) process.stdout.write(`  ${miss.sample}: ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.got)}\n`)
      } else {
        // held-out: which fields were wrong, never the values, so the evaluation set is not tuned on
        const counts = new Map<string, number>()
        for (const miss of misses) counts.set(miss.field, (counts.get(miss.field) ?? 0) + 1)
        if (counts.size > 0) process.stdout.write(`  wrong: ${[...counts].map(([field, count]) => `${field} x${count}`).join(', ')}\n`)
      }
    }
  }
  process.stdout.write(`${JSON.stringify(report)}\n`)
  process.exit(0)
} catch (error) {
  process.stderr.write(`contract:accuracy: ${(error as Error).message}\n`)
  process.exit(2)
}
