import { neighborhoodSummary } from '~/features/listings/neighborhood-summary.server'
import { marketStatusOf } from '~/features/listings/market-listings'
import { amesHomeId } from '~/features/market/ames-ids'
import type { MarketHome } from '~/features/market/market-home'
import { expectedError } from '~/platform/http/expected-error'
import { typicalHome, valuationFacts } from './ames-model.server'
import { findByAddress, marketHome, subjectOfMarketHome, valueHome } from './home-valuation.server'
import { valuationMessages } from './messages'

const exampleCount = 6
// every seventh recorded home is looked at, so the examples spread over the town
const exampleStride = 7

const choiceOf = (home: MarketHome) => ({ id: home.id, address: home.address, neighborhood: home.neighborhood })
type HomeChoice = ReturnType<typeof choiceOf>
export type ReportChoice = { chosen: string } | { chooser: { address: string; error: string | null; examples: HomeChoice[]; matches: HomeChoice[] } }

// the detailed report of one market home; an id no home has is not found
export function valuationReport(listingId: string) {
  const home = marketHome(listingId)
  if (!home) throw expectedError(404, valuationMessages.reportHomeUnknown)
  return {
    home: {
      id: home.id, address: home.address, neighborhood: home.neighborhood, sqft: home.sqft, beds: home.beds, baths: home.baths, yearBuilt: home.yearBuilt,
      yearRemodeled: home.yearRemodeled, lotSqft: home.lotSqft, garageSpaces: home.garageSpaces, basementSqft: home.basementSqft, propertyType: home.propertyType,
      status: marketStatusOf(home.id), salePrice: home.salePrice, saleDate: home.saleDate,
    },
    valuation: valueHome(subjectOfMarketHome(home)),
    neighborhood: neighborhoodSummary(home.neighborhood),
    typical: typicalHome(),
    trainedAt: valuationFacts()?.trainedAt ?? null,
  }
}

// choosing the home to report on: an address that names one home is that home; otherwise the
// homes it names (or why none), and homes for sale now as examples
export function reportChoice(address: string): ReportChoice {
  const matches = address ? findByAddress(address) : []
  if (matches.length === 1) return { chosen: matches[0]!.id }
  const error = address && matches.length === 0 ? valuationMessages.addressUnknown : null
  return { chooser: { address, error, examples: forSaleExamples(), matches: matches.map(choiceOf) } }
}

function forSaleExamples() {
  const examples: HomeChoice[] = []
  for (let index = 0; examples.length < exampleCount; index += exampleStride) {
    const home = marketHome(amesHomeId(index))
    if (!home) break
    if (marketStatusOf(home.id) === 'active') examples.push(choiceOf(home))
  }
  return examples
}
