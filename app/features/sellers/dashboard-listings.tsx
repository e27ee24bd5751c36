import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { formatPrice, statusLabels, type ListingStatus } from '~/features/listings/listing'
import type { PlanView } from './plan-checkout.server'
import { PlanPayment } from './plan-parts'
import type { NextStep } from './workspace.server'

export type DashboardRow = {
  listing: { id: string; address: string; status: ListingStatus; price: number; editable?: boolean }
  counts: {
    views: number
    viewsBefore: number
    saves: number
    questions: number
    unanswered: number
    tours: number
    toursWaiting: number
    offers: number
    openOffers: number
  }
  daily: number[]
  next: NextStep[]
  // the listing's plan and where its payment stands (the demo dashboard has none)
  plan?: PlanView | null
}

// the seller dashboard's next steps and listings with their activity; the demo (read-only, signed
// out) shows its next steps as text, since what they link to needs the seller's account
// `total` and `pager` when the rows are one page of more (the demo market's homes)
export function DashboardListings({
  listings,
  linkSteps = true,
  listingsTitle = 'Your listings',
  total,
  pager,
}: {
  listings: DashboardRow[]
  linkSteps?: boolean
  listingsTitle?: string
  total?: number
  pager?: ReactNode
}) {
  const steps = listings.flatMap((row) => row.next)
  return (
    <>
      <section aria-labelledby="next-title">
        <h2 id="next-title">Next steps</h2>
        {steps.length === 0 ? (
          <p>Nothing waiting for you. New questions, tour requests and offers will show here.</p>
        ) : (
          <ul className="link-list">
            {steps.map((step) => (
              <li key={step.text}>
                {linkSteps ? <Link to={step.to}>{step.text}</Link> : step.text}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="listings-title">
        <h2 id="listings-title">
          {listingsTitle} ({total ?? listings.length})
        </h2>
        {pager}
        <ul className="record-list">
          {listings.map(({ listing, counts, daily, plan }) => (
            <li key={listing.id} className="card stack">
              <h3>
                <Link to={`/property/${listing.id}`}>{listing.address}</Link>
              </h3>
              <p>
                {statusLabels[listing.status]} · {formatPrice(listing.price)}
              </p>
              <table className="facts-table">
                <caption className="visually-hidden">Activity on {listing.address}</caption>
                <tbody>
                  <tr>
                    <th scope="row">Views, last 30 days</th>
                    <td>
                      {counts.views} ({trend(counts.views, counts.viewsBefore)})
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">Saves</th>
                    <td>{counts.saves}</td>
                  </tr>
                  <tr>
                    <th scope="row">Questions</th>
                    <td>
                      {counts.questions} ({counts.unanswered} unanswered)
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">Tour requests</th>
                    <td>
                      {counts.tours} ({counts.toursWaiting} waiting)
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">Offers</th>
                    <td>
                      {counts.offers} ({counts.openOffers} open)
                    </td>
                  </tr>
                </tbody>
              </table>
              {linkSteps && plan ? (
                <PlanPayment listingId={listing.id} address={listing.address} plan={plan} />
              ) : null}
              <Sparkline
                daily={daily}
                label={`Daily views of ${listing.address} over the last 30 days: ${counts.views} in all`}
              />
              {linkSteps && listing.editable ? (
                <p>
                  <Link to={`/seller/optimize-listing/${listing.id}`}>
                    Score and fixes for {listing.address}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

function trend(now: number, before: number): string {
  if (now === before) return 'the same as the 30 days before'
  return now > before
    ? `up from ${before} the 30 days before`
    : `down from ${before} the 30 days before`
}

// 30 daily counts as a small line with its title; the label says what it shows in words. Thirty
// days without a view are said, not drawn as a flat line that reads as an empty link
function Sparkline({ daily, label }: { daily: number[]; label: string }) {
  if (daily.every((count) => count === 0))
    return <p className="sparkline-caption">No views in the last 30 days.</p>
  const width = 150
  const height = 30
  const top = Math.max(1, ...daily)
  const points = daily
    .map(
      (count, index) =>
        `${((index / (daily.length - 1)) * width).toFixed(1)},${(height - (count / top) * (height - 2) - 1).toFixed(1)}`,
    )
    .join(' ')
  return (
    <p className="sparkline-row">
      <span className="sparkline-caption" aria-hidden="true">
        Daily views, last 30 days
      </span>
      <svg
        className="sparkline"
        role="img"
        aria-label={label}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
      >
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </p>
  )
}
