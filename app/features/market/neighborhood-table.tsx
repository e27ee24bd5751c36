import { Link } from '@remix-run/react'
import { formatDollars, formatNumber } from '~/ui/format'
import { VisuallyHidden } from '~/ui/visually-hidden'
import { explorerMessages as messages } from './messages'
import type { FigureRow } from './neighborhood-figures'

type Row = FigureRow & { number: number; search: string }

function Missing() {
  return (
    <>
      <span aria-hidden="true">{messages.none}</span>
      <VisuallyHidden>none</VisuallyHidden>
    </>
  )
}

const dollars = (value: number | null) => (value === null ? <Missing /> : formatDollars(value))
const count = (value: number | null) => (value === null ? <Missing /> : formatNumber(value))

function Figures({ row, years }: { row: FigureRow; years: number[] }) {
  return (
    <>
      <td>{formatNumber(row.sales)}</td>
      <td>{dollars(row.medianSalePrice)}</td>
      <td>{dollars(row.medianPricePerSqft)}</td>
      {years.map((year, index) => (
        <td key={year}>{dollars(row.perSqftByYear[index] ?? null)}</td>
      ))}
      <td>{formatNumber(row.forSale)}</td>
      <td>{count(row.medianDaysOnMarket)}</td>
    </>
  )
}

// every figure of the map and more, one row a neighborhood, numbered as on the map; the table
// scrolls sideways on its own when the screen is narrow (a keyboard can scroll it: it takes focus).
// Names and headings wrap, so at 1280 px it fits without scrolling (issue 41: it was 1787 px wide)
export function NeighborhoodTable({
  years,
  rows,
  market,
}: {
  years: number[]
  rows: Row[]
  market: FigureRow
}) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-labelledby="neighborhood-table-title"
      tabIndex={0}
    >
      <table className="figures-table">
        <caption id="neighborhood-table-title">{messages.tableTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.columns.number}</th>
            <th scope="col">{messages.columns.name}</th>
            <th scope="col">{messages.columns.sales}</th>
            <th scope="col">{messages.measures.price}</th>
            <th scope="col">{messages.measures['price-per-sqft']}</th>
            {years.map((year) => (
              <th scope="col" key={year}>
                {messages.columns.perSqftIn(year)}
              </th>
            ))}
            <th scope="col">{messages.measures['for-sale']}</th>
            <th scope="col">{messages.measures['days-on-market']}</th>
            <th scope="col">{messages.columns.search}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.number}</td>
              <th scope="row">{row.name}</th>
              <Figures row={row} years={years} />
              <td>
                {/* reads "Search Sawyer" (messages.searchLink); shows "Search", in a narrow column */}
                <Link to={row.search}>
                  {messages.searchWord}
                  <VisuallyHidden> {row.name}</VisuallyHidden>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <th scope="row">{messages.marketRow}</th>
            <Figures row={market} years={years} />
            <td>
              <Link to="/property-search">{messages.searchAll}</Link>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
