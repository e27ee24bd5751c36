import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { crossValidate } from './cross-validation.server'
import { parseColumnMap, salesTable } from './sales-table'

const ames = () =>
  salesTable(
    readFileSync('data/markets/ames-sales.csv', 'utf8'),
    parseColumnMap('price=Sale_Price,sqft=Gr_Liv_Area,lotSqft=Lot_Area,beds=Bedroom_AbvGr,yearBuilt=Year_Built,lat=Latitude,lng=Longitude'),
  )

describe('the valuation model on the Ames sales', () => {
  // two folds halve the training data, so this bounds the five-fold figures from above
  test('cross-validated accuracy stays within the goal', async () => {
    const evaluation = await crossValidate(ames(), 2, { iterations: 600 })
    expect(evaluation.n).toBe(2930)
    expect(evaluation.mdape).toBeLessThanOrEqual(0.065)
    expect(evaluation.within10).toBeGreaterThanOrEqual(0.7)
    expect(evaluation.coverage80).toBeGreaterThanOrEqual(0.77)
    expect(evaluation.coverage80).toBeLessThanOrEqual(0.83)
  }, 120_000)

  test('the column map needs price and sqft and names unknown fields', () => {
    expect(() => parseColumnMap('sqft=Gr_Liv_Area')).toThrow('--map must name the price and sqft columns')
    expect(() => parseColumnMap('price=a,sqft=b,colour=c')).toThrow('Unknown mapped field "colour"')
  })
})
