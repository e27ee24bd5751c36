import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { financingLabel } from '~/features/buyers/offer-terms'
import { formatDay, formatPrice } from '~/features/listings/listing'
import { offerStatusLabels } from '~/features/sellers/messages'
import { sellerDocumentsPage } from '~/features/sellers/sections.server'
import { ListingCards } from '~/features/sellers/listing-cards'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ error }) => (error ? errorMeta(error) : pageTitle('Seller documents'))

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'seller')
  return sellerDocumentsPage(user.uid)
}

export default function SellerDocuments() {
  const { listings } = useLoaderData<typeof loader>()
  return (
    <div className="dashboard stack">
      <h1>Seller documents</h1>
      <SellerNav />
      <p className="lead">The files and records of each of your listings: the photos buyers see and the offers buyers made.</p>
      {listings.length === 0 ? (
        <p>
          No listings yet, so no documents. <Link to="/seller-flow">List your home</Link>.
        </p>
      ) : (
        <ListingCards listings={listings}>
          {(listing) => (
            <>
              <h3>Photos ({listing.photos.length})</h3>
              {listing.photos.length === 0 ? (
                <p>No photos.</p>
              ) : (
                <ul className="link-list">
                  {listing.photos.map((photo) => (
                    <li key={photo.id}>
                      <a href={photo.href}>{photo.name}</a>: {photo.alt}
                    </li>
                  ))}
                </ul>
              )}
              <h3>Offers ({listing.offers.length})</h3>
              {listing.offers.length === 0 ? (
                <p>No offers yet.</p>
              ) : (
                <ul className="link-list">
                  {listing.offers.map((offer) => (
                    <li key={offer.id}>
                      {formatDay(offer.at)}: {formatPrice(offer.amount)}, {financingLabel(offer.financing)}, closing {offer.closingDate} · {offerStatusLabels[offer.status]}
                    </li>
                  ))}
                </ul>
              )}
              {listing.offers.length > 0 ? (
                <p>
                  <Link to="/seller/dashboard/inquiries#offers-title">Answer offers</Link>
                </p>
              ) : null}
            </>
          )}
        </ListingCards>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
