import { describe, expect, test } from 'vitest'
import { affordability, paymentFactor } from './affordability'

describe('affordability by the 28%/36% rule', () => {
  test('the payment factor matches the standard amortisation formula', () => {
    // $200,000 at 6% over 30 years is $1,199.10 a month
    expect(200_000 * paymentFactor(6)).toBeCloseTo(1199.1, 1)
  })
  test('with few debts the 28% housing limit binds', () => {
    const result = affordability({ income: 90_000, debts: 200, downPayment: 40_000, rate: 6.5 })
    expect(result.binding).toBe('housing')
    expect(result.housingLimit).toBe(2100)
    expect(result.monthlyPayment).toBeLessThanOrEqual(2100)
    expect(result.monthlyPayment).toBeGreaterThan(2050)
    expect(result.loanAmount).toBe(result.maxPrice - 40_000)
  })
  test('with heavy debts the 36% total limit binds and lowers the price', () => {
    const light = affordability({ income: 90_000, debts: 200, downPayment: 40_000, rate: 6.5 })
    const heavy = affordability({ income: 90_000, debts: 1_200, downPayment: 40_000, rate: 6.5 })
    expect(heavy.binding).toBe('total-debt')
    expect(heavy.totalDebtLimit).toBe(1500)
    expect(heavy.maxPrice).toBeLessThan(light.maxPrice)
  })
  test('debts beyond 36% leave only the down payment', () => {
    expect(
      affordability({ income: 40_000, debts: 2_000, downPayment: 15_000, rate: 7 }).maxPrice,
    ).toBe(15_000)
  })
})
