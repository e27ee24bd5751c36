import { readFileSync } from 'node:fs'
import { crossValidate, inputsUsed, timeSplit } from '~/features/valuation/cross-validation.server'
import { parseColumnMap, salesTable } from '~/features/valuation/sales-table'
import { argValue } from './firebase-target'

// npm run valuation:evaluate -- --data FILE.csv --map "price=COL,…" [--folds 5] [--split time --test-months 12] [--no-extra]
// prints one JSON line: the held-out figures, the inputs used, the rows used and refused, seconds
const usage =
  'Usage: npm run valuation:evaluate -- --data FILE.csv --map "price=COL[,sqft=COL,lotSqft=COL,beds=COL,baths=COL,yearBuilt=COL,lat=COL,lng=COL | x=COL,y=COL,saleDate=COL | saleYear=COL,saleMonth=COL]" [--folds 5] [--split kfold|time] [--test-months 12] [--no-extra]\n'
const data = argValue('--data')
const map = argValue('--map')
if (!data || !map) {
  process.stderr.write(usage)
  process.exit(2)
}
try {
  const started = performance.now()
  const folds = Number(argValue('--folds') ?? 5)
  if (!Number.isInteger(folds) || folds < 2 || folds > 20)
    throw new Error('--folds must be a whole number from 2 to 20')
  const split = argValue('--split') ?? 'kfold'
  if (!['kfold', 'time'].includes(split)) throw new Error('--split must be kfold or time')
  const testMonths = Number(argValue('--test-months') ?? 12)
  if (!Number.isInteger(testMonths) || testMonths < 1)
    throw new Error('--test-months must be a whole number of months')
  const table = salesTable(readFileSync(data, 'utf8'), parseColumnMap(map), {
    extras: !process.argv.includes('--no-extra'),
  })
  const figures =
    split === 'time'
      ? {
          split: `time: the last ${testMonths} months`,
          ...(await timeSplit(table, testMonths, folds)),
        }
      : await crossValidate(table, folds).then(
          ({ q10: _q10, q90: _q90, outOfFold: _outOfFold, ...evaluation }) => ({
            split: `${folds}-fold`,
            ...evaluation,
          }),
        )
  const { report } = table
  const result = {
    ...figures,
    inputs: inputsUsed(table),
    rows: report.rows,
    refused: report.refused,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  }
  process.stdout.write(`${JSON.stringify(result)}\n`)
  process.exit(0)
} catch (error) {
  process.stderr.write(`valuation:evaluate: ${(error as Error).message}\n`)
  process.exit(2)
}
