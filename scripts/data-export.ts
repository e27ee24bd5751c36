import { chmodSync, writeFileSync } from 'node:fs'
import { exportAccounts } from '~/platform/auth-backup.server'
import { auth, db } from '~/platform/firebase.server'
import { exportCollections } from '~/platform/firestore-backup.server'
import { exportFiles } from '~/platform/storage/file-backup.server'
import { fileStore } from '~/platform/storage/storage.server'
import { argValue, connectScriptToFirebase } from './firebase-target'

// npm run data:export -- [--out backup.json] [--collections users,listings] [--auth] [--no-files]
// every collection the database lists (or the ones named); --auth adds the Auth accounts; the
// file store's files (listing photos) come along unless --no-files
const target = connectScriptToFirebase()
const out =
  argValue('--out') ?? `threshold-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
const backup = await exportCollections(db(), {
  collectionIds: argValue('--collections')?.split(','),
})
if (process.argv.includes('--auth')) backup.auth = { accounts: await exportAccounts(auth()) }
if (!process.argv.includes('--no-files')) backup.files = await exportFiles(fileStore())
// with --auth it holds password hashes: readable by its owner only
writeFileSync(out, JSON.stringify(backup), { mode: 0o600 })
chmodSync(out, 0o600)
const counts = Object.fromEntries(
  Object.entries(backup.collections).map(([id, docs]) => [id, Object.keys(docs).length]),
)
const accounts = backup.auth ? ` and ${backup.auth.accounts.length} accounts` : ''
const files = backup.files
  ? `, ${Object.keys(backup.files).length} files from ${fileStore().location}`
  : ''
process.stdout.write(
  `Exported from ${target} to ${out}: ${JSON.stringify(counts)}${accounts}${files}\n`,
)
process.exit(0)
