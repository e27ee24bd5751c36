import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { formatCount, formatDay } from '~/features/listings/listing'
import { pageTitle } from '~/features/shell/page-title'
import { valuationFacts } from '~/features/valuation/ames-model.server'

export const meta: MetaFunction = () => pageTitle('How the AI valuation works')

export function loader() {
  return { facts: valuationFacts() }
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`

export default function ValuationDetails() {
  const { facts } = useLoaderData<typeof loader>()
  return (
    <article className="stack application">
      <h1>How the AI valuation works</h1>
      <p className="lead">
        Threshold estimates a home&apos;s price from recorded sales: gradient-boosted trees (XGBoost) learn how size, lot, rooms, age and
        remodelling, type, garage, basement, condition and location moved prices, helped by what the nearest homes sold for per square foot.
      </p>
      <section aria-labelledby="accuracy-title">
        <h2 id="accuracy-title">Measured accuracy</h2>
        {facts ? (
          <>
            <p>
              Five-fold cross-validation on {formatCount(facts.evaluation.n)} sales: every sale was estimated by a model that never saw it. Measured when
              the model was trained, {formatDay(facts.trainedAt)}.
            </p>
            <table className="facts-table">
              <caption className="visually-hidden">Accuracy on held-out sales</caption>
              <tbody>
                <tr><th scope="row">Median absolute error</th><td>{percent(facts.evaluation.mdape)}</td></tr>
                <tr><th scope="row">Estimates within 5% of the sale price</th><td>{percent(facts.evaluation.within5)}</td></tr>
                <tr><th scope="row">Within 10%</th><td>{percent(facts.evaluation.within10)}</td></tr>
                <tr><th scope="row">Within 20%</th><td>{percent(facts.evaluation.within20)}</td></tr>
                <tr><th scope="row">Sale prices inside the stated 80% range</th><td>{percent(facts.evaluation.coverage80)}</td></tr>
              </tbody>
            </table>
          </>
        ) : (
          <p>The valuation model is not loaded, so no figures can be shown.</p>
        )}
      </section>
      <section aria-labelledby="explain-title">
        <h2 id="explain-title">Factors and comparable sales</h2>
        <p>
          Every estimate lists the factors that moved it most: for each, how much the estimate would change if the home were typical of the market
          in that respect, everything else kept. Beside it stands a separate, transparent check: the most similar recorded sales by distance, size,
          age, type and recency, each adjusted for its differences at rates measured on the market&apos;s own sales (a least-squares fit with one
          constant per neighborhood), then weighted by how little each needed adjusting. You can change the comparable sales and download the
          analysis in the <Link to="/cma">CMA tool</Link>.
        </p>
        <p>
          <Link to="/ai-valuation">Value a home by its address or facts</Link>
        </p>
      </section>
      <section aria-labelledby="limits-title">
        <h2 id="limits-title">Data, dates and limits</h2>
        <ul>
          <li>The sales are real: {facts ? formatCount(facts.sales) : 'the'} homes sold in Ames, Iowa, from 2006 to 2010 (De Cock, 2011). Estimates are in prices of that time.</li>
          <li>The data grades no interior quality or finish; a home much better or worse inside than its neighbors will be misjudged.</li>
          <li>Each estimate comes with a range that held 80% of held-out sale prices. It is an estimate, not an appraisal.</li>
        </ul>
        <p>
          <Link to="/properties">See the estimate on any home</Link>
        </p>
      </section>
    </article>
  )
}
