import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { formatAddress, formatPrice } from '~/features/listings/listing'
import { answerFormOutcome } from '~/features/shell/form-outcome.server'
import { DetailsFields } from '~/features/sellers/details-fields'
import { editFormOf, editListing, ownEditableListing } from '~/features/sellers/listing-edit.server'
import { detailLabels, ListingEditSchema } from '~/features/sellers/schemas'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
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

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) =>
  error || !page
    ? errorMeta(error, routeErrors)
    : pageTitle(`Edit ${page.address}`, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  const listing = await ownEditableListing(user.uid, params.listingId ?? '')
  return {
    id: listing.id,
    address: formatAddress(listing.address),
    price: listing.price,
    values: editFormOf(listing),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireSeller(request)
  return answerFormOutcome(
    await editListing(user.uid, params.listingId ?? '', await request.formData()),
  )
}

const labels = { ...detailLabels, askingPrice: 'Asking price (USD)' }
const fieldNames = [
  'propertyType',
  'style',
  'beds',
  'fullBaths',
  'halfBaths',
  'sqft',
  'lotSqft',
  'yearBuilt',
  'garageSpaces',
  'basementSqft',
  'features',
  'description',
  'askingPrice',
] as const

export default function SellerListingEdit() {
  const { id, address, price, values } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({
    id: 'listing-edit',
    schema: ListingEditSchema,
    reply,
    defaultValue: {
      ...Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'number' ? String(value) : value,
        ]),
      ),
    },
  })
  const number = { inputMode: 'numeric' } as const
  return (
    <div className="dashboard stack">
      <h1>Edit {address}</h1>
      <SellerNav />
      <p className="lead">
        Correct what buyers read about your home and its asking price ({formatPrice(price)} now).
        Buyers see the change at once, in search and on{' '}
        <Link to={`/property/${id}`}>the listing’s page</Link>.
      </p>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={fieldNames.map((name) => ({ field: fields[name], label: labels[name] }))}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <TextField
          field={fields.askingPrice}
          label={labels.askingPrice}
          hint="Like 245000"
          {...number}
        />
        <DetailsFields fields={fields} descriptionHint="What buyers should know." />
        <div className="cluster">
          <StatusButton label="Save changes" pendingLabel="Saving..." />
          <Link to="/seller/dashboard/listings">Back to your listings</Link>
        </div>
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
