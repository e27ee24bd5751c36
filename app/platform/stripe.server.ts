import Stripe from 'stripe'
import { env, isDemoMode } from './env.server'
import { singleton } from './singleton.server'

// the stand-in's keys: the embedded default signs and checks its webhooks with these, and the
// Stripe client sends the key to api.stripe.com, which the stand-in answers in this process
export const standInKeys = { secretKey: 'sk_test_threshold_stand_in', webhookSecret: 'whsec_threshold_stand_in' } as const

type StripeSetup = { client: Stripe; webhookSecret: string; standIn: boolean }

// Stripe when configured, the stand-in in the embedded default, or null (a real project without
// keys takes no payments)
export function stripeSetup(): StripeSetup | null {
  const config = env()
  const keys = config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET ? { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET } : isDemoMode() ? standInKeys : null
  if (!keys) return null
  // fetch, so the stand-in can answer at the HTTP layer; the same client talks to Stripe. The global
  // is looked up on each call: the client must not keep the fetch of the moment it was made
  const currentFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)
  const client = singleton(`stripe:${keys.secretKey.slice(0, 12)}`, () => new Stripe(keys.secretKey, { httpClient: Stripe.createFetchHttpClient(currentFetch), maxNetworkRetries: 1, timeout: 15_000 }))
  return { client, webhookSecret: keys.webhookSecret, standIn: keys === standInKeys }
}
