import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { reloadEnv } from '../env.server'
import { stripeSetup } from '../stripe.server'
import {
  sessionSecretOf,
  stripeWebhookSecretFile,
  stripeWebhookSecretOf,
} from './data-folder-secrets.server'

// issue 39, finding 4: the Stripe stand-in's webhook secret was a constant in the source, so anyone
// who read it could sign a paid order on a demo server. Each data folder makes its own, once, kept
// readable by its owner only, as it does its session secret

const oldConstant = 'whsec_threshold_stand_in'
const folders: string[] = []
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'threshold-secrets-'))
  folders.push(dir)
  return dir
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('secrets per data folder', () => {
  test('the webhook secret is random per data folder, never the old constant, and the same at every start', () => {
    const [first, second] = [folder(), folder()]
    const secret = stripeWebhookSecretOf(first)
    expect(secret).toMatch(/^whsec_[\w-]{43}$/)
    expect(secret).not.toBe(oldConstant)
    expect(stripeWebhookSecretOf(second)).not.toBe(secret)
    expect(stripeWebhookSecretOf(first)).toBe(secret)
    expect(statSync(path.join(first, stripeWebhookSecretFile)).mode & 0o777).toBe(0o600)
    expect(sessionSecretOf(first)).not.toBe(sessionSecretOf(second))
    expect(sessionSecretOf(first)).not.toBe(secret)
  })

  test('an empty secret file is refused rather than signing with an empty secret', () => {
    const dir = folder()
    writeFileSync(path.join(dir, stripeWebhookSecretFile), '\n')
    expect(() => stripeWebhookSecretOf(dir)).toThrow(/is empty/)
  })
})

describe('the stand-in signs and checks with it', () => {
  afterEach(() => {
    delete process.env.DEMO_STRIPE_WEBHOOK_SECRET
    reloadEnv()
  })

  test('the data folder’s secret when the embedded default read one; one made for the process otherwise', () => {
    const secret = stripeWebhookSecretOf(folder())
    process.env.DEMO_STRIPE_WEBHOOK_SECRET = secret
    reloadEnv()
    expect(stripeSetup()).toMatchObject({ standIn: true, webhookSecret: secret })

    delete process.env.DEMO_STRIPE_WEBHOOK_SECRET
    reloadEnv()
    const ofProcess = stripeSetup()!.webhookSecret
    expect(ofProcess).toMatch(/^whsec_/)
    expect(ofProcess).not.toBe(oldConstant)
    expect(stripeSetup()!.webhookSecret).toBe(ofProcess)
  })
})
