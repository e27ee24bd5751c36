import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { optimizationOverview } from '~/features/listing-ai/listing-score.server'
import { listingAiMessages } from '~/features/listing-ai/messages'
import { ScoreMeter } from '~/features/listing-ai/score-meter'
import { formatPrice, statusLabels } from '~/features/listings/listing'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ error }) =>
  error ? errorMeta(error) : pageTitle('Listing optimization')

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  return { listings: await optimizationOverview(user.uid) }
}

export default function ListingOptimization() {
  const { listings } = useLoaderData<typeof loader>()
  return (
    <div className="dashboard stack">
      <h1>Listing optimization</h1>
      <SellerNav />
      <p className="lead">
        A score out of 100 for each home you have for sale, from what buyers react to: complete
        facts, photos, the description, the price against Threshold’s estimate, views against
        similar listings, and fair-housing wording. Open a listing to see each part and how to fix
        it.
      </p>
      {listings.length === 0 ? (
        <p>
          {listingAiMessages.noListings} <Link to="/seller-flow">List your home</Link>.
        </p>
      ) : (
        <ul className="record-list" aria-label="Your listings and their scores">
          {listings.map((listing) => (
            <li key={listing.id} className="card stack">
              <h2>
                <Link to={`/seller/optimize-listing/${listing.id}`}>{listing.address}</Link>
              </h2>
              <p>
                {statusLabels[listing.status]} · {formatPrice(listing.price)}
              </p>
              <ScoreMeter score={listing.total} />
              {listing.weakest ? (
                <p>
                  Most to gain: {listing.weakest.label} (up to {listing.weakest.missing} points).{' '}
                  <Link to={listing.weakest.fix.to}>{listing.weakest.fix.text}</Link>
                </p>
              ) : (
                <p>Nothing left to fix.</p>
              )}
              <p>
                <Link to={`/seller/optimize-listing/${listing.id}`}>
                  See the score of {listing.address}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>Sold and withdrawn listings are not scored.</p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
