import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Form, Link } from '@remix-run/react'
import {
  bundles,
  bundleValue,
  fullServiceDeposit,
  planCostAt,
  planDueToday,
  typicalCommissionPercent,
} from '~/features/payments/catalog'
import { marketMedianSalePrice } from '~/features/payments/market-price.server'
import { paymentMessages } from '~/features/payments/messages'
import { categoryLabels } from '~/features/providers/categories'
import { planPriceLabel, sellerPlans } from '~/core/plans'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { formatDollars } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ error }) =>
  error ? errorMeta(error) : pageTitle('Pricing')

const priceLimits = { min: 50_000, max: 5_000_000 }

// the plans compared at a sale price: the market's median, or one the visitor types (GET form)
export async function loader({ request }: LoaderFunctionArgs) {
  const asked = (new URL(request.url).searchParams.get('price') ?? '').replace(/[$,\s]/g, '')
  const typed = asked === '' ? null : Number(asked)
  const valid =
    typed !== null &&
    Number.isInteger(typed) &&
    typed >= priceLimits.min &&
    typed <= priceLimits.max
  const median = marketMedianSalePrice()
  return {
    median,
    price: valid ? typed : median,
    asked: asked.slice(0, 20),
    invalid: typed !== null && !valid,
  }
}

export default function Marketplace() {
  const { median, price, asked, invalid } = useLoaderData<typeof loader>()
  const commission = Math.round((price * typicalCommissionPercent) / 100)
  return (
    <div className="stack">
      <h1>Pricing</h1>
      <p className="lead">
        Three ways to sell, and bundles of the services a sale needs. No paid placement: providers
        are matched on fit alone.
      </p>

      <section aria-labelledby="plans-title" className="stack">
        <h2 id="plans-title">Selling plans</h2>
        <Form method="get" className="stack" aria-label="Compare at a sale price">
          <div className={invalid ? 'field field--error' : 'field'}>
            <label htmlFor="compare-price">Compare at a sale price of (dollars)</label>
            {invalid ? (
              <p className="field__error" id="compare-price-error">
                Enter a whole-dollar price from {formatDollars(priceLimits.min)} to{' '}
                {formatDollars(priceLimits.max)}.
              </p>
            ) : null}
            <input
              id="compare-price"
              name="price"
              inputMode="numeric"
              defaultValue={invalid ? asked : String(price)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'compare-price-error' : undefined}
            />
          </div>
          <button type="submit" className="button button--secondary">
            Compare
          </button>
        </Form>
        <table className="compare-table">
          <caption>
            What you pay at a {formatDollars(price)} sale
            {price === median ? ', the median recorded sale in the demo market' : ''}, against a
            typical {typicalCommissionPercent}% commission ({formatDollars(commission)})
          </caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Price</th>
              <th scope="col">You pay</th>
              <th scope="col">You keep, against {typicalCommissionPercent}%</th>
              <th scope="col">Get it</th>
            </tr>
          </thead>
          <tbody>
            {sellerPlans.map((plan) => {
              const cost = planCostAt(plan, price)
              const today = planDueToday(plan)
              return (
                <tr key={plan.id}>
                  <th scope="row">
                    {plan.name}
                    <br />
                    <small>{plan.summary}</small>
                  </th>
                  <td data-label="Price">{planPriceLabel(plan)}</td>
                  <td data-label="You pay">{formatDollars(cost)}</td>
                  <td data-label={`You keep, against ${typicalCommissionPercent}%`}>
                    {formatDollars(commission - cost)}
                  </td>
                  <td>
                    {today === 0 ? (
                      <Link to="/seller-flow">
                        Start listing<span className="visually-hidden"> on your own</span>
                      </Link>
                    ) : (
                      <Link
                        to={`/services?${new URLSearchParams({ autoSelect: plan.id, amount: String(today) })}`}
                      >
                        {plan.price.kind === 'percent'
                          ? `Pay the ${formatDollars(today)} deposit`
                          : `Buy for ${formatDollars(today)}`}
                        <span className="visually-hidden">: {plan.name}</span>
                      </Link>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        <p>
          Full service takes a {formatDollars(fullServiceDeposit)} deposit today, credited against
          its share at closing. The typical commission is both agents together.{' '}
          {paymentMessages.buyerAgentPayNote}
        </p>
      </section>

      <section aria-labelledby="bundles-title" className="stack">
        <h2 id="bundles-title">Service bundles</h2>
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
      <p>
        Already chosen? <Link to="/services">Pay for a plan or bundle</Link> ·{' '}
        <Link to="/payment-confirmation">Your orders</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
