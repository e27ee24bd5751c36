import { milesBetween } from './matching'
import type { Provider } from './provider'

type Place = { zip: string; lat: number; lng: number }

// the provider's area on a small SVG map: its base, the circle it travels, and the market's ZIP
// codes (served ones filled); the same facts are written out beside it for screen readers
export function AreaMap({ provider, places }: { provider: Provider; places: Place[] }) {
  const size = 240
  const middle = size / 2
  const milesPerPixel = (provider.area.radiusMiles * 1.15) / middle
  const at = (place: { lat: number; lng: number }) => ({
    x: middle + ((place.lng - provider.area.lng) * 51.5) / milesPerPixel,
    y: middle - ((place.lat - provider.area.lat) * 69) / milesPerPixel,
  })
  return (
    <figure className="area-map">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        height={size}
        role="img"
        aria-labelledby={`area-${provider.id}`}
      >
        <title id={`area-${provider.id}`}>
          {`Service area: ${provider.area.radiusMiles} miles around ${provider.business}'s base, serving ZIP ${provider.area.zips.join(', ')}`}
        </title>
        <circle
          cx={middle}
          cy={middle}
          r={provider.area.radiusMiles / milesPerPixel}
          className="area-map__reach"
        />
        <circle cx={middle} cy={middle} r={5} className="area-map__base" />
        {places.map((place) => {
          const point = at(place)
          const served =
            provider.area.zips.includes(place.zip) &&
            milesBetween(provider.area, place) <= provider.area.radiusMiles
          return (
            <g key={place.zip}>
              <circle
                cx={point.x}
                cy={point.y}
                r={4}
                className={served ? 'area-map__zip area-map__zip--served' : 'area-map__zip'}
              />
              <text x={point.x + 7} y={point.y + 4} className="area-map__label">
                {place.zip}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption>
        Within {provider.area.radiusMiles} miles of its base; serves ZIP{' '}
        {provider.area.zips.join(', ')}.
      </figcaption>
    </figure>
  )
}
