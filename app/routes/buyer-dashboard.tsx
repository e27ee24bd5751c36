import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { myAppointments, myInquiries, myOffers, mySavedHomes } from '~/features/buyers/buyer-records.server'
import { recommendFor } from '~/features/buyers/recommendations.server'
import { alertFrequencies } from '~/features/buyers/saved-searches'
import { deleteSavedSearch, mySavedSearches } from '~/features/buyers/saved-searches.server'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { contingencyOptions, financingOptions } from '~/features/buyers/schemas'
import { formatSlot } from '~/features/buyers/tour-slots'
import { formatAddress, formatDay, formatPrice, type Listing } from '~/features/listings/listing'
import { ListingCard } from '~/features/listings/listing-card'
import { listingCatalog } from '~/features/listings/listings.server'
import { pageTitle } from '~/features/shell/page-title'

export const meta: MetaFunction = () => pageTitle('Buyer dashboard')

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const [saved, appointments, inquiries, offers, searches] = await Promise.all([
    mySavedHomes(user.uid),
    myAppointments(user.uid),
    myInquiries(user.uid),
    myOffers(user.uid),
    mySavedSearches(user.uid),
  ])
  const home = (id: string) => listingCatalog().get(id)
  const savedListings = saved.map((item) => home(item.listingId)).filter((listing): listing is Listing => Boolean(listing))
  const address = (id: string) => {
    const listing = home(id)
    return listing ? formatAddress(listing.address) : 'A home no longer listed'
  }
  return {
    name: user.displayName,
    saved: savedListings,
    tours: appointments.filter((item) => item.status === 'scheduled' && item.startsAt >= Date.now()).map((item) => ({ ...item, address: address(item.listingId) })),
    inquiries: inquiries.map((item) => ({ ...item, address: address(item.listingId) })),
    offers: offers.map((item) => ({ ...item, address: address(item.listingId) })),
    recommendations: recommendFor(savedListings),
    searches,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await request.formData()
  if (form.get('intent') !== 'delete-search' || !(await deleteSavedSearch(user.uid, String(form.get('searchId') ?? '')))) {
    throw data({ message: 'We could not find that saved search among yours.' }, { status: 404 })
  }
  return redirectWithSuccess('/buyer-dashboard', { title: 'Search removed' })
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
                  <button type="submit" className="button button--link">
                    Remove<span className="visually-hidden"> saved search {search.name}</span>
                  </button>
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
