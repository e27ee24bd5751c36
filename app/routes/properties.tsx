import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation, Link } from '@remix-run/react'
import { homesForSalePage } from '~/features/buyers/listing-pages.server'
import { formatCount } from '~/features/listings/listing'
import { ListingCard } from '~/features/listings/listing-card'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { pageTitle } from '~/features/shell/page-title'

export const meta: MetaFunction = () => pageTitle('Homes for sale')

export async function loader({ request }: LoaderFunctionArgs) {
  return homesForSalePage(new URL(request.url).searchParams.get('page'), request)
}

export default function Properties() {
  const { result, saved } = useLoaderData<typeof loader>()
  const location = useLocation()
  const savedSet = new Set(saved)
  return (
    <div className="stack">
      <h1>Homes for sale</h1>
      <p>
        <Link to="/property-search">Search with filters</Link>
      </p>
      <MarketAttribution />
      <h2 id="listings-title">
        {formatCount(result.total)} homes for sale, newest first
        {result.page > 1 ? ` · page ${result.page}` : ''}
      </h2>
      <ol className="listing-grid" aria-labelledby="listings-title">
        {result.listings.map(({ listing }) => (
          <li key={listing.id}>
            <ListingCard
              listing={listing}
              saved={savedSet.has(listing.id)}
              returnTo={`${location.pathname}${location.search}`}
            />
          </li>
        ))}
      </ol>
      <nav className="pagination" aria-label="Result pages">
        {result.page > 1 ? (
          <Link to={`/properties?page=${result.page - 1}`} rel="prev">
            Previous page
          </Link>
        ) : (
          <span />
        )}
        <span>
          Page {result.page} of {result.pages}
        </span>
        {result.page < result.pages ? (
          <Link to={`/properties?page=${result.page + 1}`} rel="next">
            Next page
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  )
}
