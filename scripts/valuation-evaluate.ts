import { readFileSync } from 'node:fs'
import { crossValidate } from '~/features/valuation/cross-validation.server'
import { parseColumnMap, salesTable } from '~/features/valuation/sales-table'
import { argValue } from './firebase-target'

// npm run valuation:evaluate -- --data FILE.csv --map "price=COL,sqft=COL,..." [--folds 5] [--no-extra]
// prints one JSON line: {"n":…,"mdape":…,"within5":…,"within10":…,"within20":…,"coverage80":…}
const data = argValue('--data')
const map = argValue('--map')
if (!data || !map) {
  process.stderr.write('Usage: npm run valuation:evaluate -- --data FILE.csv --map "price=COL,sqft=COL,lotSqft=COL,beds=COL,baths=COL,yearBuilt=COL,lat=COL,lng=COL" [--folds 5] [--no-extra]\n')
  process.exit(2)
}
try {
  const folds = Number(argValue('--folds') ?? 5)
  if (!Number.isInteger(folds) || folds < 2 || folds > 20) throw new Error('--folds must be a whole number from 2 to 20')
  const table = salesTable(readFileSync(data, 'utf8'), parseColumnMap(map), { extras: !process.argv.includes('--no-extra') })
  const { q10: _q10, q90: _q90, outOfFold: _outOfFold, ...evaluation } = await crossValidate(table, folds)
  process.stdout.write(`${JSON.stringify(evaluation)}\n`)
  process.exit(0)
} catch (error) {
  process.stderr.write(`valuation:evaluate: ${(error as Error).message}\n`)
  process.exit(2)
}
