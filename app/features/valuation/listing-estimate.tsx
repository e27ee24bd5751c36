import { formatCount, formatPrice } from '~/features/listings/listing'
import { Link } from '@remix-run/react'
import { formatMonth } from '~/ui/format'
import type { ListingValuation } from './listing-valuation.server'
import { valuationMessages } from './messages'

const factNames = {
  sqft: 'its living area',
  beds: 'its bedrooms',
  yearBuilt: 'the year it was built',
} as const

// a listing's estimate on its page, whichever model made it, or plainly why there is none
export function ListingEstimate({
  listingId,
  valuation,
  canAddMarket = false,
}: {
  listingId: string
  valuation: ListingValuation
  canAddMarket?: boolean
}) {
  return (
    <section aria-labelledby="estimate-title" className="property__estimate">
      <h2 id="estimate-title">Threshold estimate</h2>
      {valuation.kind === 'ames' ? (
        <>
          <p className="property__price">{formatPrice(valuation.estimate.value)}</p>
          <p>
            80% likely between {formatPrice(valuation.estimate.low)} and{' '}
            {formatPrice(valuation.estimate.high)}. Estimated from{' '}
            {formatCount(valuation.estimate.sales)} recorded sales in Ames, 2006–2010, so in prices
            of that time; on held-out sales the median error is{' '}
            {(valuation.estimate.mdape * 100).toFixed(1)}%. An estimate, not an appraisal.
          </p>
          <ul className="link-list">
            <li>
              <Link to={valuation.reportPath}>
                The full valuation report: what moved the estimate, comparable sales
              </Link>
            </li>
            <li>
              <Link to={`/cma?home=${listingId}`}>Choose the comparable sales yourself (CMA)</Link>
            </li>
          </ul>
        </>
      ) : valuation.kind === 'market' ? (
        <>
          <p className="property__price">{formatPrice(valuation.estimate.value)}</p>
          <p>
            80% likely between {formatPrice(valuation.estimate.low)} and{' '}
            {formatPrice(valuation.estimate.high)}. Estimated by the{' '}
            {valuation.estimate.market.name} model from {formatCount(valuation.estimate.sales)}{' '}
            recorded sales there
            {valuation.estimate.asOf
              ? `, in prices of ${formatMonth(valuation.estimate.asOf)}`
              : ', in prices of their time'}
            ; on held-out sales the median error is {(valuation.estimate.mdape * 100).toFixed(1)}%.
            An estimate, not an appraisal.
          </p>
          <ul className="link-list">
            <li>
              <Link
                to={`/ai-valuation/markets/${valuation.estimate.market.id}?${valuation.estimate.query}`}
              >
                What moved the estimate
              </Link>
            </li>
          </ul>
        </>
      ) : valuation.kind === 'none' ? (
        <NoModel zip={valuation.zip} missing={valuation.missing} canAddMarket={canAddMarket} />
      ) : (
        <p>{valuationMessages.modelNotReady}</p>
      )}
    </section>
  )
}

export function NoModel({
  zip,
  missing,
  canAddMarket,
}: {
  zip: string
  missing: Array<keyof typeof factNames>
  canAddMarket: boolean
}) {
  return (
    <div className="stack">
      <p>
        {missing.length > 0
          ? valuationMessages.factsMissing(missing.map((fact) => factNames[fact]))
          : valuationMessages.noModelFor(zip)}
      </p>
      {missing.length === 0 ? (
        <p>
          {valuationMessages.howAdminAddsModel}{' '}
          {canAddMarket ? <Link to="/valuation-markets">Add a valuation market</Link> : null}
        </p>
      ) : null}
    </div>
  )
}
