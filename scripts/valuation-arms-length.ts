import { readFileSync } from 'node:fs'
import { amesColumnMap } from '~/features/valuation/ames-model.server'
import { crossValidate } from '~/features/valuation/cross-validation.server'
import { parseColumnMap, readSalesCsv, salesTableOf } from '~/features/valuation/sales-table'

// node --import tsx scripts/valuation-arms-length.ts — issue 42, ADR 075: which Ames sales the model
// should learn from. Both ways are scored out-of-fold on the same homes, the arm's-length (Normal)
// sales, since those are the prices an estimate stands for: (a) every sale, the sale's condition an
// input the estimate sets to Normal; (b) Normal sales only. Prints one JSON line
const rows = readSalesCsv(readFileSync('data/markets/ames-sales.csv', 'utf8'))
const map = parseColumnMap(amesColumnMap)
const normal = rows.map((row) => row.Sale_Condition === 'Normal')

function scored(prices: number[], predictions: number[]) {
  const errors = predictions
    .map((prediction, i) => Math.abs(Math.exp(prediction) - prices[i]!) / prices[i]!)
    .sort((a, b) => a - b)
  const middle = (errors.length - 1) / 2
  const mdape = (errors[Math.floor(middle)]! + errors[Math.ceil(middle)]!) / 2
  return {
    n: errors.length,
    mdape: Math.round(mdape * 10_000) / 10_000,
    within10: Math.round((errors.filter((e) => e <= 0.1).length / errors.length) * 1000) / 1000,
  }
}

const all = salesTableOf(rows, map)
const everySale = await crossValidate(all, 5)
const keep = (values: number[]) => values.filter((_, i) => normal[i])
const normalOnly = salesTableOf(
  rows.filter((_, i) => normal[i]),
  map,
)
const onlyNormal = await crossValidate(normalOnly, 5)
process.stdout.write(
  `${JSON.stringify({
    sales: rows.length,
    normalSales: normalOnly.prices.length,
    everySaleConditionAnInput: {
      onNormalSales: scored(keep(all.prices), keep(everySale.outOfFold)),
      onEverySale: scored(all.prices, everySale.outOfFold),
    },
    normalSalesOnly: { onNormalSales: scored(normalOnly.prices, onlyNormal.outOfFold) },
  })}\n`,
)
process.exit(0)
