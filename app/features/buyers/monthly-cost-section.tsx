import { Form, Link } from '@remix-run/react'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { formatDollars, formatNumber } from '~/ui/format'
import { ErrorSummary } from '~/ui/form/error-summary'
import { pageField, replyOf } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { buyerMessages } from './messages'
import {
  monthlyCost,
  monthlyCostFields,
  parseMonthlyCostQuery,
  type MonthlyCost,
  type MonthlyCostField,
  type MonthlyCostTerms,
} from './monthly-cost'
import type { MonthlyCostView } from './monthly-cost.server'

const words = buyerMessages.monthlyCost
const formId = 'cost-form'
const labels: Record<MonthlyCostField, string> = {
  down: 'Down payment (% of the price)',
  rate: 'Interest rate (% a year)',
  term: 'Length of the loan (years)',
}
const hints: Record<MonthlyCostField, string> = {
  down: 'From 0 to 100, like 20',
  rate: 'From 0 to 25, like 6.5',
  term: 'From 10 to 30',
}

// what the home costs a month: a GET form on the home's own address (so it works without
// JavaScript and the address can be shared), the figures as a table, and the assumptions with
// their source. With JavaScript the figures follow what is typed; the button keeps the address
export function MonthlyCostSection({ view, path }: { view: MonthlyCostView; path: string }) {
  const reply = useMemo(() => replyOf(view.errors), [view])
  const [live, setLive] = useState<{ terms: MonthlyCostTerms; cost: MonthlyCost } | null>(null)
  useEffect(() => setLive(null), [view])
  const field = (name: MonthlyCostField) =>
    pageField(formId, name, { value: view.values[name], error: view.errors[name] })
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const query = parseMonthlyCostQuery(new FormData(event.currentTarget), view.defaults)
    if (query.terms)
      setLive({
        terms: query.terms,
        cost: monthlyCost(
          { price: view.price, hoaMonthly: view.hoaMonthly },
          query.terms,
          view.assumptions,
        ),
      })
  }
  const shown = live ?? (view.terms && view.cost ? { terms: view.terms, cost: view.cost } : null)
  return (
    <section aria-labelledby="cost-title" id="monthly-cost" className="property__form stack">
      <h2 id="cost-title">{words.title}</h2>
      <ErrorSummary
        formId={formId}
        reply={reply}
        fields={monthlyCostFields.map((name) => ({ field: field(name), label: labels[name] }))}
      />
      {shown ? <CostFigures {...shown} view={view} /> : null}
      <Form
        method="get"
        action={`${path}#monthly-cost`}
        preventScrollReset
        id={formId}
        className="cost-form"
        aria-label="Loan terms"
        noValidate
        onInput={onInput}
      >
        {monthlyCostFields.map((name) => (
          <TextField
            key={name}
            field={field(name)}
            label={labels[name]}
            hint={hints[name]}
            inputMode={name === 'term' ? 'numeric' : 'decimal'}
            autoComplete="off"
          />
        ))}
        <p>
          <button type="submit" className="button button--secondary">
            Update the cost
          </button>
        </p>
      </Form>
      <p className="property__note">
        Rate offered first: {formatNumber(view.defaults.rate)}% a year, assumed as of{' '}
        {view.rateAsOf}, source: {view.rateSource}. Property tax:{' '}
        {formatNumber(view.assumptions.taxRatePercent)}% of the price a year, an assumption for
        Ames, Iowa (the sales records carry no tax figures). Home insurance:{' '}
        {formatNumber(view.assumptions.insuranceRatePercent)}% of the price a year, an assumption.
        Mortgage insurance, utilities and upkeep are not included.
      </p>
      <p>
        <Link to="/fast-online-application">Check what you can afford</Link> from your income and
        debts.
      </p>
    </section>
  )
}

function CostFigures({
  terms,
  cost,
  view,
}: {
  terms: MonthlyCostTerms
  cost: MonthlyCost
  view: MonthlyCostView
}) {
  return (
    <>
      <p className="cost-total" aria-live="polite">
        About <strong>{formatDollars(cost.total)} a month</strong> with {formatNumber(terms.down)}%
        down ({formatDollars(cost.downPayment)}), at {formatNumber(terms.rate)}% for {terms.term}{' '}
        years.
      </p>
      <table className="facts-table">
        <caption className="visually-hidden">Monthly cost, in dollars a month</caption>
        <tbody>
          <tr>
            <th scope="row">
              Principal and interest
              {cost.loan > 0 ? ` (loan of ${formatDollars(cost.loan)})` : ''}
            </th>
            <td>{cost.loan > 0 ? formatDollars(cost.principalAndInterest) : words.paidInFull}</td>
          </tr>
          <tr>
            <th scope="row">
              Property tax ({formatNumber(view.assumptions.taxRatePercent)}% a year, assumed)
            </th>
            <td>{formatDollars(cost.propertyTax)}</td>
          </tr>
          <tr>
            <th scope="row">
              Home insurance ({formatNumber(view.assumptions.insuranceRatePercent)}% a year,
              assumed)
            </th>
            <td>{formatDollars(cost.insurance)}</td>
          </tr>
          <tr>
            <th scope="row">HOA dues</th>
            <td>{cost.hoa === null ? words.hoaUnknown : formatDollars(cost.hoa)}</td>
          </tr>
          <tr>
            <th scope="row">Total a month</th>
            <td>
              <strong>{formatDollars(cost.total)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
    </>
  )
}
