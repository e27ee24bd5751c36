import { describe, expect, test } from 'vitest'
import { planById } from '~/core/plans'
import { commissionComparison, parseCalculatorQuery } from './calculator'
import { landingMessages } from './messages'

const words = landingMessages.calculator
const query = (fields: Record<string, string>) => parseCalculatorQuery(new URLSearchParams(fields))

describe('the calculator’s questions', () => {
  test('the page as first opened (even with a campaign’s parameters) asks nothing and suggests a rate and a plan', () => {
    expect(parseCalculatorQuery(new URLSearchParams('utm_source=mail'))).toMatchObject({
      errors: {},
      input: null,
      values: { listingPercent: '3', plan: 'expert-on-call' },
    })
  })

  test('prices and rates as people type them', () => {
    expect(
      query({
        price: '$400,000',
        listingPercent: '3%',
        buyerPercent: ' 2.5 ',
        plan: 'full-service',
      }).input,
    ).toEqual({
      price: 400_000,
      listingPercent: 3,
      buyerPercent: 2.5,
      plan: 'full-service',
    })
    expect(
      query({ price: '400000', listingPercent: '2.75', buyerPercent: '', plan: 'on-your-own' })
        .input,
    ).toEqual({ price: 400_000, listingPercent: 2.75, buyerPercent: 0, plan: 'on-your-own' })
  })

  test('each wrong answer is named, and what was typed is kept', () => {
    const answer = query({
      price: 'lots',
      listingPercent: '12',
      buyerPercent: '-1',
      plan: 'platinum',
    })
    expect(answer.input).toBeNull()
    expect(answer.errors).toEqual({
      price: words.priceInvalid,
      listingPercent: words.listingPercentInvalid,
      buyerPercent: words.buyerPercentInvalid,
      plan: words.planMissing,
    })
    expect(answer.values.price).toBe('lots')
    expect(query({ price: '9999', listingPercent: '3', plan: 'full-service' }).errors).toEqual({
      price: words.priceInvalid,
    })
    expect(
      query({ price: '10000001', listingPercent: '3.125', plan: 'full-service' }).errors,
    ).toEqual({ price: words.priceInvalid, listingPercent: words.listingPercentInvalid })
  })
})

describe('what a seller keeps', () => {
  test('at $400,000 with 3% to the listing agent and 2.5% to the buyer’s agent', () => {
    const rows = Object.fromEntries(
      commissionComparison({ price: 400_000, listingPercent: 3, buyerPercent: 2.5 }).map((row) => [
        row.id,
        row,
      ]),
    )
    expect(rows.traditional).toMatchObject({
      listingSide: 12_000,
      buyerSide: 10_000,
      keeps: 378_000,
      saves: 0,
    })
    expect(rows['on-your-own']).toMatchObject({
      listingSide: 0,
      buyerSide: 10_000,
      keeps: 390_000,
      saves: 12_000,
    })
    // the catalog's prices: a fixed fee, and a share of the price
    const expert = planById('expert-on-call')!
    const fixed = expert.price.kind === 'fixed' ? expert.price.dollars : Number.NaN
    expect(rows['expert-on-call']).toMatchObject({
      listingSide: fixed,
      keeps: 390_000 - fixed,
      saves: 12_000 - fixed,
    })
    const full = planById('full-service')!
    const share =
      full.price.kind === 'percent' ? Math.round((400_000 * full.price.percent) / 100) : Number.NaN
    expect(rows['full-service']).toMatchObject({
      listingSide: share,
      keeps: 390_000 - share,
      saves: 12_000 - share,
    })
  })

  test('a plan dearer than a low commission saves less than nothing, and says so in its figures', () => {
    const rows = Object.fromEntries(
      commissionComparison({ price: 200_000, listingPercent: 0.5, buyerPercent: 0 }).map((row) => [
        row.id,
        row,
      ]),
    )
    expect(rows['expert-on-call']!.saves).toBeLessThan(0)
  })
})
