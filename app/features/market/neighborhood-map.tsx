export type MapArea = {
  number: number
  name: string
  d: string
  label: readonly [number, number]
  search: string
  fill: string
  valueText: string | null
}
export type LegendEntry = { fill: string; label: string }

type NeighborhoodMapProps = {
  title: string
  caption: string
  width: number
  height: number
  areas: MapArea[]
  legendTitle: string
  legend: LegendEntry[]
  // the entry for neighborhoods the measure says nothing about, when there are any
  missing: LegendEntry | null
}

// the neighborhoods drawn from their homes' positions (features/market/neighborhood-areas.ts), one
// path each in the color of its measure, numbered as in the table. Like the search page's map it
// is a picture for the eye: hidden from the accessibility tree, the areas link to a search for a
// pointer (a document navigation) and take no tab stops; the legend is text, and the table below
// holds every figure
export function NeighborhoodMap({
  title,
  caption,
  width,
  height,
  areas,
  legendTitle,
  legend,
  missing,
}: NeighborhoodMapProps) {
  if (areas.length === 0) return null
  return (
    <figure className="neighborhood-map">
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        <rect width={width} height={height} fill="#eef1f4" />
        {areas.map((area) => (
          // plain links: a Remix Link each cost more of the page's render than all the rest of the map
          <a key={area.name} href={area.search} tabIndex={-1} aria-hidden="true">
            <path
              d={area.d}
              fill={area.fill}
              stroke="#ffffff"
              strokeWidth="2"
              strokeLinejoin="round"
            >
              <title>{`${area.number}. ${area.name}: ${area.valueText ?? missing?.label ?? ''}`}</title>
            </path>
          </a>
        ))}
        {areas.map((area) => (
          <g key={area.name} className="neighborhood-map__label">
            <circle cx={area.label[0]} cy={area.label[1]} r="15" />
            <text
              x={area.label[0]}
              y={area.label[1]}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {area.number}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <strong className="neighborhood-map__title">{title}</strong>
        <span className="neighborhood-map__legend-title">{legendTitle}</span>
        <ul className="map-legend">
          {[...legend, ...(missing ? [missing] : [])].map((entry) => (
            <li key={entry.label}>
              <span className="map-legend__swatch" style={{ background: entry.fill }} />
              {entry.label}
            </li>
          ))}
        </ul>
        <span className="neighborhood-map__caption">{caption}</span>
      </figcaption>
    </figure>
  )
}
