import { existsSync, readFileSync } from 'node:fs'
import type { UserImportOptions } from 'firebase-admin/auth'
import { demoSellerUid } from '~/features/accounts/demo-users.server'
import { importAmesMarket } from '~/features/listings/market-import.server'
import { amesModelFile, trainAmesModel } from '~/features/valuation/ames-model.server'
import { importAccounts } from '~/platform/auth-backup.server'
import { isDemoMode } from '~/platform/env.server'
import { auth, db } from '~/platform/firebase.server'
import { importCollections, type Backup } from '~/platform/firestore-backup.server'
import { importFiles } from '~/platform/storage/file-backup.server'
import { fileStore } from '~/platform/storage/storage.server'
import { argValue, connectScriptToFirebase } from './firebase-target'

// npm run data:import -- --market ames [--force] [--seller UID]     load the Ames market into `listings`
//   (idempotent). Its homes on the market are listed under a seller: the demo seller (Sam Seller) in
//   the embedded default, the account UID names in a real project, none there without --seller (ADR 053)
// npm run data:import -- backup.json [--keep-existing]   restore a backup made by data:export, with
//   its Auth accounts and files if it has them; to keep the passwords of accounts from a real project, give
//   that project's hash parameters: --hash-key B64 --salt-separator B64 --rounds N --memory-cost N
const market = argValue('--market')
const valued = new Set([
  '--market',
  '--seller',
  '--hash-key',
  '--salt-separator',
  '--rounds',
  '--memory-cost',
])
const file = process.argv
  .slice(2)
  .find((arg, index, args) => !arg.startsWith('--') && !valued.has(args[index - 1] ?? ''))
if (!market && !file) {
  process.stderr.write(
    'Usage: npm run data:import -- --market ames [--force] [--seller UID]\n' +
      '       npm run data:import -- <backup.json> [--keep-existing] [--hash-key B64 --salt-separator B64 --rounds N --memory-cost N]\n',
  )
  process.exit(2)
}
const target = connectScriptToFirebase()
if (market) {
  if (market !== 'ames') {
    process.stderr.write(`Unknown market "${market}". Markets: ames\n`)
    process.exit(2)
  }
  const named = argValue('--seller')
  const sellerId = named ?? (isDemoMode() ? demoSellerUid : null)
  if (named && !(await db().collection('users').doc(named).get()).exists) {
    process.stderr.write(
      `No account ${named} in ${target}: --seller names the uid of an account that has signed in\n`,
    )
    process.exit(2)
  }
  const result = await importAmesMarket({ force: process.argv.includes('--force'), sellerId })
  process.stdout.write(
    result.skipped
      ? `The Ames market is already in ${target}; nothing written (use --force to rewrite it)\n`
      : `Imported the Ames market into ${target}: ${result.written} listings written${sellerId ? `, its homes on the market listed under ${sellerId}` : ''}\n`,
  )
  // the valuation model learns from the market's sales (about a minute); kept unless forced
  if (!existsSync(amesModelFile) || process.argv.includes('--force')) {
    const saved = await trainAmesModel()
    process.stdout.write(
      `Trained the valuation model: 5-fold MdAPE ${(saved.evaluation.mdape * 100).toFixed(2)}%\n`,
    )
  }
} else if (file) {
  const backup = JSON.parse(readFileSync(file, 'utf8')) as Backup
  const keepExisting = process.argv.includes('--keep-existing')
  const result = await importCollections(db(), backup, { overwrite: !keepExisting })
  process.stdout.write(
    `Imported ${file} into ${target}: ${result.written} written, ${result.skipped} kept as they were\n`,
  )
  if (backup.files) {
    const files = await importFiles(fileStore(), backup.files, { keepExisting })
    process.stdout.write(
      `Files: ${files.written} written to ${fileStore().location}, ${files.skipped} kept as they were\n`,
    )
  }
  if (backup.auth) {
    const accounts = await importAccounts(auth(), backup.auth.accounts, {
      keepExisting,
      hash: scryptParameters(),
    })
    process.stdout.write(
      `Accounts: ${accounts.written} written, ${accounts.skipped} kept as they were, ${accounts.failed} refused` +
        (accounts.withoutPassword
          ? `, ${accounts.withoutPassword} without their password (a password reset sets one)`
          : '') +
        '\n',
    )
  }
}
process.exit(0)

function scryptParameters(): UserImportOptions['hash'] | undefined {
  const key = argValue('--hash-key')
  if (!key) return undefined
  return {
    algorithm: 'SCRYPT',
    key: Buffer.from(key, 'base64'),
    saltSeparator: Buffer.from(argValue('--salt-separator') ?? '', 'base64'),
    rounds: Number(argValue('--rounds') ?? 8),
    memoryCost: Number(argValue('--memory-cost') ?? 14),
  }
}
