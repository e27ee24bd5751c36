import { describe, expect, test } from 'vitest'
import { defaultBoosting, random } from './boosting/gradient-boosting'
import {
  deepTreesFrom,
  depthFor,
  derivedInputNames,
  fitMarket,
  inputsFor,
  largeNeighborInput,
  learningRateFor,
  poolOf,
} from './market-model.server'
import { nearbyValues, neighborPool } from './neighbors'
import { salesTableOf } from './sales-table'

describe('the depth of a market’s trees', () => {
  test('is deeper for a market of many sales, the default for a small one, and as asked when asked', () => {
    expect(depthFor(25_357)).toBe(6)
    expect(depthFor(deepTreesFrom - 1)).toBe(defaultBoosting.depth)
    expect(depthFor(2413)).toBe(4)
    expect(depthFor(25_357, { depth: 3 })).toBe(3)
  })
})

// ADR 077
describe('a market of many sales', () => {
  const draw = random(7)
  const table = salesTableOf(
    Array.from({ length: 300 }, () => {
      const sqft = 900 + draw() * 2000
      return {
        price: String(Math.round(sqft * 120 * (1 + draw() / 5))),
        sqft: String(Math.round(sqft)),
        x: String(draw() * 10),
        y: String(draw() * 10),
      }
    }),
    { price: 'price', sqft: 'sqft', x: 'x', y: 'y' },
  )
  const rows = table.prices.map((_, row) => row)

  test('takes larger steps, a small one the default, and either as asked when asked', () => {
    expect(learningRateFor(25_357)).toBe(0.06)
    expect(learningRateFor(deepTreesFrom - 1)).toBe(defaultBoosting.learningRate)
    expect(learningRateFor(25_357, { learningRate: 0.01 })).toBe(0.01)
  })

  test('reads more neighbours and their price per sq ft, its inputs one for one with their names', () => {
    const { hedonic, index } = fitMarket(table, rows, { trees: 2 })
    const small = derivedInputNames(table, 300)
    const large = derivedInputNames(table, deepTreesFrom)
    expect(small).not.toContain(largeNeighborInput)
    expect(large).toEqual(expect.arrayContaining([largeNeighborInput, 'nearPerSqft15']))
    for (const [names, isLarge] of [
      [small, false],
      [large, true],
    ] as const) {
      const pool = poolOf(table, rows, index, hedonic, isLarge)
      const home = { features: table.features[0]!, point: table.points[0]!, sqft: table.sqft[0]! }
      const nowhere = { ...home, point: null }
      const inputs = inputsFor(table, home, { pool, hasSqft: true, hedonic })
      expect(inputs).toHaveLength(table.featureNames.length + names.length)
      expect(inputs.every(Number.isFinite)).toBe(true)
      expect(inputsFor(table, nowhere, { pool, hasSqft: true, hedonic })).toHaveLength(
        inputs.length,
      )
    }
  })

  test('a neighbour without a value is passed over, not counted as one', () => {
    const pool = neighborPool(
      [0, 1, 2, 3, 4, 5, 6].map((at) => ({
        row: at,
        x: at,
        y: 0,
        values: [at === 0 ? Number.NaN : at * 10],
        month: 0,
      })),
      false,
      [3],
    )
    // the three nearest hold no value, 10 and 20: the median is of 10 and 20 (the upper one)
    expect(nearbyValues(pool, { x: 0, y: 0 })[0]).toBe(20)
  })
})
