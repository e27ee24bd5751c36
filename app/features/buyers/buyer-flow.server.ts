import { neighborhoodNames } from '~/features/listings/neighborhood-summary.server'
import { loadBuyerState } from './buyer-state.server'
import { matchPreferences } from './preference-matches.server'

// the questionnaire with the visitor's answers so far, the areas to choose from and the homes
// that match the answers
export async function buyerFlowPage(request: Request) {
  const { preferences } = await loadBuyerState(request)
  const areas = neighborhoodNames()
  return {
    preferences: preferences ?? null,
    areas,
    results: preferences ? await matchPreferences(preferences) : null,
  }
}
