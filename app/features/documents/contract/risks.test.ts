import { describe, expect, test } from 'vitest'
import type { ContractAnalysis, Found } from './analysis'
import { contractRisks } from './risks'

const found = <T>(value: T, sentence = 'a sentence of the contract'): Found<T> => ({
  value,
  sentence,
})

// a sound financed purchase, each test changing one thing
function analysis(changes: Partial<ContractAnalysis> = {}): ContractAnalysis {
  return {
    buyers: null,
    sellers: null,
    propertyAddress: null,
    effectiveDate: found('2027-02-01'),
    price: found(300_000),
    earnestMoney: found({ amount: 6000, due: { days: 3, dayType: 'business' as const } }),
    financing: found({ type: 'conventional' as const, loanAmount: 240_000, rateCapPercent: 7 }),
    financingDeadline: found({ days: 21, dayType: 'calendar' as const }),
    closingDate: found('2027-03-15'),
    possession: found('at-closing'),
    contingencies: [
      found({ kind: 'inspection' as const, deadline: { days: 10, dayType: 'calendar' as const } }),
      found({ kind: 'financing' as const, deadline: { days: 21, dayType: 'calendar' as const } }),
    ],
    inclusions: [],
    exclusions: [],
    sellerConcessions: null,
    asIs: null,
    noWarranty: null,
    liquidatedDamages: null,
    hoaDues: null,
    closingCosts: [],
    conflictingFigures: [],
    ...changes,
  }
}
const kinds = (changes: Partial<ContractAnalysis>) =>
  contractRisks(analysis(changes)).map((risk) => risk.kind)

describe('contract risks', () => {
  test('a sound contract has none', () => {
    expect(contractRisks(analysis())).toEqual([])
  })

  test('no inspection contingency, explained in plain words', () => {
    const [risk] = contractRisks(analysis({ contingencies: analysis().contingencies.slice(1) }))
    expect(risk).toEqual({
      kind: 'no-inspection-contingency',
      reason:
        'The contract has no inspection contingency, so you could not cancel or renegotiate if an inspection finds problems.',
      sentence: null,
    })
  })

  test('a loan without a financing contingency; a cash purchase needs none', () => {
    expect(kinds({ contingencies: analysis().contingencies.slice(0, 1) })).toEqual([
      'no-financing-contingency',
    ])
    expect(
      kinds({
        contingencies: analysis().contingencies.slice(0, 1),
        financing: found({ type: 'cash' as const, loanAmount: null, rateCapPercent: null }),
        financingDeadline: null,
      }),
    ).toEqual([])
  })

  test('a contingency of three days or fewer, counted in days or to a date', () => {
    expect(
      kinds({
        contingencies: [
          found({
            kind: 'inspection' as const,
            deadline: { days: 3, dayType: 'calendar' as const },
          }),
          analysis().contingencies[1]!,
        ],
      }),
    ).toEqual(['short-contingency'])
    expect(
      kinds({
        contingencies: [
          found({ kind: 'inspection' as const, deadline: { date: '2027-02-03' } }),
          analysis().contingencies[1]!,
        ],
      }),
    ).toEqual(['short-contingency'])
    expect(
      kinds({
        contingencies: [
          found({
            kind: 'inspection' as const,
            deadline: { days: 4, dayType: 'calendar' as const },
          }),
          analysis().contingencies[1]!,
        ],
      }),
    ).toEqual([])
  })

  test('earnest money above 3% of the price', () => {
    const risks = contractRisks(analysis({ earnestMoney: found({ amount: 9001, due: null }) }))
    expect(risks.map((risk) => risk.kind)).toEqual(['high-earnest-money'])
    expect(risks[0]!.reason).toBe(
      'The earnest money, $9,001, is more than 3% of the $300,000 price: a large sum to put at risk.',
    )
    expect(kinds({ earnestMoney: found({ amount: 9000, due: null }) })).toEqual([])
  })

  test('sold as-is with no inspection contingency', () => {
    expect(
      kinds({ asIs: found(true as const), contingencies: analysis().contingencies.slice(1) }),
    ).toEqual(['no-inspection-contingency', 'as-is-without-inspection', 'as-is-sale'])
    expect(kinds({ asIs: found(true as const) })).toEqual(['as-is-sale'])
  })

  test('closing before the financing deadline, by dates or counted from the effective date', () => {
    expect(kinds({ financingDeadline: found({ date: '2027-03-20' }) })).toEqual([
      'closing-before-financing-deadline',
    ])
    expect(kinds({ financingDeadline: found({ days: 45, dayType: 'calendar' as const }) })).toEqual(
      ['closing-before-financing-deadline'],
    )
    expect(
      kinds({
        financingDeadline: found({ days: 45, dayType: 'calendar' as const }),
        effectiveDate: null,
      }),
    ).toEqual([])
  })

  test('figures that disagree', () => {
    const risks = contractRisks(
      analysis({
        conflictingFigures: [
          found(
            { field: 'price' as const, amounts: [176_900, 167_900] },
            'the purchase price of One Hundred Sixty-Seven Thousand Nine Hundred Dollars ($176,900.00)',
          ),
        ],
      }),
    )
    expect(risks).toEqual([
      {
        kind: 'conflicting-figures',
        reason:
          'The price is stated as different amounts ($176,900 and $167,900) in the contract; have it corrected before you sign.',
        sentence:
          'the purchase price of One Hundred Sixty-Seven Thousand Nine Hundred Dollars ($176,900.00)',
      },
    ])
  })
})
