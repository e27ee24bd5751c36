import { flushPageViews } from '~/features/analytics/page-views.server'
import { startEventPruning, stopEventPruning } from '~/features/analytics/retention.server'
import { demoSellerUid, seedDemoAccounts } from '~/features/accounts/demo-users.server'
import { startOAuthStandIn, stopOAuthStandIn } from '~/features/accounts/social/stand-in.server'
import {
  listingCatalog,
  startListingCatalog,
  stopListingCatalog,
} from '~/features/listings/listings.server'
import { importAmesMarket } from '~/features/listings/market-import.server'
import { startStripeStandIn, stopStripeStandIn } from '~/features/payments/stripe-stand-in.server'
import { seedDemoProviders } from '~/features/providers/providers.server'
import { startSearchAlerts, stopSearchAlerts } from '~/features/buyers/search-alert-schedule.server'
import { startDraftSweep, stopDraftSweep } from '~/features/sellers/draft-sweep.server'
import { loadFairHousingVectors } from '~/features/listing-ai/fair-housing-semantic.server'
import { loadEmbeddings } from '~/features/search/embeddings.server'
import { loadAmesModel } from '~/features/valuation/ames-model.server'
import { startSearchIndex, stopSearchIndex } from '~/features/search/search-index.server'
import { warmNeighborhoodExplorer } from '~/features/neighborhoods/neighborhood-explorer.server'
import { isDemoMode } from '~/platform/env.server'
import { logger } from '~/platform/logger.server'
import { closeRedis, connectRedis } from '~/platform/redis.server'

type Task = { name: string; demoOnly: boolean; run: () => Promise<unknown> }

// what the application prepares before it takes requests, in order
const startTasks: Task[] = [
  // the rate limits' shared store when REDIS_URL is set; one that does not answer delays no start (ADR 061)
  { name: 'rate-limit store', demoOnly: false, run: () => connectRedis() },
  { name: 'demo accounts', demoOnly: true, run: seedDemoAccounts },
  { name: 'oauth stand-in', demoOnly: true, run: startOAuthStandIn },
  { name: 'stripe stand-in', demoOnly: true, run: startStripeStandIn },
  // production deletes old events by Firestore's TTL policy; the emulator has none
  { name: 'event pruning', demoOnly: true, run: async () => startEventPruning() },
  // the demo market: its homes for sale are listed under the demo seller, Sam Seller (ADR 053)
  {
    name: 'market import',
    demoOnly: true,
    run: () => importAmesMarket({ sellerId: demoSellerUid }),
  },
  // the demo market's service providers and their reviews, labelled as demo data
  { name: 'demo providers', demoOnly: true, run: () => seedDemoProviders() },
  // every listing, kept current by a Firestore listener; the search index follows the catalog
  { name: 'listing catalog', demoOnly: false, run: startListingCatalog },
  { name: 'search index', demoOnly: false, run: () => startSearchIndex(listingCatalog()) },
  // the neighborhood explorer's figures and map, so its first visitor does not wait for them (ADR 040)
  { name: 'neighborhood figures', demoOnly: false, run: async () => warmNeighborhoodExplorer() },
  { name: 'search embeddings', demoOnly: false, run: loadEmbeddings },
  // the fair-housing check's semantic stage: the labelled phrases' vectors (ADR 033)
  { name: 'fair-housing vectors', demoOnly: false, run: loadFairHousingVectors },
  { name: 'valuation model', demoOnly: false, run: loadAmesModel },
  // drafts untouched for 30 days, and their photos, daily (ADR 032)
  { name: 'stale draft sweep', demoOnly: false, run: async () => startDraftSweep() },
  // saved-search alerts; a real project's scheduler calls /api/jobs/search-alerts instead (ADR 042)
  { name: 'saved-search alerts', demoOnly: true, run: async () => startSearchAlerts() },
]
const stopTasks: Array<() => Promise<unknown>> = [
  flushPageViews,
  stopOAuthStandIn,
  stopStripeStandIn,
  async () => stopSearchIndex(),
  async () => stopListingCatalog(),
  async () => stopEventPruning(),
  async () => stopDraftSweep(),
  stopSearchAlerts,
  // its open connection would keep the process alive
  closeRedis,
]

export async function startApplication() {
  for (const task of startTasks) {
    if (task.demoOnly && !isDemoMode()) continue
    const started = performance.now()
    await task.run()
    logger.info(
      { event: 'startup.task', task: task.name, ms: Math.round(performance.now() - started) },
      task.name,
    )
  }
}

export async function stopApplication() {
  await Promise.allSettled(stopTasks.map((stop) => stop()))
}
