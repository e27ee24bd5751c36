import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Form, Link } from '@remix-run/react'
import { formatCount, formatPrice } from '~/features/listings/listing'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { marketValuationPage } from '~/features/valuation/markets/market-pages.server'
import { MarketAccuracy } from '~/features/valuation/markets/market-report-view'
import { FactorList } from '~/features/valuation/valuation-report'
import { ErrorSummary } from '~/ui/form/error-summary'
import { pageField } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { formatMonth } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'

const formId = 'market-home'
const routeErrors: RouteErrors = {
  404: {
    title: 'Market not found',
    links: [{ to: '/ai-valuation', label: 'Back to the AI valuation' }],
  },
}
const labels: Record<string, string> = {
  sqft: 'Living area (sq ft)',
  lotSqft: 'Lot size (sq ft)',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  yearBuilt: 'Year built',
  lat: 'Latitude',
  lng: 'Longitude',
}

export const meta: PageMetaFunction<typeof loader> = ({ data: page, error }) =>
  error || !page
    ? errorMeta(error, routeErrors)
    : pageTitle(`What is a home in ${page.market.name} worth?`, {
        failed: Object.keys(page.errors).length > 0,
      })

// everyone: a home described in one of the uploaded markets, valued by that market's own model (a
// GET form, so the estimate has an address)
export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await marketValuationPage(params.marketId ?? '', new URL(request.url).searchParams)
  return data(page, { status: Object.keys(page.errors).length > 0 ? 400 : 200 })
}

export default function MarketValuation() {
  const page = useLoaderData<typeof loader>()
  const { market, estimate } = page
  const shown = [...page.fields.described, ...(page.fields.located ? ['lat', 'lng'] : [])]
  const fields = shown.map((name) => ({
    name,
    state: pageField(formId, name, { value: page.values[name], error: page.errors[name] }),
  }))
  return (
    <div className="stack application">
      <h1>What is a home in {market.name} worth?</h1>
      <p className="lead">
        Estimated by a model trained on {formatCount(market.evaluation.n)} recorded sales there.
        Describe the home with what you know; whatever you leave out is taken from the most similar
        recorded sale.
      </p>
      <ErrorSummary
        formId={formId}
        reply={
          Object.keys(page.errors).length > 0
            ? {
                status: 'error',
                error: Object.fromEntries(
                  Object.entries(page.errors).map(([name, message]) => [name, [message]]),
                ),
              }
            : undefined
        }
        fields={fields.map((field) => ({ field: field.state, label: labels[field.name]! }))}
      />
      <Form method="get" id={formId} className="stack" noValidate>
        {fields.map((field) => (
          <TextField
            key={field.name}
            field={field.state}
            label={labels[field.name]}
            inputMode="decimal"
            autoComplete="off"
          />
        ))}
        <button type="submit" className="button button--primary">
          Estimate its value
        </button>
      </Form>
      {estimate ? (
        <>
          <section aria-labelledby="estimate-title" className="valuation-estimate">
            <h2 id="estimate-title">Threshold estimate</h2>
            <p className="valuation-estimate__value">{formatPrice(estimate.value)}</p>
            <p>
              80% likely between <strong>{formatPrice(estimate.low)}</strong> and{' '}
              <strong>{formatPrice(estimate.high)}</strong>. On held-out sales in {market.name} the
              median error is {(market.evaluation.mdape * 100).toFixed(1)}%.{' '}
              {estimate.asOf
                ? `In prices of ${formatMonth(estimate.asOf)}, by the market’s own price index.`
                : 'In prices of the time of its recorded sales.'}{' '}
              An estimate, not an appraisal.
            </p>
            {page.likeSale ? (
              <p>
                Details not given come from the most similar recorded sale
                {Number.isFinite(page.likeSale.sqft)
                  ? ` (${formatCount(page.likeSale.sqft)} sq ft, sold for ${formatPrice(page.likeSale.price)})`
                  : ` (sold for ${formatPrice(page.likeSale.price)})`}
                .
              </p>
            ) : null}
          </section>
          <FactorList explanation={estimate.explanation} value={estimate.value} typical={null} />
        </>
      ) : null}
      <section aria-labelledby="accuracy-title" className="stack">
        <h2 id="accuracy-title">How accurate it is here</h2>
        <MarketAccuracy
          evaluation={market.evaluation}
          indexChange={market.indexChange}
          leftOut={market.leftOut}
        />
        <p>
          <Link to="/ai-valuation-details">How the AI valuation works</Link>
        </p>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
