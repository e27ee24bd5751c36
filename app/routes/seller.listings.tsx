import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import {
  formatDay,
  formatPrice,
  statusLabels,
  type ListingStatus,
} from '~/features/listings/listing'
import { answerFormOutcome } from '~/features/shell/form-outcome.server'
import { listingStatusChoices, ListingStatusSchema } from '~/features/sellers/schemas'
import { ListingCards } from '~/features/sellers/listing-cards'
import { ListingPager } from '~/features/sellers/listing-pager'
import { sellerMessages } from '~/features/sellers/messages'
import { SellerNav } from '~/features/sellers/seller-nav'
import { changeListingStatus, sellerListingsPage } from '~/features/sellers/workspace.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const routeErrors: RouteErrors = {
  404: {
    title: 'Listing not found',
    links: [{ to: '/seller/dashboard/listings', label: 'Back to your listings' }],
  },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle('Your listings', { failed: isFailedReply(actionData?.result) })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  return sellerListingsPage(user, new URL(request.url).searchParams.get('page'))
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSeller(request)
  return answerFormOutcome(await changeListingStatus(user, await request.formData()))
}

export default function SellerListings() {
  const { listings, paging, practice } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <div className="dashboard stack">
      <h1>Your listings</h1>
      <SellerNav />
      {practice ? (
        <p className="notice" id="practice">
          {sellerMessages.practiceListings}
        </p>
      ) : null}
      <ListingPager
        paging={paging}
        shown={listings.length}
        path="/seller/dashboard/listings"
        label="Pages of your listings"
      />
      {listings.length === 0 ? (
        <p>
          No listings yet. <Link to="/seller-flow">List your home</Link>.
        </p>
      ) : (
        <ListingCards listings={listings}>
          {(listing) => (
            <>
              <p>
                {statusLabels[listing.status]} · {formatPrice(listing.price)}
                {listing.soldAt && listing.soldPrice
                  ? ` · sold ${formatDay(listing.soldAt)} for ${formatPrice(listing.soldPrice)}`
                  : ''}
              </p>
              {listing.history.length > 0 ? (
                <details>
                  <summary>Status history ({listing.history.length})</summary>
                  <ol>
                    {listing.history.map((change, index) => (
                      <li key={index}>
                        {formatDay(change.at)}: {statusLabels[change.status]}
                        {change.soldPrice ? ` for ${formatPrice(change.soldPrice)}` : ''}
                        {change.by === 'offer-accepted' ? ' (an offer was accepted)' : ''}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
              {listing.editable ? (
                <ul className="link-list">
                  <li>
                    <Link to={`/seller/dashboard/listings/${listing.id}/edit`}>
                      Edit the details and price of {listing.address}
                    </Link>
                  </li>
                  <li>
                    <Link to={`/seller/dashboard/listings/${listing.id}/photos`}>
                      Photos of {listing.address}
                    </Link>
                  </li>
                  <li>
                    <Link to={`/seller/optimize-listing/${listing.id}`}>
                      Score and fixes for {listing.address}
                    </Link>
                  </li>
                  <li>
                    <Link to={`/generate-marketing-materials/${listing.id}`}>
                      Flyer, posts and open-house sheet for {listing.address}
                    </Link>
                  </li>
                </ul>
              ) : null}
              {listing.edits.length > 0 ? (
                <details>
                  <summary>Edits ({listing.edits.length})</summary>
                  <ol>
                    {listing.edits.map((edit, index) => (
                      <li key={index}>
                        {formatDay(edit.at)}: {edit.changed.join(', ')}
                        {edit.priceFrom && edit.priceTo
                          ? ` (price ${formatPrice(edit.priceFrom)} to ${formatPrice(edit.priceTo)})`
                          : ''}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
              {listing.moves.length > 0 ? (
                <StatusForm
                  listingId={listing.id}
                  address={listing.address}
                  moves={listing.moves}
                  reply={answer && answer.recordId === listing.id ? answer.result : undefined}
                />
              ) : null}
            </>
          )}
        </ListingCards>
      )}
    </div>
  )
}

function StatusForm({
  listingId,
  address,
  moves,
  reply,
}: {
  listingId: string
  address: string
  moves: ListingStatus[]
  reply?: FormReply
}) {
  const [form, fields] = useSchemaForm({
    id: `status-${listingId}`,
    schema: ListingStatusSchema,
    reply,
    defaultValue: { listingId },
  })
  const labels = {
    status: `New status of ${address}`,
    soldPrice: 'Sold price (USD, when sold)',
    soldOn: 'Sale date (when sold)',
  }
  const options = moves.map(
    (status) =>
      [status, listingStatusChoices[status as keyof typeof listingStatusChoices]] as const,
  )
  return (
    <>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.status, label: labels.status },
          { field: fields.soldPrice, label: labels.soldPrice },
          { field: fields.soldOn, label: labels.soldOn },
        ]}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="listingId" value={listingId} />
        <Select field={fields.status} label={labels.status} options={options} />
        {moves.includes('sold') ? (
          <>
            <TextField field={fields.soldPrice} label={labels.soldPrice} inputMode="numeric" />
            <TextField field={fields.soldOn} label={labels.soldOn} type="date" />
          </>
        ) : null}
        <StatusButton label="Change status" pendingLabel="Saving..." />
      </Form>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
