import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ClauseRiskKind } from './risks'
import type { ContractSummary } from './summary'

// a sample's labels: what the reader should answer, and for each clause risk the clause that states
// it, quoted word for word from the contract (so a label can be checked against the text)
export type ContractLabels = ContractSummary & {
  clauseRiskClauses?: Partial<Record<ClauseRiskKind, string>>
}
export type ContractSample = { name: string; text: string; expected: ContractLabels }

export const samplesRoot = fileURLToPath(
  new URL('../../../../tests/contracts/samples', import.meta.url),
)

// the sample contracts of one split: each NAME.txt with its NAME.expected.json
export function contractSamples(split: 'dev' | 'held-out'): ContractSample[] {
  const folder = path.join(samplesRoot, split)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter(
      (file) =>
        file.endsWith('.txt') &&
        existsSync(path.join(folder, file.replace(/\.txt$/, '.expected.json'))),
    )
    .sort()
    .map((file) => ({
      name: file.replace(/\.txt$/, ''),
      text: readFileSync(path.join(folder, file), 'utf8'),
      expected: JSON.parse(
        readFileSync(path.join(folder, file.replace(/\.txt$/, '.expected.json')), 'utf8'),
      ) as ContractLabels,
    }))
}
