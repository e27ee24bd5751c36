import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, Form, Link } from '@remix-run/react'
import { useMemo } from 'react'
import { formatBaths, formatCount, formatPrice, formatSaleDate } from '~/features/listings/listing'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { propertyTypeLabels } from '~/core/home'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { valuationMessages } from '~/features/valuation/messages'
import { reportChoice, valuationReport } from '~/features/valuation/report-page.server'
import { AddressChoices } from '~/features/valuation/subject-notes'
import { NoModel } from '~/features/valuation/listing-estimate'
import {
  AnalysisSummary,
  ComparableList,
  EstimateSummary,
  FactorList,
  RatesTable,
} from '~/features/valuation/valuation-report'
import { ErrorSummary } from '~/ui/form/error-summary'
import { pageField, replyOf } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'

const routeErrors: RouteErrors = {
  404: {
    title: 'Home not found',
    links: [{ to: '/detailed-ai-valuation', label: 'Choose a home to value' }],
  },
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle(
        page?.report
          ? `Valuation report: ${page.report.kind === 'none' ? page.report.address.line1 : page.report.home.address.line1}`
          : 'Detailed valuation report',
        {
          failed: Boolean(page?.error),
        },
      )

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.listingId) {
    const report = await valuationReport(params.listingId)
    // a home in a market an admin trained: that market's own page says what moved its estimate
    if (report.kind === 'market') throw redirect(report.to)
    return { report, address: '', error: null, examples: [], matches: [] }
  }
  const choice = reportChoice(
    new URL(request.url).searchParams.get('address')?.trim().slice(0, 200) ?? '',
  )
  if ('chosen' in choice) return redirect(`/detailed-ai-valuation/${choice.chosen}`)
  return data({ report: null, ...choice.chooser }, { status: choice.chooser.error ? 400 : 200 })
}

export default function DetailedValuation() {
  const page = useLoaderData<typeof loader>()
  const { report, address, error, examples, matches } = page
  // one reply per load, so the summary takes focus after each failed submit
  const reply = useMemo(() => replyOf({ address: page.error ?? undefined }), [page])
  if (!report) {
    // a GET form whose one value the loader reads from the address (ADR 022)
    const addressField = pageField('report', 'address', {
      value: address,
      error: error ?? undefined,
    })
    return (
      <div className="valuation-page stack">
        <h1>Detailed valuation report</h1>
        <p className="lead">
          The full report for one home in Ames: the estimate and its range, the factors, the
          comparable sales and their adjustments.
        </p>
        <ErrorSummary
          formId="report"
          reply={reply}
          fields={[{ field: addressField, label: 'Address in Ames' }]}
        />
        <Form
          method="get"
          action="/detailed-ai-valuation"
          id="report"
          className="stack valuation-form"
        >
          <TextField
            field={addressField}
            label="Address in Ames"
            hint="For example 1234 Oak Street"
            autoComplete="address-line1"
          />
          <button type="submit" className="button button--primary">
            Show the report
          </button>
        </Form>
        {matches.length > 1 ? (
          <AddressChoices matches={matches} action="/detailed-ai-valuation" />
        ) : null}
        <section aria-labelledby="examples-title">
          <h2 id="examples-title">Or choose a home for sale now</h2>
          <ul className="link-list">
            {examples.map((home) => (
              <li key={home.id}>
                <Link to={`/detailed-ai-valuation/${home.id}`}>
                  {home.address.line1}, {home.address.city} ({home.neighborhood})
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <p>
          To value a home by its facts instead, use the{' '}
          <Link to="/ai-valuation">AI home valuation</Link>.
        </p>
      </div>
    )
  }
  if (report.kind === 'none') {
    return (
      <article className="valuation-page stack">
        <p className="eyebrow">Detailed valuation report</p>
        <h1>{`${report.address.line1}, ${report.address.city}, ${report.address.state} ${report.address.zip}`}</h1>
        <NoModel zip={report.zip} missing={report.missing} canAddMarket={false} />
        <p>
          <Link to={`/property/${report.id}`}>See the home</Link> ·{' '}
          <Link to="/valuation-markets">Valuation markets (admins)</Link>
        </p>
      </article>
    )
  }
  const { home, listed, valuation, neighborhood, typical } = report
  const label = `${home.address.line1}, ${home.address.city}, ${home.address.state} ${home.address.zip}`
  return (
    <article className="valuation-page stack">
      <p className="eyebrow">Detailed valuation report</p>
      <h1>{label}</h1>
      <MarketAttribution />
      <p>
        {propertyTypeLabels[home.propertyType]} in {home.neighborhood} · {formatCount(home.sqft)} sq
        ft · {home.beds} bed · {formatBaths(home.baths)} bath · built {home.yearBuilt}
        {home.yearRemodeled > home.yearBuilt ? `, remodelled ${home.yearRemodeled}` : ''} · lot{' '}
        {formatCount(home.lotSqft)} sq ft · <Link to={`/property/${home.id}`}>See the home</Link>
      </p>
      {valuation.model ? (
        <EstimateSummary estimate={valuation.model.estimate}>
          {valuation.analysis ? <AnalysisSummary analysis={valuation.analysis} /> : null}
          <p>
            {listed
              ? `${listed.priceSource}: ${formatPrice(listed.price)}. The estimate does not look at it: it is made from the home's facts as listed, the rest borrowed from the most similar recorded sale.`
              : home.status === 'sold'
                ? `Its recorded sale: ${formatPrice(home.salePrice)} in ${formatSaleDate(home.saleDate)}. The model learned from that sale, so the estimate is not a test of it; the measured accuracy is.`
                : 'It is for sale now with a demo list price; the estimate does not look at the list price.'}
          </p>
        </EstimateSummary>
      ) : (
        <p role="status">{valuationMessages.modelMissing}</p>
      )}
      {valuation.model ? (
        <FactorList
          explanation={valuation.model.explanation}
          value={valuation.model.estimate.value}
          typical={typical}
        />
      ) : null}
      {valuation.analysis ? (
        <section aria-labelledby="comps-title">
          <h2 id="comps-title">Comparable sales and their adjustments</h2>
          <p>
            The six most similar recorded sales by distance, size, age, type and recency, each
            brought to this home by the rates below.{' '}
            <Link to={`/cma?home=${home.id}`}>Change them in the CMA tool</Link> or{' '}
            <a href={`/cma/analysis.csv?home=${home.id}`} download>
              download them (CSV)
            </a>
            .
          </p>
          <ComparableList analysis={valuation.analysis} />
        </section>
      ) : null}
      {neighborhood ? (
        <section aria-labelledby="neighborhood-title">
          <h2 id="neighborhood-title">{neighborhood.name}</h2>
          <p>
            {formatCount(neighborhood.sales)} recorded sales from{' '}
            {formatSaleDate(neighborhood.from)} to {formatSaleDate(neighborhood.to)}: median price{' '}
            {formatPrice(neighborhood.medianPrice)}, median{' '}
            {formatPrice(neighborhood.medianPricePerSqft)} per sq ft.
          </p>
        </section>
      ) : null}
      <section aria-labelledby="method-title" className="stack">
        <h2 id="method-title">How this report was made</h2>
        <RatesTable rates={valuation.rates} measured={valuation.measured} />
        <ul>
          <li>
            The estimate comes from gradient-boosted trees trained on every recorded Ames sale; the
            range held 80% of held-out sale prices.
          </li>
          <li>
            The comparable value is a separate, transparent check: sales adjusted at the rates the
            market paid, weighted by how little they needed adjusting.
          </li>
          <li>Prices are of 2006–2010. An estimate, not an appraisal.</li>
        </ul>
        <p>
          <Link to="/ai-valuation-details">How the valuation works and how accurate it is</Link>
        </p>
      </section>
    </article>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
