import { formatCount } from '~/features/listings/listing'
import type { ValuationMarket } from './market-store.server'
import { marketMessages } from './messages'

const percent = (share: number) => `${(share * 100).toFixed(1)}%`

// what the file gave with its mapping: the sales used and those left out, by reason
export function SalesReport({ report }: { report: NonNullable<ValuationMarket['report']> }) {
  const refused = Object.entries(report.refused)
  return (
    <section aria-labelledby="report-title" className="stack">
      <h2 id="report-title">The file, read with this mapping</h2>
      <p>
        {formatCount(report.used)} of {formatCount(report.rows)} sales are usable. Mapped:{' '}
        {report.mapped.join(', ')}.{' '}
        {report.extras.length > 0
          ? `Every other column is an input too: ${report.extras.join(', ')}.`
          : 'No other columns are used.'}
      </p>
      {refused.length > 0 ? (
        <ul>
          {refused.map(([reason, count]) => (
            <li key={reason}>
              {formatCount(count)} left out: {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

// a market's measured accuracy: every sale estimated by a model that never saw it
type LeftOut = NonNullable<NonNullable<ValuationMarket['trainedOn']>['leftOut']>
export function MarketAccuracy({
  evaluation,
  indexChange,
  leftOut,
}: Pick<ValuationMarket, 'indexChange'> & {
  evaluation: NonNullable<ValuationMarket['evaluation']>
  // the sales left out as not at arm's length, where the market's file says (ADR 078)
  leftOut?: LeftOut | null
}) {
  return (
    <>
      <table className="facts-table">
        <caption>
          {evaluation.folds}-fold cross-validation on {formatCount(evaluation.n)} sales
        </caption>
        <tbody>
          <tr>
            <th scope="row">Median absolute error</th>
            <td>{percent(evaluation.mdape)}</td>
          </tr>
          <tr>
            <th scope="row">Within 10% of the sale price</th>
            <td>{percent(evaluation.within10)}</td>
          </tr>
          <tr>
            <th scope="row">Within 20%</th>
            <td>{percent(evaluation.within20)}</td>
          </tr>
          <tr>
            <th scope="row">Sale prices inside the stated 80% range</th>
            <td>{percent(evaluation.coverage80)}</td>
          </tr>
        </tbody>
      </table>
      <p>Inputs used: {evaluation.inputs.join(', ')}.</p>
      {leftOut ? (
        <p>{leftOutSentence(leftOut)}; they are neither learned from nor measured.</p>
      ) : null}
      {indexChange ? (
        <p>
          Its price index, learned from the sales: {indexChange.change >= 0 ? 'up' : 'down'}{' '}
          {percent(Math.abs(indexChange.change))} from {indexChange.from} to {indexChange.to}.
          Estimates are in prices of {indexChange.to}.
        </p>
      ) : (
        <p>
          The file has no sale dates, so there is no price index: estimates are in prices of the
          sales’ own time.
        </p>
      )}
    </>
  )
}

// "1,204 sales left out as not at arm’s length (column sale_type: Foreclosure, Family)"
export function leftOutSentence(leftOut: LeftOut): string {
  return leftOut.sales > 0
    ? marketMessages.leftOut(
        leftOut.sales,
        leftOut.column,
        leftOut.values.map((entry) => entry.value || '(empty)'),
      )
    : marketMessages.noneLeftOut(leftOut.column, leftOut.kept)
}
