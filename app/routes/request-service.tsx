import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { formatAddress } from '~/features/listings/listing'
import { findListing } from '~/features/listings/listings.server'
import { amesZips } from '~/features/market/addresses'
import {
  categoryLabels,
  isProviderCategory,
  providerCategories,
} from '~/features/providers/categories'
import { DemoProvidersNote } from '~/features/providers/provider-card'
import { providerMessages } from '~/features/providers/messages'
import { providerById } from '~/features/providers/providers.server'
import { ServiceRequestSchema } from '~/features/providers/schemas'
import { requestsOf, sendServiceRequest } from '~/features/providers/service-requests.server'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { TextField } from '~/ui/form/text-field'
import { Textarea } from '~/ui/form/textarea'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error)
    : pageTitle('Request a service', { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

// the form comes filled from where it was reached: a provider's profile, "Match me", a home
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const params = new URL(request.url).searchParams
  const provider = params.get('provider') ? await providerById(params.get('provider')!) : null
  const listing = params.get('listing') ? await findListing(params.get('listing')!) : null
  const category = params.get('category') ?? ''
  const zip = params.get('zip') ?? listing?.address.zip ?? ''
  const sent = await requestsOf(user.uid, 10)
  return {
    sent: sent.map((item) => ({
      id: item.id,
      label: `${categoryLabels[item.category]} in ${item.zip}`,
      told: item.told.length,
      hired: Boolean(item.acceptedQuoteId),
    })),
    // a provider's own business is never asked for its services by its owner (the server refuses)
    provider: provider?.listed
      ? { id: provider.id, business: provider.business, own: provider.ownerUid === user.uid }
      : null,
    listing: listing ? { id: listing.id, address: formatAddress(listing.address) } : null,
    defaults: {
      category: isProviderCategory(category) ? category : (provider?.categories[0] ?? ''),
      zip: amesZips.includes(zip) ? zip : '',
      date: params.get('date') ?? '',
      budget: params.get('budget') ?? '',
    },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const outcome = await sendServiceRequest(user.uid, await request.formData())
  if (outcome.ok)
    return redirectWithSuccess(
      `/service-request-confirmation?${new URLSearchParams({ request: outcome.requestId })}`,
      { title: 'Request sent' },
    )
  return answerFailedForm({ result: outcome.result }, outcome)
}

export default function RequestService() {
  const { provider, listing, defaults, sent } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({
    id: 'request-service',
    schema: ServiceRequestSchema,
    reply,
    defaultValue: { ...defaults, details: '' },
  })
  return (
    <div className="stack">
      <h1>Request a service</h1>
      <p className="lead">
        {provider?.own
          ? providerMessages.ownProvider
          : provider
            ? `Your request goes to ${provider.business}, who can answer with a quote.`
            : 'Say what you need. We send it to the three providers who match it best, and show you who they are and why.'}
      </p>
      {listing ? <p>For {listing.address}.</p> : null}
      <DemoProvidersNote />
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.category, label: 'Service' },
          { field: fields.zip, label: 'ZIP code' },
          { field: fields.date, label: 'Needed by' },
          { field: fields.budget, label: 'Budget' },
          { field: fields.details, label: 'What you need' },
        ]}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        {provider ? <input type="hidden" name="provider" value={provider.id} /> : null}
        {listing ? <input type="hidden" name="listing" value={listing.id} /> : null}
        <Select
          field={fields.category}
          label="Service"
          options={providerCategories.map(
            (category) => [category, categoryLabels[category]] as const,
          )}
          placeholder="Choose a service"
        />
        <Select
          field={fields.zip}
          label="ZIP code"
          options={amesZips.map((zip) => [zip, zip] as const)}
          placeholder="Choose a ZIP code"
        />
        <TextField field={fields.date} label="Needed by (optional)" type="date" />
        <TextField
          field={fields.budget}
          label="Budget in dollars (optional)"
          inputMode="numeric"
          hint="Compared with flat fees."
        />
        <Textarea
          field={fields.details}
          label="What you need"
          hint="For example: a whole-home inspection of a 1960s ranch before our offer deadline."
        />
        <StatusButton label="Send request" pendingLabel="Sending..." />
      </Form>
      <p>
        <Link to="/service-experts">Browse all providers instead</Link>
      </p>
      {sent.length > 0 ? (
        <section aria-labelledby="sent-title" className="stack">
          <h2 id="sent-title">Your requests</h2>
          <ul>
            {sent.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/service-request-confirmation?${new URLSearchParams({ request: item.id })}`}
                >
                  {item.label}
                </Link>
                :{' '}
                {item.hired
                  ? 'a quote accepted'
                  : `${item.told} provider${item.told === 1 ? '' : 's'} told; see their quotes`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
