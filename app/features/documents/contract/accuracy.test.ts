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
