import { eventRetentionDays } from '~/features/analytics/retention.server'
import { searchListings } from '~/features/search/search-index.server'
import { parseSearchParams } from '~/features/search/search-query'
import { valuationFacts } from '~/features/valuation/ames-model.server'

// the figures /why-threshold shows, each read where the page that owns it reads it: the valuation's
// held-out accuracy as /ai-valuation-details reads it, the homes the search covers as
// /property-search counts them before any filter is set
export async function whyThresholdFigures() {
  const facts = valuationFacts()
  const { query } = parseSearchParams(new URLSearchParams())
  const search = await searchListings(query)
  return {
    valuation: facts
      ? {
          heldOutSales: facts.evaluation.n,
          mdape: facts.evaluation.mdape,
          within10: facts.evaluation.within10,
          coverage80: facts.evaluation.coverage80,
          trainedAt: facts.trainedAt,
        }
      : null,
    homesForSale: search.total,
    pageViewRetentionDays: eventRetentionDays,
  }
}
