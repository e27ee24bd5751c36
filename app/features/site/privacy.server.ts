import { eventRetentionDays } from '~/features/analytics/retention.server'
import { sessionLifetimeMs } from '~/features/accounts/session-limits'
import { visitorDays } from '~/features/landing/visitor.server'
import { llmConfigured } from '~/platform/llm-chat.server'
import { staleAfterMs } from '~/features/sellers/draft-sweep.server'
import { env, isDemoMode } from '~/platform/env.server'
import { stripeSetup } from '~/platform/stripe.server'

const dayMs = 86_400_000

// how long what is deleted on its own is kept, read from the code that deletes it
export function retentionRules() {
  return {
    pageViewDays: eventRetentionDays,
    sessionDays: sessionLifetimeMs / dayMs,
    untouchedDraftDays: staleAfterMs / dayMs,
    visitorCookieDays: visitorDays,
  }
}

// who besides Threshold handles personal data on this copy of the site, as it is configured
export function processorsInUse() {
  const config = env()
  const stripe = stripeSetup()
  return {
    demoMode: isDemoMode(),
    stripe: stripe !== null && !stripe.standIn,
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    facebook: Boolean(config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET),
    writingService: llmConfigured(),
  }
}
