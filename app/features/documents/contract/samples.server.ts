import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ContractSummary } from './summary'

export type ContractSample = { name: string; text: string; expected: ContractSummary }

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
      ) as ContractSummary,
    }))
}
