import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { formatCount, formatDay } from '~/features/listings/listing'
import { pageTitle } from '~/features/shell/page-title'
import { MarketAccuracy } from '~/features/valuation/markets/market-report-view'
import { valuationFacts } from '~/features/valuation/ames-model.server'
import { readyMarkets } from '~/features/valuation/markets/market-pages.server'
import { valuationMessages } from '~/features/valuation/messages'

export const meta: MetaFunction = () => pageTitle('How the AI valuation works')

export async function loader() {
  return { facts: valuationFacts(), markets: await readyMarkets() }
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`

export default function ValuationDetails() {
  const { facts, markets } = useLoaderData<typeof loader>()
  return (
    <article className="stack application">
      <h1>How the AI valuation works</h1>
      <p className="lead">
        Threshold estimates a home&apos;s price from recorded sales: gradient-boosted trees learn
        how size, lot, rooms, age and remodelling, type, garage, basement, condition and location
        moved prices, helped by a linear model of the facts and by how far the nearest homes sold
        above or below what their facts say. Each market has its own model, trained and measured on
        its own sales.
      </p>
      <section aria-labelledby="accuracy-title">
        <h2 id="accuracy-title">Measured accuracy</h2>
        {facts ? (
          <>
            <p>
              Ames, Iowa: five-fold cross-validation on {formatCount(facts.evaluation.n)} sales:
              every sale was estimated by a model that never saw it. Measured when the model was
              trained, {formatDay(facts.trainedAt)}. {facts.trainedOn.rule}
            </p>
            <table className="facts-table">
              <caption className="visually-hidden">Accuracy on held-out sales</caption>
              <tbody>
                <tr>
                  <th scope="row">Median absolute error</th>
                  <td>{percent(facts.evaluation.mdape)}</td>
                </tr>
                <tr>
                  <th scope="row">Estimates within 5% of the sale price</th>
                  <td>{percent(facts.evaluation.within5)}</td>
                </tr>
                <tr>
                  <th scope="row">Within 10%</th>
                  <td>{percent(facts.evaluation.within10)}</td>
                </tr>
                <tr>
                  <th scope="row">Within 20%</th>
                  <td>{percent(facts.evaluation.within20)}</td>
                </tr>
                <tr>
                  <th scope="row">Sale prices inside the stated 80% range</th>
                  <td>{percent(facts.evaluation.coverage80)}</td>
                </tr>
              </tbody>
            </table>
          </>
        ) : (
          <p>The valuation model is not loaded, so no figures can be shown.</p>
        )}
        {markets.map((market) => (
          <section key={market.id} aria-labelledby={`market-${market.id}`} className="stack">
            <h3 id={`market-${market.id}`}>{market.name}</h3>
            <p>
              Uploaded by an administrator; {formatCount(market.used)} sales, measured{' '}
              {formatDay(market.trainedAt)}.{' '}
              <Link to={`/ai-valuation/markets/${market.id}`}>Value a home in {market.name}</Link>
            </p>
            <MarketAccuracy
              evaluation={market.evaluation}
              indexChange={market.indexChange}
              leftOut={market.leftOut}
            />
          </section>
        ))}
      </section>
      <section aria-labelledby="explain-title">
        <h2 id="explain-title">Factors and comparable sales</h2>
        <p>
          Every estimate lists the factors that moved it most, in dollars: each is its share of the
          estimate measured in the model itself (TreeSHAP over the trained trees), so the
          model&apos;s average estimate, the factors and the rest add up to the estimate. Beside it
          stands a separate, transparent check: the most similar recorded sales by distance, size,
          age, type and recency, each adjusted for its differences at rates measured on the
          market&apos;s own sales (a least-squares fit with one constant per neighborhood), then
          weighted by how little each needed adjusting. You can change the comparable sales and
          download the analysis in the <Link to="/cma">CMA tool</Link>.
        </p>
        <p>{valuationMessages.armsLengthRule}</p>
        <p>
          <Link to="/ai-valuation">Value a home by its address or facts</Link>
        </p>
      </section>
      <section aria-labelledby="limits-title">
        <h2 id="limits-title">Data, dates and limits</h2>
        <ul>
          <li>
            The sales are real: {facts ? formatCount(facts.trainedOn.recorded) : 'the'} homes sold
            in Ames, Iowa, from 2006 to 2010 (De Cock, 2011), of which{' '}
            {facts ? formatCount(facts.sales) : 'those'} at arm&apos;s length train the model.
            Estimates are in prices of that time.
          </li>
          <li>
            The data grades no interior quality or finish; a home much better or worse inside than
            its neighbors will be misjudged.
          </li>
          <li>
            Each estimate comes with a range that held 80% of held-out sale prices. It is an
            estimate, not an appraisal.
          </li>
        </ul>
        <p>
          <Link to="/properties">See the estimate on any home</Link>
        </p>
      </section>
    </article>
  )
}
