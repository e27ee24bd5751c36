import { describe, expect, test } from 'vitest'
import { random } from './boosting/gradient-boosting'
import { timeSplit } from './cross-validation.server'
import { fitMarket, inputsOf } from './market-model.server'
import { nearbyValues } from './neighbors'
import { monthOfDate, salesTableOf } from './sales-table'
import { fitHedonic, indexAt } from './time-index'

// a made-up market whose prices rise 1% a month over three years, homes of every size throughout
function risingMarket(sales = 1500) {
  const draw = random(3)
  return Array.from({ length: sales }, () => {
    const month = Math.floor(draw() * 36)
    const sqft = Math.round(900 + draw() * 2000)
    const x = draw() * 10
    const y = draw() * 10
    const price = Math.round(
      sqft * 150 * (1 + x / 20) * Math.exp(0.01 * month + (draw() - 0.5) * 0.1),
    )
    return {
      price: String(price),
      sqft: String(sqft),
      x: String(x),
      y: String(y),
      date: `${2020 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-15`,
    }
  })
}
const mapping = { price: 'price', sqft: 'sqft', x: 'x', y: 'y', saleDate: 'date' }

describe('the time index and the time split', () => {
  test('reads sale dates in the usual forms', () => {
    expect(monthOfDate('2008-05-01')).toBe((2008 - 1970) * 12 + 4)
    expect(monthOfDate('5/1/2008')).toBe(monthOfDate('2008-05-01'))
    expect(monthOfDate('20080501')).toBe(monthOfDate('2008-05-01'))
    expect(monthOfDate('2008-05')).toBe(monthOfDate('2008-05-01'))
    expect(monthOfDate('2008-13-01')).toBeNaN()
    expect(monthOfDate('soon')).toBeNaN()
  })

  test('learns the market’s monthly rise from the sales, 0 at the latest month', () => {
    const table = salesTableOf(risingMarket(), mapping)
    const rows = table.prices.map((_, row) => row)
    const { index } = fitHedonic(
      table.saleMonths,
      table.prices.map(Math.log),
      rows.map((row) => [Math.log(table.sqft[row]!)]),
    )
    expect(indexAt(index, (2022 - 1970) * 12 + 11)).toBe(0)
    // the index's own rise per month, by least squares over its 36 months: 1% within a fifth
    const values = index!.values
    const mean = (values.length - 1) / 2
    const average = values.reduce((sum, value) => sum + value, 0) / values.length
    const slope =
      values.reduce((sum, value, month) => sum + (month - mean) * (value - average), 0) /
      values.reduce((sum, _, month) => sum + (month - mean) ** 2, 0)
    expect(values).toHaveLength(36)
    expect(slope).toBeGreaterThan(0.008)
    expect(slope).toBeLessThan(0.012)
  })

  test('values a recorded sale only from sales before it (no look-ahead)', () => {
    const table = salesTableOf(risingMarket(400), mapping)
    const fitted = fitMarket(
      table,
      table.prices.map((_, row) => row),
      { trees: 20 },
    )
    const earliest = table.saleMonths!.indexOf(Math.min(...table.saleMonths!))
    // nothing sold before the first month: no neighbours at all
    expect(
      inputsOf(table, earliest, fitted)
        .slice(table.featureNames.length, table.featureNames.length + 3)
        .every(Number.isNaN),
    ).toBe(true)
    const later = nearbyValues(
      fitted.pool!,
      table.points[earliest]!,
      earliest,
      Number.POSITIVE_INFINITY,
    )
    expect(later.slice(0, 3).every(Number.isFinite)).toBe(true)
  })

  test('--split time trains on the past and tests the last months', async () => {
    const table = salesTableOf(risingMarket(400), mapping)
    const result = await timeSplit(table, 6, 3, { boosting: { trees: 200, learningRate: 0.1 } })
    expect(result.testFrom).toBe('2022-07')
    expect(result.testTo).toBe('2022-12')
    expect(result.n + result.trainedOn).toBe(400)
    // the index carries the past's prices forward: the recent sales are not valued at old prices
    expect(result.mdape).toBeLessThan(0.1)
  }, 120_000)
})
