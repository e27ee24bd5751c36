import { readFileSync } from 'node:fs'
import { db } from '~/platform/firebase.server'
import { importCollections, type Backup } from '~/platform/firestore-backup.server'
import { connectScriptToFirebase } from './firebase-target'

// npm run data:import -- backup.json [--keep-existing]
const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
if (!file) {
  process.stderr.write('Usage: npm run data:import -- <backup.json> [--keep-existing]\n')
  process.exit(2)
}
const target = connectScriptToFirebase()
const backup = JSON.parse(readFileSync(file, 'utf8')) as Backup
const result = await importCollections(db(), backup, { overwrite: !process.argv.includes('--keep-existing') })
process.stdout.write(`Imported ${file} into ${target}: ${result.written} written, ${result.skipped} kept as they were\n`)
process.exit(0)
