import { describe, expect, test } from 'vitest'
import { analyzeContract } from './analyze'
import { contractSamples } from './samples.server'
import { scoreSample } from './scoring'
import { contractJson } from './summary'

const samples = contractSamples('dev')
if (samples.length === 0)
  console.warn(
    'contract accuracy: no samples yet in tests/contracts/samples/dev, so the accuracy test is skipped',
  )

const clean = (text: string) => text.replace(/\s+/g, ' ')

describe('the labels of every sample (dev and held-out)', () => {
  test('name the parties and the clause risks, each risk with its clause quoted from the contract', () => {
    const wrong: string[] = []
    for (const sample of [...samples, ...contractSamples('held-out')]) {
      const { buyers, sellers, clauseRisks, clauseRiskClauses = {} } = sample.expected
      if (!buyers || !sellers || !clauseRisks) wrong.push(`${sample.name}: parties or clause risks`)
      const quoted = Object.keys(clauseRiskClauses).sort()
      if (clean(JSON.stringify(quoted)) !== clean(JSON.stringify([...(clauseRisks ?? [])].sort())))
        wrong.push(`${sample.name}: a clause for each clause risk, and no other`)
      for (const [kind, clause] of Object.entries(clauseRiskClauses))
        if (!clean(sample.text).includes(clean(clause)))
          wrong.push(`${sample.name}: the ${kind} clause is not in the contract`)
    }
    expect(wrong).toEqual([])
  })
})

describe('accuracy on the sample contracts (dev)', () => {
  test.skipIf(samples.length === 0)(
    'at least 95% of the fields of the dev samples are read right',
    () => {
      let right = 0
      let scored = 0
      const wrong: string[] = []
      for (const sample of samples) {
        const score = scoreSample(sample.expected, contractJson(analyzeContract(sample.text)))
        right += score.right
        scored += score.scored
        wrong.push(
          ...score.fields
            .filter((field) => !field.right)
            .map(
              (field) =>
                `${sample.name} ${field.field}: expected ${JSON.stringify(field.expected)}, got ${JSON.stringify(field.got)}`,
            ),
        )
      }
      expect(right / scored, wrong.join('\n')).toBeGreaterThanOrEqual(0.95)
    },
  )
})
