import { writeFileSync } from 'node:fs'
import { db } from '~/platform/firebase.server'
import { exportCollections } from '~/platform/firestore-backup.server'
import { argValue, connectScriptToFirebase, knownCollections } from './firebase-target'

// npm run data:export -- [--out backup.json] [--collections users,listings]
const target = connectScriptToFirebase()
const out = argValue('--out') ?? `threshold-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
const listed = argValue('--collections')?.split(',')
let backup
try {
  backup = await exportCollections(db(), { collectionIds: listed })
} catch (error) {
  if (listed) throw error
  // the in-process emulator cannot list collections: export the data model's
  backup = await exportCollections(db(), { collectionIds: knownCollections })
}
writeFileSync(out, JSON.stringify(backup))
const counts = Object.fromEntries(Object.entries(backup.collections).map(([id, docs]) => [id, Object.keys(docs).length]))
process.stdout.write(`Exported from ${target} to ${out}: ${JSON.stringify(counts)}\n`)
process.exit(0)
