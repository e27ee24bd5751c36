import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// Secrets the embedded default makes once per data folder, keeps there readable by its owner only
// (mode 0600) and reads at each start: demo sessions stay valid across restarts, and nothing a
// visitor can read in the source signs for this server (ADR 059)

export const sessionSecretFile = 'session-secret'
// the Stripe stand-in signs its webhooks with this, and the webhook checks them with it; the e2e
// suite reads it from the same file to sign events of its own
export const stripeWebhookSecretFile = 'stripe-webhook-secret'

export function dataFolderSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name)
  try {
    // wx: made only when missing, so two starts never replace each other's secret
    writeFileSync(file, make(), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = readFileSync(file, 'utf8').trim()
  if (!secret) throw new Error(`${file} is empty: remove it and start again to make a new secret`)
  return secret
}

export const sessionSecretOf = (dataDir: string) =>
  dataFolderSecret(dataDir, sessionSecretFile, () => randomBytes(32).toString('hex'))

export const stripeWebhookSecretOf = (dataDir: string) =>
  dataFolderSecret(
    dataDir,
    stripeWebhookSecretFile,
    () => `whsec_${randomBytes(32).toString('base64url')}`,
  )
