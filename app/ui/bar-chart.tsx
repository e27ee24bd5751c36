import { formatNumber } from './format'

export type Bar = { label: string; value: number; valueText: string }

type BarChartProps = {
  title: string
  labelHeading: string
  valueHeading: string
  bars: readonly Bar[]
  // what the picture shows, in a sentence, said under the title to everyone (the table beneath
  // has every figure, so there is no default)
  summary?: string
  // the value axis's title with its unit ("Revenue (US dollars)"); by default the value heading
  unit?: string
  // how the axis writes a value; by default a plain number with thousands separators
  tickText?: (value: number) => string
  // what the chart says instead of empty axes when every value is zero
  empty?: string
}

const rowHeight = 32
const barHeight = 20
// the value axis under the bars: its ticks' labels, then its title
const axisHeight = 48

// the axis's end: the largest value rounded up to 1, 2, 2.5 or 5 times a power of ten, so its
// halfway tick is a round number too
export function axisMaximum(largest: number): number {
  if (largest <= 0) return 0
  const power = 10 ** Math.floor(Math.log10(largest))
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= largest) ?? 10
  return step * power
}

const plainNumber = (value: number) => formatNumber(value)

// where the bars start and how far the longest may reach, in percent of the width, so the text
// keeps its size on a phone and on a wide screen: room for the longest label before the bars and
// for the longest value after them, at about 2.5% of a 290-pixel-wide chart (a 320-pixel screen) a character
function layout(bars: readonly Bar[]) {
  const longest = (texts: string[]) => Math.max(0, ...texts.map((text) => text.length))
  const labelsEnd = Math.min(45, 6 + 2.5 * longest(bars.map((bar) => bar.label)))
  const valueRoom = Math.min(35, 4 + 2.3 * longest(bars.map((bar) => bar.valueText)))
  return { labelsEnd, barSpan: Math.max(20, 100 - labelsEnd - valueRoom) }
}

// horizontal bars drawn on the server, and under them the same figures as a table, which is what
// a screen reader or a copy-and-paste reaches. The picture is hidden from screen readers: an image
// whose name listed every bar read each figure twice, once in it and once in the table (issue 41)
export function BarChart({
  title,
  labelHeading,
  valueHeading,
  bars,
  summary,
  unit,
  tickText = plainNumber,
  empty,
}: BarChartProps) {
  const largest = axisMaximum(Math.max(0, ...bars.map((bar) => bar.value)))
  const { labelsEnd, barSpan } = layout(bars)
  const barsHeight = bars.length * rowHeight
  const ticks = [0, largest / 2, largest]
  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart__title">{title}</figcaption>
      {summary && largest > 0 ? <p className="bar-chart__summary">{summary}</p> : null}
      {largest === 0 ? (
        <p className="bar-chart__empty">
          {empty ?? `Nothing to show yet: every ${valueHeading.toLowerCase()} is zero.`}
        </p>
      ) : (
        <svg
          className="bar-chart__picture"
          aria-hidden="true"
          focusable="false"
          width="100%"
          height={barsHeight + axisHeight}
        >
          {ticks.map((tick) => {
            const x = `${labelsEnd + (tick / largest) * barSpan}%`
            return (
              <g key={tick} className="bar-chart__tick">
                <line className="bar-chart__grid" x1={x} x2={x} y1={0} y2={barsHeight + 4} />
                <text x={x} y={barsHeight + 18} textAnchor="middle">
                  {tickText(tick)}
                </text>
              </g>
            )
          })}
          <line
            className="bar-chart__axis"
            x1={`${labelsEnd}%`}
            x2={`${labelsEnd + barSpan}%`}
            y1={barsHeight}
            y2={barsHeight}
          />
          <text
            className="bar-chart__axis-title"
            x={`${labelsEnd + barSpan / 2}%`}
            y={barsHeight + 40}
            textAnchor="middle"
          >
            {unit ?? valueHeading}
          </text>
          <line
            className="bar-chart__axis"
            x1={`${labelsEnd}%`}
            x2={`${labelsEnd}%`}
            y1={0}
            y2={barsHeight}
          />
          {bars.map((bar, index) => {
            const width = largest > 0 ? (Math.max(0, bar.value) / largest) * barSpan : 0
            const middle = index * rowHeight + rowHeight / 2
            return (
              <g key={bar.label}>
                <text
                  className="bar-chart__label"
                  x={`${labelsEnd - 2}%`}
                  y={middle}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {bar.label}
                </text>
                <rect
                  className="bar-chart__bar"
                  x={`${labelsEnd}%`}
                  y={middle - barHeight / 2}
                  width={`${width}%`}
                  height={barHeight}
                />
                <text
                  className="bar-chart__value"
                  x={`${labelsEnd + width + 1}%`}
                  y={middle}
                  dominantBaseline="middle"
                >
                  {bar.valueText}
                </text>
              </g>
            )
          })}
        </svg>
      )}
      <table className="facts-table bar-chart__table">
        <caption>{title}, in figures</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
