// tuning runs for issue 24, kept for the record: node --import tsx scripts/valuation/tune.ts FILE.csv "MAP" '{"depth":5}'
import { readFileSync } from 'node:fs'
import { crossValidate } from '~/features/valuation/cross-validation.server'
import { parseColumnMap, salesTable } from '~/features/valuation/sales-table'

const [file, map, options] = process.argv.slice(2)
const table = salesTable(readFileSync(file!, 'utf8'), parseColumnMap(map!))
const started = performance.now()
const { mdape, within10, coverage80 } = await crossValidate(table, 5, {
  boosting: JSON.parse(options ?? '{}'),
})
process.stdout.write(
  `${options} mdape ${mdape} within10 ${within10} coverage80 ${coverage80} ${Math.round(performance.now() - started)} ms\n`,
)
process.exit(0)
