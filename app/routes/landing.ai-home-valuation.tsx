import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { formatCount } from '~/features/listings/listing'
import { pageTitle } from '~/features/shell/page-title'
import { valuationFacts } from '~/features/valuation/ames-model.server'
import { neighborhoodNames } from '~/features/valuation/home-valuation.server'
import { ValuationForm } from '~/features/valuation/valuation-form'

export const meta: MetaFunction = () =>
  pageTitle('What is your home worth?', {
    description:
      'A free AI estimate of your home with its range, the factors behind it and the comparable sales.',
  })

export function loader() {
  const facts = valuationFacts()
  return {
    neighborhoods: neighborhoodNames(),
    accuracy: facts ? { ...facts.evaluation, sales: facts.sales } : null,
  }
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`

export default function AiHomeValuationLanding() {
  const { neighborhoods, accuracy } = useLoaderData<typeof loader>()
  return (
    <div className="landing stack">
      <section className="hero" aria-labelledby="landing-title">
        <h1 id="landing-title">What is your home worth?</h1>
        <p className="lead">
          A free estimate in seconds, with the range it is likely to fall in, what moved it, and the
          recorded sales behind it. No sign-up.
        </p>
      </section>
      <div className="valuation-layout">
        <ValuationForm
          action="/ai-valuation"
          neighborhoods={neighborhoods}
          submitLabel="Get my free estimate"
        />
        <div className="stack">
          <section aria-labelledby="proof-title">
            <h2 id="proof-title">Measured, not promised</h2>
            {accuracy ? (
              <ul className="proof-list">
                <li>
                  <strong>{percent(accuracy.mdape)}</strong> median error on{' '}
                  {formatCount(accuracy.n)} sales the model never saw
                </li>
                <li>
                  <strong>{percent(accuracy.within10)}</strong> of estimates within 10% of the sale
                  price
                </li>
                <li>
                  <strong>{percent(accuracy.coverage80)}</strong> of sale prices inside the stated
                  80% range
                </li>
              </ul>
            ) : (
              <p>The accuracy figures appear once the valuation model is loaded.</p>
            )}
          </section>
          <section aria-labelledby="steps-title">
            <h2 id="steps-title">How it works</h2>
            <ol>
              <li>Enter the address, or the size, age, rooms and neighborhood.</li>
              <li>
                Gradient-boosted trees trained on recorded sales estimate the price and its 80%
                range.
              </li>
              <li>
                The most similar recorded sales, adjusted for each difference, check the estimate in
                plain dollars.
              </li>
            </ol>
            <p>
              An estimate, not an appraisal.{' '}
              <Link to="/ai-valuation-details">How the valuation works</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  )
}
