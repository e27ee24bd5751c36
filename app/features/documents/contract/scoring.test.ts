import { describe, expect, test } from 'vitest'
import { scoreSample } from './scoring'
import type { ContractSummary } from './summary'

const summary: ContractSummary = {
  price: 310000,
  earnestMoney: null,
  closingDate: null,
  financing: null,
  possession: null,
  contingencies: [],
  inclusions: [],
  exclusions: [],
  sellerConcessions: null,
  asIs: false,
  hoaDues: null,
  risks: [],
}
const fieldOf = (expected: ContractSummary, got: ContractSummary, name: string) =>
  scoreSample(expected, got).fields.find((field) => field.field === name)

describe('scoring the parties and the clause risks', () => {
  test('a label left out is not scored; an empty list says "none" and is scored', () => {
    const got = { ...summary, buyers: ['Ines Calloway'], clauseRisks: [] }
    expect(fieldOf(summary, got, 'buyers')).toBeUndefined()
    expect(fieldOf({ ...summary, buyers: [] }, got, 'buyers')).toMatchObject({ right: false })
    expect(fieldOf({ ...summary, clauseRisks: [] }, got, 'clauseRisks')).toMatchObject({
      right: true,
    })
  })

  test('a name in capitals is the same name', () => {
    const got = { ...summary, sellers: ['ORLA P. VESTERGAARD', 'Brook  Halden LLC'] }
    const expected = { ...summary, sellers: ['Brook Halden LLC', 'Orla P. Vestergaard'] }
    expect(fieldOf(expected, got, 'sellers')).toMatchObject({ right: true })
  })
})
