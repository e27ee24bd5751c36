import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { landingMessages } from '~/features/landing/messages'
import {
  bundles,
  bundleValue,
  planCostAt,
  typicalCommissionPercent,
} from '~/features/payments/catalog'
import { marketMedianSalePrice } from '~/features/payments/market-price.server'
import { categoryLabels } from '~/features/providers/categories'
import { planById, planPriceLabel, sellerPlans } from '~/core/plans'
import { pageTitle } from '~/features/shell/page-title'
import { formatDollars } from '~/ui/format'

const words = landingMessages.fsbo

export const meta: MetaFunction = () => pageTitle(words.title, { description: words.lead })

// the market's median sale, for the "what you keep" example (prices come from the catalog)
export function loader() {
  return { median: marketMedianSalePrice() }
}

export default function FsboExpertSupport() {
  const { median } = useLoaderData<typeof loader>()
  const expert = planById('expert-on-call')!
  const commission = Math.round((median * typicalCommissionPercent) / 100)
  return (
    <div className="landing stack">
      <section className="hero" aria-labelledby="landing-title">
        <div className="hero__inner stack">
          <h1 id="landing-title">{words.title}</h1>
          <p className="lead">{words.lead}</p>
          <p>
            <Link to="/seller-flow" className="button button--primary">
              Start listing your home
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="help-title" className="stack section">
        <h2 id="help-title">What Threshold gives you</h2>
        <ul className="card-grid">
          {words.help.map((item) => (
            <li key={item.heading} className="card stack">
              <h3>{item.heading}</h3>
              <p>{item.text}</p>
              <p>
                <Link to={item.link.to}>{item.link.label}</Link>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="plans-title" className="stack section">
        <h2 id="plans-title">Ways to sell</h2>
        <div className="prose">
          <table>
            <caption>Threshold’s selling plans</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Price</th>
                <th scope="col">What you get</th>
              </tr>
            </thead>
            <tbody>
              {sellerPlans.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">{plan.name}</th>
                  <td>{planPriceLabel(plan)}</td>
                  <td>{plan.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {median > 0 ? (
          <p>
            At {formatDollars(median)}, the median recorded sale in the demo market, a typical{' '}
            {typicalCommissionPercent}% commission is {formatDollars(commission)}; with{' '}
            {expert.name} you pay {formatDollars(planCostAt(expert, median))} for the listing side.{' '}
            <Link to="/landing/commission-savings-calculator">
              Work out what you would keep at your price
            </Link>
            .
          </p>
        ) : (
          <p>
            <Link to="/landing/commission-savings-calculator">
              Work out what you would keep at your price
            </Link>
            .
          </p>
        )}
      </section>

      <section aria-labelledby="bundles-title" className="stack section">
        <h2 id="bundles-title">Services, bundled</h2>
        <ul className="card-grid">
          {bundles.map((bundle) => (
            <li key={bundle.id} className="card stack">
              <h3>
                <Link to={`/marketplace/bundle/${bundle.id}`}>{bundle.name}</Link>
              </h3>
              <p>{bundle.summary}</p>
              <p>
                {formatDollars(bundle.dollars)} for {formatDollars(bundleValue(bundle))} of credit:{' '}
                {bundle.credits
                  .map(
                    (credit) =>
                      `${categoryLabels[credit.category].toLowerCase()} up to ${formatDollars(credit.dollars)}`,
                  )
                  .join(', ')}
                .
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
