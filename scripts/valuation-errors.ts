import { readFileSync, writeFileSync } from 'node:fs'
import { crossValidate } from '~/features/valuation/cross-validation.server'
import { parseColumnMap, salesTable } from '~/features/valuation/sales-table'
import { argValue } from './firebase-target'

// node --import tsx scripts/valuation-errors.ts --data FILE.csv --map "price=COL,…" [--save FILE.json]
// where a market's held-out error comes from (issue 42, ADR 075): one 5-fold cross-validation, then
// the median absolute error (MdAPE) of the out-of-fold estimates by price band (fifths of the
// price), by year built, by sale year and by distance to the nearest earlier sale. One JSON line
const data = argValue('--data')
const map = argValue('--map')
if (!data || !map) {
  process.stderr.write(
    'Usage: node --import tsx scripts/valuation-errors.ts --data FILE.csv --map "price=COL,…"\n',
  )
  process.exit(2)
}
const table = salesTable(readFileSync(data, 'utf8'), parseColumnMap(map))
const { outOfFold, mdape } = await crossValidate(table, 5)
const errors = outOfFold.map(
  (prediction, row) => Math.abs(Math.exp(prediction) - table.prices[row]!) / table.prices[row]!,
)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = (sorted.length - 1) / 2
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2
}
// also the bias: the median of estimate / price − 1 (negative: estimates too low)
function bands(label: string, valueOf: (row: number) => number, edges: number[]) {
  const rows = errors.map((_, row) => row)
  return {
    by: label,
    bands: edges.slice(0, -1).map((low, band) => {
      const high = edges[band + 1]!
      const inside = rows.filter((row) => valueOf(row) >= low && valueOf(row) < high)
      return {
        from: low,
        to: high,
        n: inside.length,
        mdape: inside.length
          ? Math.round(median(inside.map((row) => errors[row]!)) * 1000) / 10
          : null,
        bias: inside.length
          ? Math.round(
              median(inside.map((row) => Math.exp(outOfFold[row]!) / table.prices[row]! - 1)) *
                1000,
            ) / 10
          : null,
      }
    }),
  }
}
const quantileEdges = (values: number[], parts: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return [
    ...Array.from(
      { length: parts },
      (_, part) => sorted[Math.floor((part * sorted.length) / parts)]!,
    ),
    Number.POSITIVE_INFINITY,
  ]
}
const column = (name: string) => table.featureNames.indexOf(name)
const year = column('yearBuilt')
// the nearest sale before each sale's month, in the file's units
const nearest = table.points.map((point, row) => {
  if (!point) return Number.NaN
  const month = table.saleMonths ? Math.floor(table.saleMonths[row]!) : Number.POSITIVE_INFINITY
  let best = Number.POSITIVE_INFINITY
  table.points.forEach((other, index) => {
    if (!other || index === row) return
    if (table.saleMonths && Math.floor(table.saleMonths[index]!) >= month) return
    const distance = (other.x - point.x) ** 2 + (other.y - point.y) ** 2
    if (distance < best) best = distance
  })
  return Math.sqrt(best)
})
const result = {
  n: errors.length,
  mdape,
  byPrice: bands('price', (row) => table.prices[row]!, quantileEdges(table.prices, 5)),
  ...(year >= 0
    ? {
        byYearBuilt: bands(
          'year built',
          (row) => table.features[row]![year]!,
          [0, 1900, 1920, 1940, 1960, 1980, 2000, 3000],
        ),
      }
    : {}),
  ...(table.saleMonths
    ? {
        bySaleYear: bands(
          'sale year',
          (row) => 1970 + Math.floor(table.saleMonths![row]! / 12),
          [1993, 1994, 1995, 1996, 1997, 1998, 1999],
        ),
      }
    : {}),
  byNearestEarlierSale: bands(
    'distance to the nearest earlier sale',
    (row) => (Number.isFinite(nearest[row]!) ? nearest[row]! : 1e12),
    quantileEdges(
      nearest.map((value) => (Number.isFinite(value) ? value : 1e12)),
      5,
    ),
  ),
}
const save = argValue('--save')
if (save) writeFileSync(save, JSON.stringify({ outOfFold, errors }))
process.stdout.write(`${JSON.stringify(result)}\n`)
process.exit(0)
