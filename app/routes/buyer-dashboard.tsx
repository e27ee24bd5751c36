import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation, Form, Link } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { buyerDashboard, removeSavedSearch } from '~/features/buyers/dashboard.server'
import { savedHomesWriteOf } from '~/features/buyers/saved-homes-cookie.server'
import { alertFrequencies } from '~/features/buyers/saved-searches'
import { buyerMessages } from '~/features/buyers/messages'
import {
  DashboardButtonSchema,
  OfferAnswerSchema,
  RemoveSavedSearchSchema,
} from '~/features/buyers/schemas'
import { expectedError } from '~/platform/http/expected-error'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { contingenciesClause, financingLabel } from '~/features/buyers/offer-terms'
import { formatSlot } from '~/core/tour-slots'
import { formatAddress, formatDay, formatPrice } from '~/features/listings/listing'
import { ListingCard } from '~/features/listings/listing-card'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { StatusButton } from '~/ui/status-button'
import { answerFormOutcome } from '~/features/shell/form-outcome.server'
import { MessageForm, OfferHistory } from '~/features/sellers/conversation-parts'
import { offerStatusLabels } from '~/features/sellers/messages'
import { tourStatusLabels } from '~/features/sellers/tour-steps'
import { buyerAnswerAction } from '~/features/buyers/thread-answers.server'
import { isSelling } from '~/features/sellers/seller-access.server'
import { isFailedReply } from '~/ui/form/field-state'
import type { PageMetaFunction } from '~/ui/page-meta'
import { newSubmissionId } from '~/platform/submission-id.server'
import { OrdersSection } from '~/features/payments/orders-table'
import { ordersOf } from '~/features/payments/orders.server'

const back = { to: '/buyer-dashboard', label: 'Back to your dashboard' }
const routeErrors: RouteErrors = {
  404: { title: 'Not found among yours', links: [back] },
  409: { title: 'Already answered', links: [back] },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle('Buyer dashboard', { failed: isFailedReply(actionData?.result) })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const [dashboard, orders, selling] = await Promise.all([
    buyerDashboard(user, savedHomesWriteOf(request)),
    ordersOf(user.uid, 5),
    isSelling(user.uid),
  ])
  return { ...dashboard, orders, selling, submissionId: newSubmissionId() }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await request.formData()
  // replies in a thread (their own schema, in buyerAnswerAction); otherwise one of the page's
  // buttons, whose ids not among the buyer's are answered as not found
  if (form.get('intent') !== 'reply') {
    const submission = parseWithZod(form, { schema: DashboardButtonSchema })
    if (submission.status !== 'success') throw expectedError(404, buyerMessages.savedSearchNotFound)
    if (submission.value.intent === 'delete-search')
      return redirectWithSuccess('/buyer-dashboard', await removeSavedSearch(user.uid, form))
  }
  const answered = await buyerAnswerAction(user.uid, form)
  if (answered) return answerFormOutcome(answered)
  throw expectedError(404, buyerMessages.savedSearchNotFound)
}

export default function BuyerDashboard() {
  const {
    name,
    saved,
    tours,
    inquiries,
    threads,
    offers,
    recommendations,
    searches,
    orders,
    selling,
    submissionId,
  } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { pathname } = useLocation()
  return (
    <div className="dashboard stack">
      <h1>Buyer dashboard</h1>
      <p className="lead">
        Welcome{name ? `, ${name}` : ''}. Everything you are doing on Threshold, in one place.
      </p>
      {selling ? (
        <section aria-labelledby="selling-title" className="notice">
          <h2 id="selling-title">Your home for sale</h2>
          <p>
            You are also selling with this account. Your listings, buyers’ questions, tours and
            offers are on the <Link to="/seller-dashboard-authentic">seller dashboard</Link> and
            under <Link to="/seller/dashboard/inquiries">inquiries</Link>.
          </p>
        </section>
      ) : null}

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
        {searches.length === 0 ? (
          <p>Save a search from its results page to run it again and get alerts.</p>
        ) : (
          <ul className="record-list">
            {searches.map((search) => (
              <li key={search.id} className="saved-search">
                <Link to={`/property-search?${search.params}`}>{search.name}</Link> · alerts:{' '}
                {alertFrequencies[search.frequency]}
                <RemoveSearchButton searchId={search.id} name={search.name} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="tours-title">
        <h2 id="tours-title">Upcoming tours ({tours.length})</h2>
        {tours.length === 0 ? (
          <p>No tours booked.</p>
        ) : (
          <ul className="record-list">
            {tours.map((tour) => (
              <li key={tour.id}>
                <Link to={`/property/${tour.listingId}`}>{tour.address}</Link>:{' '}
                {formatSlot(tour.startsAt)} · {tourStatusLabels[tour.status]}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/appointments">Manage your tours</Link>
        </p>
      </section>

      <section aria-labelledby="inquiries-title">
        <h2 id="inquiries-title">Questions you asked ({threads.length + inquiries.length})</h2>
        {threads.length + inquiries.length === 0 ? <p>No questions yet.</p> : null}
        {threads.length > 0 ? (
          <ul className="record-list">
            {threads.map((thread) => (
              <li key={thread.id} id={`thread-${thread.id}`} className="card stack">
                <h3 className="record-list__title">
                  <Link to={`/property/${thread.listingId}`}>{thread.address}</Link>
                </h3>
                <p>
                  {thread.lastFrom === 'seller'
                    ? 'The seller answered'
                    : 'Waiting for the seller’s answer'}
                </p>
                {thread.sellerContact.email || thread.sellerContact.phone ? (
                  <p>
                    Seller’s contact:{' '}
                    {thread.sellerContact.email ? (
                      <a href={`mailto:${thread.sellerContact.email}`}>
                        {thread.sellerContact.email}
                      </a>
                    ) : null}
                    {thread.sellerContact.email && thread.sellerContact.phone ? ', ' : ''}
                    {thread.sellerContact.phone ? (
                      <a href={`tel:${thread.sellerContact.phone.replace(/[^0-9+]/g, '')}`}>
                        {thread.sellerContact.phone}
                      </a>
                    ) : null}
                  </p>
                ) : null}
                <ol className="thread" aria-label={`Conversation about ${thread.address}`}>
                  {thread.messages.map((message) => (
                    <li key={message.id}>
                      <strong>{message.from === 'buyer' ? 'You' : 'Seller'}</strong>,{' '}
                      {formatDay(message.at)}: {message.text}
                    </li>
                  ))}
                </ol>
                <MessageForm
                  intent="reply"
                  threadId={thread.id}
                  submissionId={submissionId}
                  label={`Your reply about ${thread.address}`}
                  button="Send reply"
                  reply={
                    answer && answer.intent === 'reply' && answer.recordId === thread.id
                      ? answer.result
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
        {inquiries.length > 0 ? (
          <ul className="record-list">
            {inquiries.map((inquiry) => (
              <li key={inquiry.id}>
                <Link to={`/property/${inquiry.listingId}`}>{inquiry.address}</Link>,{' '}
                {formatDay(inquiry.createdAt)}: “{inquiry.message}”
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="offers-title">
        <h2 id="offers-title">Your offers ({offers.length})</h2>
        {offers.length === 0 ? (
          <p>No offers yet.</p>
        ) : (
          <ul className="record-list">
            {offers.map((offer) => (
              <li key={offer.id} id={`offer-${offer.id}`} className="card stack">
                <p>
                  <Link to={`/property/${offer.listingId}`}>{offer.address}</Link>:{' '}
                  {formatPrice(offer.amount)}, {financingLabel(offer.financing)}
                  {contingenciesClause(offer.contingencies)}, closing {offer.closingDate}.
                </p>
                <p>
                  Status: {offerStatusLabels[offer.status]}
                  {offer.declineReason ? ` (${offer.declineReason})` : ''}
                </p>
                {offer.status === 'countered' && offer.counter ? (
                  <p>
                    Counter-offer: {formatPrice(offer.counter.amount)}, closing{' '}
                    {offer.counter.closingDate}
                    {contingenciesClause(offer.counter.contingencies)}; expires{' '}
                    {formatDay(offer.counter.expiresAt)}
                    {offer.actions.includes('accept-counter') ? '' : ' (expired)'}.
                  </p>
                ) : null}
                <OfferHistory history={offer.history ?? []} />
                {offer.actions.length > 0 ? (
                  <div className="button-row">
                    {offer.actions.includes('accept-counter') ? (
                      <OfferButton
                        offerId={offer.id}
                        intent="accept-counter"
                        label="Accept counter-offer"
                        pending="Accepting..."
                      />
                    ) : null}
                    {offer.actions.includes('decline-counter') ? (
                      <OfferButton
                        offerId={offer.id}
                        intent="decline-counter"
                        label="Decline counter-offer"
                        pending="Declining..."
                        secondary
                      />
                    ) : null}
                    {offer.actions.includes('withdraw') ? (
                      <OfferButton
                        offerId={offer.id}
                        intent="withdraw"
                        label="Withdraw offer"
                        pending="Withdrawing..."
                        secondary
                      />
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <OrdersSection orders={orders} />

      <section aria-labelledby="recommended-title">
        <h2 id="recommended-title">Recommended for you</h2>
        {recommendations.length === 0 ? (
          <p>Save a few homes and we will suggest others like them.</p>
        ) : (
          <ul className="record-list">
            {recommendations.map(({ listing, reasons }) => (
              <li key={listing.id}>
                <Link to={`/property/${listing.id}`}>{formatAddress(listing.address)}</Link>,{' '}
                {formatPrice(listing.price)}: {reasons.join('; ')}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function OfferButton({
  offerId,
  intent,
  label,
  pending,
  secondary = false,
}: {
  offerId: string
  intent: string
  label: string
  pending: string
  secondary?: boolean
}) {
  const [form] = useSchemaForm({
    id: `offer-${intent}-${offerId}`,
    schema: OfferAnswerSchema,
    reply: undefined,
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="offerId" value={offerId} />
      <StatusButton
        className={secondary ? 'button button--secondary' : 'button button--primary'}
        label={label}
        pendingLabel={pending}
      />
    </Form>
  )
}

function RemoveSearchButton({ searchId, name }: { searchId: string; name: string }) {
  const [form] = useSchemaForm({
    id: `remove-search-${searchId}`,
    schema: RemoveSavedSearchSchema,
    reply: undefined,
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="delete-search" />
      <input type="hidden" name="searchId" value={searchId} />
      <StatusButton
        className="button button--link"
        label={
          <>
            Remove<span className="visually-hidden"> saved search {name}</span>
          </>
        }
        pendingLabel="Removing..."
      />
    </Form>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
