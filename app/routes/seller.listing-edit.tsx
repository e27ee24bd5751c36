import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { featureLabels, formatAddress, formatPrice } from '~/features/listings/listing'
import { propertyTypeLabels, propertyTypes } from '~/features/market/market-home'
import { answerOutcome } from '~/features/sellers/form-outcome.server'
import { editFormOf, editListing, ownEditableListing } from '~/features/sellers/listing-edit.server'
import { descriptionLength, detailLabels, homeStyles, ListingEditSchema } from '~/features/sellers/schemas'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { CheckboxGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { Textarea } from '~/ui/form/textarea'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const routeErrors: RouteErrors = { 404: { title: 'Listing not found', links: [{ to: '/seller/dashboard/listings', label: 'Back to your listings' }] } }

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ data: page, error, actionData }) =>
  error || !page ? errorMeta(error, routeErrors) : pageTitle(`Edit ${page.address}`, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'seller')
  const listing = await ownEditableListing(user.uid, params.listingId ?? '')
  return { id: listing.id, address: formatAddress(listing.address), price: listing.price, values: editFormOf(listing) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, 'seller')
  return answerOutcome(await editListing(user.uid, params.listingId ?? '', await request.formData()))
}

const labels = { ...detailLabels, askingPrice: 'Asking price (USD)' }
const fieldNames = ['propertyType', 'style', 'beds', 'fullBaths', 'halfBaths', 'sqft', 'lotSqft', 'yearBuilt', 'garageSpaces', 'basementSqft', 'features', 'description', 'askingPrice'] as const

export default function SellerListingEdit() {
  const { id, address, price, values } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({
    id: 'listing-edit',
    schema: ListingEditSchema,
    reply,
    defaultValue: { ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? String(value) : value])) },
  })
  const number = { inputMode: 'numeric' } as const
  return (
    <div className="dashboard stack">
      <h1>Edit {address}</h1>
      <SellerNav />
      <p className="lead">
        Correct what buyers read about your home and its asking price ({formatPrice(price)} now). Buyers see the change at once, in search and on{' '}
        <Link to={`/property/${id}`}>the listing’s page</Link>.
      </p>
      <ErrorSummary formId={form.id} reply={reply} fields={fieldNames.map((name) => ({ field: fields[name], label: labels[name] }))} />
      <Form method="post" {...getFormProps(form)} className="stack">
        <TextField field={fields.askingPrice} label={labels.askingPrice} hint="Like 245000" {...number} />
        <Select field={fields.propertyType} label={labels.propertyType} placeholder="Choose a type" options={propertyTypes.map((type) => [type, propertyTypeLabels[type]] as const)} />
        <Select field={fields.style} label={labels.style} placeholder="Choose" options={Object.entries(homeStyles).map(([style, about]) => [style, about.label] as const)} />
        <TextField field={fields.beds} label={labels.beds} {...number} />
        <TextField field={fields.fullBaths} label={labels.fullBaths} hint="With a shower or a tub" {...number} />
        <TextField field={fields.halfBaths} label={labels.halfBaths} hint="A toilet and a sink" {...number} />
        <TextField field={fields.sqft} label={labels.sqft} hint="Above ground, like 1500" {...number} />
        <TextField field={fields.lotSqft} label={labels.lotSqft} hint="Like 9000; 0 when there is no lot of its own" {...number} />
        <TextField field={fields.yearBuilt} label={labels.yearBuilt} hint="Like 1995" {...number} />
        <TextField field={fields.garageSpaces} label={labels.garageSpaces} hint="Cars the garage holds; 0 for none" {...number} />
        <TextField field={fields.basementSqft} label={labels.basementSqft} hint="0 for none" {...number} />
        <CheckboxGroup field={fields.features} legend={labels.features} options={Object.entries(featureLabels)} choicesClassName="search-filters__features" />
        <Textarea field={fields.description} label={labels.description} hint={`${descriptionLength.min} to ${descriptionLength.max} characters.`} rows={8} maxLength={descriptionLength.max} />
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
