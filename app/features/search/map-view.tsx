import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useHydrated } from '~/ui/use-hydrated'
import type { InteractiveMapProps } from './interactive-map.client'

export type { MarkedHome } from './interactive-map.client'

// the interactive map is asked for only once the page has hydrated: its module, MapLibre and the
// library's worker are chunks of their own, which no page loads before that and no page without
// the map loads at all (ADR 070)
const InteractiveMap = lazy(() => import('./interactive-map.client'))

type MapViewProps = Omit<InteractiveMapProps, 'onReady' | 'onFail' | 'summaryId'> & {
  // the map the server drew, shown without JavaScript and until the interactive one has loaded
  fallback: ReactNode
  summary: string
  id: string
}

export function MapView({ fallback, summary, id, ...map }: MapViewProps) {
  const hydrated = useHydrated()
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  const summaryId = `${id}-summary`
  const interactive = hydrated && !failed
  return (
    <div className={`map-view${ready ? ' map-view--ready' : ''}`}>
      {interactive ? (
        <div className="map-view__interactive">
          <Suspense fallback={null}>
            <InteractiveMap
              {...map}
              summaryId={summaryId}
              onReady={() => setReady(true)}
              onFail={() => setFailed(true)}
            />
          </Suspense>
        </div>
      ) : null}
      {ready ? null : fallback}
      <p id={summaryId} className="map-view__summary">
        {summary}
      </p>
    </div>
  )
}
