import { describe, expect, test } from 'vitest'
import { buyerMessages } from './messages'
import {
  balanceAfter,
  monthlyCost,
  monthlyPrincipalAndInterest,
  parseMonthlyCostQuery,
} from './monthly-cost'

const cents = (value: number) => Math.round(value * 100) / 100
const words = buyerMessages.monthlyCost
const defaults = { down: 20, rate: 6.5, term: 30 }
const assumptions = { taxRatePercent: 1.5, insuranceRatePercent: 0.4 }

// Published figures:
// - $200,000 at 6% for 30 years: $1,199.10 a month, the textbook example, and its first year's
//   amortisation schedule (month 1: $1,000.00 interest, $199.10 principal, $199,800.90 owed;
//   month 12: $988.77 interest, $210.33 principal, $197,543.98 owed), as worked in
//   https://answerprime.com/200-000-mortgage-monthly-payment/ and given by a spreadsheet's
//   =PMT(6%/12, 360, 200000) = -1,199.10
// - $100,000 at 5% for 15 years: $790.79 a month (=PMT(5%/12, 180, 100000) = -790.79)
// - Microsoft's documentation of Excel's PMT function
//   (https://support.microsoft.com/en-us/office/pmt-function-0214da64-9a63-4996-bc20-214433fa6441):
//   =PMT(8%/12, 10, 10000) = -$1,037.03, a 10-month loan of $10,000 at 8% a year
describe('principal and interest against published amortisation tables', () => {
  test('$200,000 at 6% for 30 years is $1,199.10 a month', () => {
    expect(cents(monthlyPrincipalAndInterest(200_000, 6, 30))).toBe(1199.1)
  })

  test('its schedule owes $199,800.90 after the first payment and $197,543.98 after a year', () => {
    expect(balanceAfter(200_000, 6, 30, 1)).toBe(199_800.9)
    expect(balanceAfter(200_000, 6, 30, 12)).toBe(197_543.98)
  })

  test('$100,000 at 5% for 15 years is $790.79 a month', () => {
    expect(cents(monthlyPrincipalAndInterest(100_000, 5, 15))).toBe(790.79)
  })

  test("Excel's documented example: $10,000 at 8% over 10 months is $1,037.03", () => {
    // the function takes years; 10 months is 10/12 of a year
    expect(cents(monthlyPrincipalAndInterest(10_000, 8, 10 / 12))).toBe(1037.03)
  })

  test('the whole loan is repaid at the end of the term', () => {
    expect(balanceAfter(200_000, 6, 30, 360)).toBeLessThan(1)
    expect(balanceAfter(150_000, 4.25, 10, 120)).toBeLessThan(1)
  })
})

describe('edge cases', () => {
  test('at 0% the loan is repaid in equal parts', () => {
    expect(monthlyPrincipalAndInterest(120_000, 0, 10)).toBe(1000)
    expect(monthlyPrincipalAndInterest(360_000, 0, 30)).toBe(1000)
  })

  test('100% down leaves no loan, only tax and insurance', () => {
    const cost = monthlyCost({ price: 240_000 }, { down: 100, rate: 6, term: 30 }, assumptions)
    expect(cost.loan).toBe(0)
    expect(cost.principalAndInterest).toBe(0)
    expect(cost.propertyTax).toBe(300)
    expect(cost.insurance).toBe(80)
    expect(cost.total).toBe(380)
  })

  test('a shorter term costs more a month and less in all; 10 and 30 years both work', () => {
    const ten = monthlyPrincipalAndInterest(200_000, 6, 10)
    const thirty = monthlyPrincipalAndInterest(200_000, 6, 30)
    expect(cents(ten)).toBe(2220.41)
    expect(ten).toBeGreaterThan(thirty)
    expect(ten * 120).toBeLessThan(thirty * 360)
  })
})

describe('a home’s monthly cost', () => {
  test('a $250,000 home with 20% down at 6% for 30 years: the parts add up to the total', () => {
    const cost = monthlyCost({ price: 250_000 }, { down: 20, rate: 6, term: 30 }, assumptions)
    expect(cost).toEqual({
      price: 250_000,
      downPayment: 50_000,
      loan: 200_000,
      principalAndInterest: 1199,
      propertyTax: 313,
      insurance: 83,
      hoa: null,
      total: 1199 + 313 + 83,
    })
  })

  test('HOA dues count when the listing has them', () => {
    const cost = monthlyCost(
      { price: 250_000, hoaMonthly: 150 },
      { down: 20, rate: 6, term: 30 },
      assumptions,
    )
    expect(cost.hoa).toBe(150)
    expect(cost.total).toBe(1199 + 313 + 83 + 150)
  })
})

describe('the form in the address', () => {
  test('nothing sent: the defaults, and nothing to complain about', () => {
    const query = parseMonthlyCostQuery(new URLSearchParams('save=1'), defaults)
    expect(query).toEqual({
      values: { down: '20', rate: '6.5', term: '30' },
      errors: {},
      terms: defaults,
    })
  })

  test('what was sent, read as numbers (a percent sign is allowed)', () => {
    const query = parseMonthlyCostQuery(
      new URLSearchParams({ down: '10%', rate: '5.875', term: '15' }),
      defaults,
    )
    expect(query.terms).toEqual({ down: 10, rate: 5.875, term: 15 })
    expect(query.values.down).toBe('10%')
  })

  test('out of range, not a number or missing: each field says what is wrong', () => {
    expect(
      parseMonthlyCostQuery(new URLSearchParams({ down: '120', rate: '40', term: '31' }), defaults)
        .errors,
    ).toEqual({ down: words.downRange, rate: words.rateRange, term: words.termRange })
    expect(
      parseMonthlyCostQuery(new URLSearchParams({ down: 'x', rate: '', term: '12.5' }), defaults),
    ).toMatchObject({
      errors: { down: words.downInvalid, rate: words.rateMissing, term: words.termInvalid },
      terms: null,
    })
    expect(
      parseMonthlyCostQuery(new URLSearchParams({ down: '-1', rate: '-2', term: '9' }), defaults)
        .errors,
    ).toEqual({ down: words.downRange, rate: words.rateRange, term: words.termRange })
  })

  test('the edges are allowed: 0% and 100% down, 0% and 25% rate, 10 and 30 years', () => {
    for (const [down, rate, term] of [
      ['0', '0', '10'],
      ['100', '25', '30'],
    ])
      expect(
        parseMonthlyCostQuery(new URLSearchParams({ down, rate, term }), defaults).errors,
      ).toEqual({})
  })
})
