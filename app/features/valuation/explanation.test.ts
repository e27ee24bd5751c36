import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { predictOne } from './boosting/gradient-boosting'
import { expectedPrediction } from './boosting/tree-shap'
import {
  dollarFactors,
  explanationOf,
  groupContributions,
  inputContributions,
} from './explanation.server'
import { inputGroups } from './factor-groups'
import { fitMarket, inputsFor } from './market-model.server'
import { parseColumnMap, salesTable } from './sales-table'

// Sacramento: beds, baths, living area, place, and city, ZIP and type as extra columns
const table = salesTable(
  readFileSync('data/markets/sacramento-sales.csv', 'utf8'),
  parseColumnMap('price=price,sqft=sqft,beds=beds,baths=baths,lat=latitude,lng=longitude'),
)
const rows = table.prices.map((_, row) => row)
const fitted = fitMarket(table, rows, { trees: 150, learningRate: 0.1 })
const groups = inputGroups(fitted.inputNames, 'any')

describe('an estimate’s factors', () => {
  test('are the model’s own contributions: with the base value they sum to the estimate, in logs and in dollars', () => {
    for (const row of [0, 17, 400, 931]) {
      const inputs = inputsFor(
        table,
        { features: table.features[row]!, point: table.points[row]!, sqft: table.sqft[row]! },
        fitted,
      )
      const prediction = predictOne(fitted.trees, inputs)
      const base = expectedPrediction(fitted.trees)
      const shares = inputContributions(fitted, table, inputs)
      // the facts' linear value is passed on to the columns, none is left on it
      expect(shares[fitted.inputNames.indexOf('factsValue')]).toBe(0)
      expect(shares.reduce((sum, share) => sum + share, base)).toBeCloseTo(prediction, 9)
      const byGroup = groupContributions(shares, groups)
      const dollars = dollarFactors(base, byGroup, groups)
      expect(dollars.amounts.reduce((sum, amount) => sum + amount, dollars.base)).toBeCloseTo(
        Math.exp(prediction),
        4,
      )
      // as shown: rounded, the five largest, and the rest, adding up to the estimate shown
      const shown = Math.round(Math.exp(prediction) / 500) * 500
      const explanation = explanationOf(base, byGroup, groups, shown, 5)
      expect(explanation.factors.length).toBeLessThanOrEqual(5)
      expect(
        explanation.factors.reduce(
          (sum, factor) => sum + factor.amount,
          explanation.base + explanation.rest,
        ),
      ).toBe(shown)
      const hidden =
        dollars.amounts.reduce((sum, amount) => sum + amount, 0) -
        explanation.factors.reduce((sum, factor) => sum + factor.amount, 0)
      expect(Math.abs(explanation.rest - hidden)).toBeLessThanOrEqual(250 + 50 * 6)
    }
  })

  test('name the file’s own columns in a market of any shape', () => {
    expect(groups.map((group) => group.key)).toEqual([
      'size',
      'location',
      'rooms',
      'column:city',
      'column:zip',
      'column:type',
    ])
  })
})
