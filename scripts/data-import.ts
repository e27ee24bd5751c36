import { readFileSync } from 'node:fs'
import { existsSync } from 'node:fs'
import { importAmesMarket } from '~/features/listings/listings.server'
import { amesModelFile, trainAmesModel } from '~/features/valuation/ames-model.server'
import { db } from '~/platform/firebase.server'
import { importCollections, type Backup } from '~/platform/firestore-backup.server'
import { argValue, connectScriptToFirebase } from './firebase-target'

// npm run data:import -- --market ames [--force]     load the Ames market into `listings` (idempotent)
// npm run data:import -- backup.json [--keep-existing]   restore a backup made by data:export
const market = argValue('--market')
const file = process.argv.slice(2).find((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--market')
if (!market && !file) {
  process.stderr.write('Usage: npm run data:import -- --market ames [--force]\n       npm run data:import -- <backup.json> [--keep-existing]\n')
  process.exit(2)
}
const target = connectScriptToFirebase()
if (market) {
  if (market !== 'ames') {
    process.stderr.write(`Unknown market "${market}". Markets: ames\n`)
    process.exit(2)
  }
  const result = await importAmesMarket({ force: process.argv.includes('--force') })
  process.stdout.write(
    result.skipped
      ? `The Ames market is already in ${target}; nothing written (use --force to rewrite it)\n`
      : `Imported the Ames market into ${target}: ${result.written} listings written\n`,
  )
  // the valuation model learns from the market's sales (about a minute); kept unless forced
  if (!existsSync(amesModelFile) || process.argv.includes('--force')) {
    const saved = await trainAmesModel()
    process.stdout.write(`Trained the valuation model: 5-fold MdAPE ${(saved.evaluation.mdape * 100).toFixed(2)}%\n`)
  }
} else if (file) {
  const backup = JSON.parse(readFileSync(file, 'utf8')) as Backup
  const result = await importCollections(db(), backup, { overwrite: !process.argv.includes('--keep-existing') })
  process.stdout.write(`Imported ${file} into ${target}: ${result.written} written, ${result.skipped} kept as they were\n`)
}
process.exit(0)
