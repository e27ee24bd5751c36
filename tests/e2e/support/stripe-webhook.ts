import { readFileSync } from 'node:fs'
import path from 'node:path'
import Stripe from 'stripe'
import { e2eDataDir } from './paths'

// Stripe's events as the suite's server receives them, signed with the secret its data folder
// made for its Stripe stand-in (app/platform/embedded/data-folder-secrets.server.ts, ADR 059),
// read from the file the server reads at start

const signer = new Stripe('sk_test_threshold_stand_in')
let secret: string | undefined

export function standInWebhookSecret(): string {
  secret ??= readFileSync(path.join(e2eDataDir, 'stripe-webhook-secret'), 'utf8').trim()
  return secret
}

export function postStripeEvent(baseURL: string, event: object, signWith = standInWebhookSecret()) {
  const payload = JSON.stringify(event)
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: signWith })
  return fetch(`${baseURL}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
}
