import { readFileSync } from 'node:fs'
import { fixedSplitErrors } from '~/features/valuation/cross-validation.server'
import { parseColumnMap, salesTable } from '~/features/valuation/sales-table'
import { argValue } from './firebase-target'

// node --import tsx scripts/valuation-trial.ts --data FILE.csv --map "price=COL,…" [--boosting '{"depth":6}']
// one trial while tuning (issue 42, ADR 077): the first fold of the five-fold evaluation alone
// (trained on the other four fifths, scored out of fold), a fifth of the time of the full run.
// Every trial on a market uses the same split, so trials compare; the figures an ADR quotes come
// from the full `valuation:evaluate`
const data = argValue('--data')
const map = argValue('--map')
if (!data || !map) {
  process.stderr.write(
    'Usage: node --import tsx scripts/valuation-trial.ts --data FILE.csv --map "price=COL,…" [--boosting JSON]\n',
  )
  process.exit(2)
}
const started = performance.now()
const table = salesTable(readFileSync(data, 'utf8'), parseColumnMap(map))
const boosting = JSON.parse(argValue('--boosting') ?? '{}') as Record<string, number>
const figures = await fixedSplitErrors(table, boosting)
process.stdout.write(
  `${JSON.stringify({ ...figures, boosting, seconds: Math.round((performance.now() - started) / 1000) })}\n`,
)
process.exit(0)
