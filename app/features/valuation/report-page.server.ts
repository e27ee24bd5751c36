import { neighborhoodSummary } from '~/features/listings/neighborhood-summary.server'
import { priceSourceOf } from '~/features/listings/listing'
import { findListing } from '~/features/listings/listings.server'
import { marketStatusOf } from '~/features/listings/market-listings'
import { amesHomeId } from '~/features/market/ames-ids'
import type { MarketHome } from '~/features/market/market-home'
import { expectedError } from '~/platform/http/expected-error'
import { typicalHome, valuationFacts } from './ames-model.server'
import { findByAddress, marketHome, subjectOfMarketHome, valueHome } from './home-valuation.server'
import { describedListing, describedValuation, valueListing } from './listing-valuation.server'
import { valuationMessages } from './messages'

const exampleCount = 6
// every seventh recorded home is looked at, so the examples spread over the town
const exampleStride = 7

const choiceOf = (home: MarketHome) => ({
  id: home.id,
  address: home.address,
  neighborhood: home.neighborhood,
})
type HomeChoice = ReturnType<typeof choiceOf>
export type ReportChoice =
  | { chosen: string }
  | {
      chooser: {
        address: string
        error: string | null
        examples: HomeChoice[]
        matches: HomeChoice[]
      }
    }

// the detailed report of one home: a recorded Ames home, or any listing the Ames model covers
// (valued as its page values it); a listing in a trained market is that market's page, and a
// listing no model covers is said so. An id no home has is not found
export async function valuationReport(listingId: string) {
  const home = marketHome(listingId)
  if (home) {
    return {
      kind: 'report' as const,
      home: {
        id: home.id,
        address: home.address,
        neighborhood: home.neighborhood,
        sqft: home.sqft,
        beds: home.beds,
        baths: home.baths,
        yearBuilt: home.yearBuilt,
        yearRemodeled: home.yearRemodeled,
        lotSqft: home.lotSqft,
        garageSpaces: home.garageSpaces,
        basementSqft: home.basementSqft,
        propertyType: home.propertyType,
        status: marketStatusOf(home.id),
        salePrice: home.salePrice,
        saleDate: home.saleDate,
      },
      listed: null,
      valuation: valueHome(subjectOfMarketHome(home)),
      neighborhood: neighborhoodSummary(home.neighborhood),
      typical: typicalHome(),
      trainedAt: valuationFacts()?.trainedAt ?? null,
    }
  }
  const listing = listingId.startsWith('ames-') ? null : await findListing(listingId)
  if (!listing || listing.source === 'ames')
    throw expectedError(404, valuationMessages.reportHomeUnknown)
  const valued = await valueListing(listing)
  if (valued.kind === 'market')
    return {
      kind: 'market' as const,
      to: `/ai-valuation/markets/${valued.estimate.market.id}?${valued.estimate.query}`,
    }
  const described = valued.kind === 'ames' ? describedListing(listing) : null
  if (!described)
    return {
      kind: 'none' as const,
      id: listing.id,
      address: listing.address,
      zip: listing.address.zip,
      missing: valued.kind === 'none' ? valued.missing : [],
    }
  return {
    kind: 'report' as const,
    home: {
      id: listing.id,
      address: listing.address,
      neighborhood: described.neighborhood,
      sqft: listing.sqft,
      beds: listing.beds,
      baths: listing.baths,
      yearBuilt: listing.yearBuilt,
      yearRemodeled: listing.yearRemodeled,
      lotSqft: listing.lotSqft,
      garageSpaces: listing.garageSpaces,
      basementSqft: listing.basementSqft,
      propertyType: listing.propertyType,
      status: listing.status,
      salePrice: listing.soldPrice,
      saleDate: listing.soldAt,
    },
    listed: { source: listing.source, price: listing.price, priceSource: priceSourceOf(listing) },
    valuation: describedValuation(described),
    neighborhood: neighborhoodSummary(described.neighborhood),
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
  return {
    chooser: { address, error, examples: forSaleExamples(), matches: matches.map(choiceOf) },
  }
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
