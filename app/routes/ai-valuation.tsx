import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { pageTitle } from '~/features/shell/page-title'
import { typicalHome } from '~/features/valuation/ames-model.server'
import { neighbourhoodNames, valueHome } from '~/features/valuation/home-valuation.server'
import { valuationMessages } from '~/features/valuation/messages'
import { AddressChoices, AssumedFacts } from '~/features/valuation/subject-notes'
import { valuationFields } from '~/features/valuation/valuation-schema'
import { ValuationForm } from '~/features/valuation/valuation-form'
import { AnalysisSummary, ComparableList, EstimateSummary, FactorList } from '~/features/valuation/valuation-report'
import { readValuationRequest, subjectParams } from '~/features/valuation/valuation-request.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  pageTitle(page?.valuation ? `Estimate for ${page.valuation.subject.label}` : 'AI home valuation', {
    failed: Boolean(page?.result),
    description: 'Estimate any home in Ames from its address or facts, with a range, the factors that moved it and the comparable sales.',
  })

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const asked = readValuationRequest(params)
  const page = {
    neighbourhoods: neighbourhoodNames(),
    defaults: Object.fromEntries(valuationFields.flatMap((field) => (params.get(field) ? [[field, params.get(field)!]] : []))),
    result: asked.status === 'invalid' ? asked.result : null,
    matches: asked.status === 'choose' ? asked.matches.map((home) => ({ id: home.id, address: home.address, neighborhood: home.neighborhood })) : [],
    valuation: asked.status === 'ready' ? valueHome(asked.subject) : null,
    query: asked.status === 'ready' ? subjectParams(asked.subject, params).toString() : '',
    typical: typicalHome(),
  }
  return data(page, { status: asked.status === 'invalid' ? 400 : 200 })
}

export default function AiValuation() {
  const { neighbourhoods, defaults, result, matches, valuation, query, typical } = useLoaderData<typeof loader>()
  return (
    <div className="valuation-page stack">
      <h1>AI home valuation</h1>
      <p className="lead">Enter an address in Ames, or describe the home, for an estimate with its range, the factors that moved it and the sales behind it.</p>
      <MarketAttribution />
      <div className="valuation-layout">
        <ValuationForm action="/ai-valuation" neighbourhoods={neighbourhoods} result={result} defaults={defaults} />
        <div className="valuation-results stack">
          {matches.length > 0 ? <AddressChoices matches={matches} action="/ai-valuation" /> : null}
          {valuation ? (
            <>
              <h2 className="valuation-results__subject">{valuation.subject.label}</h2>
              <AssumedFacts subject={valuation.subject} />
              {valuation.model ? (
                <EstimateSummary estimate={valuation.model.estimate}>{valuation.analysis ? <AnalysisSummary analysis={valuation.analysis} /> : null}</EstimateSummary>
              ) : (
                <p role="status">{valuationMessages.modelMissing}</p>
              )}
              {valuation.model ? <FactorList factors={valuation.model.factors} typical={typical} /> : null}
              {valuation.analysis ? (
                <section aria-labelledby="comps-title">
                  <h2 id="comps-title">Comparable sales</h2>
                  <ComparableList analysis={valuation.analysis} />
                </section>
              ) : null}
              <ul className="link-list">
                {valuation.subject.listingId ? (
                  <li>
                    <Link to={`/detailed-ai-valuation/${valuation.subject.listingId}`}>The full valuation report</Link>
                  </li>
                ) : null}
                <li>
                  <Link to={`/cma?${query}`}>Choose the comparable sales yourself in the CMA tool</Link>
                </li>
                <li>
                  <Link to="/ai-valuation-details">How the valuation works and how accurate it is</Link>
                </li>
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </div>
  )
}
