import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { env, isDemoMode } from './env.server'
import { singleton } from './singleton.server'

// the stand-in's API key: the Stripe client sends it to api.stripe.com, which the stand-in answers
// in this process only, so it opens nothing to anyone else
export const standInSecretKey = 'sk_test_threshold_stand_in'

// the stand-in's webhook secret: the data folder's (the embedded default reads it at start, ADR
// 059), or one made for this process when there is none (the product's code run by tests); never
// a constant, which anyone who read the source could sign a paid order with
function standInWebhookSecret(): string {
  return (
    env().DEMO_STRIPE_WEBHOOK_SECRET ??
    singleton(
      'stripe-stand-in-webhook-secret',
      () => `whsec_${randomBytes(32).toString('base64url')}`,
    )
  )
}

type StripeSetup = { client: Stripe; webhookSecret: string; standIn: boolean }

// Stripe when configured, the stand-in in the embedded default, or null (a real project without
// keys takes no payments)
export function stripeSetup(): StripeSetup | null {
  const config = env()
  const configured = Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
  if (!configured && !isDemoMode()) return null
  const keys = configured
    ? { secretKey: config.STRIPE_SECRET_KEY!, webhookSecret: config.STRIPE_WEBHOOK_SECRET! }
    : { secretKey: standInSecretKey, webhookSecret: standInWebhookSecret() }
  // fetch, so the stand-in can answer at the HTTP layer; the same client talks to Stripe. The global
  // is looked up on each call: the client must not keep the fetch of the moment it was made
  const currentFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)
  const client = singleton(
    `stripe:${keys.secretKey.slice(0, 12)}`,
    () =>
      new Stripe(keys.secretKey, {
        httpClient: Stripe.createFetchHttpClient(currentFetch),
        maxNetworkRetries: 1,
        timeout: 15_000,
      }),
  )
  return { client, webhookSecret: keys.webhookSecret, standIn: !configured }
}
