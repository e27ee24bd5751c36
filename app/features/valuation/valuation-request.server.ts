import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import { startedListingCatalog } from '~/features/listings/listings.server'
import type { MarketHome } from '~/features/market/market-home'
import { isDocumentId } from '~/platform/document-rules'
import {
  findByAddress,
  marketHome,
  neighborhoodNames,
  subjectOfFacts,
  subjectOfMarketHome,
  type Subject,
} from './home-valuation.server'
import { describedListing, subjectOfDescribed } from './listing-valuation.server'
import { valuationFields, ValuationSchema } from './valuation-schema'
import { valuationMessages } from './messages'

export type ValuationRequest =
  | { status: 'empty' }
  | { status: 'invalid'; result: SubmissionResult<string[]> }
  | { status: 'choose'; matches: MarketHome[] }
  | { status: 'ready'; subject: Subject }

// what a valuation page was asked: nothing yet, a market home (`?home=ames-0001`), or the
// valuation form's address or facts
export function readValuationRequest(params: URLSearchParams): ValuationRequest {
  const home = params.get('home')
  if (home) {
    const found = marketHome(home)
    if (found) return { status: 'ready', subject: subjectOfMarketHome(found) }
    // a home listed on Threshold that the Ames model covers, valued as its page values it
    const listing = isDocumentId(home) ? startedListingCatalog()?.get(home) : undefined
    const described = listing ? describedListing(listing) : null
    return described
      ? { status: 'ready', subject: subjectOfDescribed(described) }
      : invalid(params, { address: [valuationMessages.addressUnknown] })
  }
  if (!valuationFields.some((field) => params.get(field)?.trim())) return { status: 'empty' }
  const submission = parseWithZod(params, { schema: ValuationSchema })
  if (submission.status !== 'success') return { status: 'invalid', result: submission.reply() }
  const input = submission.value
  if (input.address) {
    const matches = findByAddress(input.address)
    if (matches.length === 0)
      return invalid(params, { address: [valuationMessages.addressUnknown] })
    if (matches.length > 1) return { status: 'choose', matches }
    return { status: 'ready', subject: subjectOfMarketHome(matches[0]!) }
  }
  if (!neighborhoodNames().includes(input.neighborhood!))
    return invalid(params, { neighborhood: [valuationMessages.neighborhoodUnknown] })
  return {
    status: 'ready',
    subject: subjectOfFacts({
      ...input,
      neighborhood: input.neighborhood!,
      sqft: input.sqft!,
      beds: input.beds!,
      fullBaths: input.fullBaths!,
      yearBuilt: input.yearBuilt!,
    }),
  }
}

function invalid(params: URLSearchParams, fieldErrors: Record<string, string[]>): ValuationRequest {
  const submission = parseWithZod(params, { schema: ValuationSchema })
  return { status: 'invalid', result: submission.reply({ fieldErrors }) }
}

// the query that asks for the same subject again (links, the CMA's recompute and CSV)
export function subjectParams(subject: Subject, params: URLSearchParams): URLSearchParams {
  if (subject.listingId) return new URLSearchParams({ home: subject.listingId })
  if (subject.listing) return new URLSearchParams({ home: subject.listing })
  const kept = new URLSearchParams()
  for (const field of valuationFields) {
    const value = params.get(field)?.trim()
    if (value && field !== 'address') kept.set(field, value)
  }
  return kept
}
