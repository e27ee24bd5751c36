import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Form, Link } from '@remix-run/react'
import { useMemo } from 'react'
import {
  commissionComparison,
  parseCalculatorQuery,
  type CalculatorField,
} from '~/features/landing/calculator'
import { landingMessages } from '~/features/landing/messages'
import { paymentMessages } from '~/features/payments/messages'
import { planPriceLabel, sellerPlans } from '~/core/plans'
import { pageTitle } from '~/features/shell/page-title'
import { formatDollars } from '~/ui/format'
import { RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { pageField, replyOf } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import type { PageMetaFunction } from '~/ui/page-meta'

const words = landingMessages.calculator
const path = '/landing/commission-savings-calculator'

export const meta: PageMetaFunction<typeof loader> = ({ data: page }) =>
  pageTitle(page?.input ? `${words.title}: ${formatDollars(page.input.price)}` : words.title, {
    failed: page ? Object.keys(page.errors).length > 0 : false,
    description: words.lead,
  })

// a GET form: its answers are the address, so a result can be shared and works without JavaScript
export function loader({ request }: LoaderFunctionArgs) {
  const query = parseCalculatorQuery(new URL(request.url).searchParams)
  return data(query, { status: Object.keys(query.errors).length > 0 ? 400 : 200 })
}

const labels: Record<CalculatorField, string> = {
  price: 'Sale price (dollars)',
  listingPercent: 'Listing agent’s commission (%)',
  buyerPercent: 'Buyer’s agent’s commission (%), optional',
  plan: 'Threshold plan to compare',
}
const fieldOrder: CalculatorField[] = ['price', 'listingPercent', 'buyerPercent', 'plan']
const planOptions = sellerPlans.map(
  (plan) => [plan.id, `${plan.name}: ${planPriceLabel(plan)}`] as const,
)

export default function CommissionSavingsCalculator() {
  const { values, errors, input } = useLoaderData<typeof loader>()
  const reply = useMemo(() => replyOf(errors), [errors])
  const field = (name: CalculatorField) =>
    pageField('calculator', name, { value: values[name], error: errors[name] })
  const rows = input ? commissionComparison(input) : []
  const chosen = input ? rows.find((row) => row.id === input.plan) : undefined
  const traditional = rows[0]
  return (
    <div className="stack">
      <h1>{words.title}</h1>
      <p className="lead">{words.lead}</p>
      <ErrorSummary
        formId="calculator"
        reply={reply}
        fields={fieldOrder.map((name) => ({ field: field(name), label: labels[name] }))}
      />
      <Form
        method="get"
        action={path}
        id="calculator"
        className="stack"
        aria-label="Commission savings"
      >
        <TextField
          field={field('price')}
          label={labels.price}
          hint="Like 350000"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          field={field('listingPercent')}
          label={labels.listingPercent}
          hint="What a listing agent quoted you, such as 3 or 2.5."
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          field={field('buyerPercent')}
          label={labels.buyerPercent}
          hint="What you would offer a buyer’s agent, if anything. Leave it empty for none."
          inputMode="decimal"
          autoComplete="off"
        />
        <RadioGroup field={field('plan')} legend={labels.plan} options={planOptions} />
        <p>
          <button type="submit" className="button button--primary">
            Calculate
          </button>
        </p>
      </Form>
      {input && chosen && traditional ? (
        <section aria-labelledby="results-title" className="stack section">
          <h2 id="results-title" tabIndex={-1}>
            What you keep at a {formatDollars(input.price)} sale
          </h2>
          <p className={chosen.saves >= 0 ? 'notice notice--success' : 'notice notice--warning'}>
            {(chosen.saves >= 0 ? words.keepsMore : words.keepsLess)(
              chosen.name,
              formatDollars(chosen.keeps),
              formatDollars(Math.abs(chosen.saves)),
              input.listingPercent,
              formatDollars(traditional.keeps),
            )}
          </p>
          <div className="prose">
            <table>
              <caption>
                Selling for {formatDollars(input.price)}, with {input.buyerPercent}% offered to the
                buyer’s agent
              </caption>
              <thead>
                <tr>
                  <th scope="col">Way to sell</th>
                  <th scope="col">Listing side</th>
                  <th scope="col">Buyer’s agent</th>
                  <th scope="col">You keep</th>
                  <th scope="col">You save</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      {row.id === 'traditional'
                        ? `${row.name} (${input.listingPercent}%)`
                        : `Threshold ${row.name}`}
                      {row.id === input.plan ? ' (your choice)' : ''}
                    </th>
                    <td>{formatDollars(row.listingSide)}</td>
                    <td>{formatDollars(row.buyerSide)}</td>
                    <td>{formatDollars(row.keeps)}</td>
                    <td>{row.id === 'traditional' ? '–' : formatDollars(row.saves)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{words.buyerSideNote}</p>
        </section>
      ) : null}
      <section aria-labelledby="settlement-title" className="stack section">
        <h2 id="settlement-title">Buyer’s agent pay since 2024</h2>
        <p>{paymentMessages.buyerAgentPayNote}</p>
        <p>
          <Link to="/marketplace">Compare the plans and service bundles</Link> ·{' '}
          <Link to="/seller-flow">Start listing your home</Link> ·{' '}
          <Link to="/landing/fsbo-expert-support">Selling by owner, with experts on call</Link>
        </p>
      </section>
    </div>
  )
}
