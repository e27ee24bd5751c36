import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { formatMonth } from '~/ui/format'
import { formatCount, formatPrice, formatSaleDate } from '~/features/listings/listing'
import type { Estimate } from './ames-model.server'
import {
  adjustedFactors,
  adjustmentLabels,
  type AdjustedComparable,
  type AdjustedFactor,
  type AdjustmentRates,
  type MeasuredRate,
  type Reconciliation,
} from './comparables'
import type { Explanation } from './explanation.server'
import type { FactorKey } from './factor-groups'
import { valuationMessages } from './messages'

const factorNotes: Partial<Record<FactorKey | 'other', string>> = {
  size: 'Living area above ground and the number of rooms.',
  location: 'Neighborhood, position, and what the nearest homes sold for per sq ft.',
  age: 'The year it was built and last remodelled.',
  rooms: 'Bedrooms, full and half bathrooms, kitchens.',
  basement: 'Basement area and how much of it is finished.',
  garage: 'Garage size, type and finish, and the driveway.',
  lot: 'Lot area, frontage, shape and slope.',
  condition: 'Overall condition, heating, roof, exterior and foundation.',
  extras: 'Fireplaces, decks, porches, pool, fence and the like.',
  style: 'The style and type of building.',
  sale: 'When the recorded sale closed and on what terms.',
  other: 'Every other detail the sales record.',
}
const noteOf = (key: string) => (key in factorNotes ? factorNotes[key as FactorKey] : undefined)

const signedPrice = (amount: number) =>
  amount === 0 ? '$0' : `${amount > 0 ? '+' : '−'}${formatPrice(Math.abs(amount))}`

export function EstimateSummary({
  estimate,
  heading = 'Threshold estimate',
  children,
}: {
  estimate: Estimate
  heading?: string
  children?: ReactNode
}) {
  return (
    <section aria-labelledby="estimate-title" className="valuation-estimate">
      <h2 id="estimate-title">{heading}</h2>
      <p className="valuation-estimate__value">{formatPrice(estimate.value)}</p>
      <p>
        80% likely between <strong>{formatPrice(estimate.low)}</strong> and{' '}
        <strong>{formatPrice(estimate.high)}</strong>. On held-out sales the median error is{' '}
        {(estimate.mdape * 100).toFixed(1)}%. Estimated from {formatCount(estimate.sales)} recorded
        sales in Ames, 2006–2010,
        {estimate.asOf
          ? ` in prices of ${formatMonth(estimate.asOf)} by the market's own price index.`
          : ' so in prices of that time.'}{' '}
        An estimate, not an appraisal.
      </p>
      {children}
    </section>
  )
}

// the model's own account of the estimate: the market's base value, what each factor added or took
// away (TreeSHAP, in dollars), the rest, and the estimate they sum to
export function FactorList({
  explanation,
  value,
  typical,
}: {
  explanation: Explanation
  value: number
  typical: { sqft: number; yearBuilt: number; lotSqft: number } | null
}) {
  return (
    <section aria-labelledby="factors-title">
      <h2 id="factors-title">What moved the estimate most</h2>
      <p>
        The model starts from its average estimate over the market&apos;s recorded sales
        {typical
          ? ` (the middle home there has ${formatCount(typical.sqft)} sq ft, was built in ${typical.yearBuilt} and sits on ${formatCount(typical.lotSqft)} sq ft)`
          : ''}
        . Each factor is its share of the difference, measured in the model itself, so the lines
        below add up to the estimate.
      </p>
      <p className="factor-list__base">
        Average estimate: <strong>{formatPrice(explanation.base)}</strong>
      </p>
      <ol className="factor-list">
        {explanation.factors.map((factor) => (
          <li key={factor.key} className="factor-list__item">
            <span className="factor-list__label">{factor.label}</span>
            <span
              className={
                factor.amount > 0
                  ? 'factor-list__amount factor-list__amount--up'
                  : 'factor-list__amount factor-list__amount--down'
              }
            >
              {signedPrice(factor.amount)}
            </span>
            {noteOf(factor.key) ? (
              <span className="factor-list__note">{noteOf(factor.key)}</span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="factor-list__rest">
        Every other factor, with rounding: <strong>{signedPrice(explanation.rest)}</strong>
      </p>
      <p className="factor-list__total">
        Estimate: <strong>{formatPrice(value)}</strong>
      </p>
    </section>
  )
}

type ComparableListProps = {
  analysis: Reconciliation
  // a remove button (or nothing) for each comp, placed by the CMA page
  actionFor?: (comp: AdjustedComparable) => ReactNode
  headingLevel?: 'h2' | 'h3'
}

const formatFact = (factor: (typeof adjustedFactors)[number], value: number) =>
  factor === 'yearBuilt' ? String(value) : formatCount(value)

export function ComparableList({ analysis, actionFor }: ComparableListProps) {
  return (
    <ol className="comparable-list">
      {analysis.comparables.map((comp) => {
        const { sale } = comp
        const differing = comp.adjustments.filter(
          (adjustment) => adjustment.subject !== adjustment.comp,
        )
        const same = comp.adjustments.filter((adjustment) => adjustment.subject === adjustment.comp)
        const titleId = `comp-${sale.id}`
        return (
          <li key={sale.id} className="comparable" aria-labelledby={titleId}>
            <h3 id={titleId} className="comparable__title">
              <Link to={`/property/${sale.id}`}>
                {sale.address.line1}, {sale.address.city}
              </Link>
            </h3>
            <p className="comparable__sale">
              Sold {formatSaleDate(sale.saleDate)} for{' '}
              <strong>{formatPrice(sale.salePrice)}</strong> · {comp.distanceMiles} mi away ·{' '}
              {comp.monthsBefore === 0
                ? 'latest month of the data'
                : `${comp.monthsBefore} month${comp.monthsBefore === 1 ? '' : 's'} before the latest sale`}
            </p>
            {differing.length > 0 ? (
              <table className="comparable__adjustments">
                <caption className="visually-hidden">Adjustments to {sale.address.line1}</caption>
                <thead>
                  <tr>
                    <th scope="col">Difference</th>
                    <th scope="col">This home</th>
                    <th scope="col">Sale</th>
                    <th scope="col">Adjustment</th>
                  </tr>
                </thead>
                <tbody>
                  {differing.map((adjustment) => (
                    <tr key={adjustment.factor}>
                      <th scope="row">{adjustmentLabels[adjustment.factor]}</th>
                      <td>{formatFact(adjustment.factor, adjustment.subject)}</td>
                      <td>{formatFact(adjustment.factor, adjustment.comp)}</td>
                      <td>
                        {signedPrice(adjustment.amount)}
                        {analysis.unpriced?.[adjustment.factor] ? (
                          <span className="field__hint">
                            {' '}
                            {valuationMessages.unpricedLine(
                              adjustment.factor,
                              analysis.unpriced[adjustment.factor]!,
                            )}
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {same.length > 0 ? (
              <p className="field__hint">
                Same as this home:{' '}
                {same
                  .map((adjustment) => adjustmentLabels[adjustment.factor].toLowerCase())
                  .join(', ')}
                .
              </p>
            ) : null}
            <p className="comparable__result">
              Adjusted price <strong>{formatPrice(comp.adjustedPrice)}</strong> (
              {signedPrice(comp.netAdjustment)} net) · weight {Math.round(comp.weight * 100)}%
            </p>
            {actionFor ? actionFor(comp) : null}
          </li>
        )
      })}
    </ol>
  )
}

export function AnalysisSummary({ analysis }: { analysis: Reconciliation }) {
  const note = analysis.estimateNote
  return (
    <>
      <p className="valuation-estimate__cma">
        Comparable sales reconcile to <strong>{formatPrice(analysis.value)}</strong> (adjusted
        prices from {formatPrice(analysis.low)} to {formatPrice(analysis.high)}), weighting most the
        sales that needed the least adjusting. {valuationMessages.armsLengthRule}
      </p>
      {note ? (
        <div className="valuation-estimate__note" role="note">
          <p>{note.summary}</p>
          <ul>
            {note.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

const formatRate = (rate: number) => (rate < 100 ? `$${rate.toFixed(2)}` : formatPrice(rate))

export function RatesTable({
  rates,
  measured,
}: {
  rates: AdjustmentRates
  measured?: Partial<Record<AdjustedFactor, MeasuredRate>>
}) {
  const unit: Record<(typeof adjustedFactors)[number], string> = {
    sqft: 'per sq ft',
    beds: 'per bedroom',
    baths: 'per bathroom (a half bath counts half)',
    yearBuilt: 'per year newer',
    lotSqft: 'per sq ft of lot, up to 30,000',
    garageSpaces: 'per garage space',
    basementSqft: 'per sq ft of basement',
    fireplaces: 'per fireplace',
  }
  return (
    <table className="facts-table">
      <caption>Adjustment rates measured on Ames sales at arm’s length</caption>
      <tbody>
        {adjustedFactors.map((factor) => (
          <tr key={factor}>
            <th scope="row">{adjustmentLabels[factor]}</th>
            <td>
              {rates[factor] === 0
                ? measured?.[factor]
                  ? valuationMessages.unpricedRate(factor, measured[factor])
                  : 'Not adjusted: no price effect once size and location are held'
                : `${formatRate(rates[factor])} ${unit[factor]}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
