import { getFormProps } from '@conform-to/react'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Form, Link } from '@remix-run/react'
import { getSessionUser } from '~/features/accounts/session.server'
import { amesZips } from '~/features/market/addresses'
import { bundleById, bundleValue } from '~/features/payments/catalog'
import { CheckoutSchema } from '~/features/payments/schemas'
import { categoryLabels } from '~/features/providers/categories'
import { ProviderCard } from '~/features/providers/provider-card'
import { listedProviders } from '~/features/providers/providers.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { expectedError } from '~/platform/http/expected-error'
import { newSubmissionId } from '~/platform/submission-id.server'
import { Select } from '~/ui/form/select'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { formatDollars } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const routeErrors: RouteErrors = {
  404: {
    title: 'Bundle not found',
    links: [{ to: '/marketplace', label: 'See every plan and bundle' }],
  },
}

export const meta: PageMetaFunction<typeof loader> = ({ data: page, error }) =>
  error ? errorMeta(error, routeErrors) : pageTitle(`${page?.bundle.name ?? 'Bundle'} bundle`)

// a bundle: its services and credits, and the best-rated providers of each who take new requests
export async function loader({ request, params }: LoaderFunctionArgs) {
  const bundle = bundleById(params.id)
  if (!bundle) throw expectedError(404, 'We do not sell a bundle by that name.')
  const providers = await listedProviders()
  const deliverers = bundle.credits.map((credit) => ({
    ...credit,
    providers: providers
      .filter((provider) => provider.categories.includes(credit.category) && !provider.paused)
      .sort((a, b) => b.reviews.average - a.reviews.average || b.reviews.count - a.reviews.count)
      .slice(0, 3),
  }))
  return {
    bundle,
    value: bundleValue(bundle),
    deliverers,
    signedIn: Boolean(await getSessionUser(request)),
    submissionId: newSubmissionId(),
  }
}

const zipOptions = amesZips.map((zip) => [zip, zip] as const)

export default function MarketplaceBundle() {
  const { bundle, value, deliverers, signedIn, submissionId } = useLoaderData<typeof loader>()
  // the purchase is answered by /services, whose page shows a refusal with this form's fields
  const [form, fields] = useSchemaForm({
    id: 'bundle-checkout',
    schema: CheckoutSchema,
    reply: undefined,
    defaultValue: { purchase: bundle.id },
  })
  return (
    <div className="stack">
      <h1>{bundle.name} bundle</h1>
      <p className="lead">{bundle.summary}</p>
      <table>
        <caption>What’s included</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Credit toward the provider’s quote</th>
          </tr>
        </thead>
        <tbody>
          {bundle.credits.map((credit) => (
            <tr key={credit.category}>
              <th scope="row">{categoryLabels[credit.category]}</th>
              <td>up to {formatDollars(credit.dollars)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">You pay</th>
            <td>
              {formatDollars(bundle.dollars)} for {formatDollars(value)} of credit (you save{' '}
              {formatDollars(value - bundle.dollars)})
            </td>
          </tr>
        </tfoot>
      </table>
      <p>
        Once paid, each service is sent as a request to the three providers who match it best in
        your ZIP code, with its credit as the budget. You compare their quotes and accept one, as
        with any request; the credit pays for it up to its amount.
      </p>
      <Form
        method="post"
        action="/services"
        {...getFormProps(form)}
        noValidate
        className="stack"
        aria-label={`Buy the ${bundle.name} bundle`}
      >
        <SubmissionIdField id={submissionId} />
        <input type="hidden" name="purchase" value={bundle.id} />
        <Select
          field={fields.zip}
          label="ZIP code of the home"
          placeholder="Choose a ZIP code"
          options={zipOptions}
        />
        <StatusButton
          label={
            signedIn
              ? `Buy for ${formatDollars(bundle.dollars)}`
              : `Sign in to buy for ${formatDollars(bundle.dollars)}`
          }
          pendingLabel="Opening the payment page..."
        />
      </Form>
      <section aria-labelledby="deliverers-title" className="stack">
        <h2 id="deliverers-title">Who delivers it</h2>
        <p>
          The best-rated providers of each service today; the match for your request also weighs
          distance, response time, price and availability.
        </p>
        {deliverers.map((service) => (
          <section
            key={service.category}
            aria-labelledby={`deliverers-${service.category}`}
            className="stack"
          >
            <h3 id={`deliverers-${service.category}`}>{categoryLabels[service.category]}</h3>
            {service.providers.length === 0 ? (
              <p>No provider takes new requests for this service right now.</p>
            ) : (
              <ul className="card-grid">
                {service.providers.map((provider) => (
                  <li key={provider.id}>
                    <ProviderCard
                      provider={provider}
                      category={service.category}
                      headingLevel={4}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </section>
      <p>
        <Link to="/marketplace">Every plan and bundle</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
