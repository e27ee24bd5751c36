import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { pageTitle } from '~/features/shell/page-title'
import { valuationMessages } from '~/features/valuation/messages'
import { AddressChoices, AssumedFacts } from '~/features/valuation/subject-notes'
import { ValuationForm } from '~/features/valuation/valuation-form'
import { readyMarkets } from '~/features/valuation/markets/market-pages.server'
import { valuationPage } from '~/features/valuation/valuation-pages.server'
import {
  AnalysisSummary,
  ComparableList,
  EstimateSummary,
  FactorList,
} from '~/features/valuation/valuation-report'

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  pageTitle(
    page?.valuation ? `Estimate for ${page.valuation.subject.label}` : 'AI home valuation',
    {
      failed: Boolean(page?.result),
      description:
        'Estimate any home in Ames from its address or facts, with a range, the factors that moved it and the comparable sales.',
    },
  )

export async function loader({ request }: LoaderFunctionArgs) {
  const page = valuationPage(new URL(request.url).searchParams)
  const markets = (await readyMarkets()).map((market) => ({ id: market.id, name: market.name }))
  return data({ ...page, markets }, { status: page.result ? 400 : 200 })
}

export default function AiValuation() {
  const { neighborhoods, defaults, result, matches, valuation, query, typical, markets } =
    useLoaderData<typeof loader>()
  return (
    <div className="valuation-page stack">
      <h1>AI home valuation</h1>
      <p className="lead">
        Enter an address in Ames, or describe the home, for an estimate with its range, the factors
        that moved it and the sales behind it.
      </p>
      <MarketAttribution />
      {markets.length > 0 ? (
        <nav aria-labelledby="other-markets-title">
          <h2 id="other-markets-title">Other markets</h2>
          <ul className="link-list">
            {markets.map((market) => (
              <li key={market.id}>
                <Link to={`/ai-valuation/markets/${market.id}`}>Value a home in {market.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="valuation-layout">
        <ValuationForm
          action="/ai-valuation"
          neighborhoods={neighborhoods}
          result={result}
          defaults={defaults}
        />
        <div className="valuation-results stack">
          {matches.length > 0 ? <AddressChoices matches={matches} action="/ai-valuation" /> : null}
          {valuation ? (
            <>
              <h2 className="valuation-results__subject">{valuation.subject.label}</h2>
              <AssumedFacts subject={valuation.subject} />
              {valuation.model ? (
                <EstimateSummary estimate={valuation.model.estimate}>
                  {valuation.analysis ? <AnalysisSummary analysis={valuation.analysis} /> : null}
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
                  <h2 id="comps-title">Comparable sales</h2>
                  <ComparableList analysis={valuation.analysis} />
                </section>
              ) : null}
              <ul className="link-list">
                {valuation.subject.listingId ? (
                  <li>
                    <Link to={`/detailed-ai-valuation/${valuation.subject.listingId}`}>
                      The full valuation report
                    </Link>
                  </li>
                ) : null}
                <li>
                  <Link to={`/cma?${query}`}>
                    Choose the comparable sales yourself in the CMA tool
                  </Link>
                </li>
                <li>
                  <Link to="/ai-valuation-details">
                    How the valuation works and how accurate it is
                  </Link>
                </li>
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </div>
  )
}
