import { expect, test } from 'vitest'
import { costSettings, monthlyCostOf } from './monthly-cost.server'

test('the defaults come from the settings, stated with their date and source', () => {
  expect(costSettings()).toEqual({
    defaults: { down: 20, rate: 6.5, term: 30 },
    assumptions: { taxRatePercent: 1.5, insuranceRatePercent: 0.4 },
    rateAsOf: 'Nov 28, 2026',
    rateSource: 'Threshold’s assumption for a 30-year fixed loan, not a lender’s quote',
  })
})

test('only a home for sale has a monthly cost, and its HOA is not known', () => {
  const none = new URLSearchParams()
  expect(monthlyCostOf({ price: 200_000, status: 'sold' }, none)).toBeNull()
  expect(monthlyCostOf({ price: 200_000, status: 'withdrawn' }, none)).toBeNull()
  const pending = monthlyCostOf(
    { price: 250_000, status: 'pending' },
    new URLSearchParams({ down: '20', rate: '6', term: '30' }),
  )
  expect(pending?.cost).toMatchObject({ loan: 200_000, principalAndInterest: 1199, hoa: null })
  const refused = monthlyCostOf(
    { price: 250_000, status: 'active' },
    new URLSearchParams({ down: '20', rate: '6', term: '5' }),
  )
  expect(refused).toMatchObject({ cost: null, values: { term: '5' } })
  expect(Object.keys(refused?.errors ?? {})).toEqual(['term'])
})
