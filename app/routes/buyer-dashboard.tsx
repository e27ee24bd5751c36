import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { buyerDashboard, removeSavedSearch } from '~/features/buyers/dashboard.server'
import { alertFrequencies } from '~/features/buyers/saved-searches'
import { contingencyOptions, financingOptions } from '~/features/buyers/schemas'
import { formatSlot } from '~/features/buyers/tour-slots'
import { formatAddress, formatDay, formatPrice } from '~/features/listings/listing'
import { ListingCard } from '~/features/listings/listing-card'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { StatusButton } from '~/ui/status-button'

const routeErrors: RouteErrors = { 404: { title: 'Saved search not found', links: [{ to: '/buyer-dashboard', label: 'Back to your dashboard' }] } }

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error, routeErrors) : pageTitle('Buyer dashboard'))

export async function loader({ request }: LoaderFunctionArgs) {
  return buyerDashboard(await requireUser(request))
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  return redirectWithSuccess('/buyer-dashboard', await removeSavedSearch(user.uid, await request.formData()))
}

export default function BuyerDashboard() {
  const { name, saved, tours, inquiries, offers, recommendations, searches } = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  return (
    <div className="dashboard stack">
      <h1>Buyer dashboard</h1>
      <p className="lead">Welcome{name ? `, ${name}` : ''}. Everything you are doing on Threshold, in one place.</p>

      <section aria-labelledby="saved-title">
        <h2 id="saved-title">Saved homes ({saved.length})</h2>
        {saved.length === 0 ? (
          <p>
            None yet. Use Save on any home in <Link to="/property-search">search</Link>.
          </p>
        ) : (
          <ul className="listing-grid">
            {saved.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} saved returnTo={pathname} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="searches-title">
        <h2 id="searches-title">Saved searches ({searches.length})</h2>
        {searches.length === 0 ? <p>Save a search from its results page to run it again and get alerts.</p> : (
          <ul className="record-list">
            {searches.map((search) => (
              <li key={search.id} className="saved-search">
                <Link to={`/property-search?${search.params}`}>{search.name}</Link> · alerts: {alertFrequencies[search.frequency]}
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-search" />
                  <input type="hidden" name="searchId" value={search.id} />
                  <StatusButton
                    className="button button--link"
                    label={<>Remove<span className="visually-hidden"> saved search {search.name}</span></>}
                    pendingLabel="Removing..."
                  />
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="tours-title">
        <h2 id="tours-title">Upcoming tours ({tours.length})</h2>
        {tours.length === 0 ? <p>No tours booked.</p> : (
          <ul className="record-list">
            {tours.map((tour) => (
              <li key={tour.id}>
                <Link to={`/property/${tour.listingId}`}>{tour.address}</Link>: {formatSlot(tour.startsAt)}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/appointments">Manage your tours</Link>
        </p>
      </section>

      <section aria-labelledby="inquiries-title">
        <h2 id="inquiries-title">Questions you asked ({inquiries.length})</h2>
        {inquiries.length === 0 ? <p>No questions yet.</p> : (
          <ul className="record-list">
            {inquiries.map((inquiry) => (
              <li key={inquiry.id}>
                <Link to={`/property/${inquiry.listingId}`}>{inquiry.address}</Link>, {formatDay(inquiry.createdAt)}: “{inquiry.message}”
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="offers-title">
        <h2 id="offers-title">Your offers ({offers.length})</h2>
        {offers.length === 0 ? <p>No offers yet.</p> : (
          <ul className="record-list">
            {offers.map((offer) => (
              <li key={offer.id}>
                <Link to={`/property/${offer.listingId}`}>{offer.address}</Link>: {formatPrice(offer.amount)},{' '}
                {financingOptions[offer.financing as keyof typeof financingOptions] ?? offer.financing}
                {offer.contingencies.length > 0
                  ? `, contingent on ${offer.contingencies.map((item) => contingencyOptions[item as keyof typeof contingencyOptions]?.toLowerCase() ?? item).join(', ')}`
                  : ', no contingencies'}
                , closing {offer.closingDate}. Status: {offer.status}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recommended-title">
        <h2 id="recommended-title">Recommended for you</h2>
        {recommendations.length === 0 ? <p>Save a few homes and we will suggest others like them.</p> : (
          <ul className="record-list">
            {recommendations.map(({ listing, reasons }) => (
              <li key={listing.id}>
                <Link to={`/property/${listing.id}`}>{formatAddress(listing.address)}</Link>, {formatPrice(listing.price)}: {reasons.join('; ')}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
