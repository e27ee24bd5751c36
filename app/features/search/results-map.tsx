import { Link } from '@remix-run/react'

type Point = { id: string; lat: number; lng: number }
type Pin = Point & { label: string; position: number }
// the other matching homes as the page's data carries them: "lat,lng;lat,lng…", one string
// rather than up to 400 pairs, each of which Remix's serializer walked one value at a time
// (0.45 ms a search page, and 40% more bytes; ADR 047)
export type MapDots = string

export function mapDotsText(points: ReadonlyArray<{ lat: number; lng: number }>): MapDots {
  // to about a meter
  const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5
  return points.map((point) => `${round(point.lat)},${round(point.lng)}`).join(';')
}

function dotsOf(text: MapDots): Array<readonly [number, number]> {
  if (text === '') return []
  return text.split(';').map((pair) => {
    const comma = pair.indexOf(',')
    return [Number(pair.slice(0, comma)), Number(pair.slice(comma + 1))] as const
  })
}

// no tile server exists offline: the homes' own coordinates, drawn to scale as SVG. Numbered pins
// (this page's homes) link to the homes for a pointer; keyboard and screen-reader users reach the
// same homes through the list, so the pins take no tab stops and the map is hidden from the
// accessibility tree, described by its caption. The other matches (up to 400) are one path of
// round dots, not an element each: the search page's markup and render were mostly map (ADR 026)
type MapProps = {
  pins: Pin[]
  others: MapDots
  title: string
  caption?: string
  linked?: boolean
  // the area the search is limited to, [lng, lat] points, drawn as its outline
  area?: ReadonlyArray<readonly [number, number]>
}

const listCaption =
  'Map drawn from each home’s recorded coordinates; numbers match the list. Grey dots are other matches.'

// `linked: false` where the pins are the page's own home (a link to the page itself helps nobody)
export function ResultsMap({
  pins,
  others: othersText,
  title,
  caption = listCaption,
  linked = true,
  area = [],
}: MapProps) {
  const others = dotsOf(othersText)
  if (pins.length === 0 && others.length === 0) return null
  const lats = [
    ...pins.map((pin) => pin.lat),
    ...others.map(([lat]) => lat),
    ...area.map(([, lat]) => lat),
  ]
  const lngs = [
    ...pins.map((pin) => pin.lng),
    ...others.map(([, lng]) => lng),
    ...area.map(([lng]) => lng),
  ]
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)]
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)]
  const pad = 0.004
  const width = 400
  const height = 300
  const x = (lng: number) => ((lng - minLng + pad) / (maxLng - minLng + 2 * pad)) * width
  const y = (lat: number) => height - ((lat - minLat + pad) / (maxLat - minLat + 2 * pad)) * height
  return (
    <figure className="results-map" aria-label={title}>
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        <rect width={width} height={height} fill="#eef3ee" />
        {area.length > 0 ? (
          <polygon
            className="results-map__area"
            points={area.map(([lng, lat]) => `${x(lng).toFixed(1)},${y(lat).toFixed(1)}`).join(' ')}
            fill="#0b5cad"
            fillOpacity="0.08"
            stroke="#0b5cad"
            strokeWidth="2"
            strokeDasharray="6 4"
          />
        ) : null}
        {others.length > 0 ? (
          <path
            d={others.map(([lat, lng]) => `M${x(lng).toFixed(1)} ${y(lat).toFixed(1)}h0`).join('')}
            stroke="#66768a"
            strokeWidth="5"
            strokeLinecap="round"
          />
        ) : null}
        {pins.map((pin) => {
          const marker = (
            <>
              <circle
                cx={x(pin.lng)}
                cy={y(pin.lat)}
                r="10"
                fill="#0b5cad"
                stroke="#ffffff"
                strokeWidth="2"
              />
              <text
                x={x(pin.lng)}
                y={y(pin.lat) + 4}
                textAnchor="middle"
                fontSize="11"
                fill="#ffffff"
              >
                {pin.position}
              </text>
            </>
          )
          return linked ? (
            <Link key={pin.id} to={`/property/${pin.id}`} tabIndex={-1} aria-hidden="true">
              {marker}
            </Link>
          ) : (
            <g key={pin.id}>{marker}</g>
          )
        })}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
