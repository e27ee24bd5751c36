import type { Feature, FeatureCollection, GeoJsonProperties } from 'geojson'
import type {
  GeoJSONSource,
  Map as MapLibreMap,
  MapMouseEvent,
  Popup,
  StyleSpecification,
} from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import { useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  areaPointsMax,
  boundsOf,
  boxArea,
  closesShape,
  isUsableBox,
  parseAreaParam,
  searchWithArea,
  type LngLat,
} from './map-drawing'
import { mapMessages as messages } from './map-messages'

// the browser's map (issue 41, ADR 070): MapLibre GL JS, loaded by this module only, which the
// page asks for after hydration (map-view.tsx), so the library and its worker are chunks of their
// own and no page loads them before JavaScript runs. The homes and neighborhoods come from our
// server as GeoJSON; a street basemap only when one is configured
// `label`, the home's address, is what the page says is marked (the map itself is a canvas)
export type MarkedHome = { id: string; lng: number; lat: number; label?: string }

export type InteractiveMapProps = {
  // `/api/map/homes?<search>`, or null where the page has no list of homes
  homesUrl: string | null
  neighborhoods: boolean
  styleUrl: string | null
  summaryId: string
  // the page's address, whose filters "search this area" and a drawn area keep, and whose area the
  // map outlines; null: a page that is no search (a drawn area starts a new one)
  search: string | null
  marked: MarkedHome | null
  // the page's own home, which the map centres on
  focus: MarkedHome | null
  onReady: () => void
  onFail: () => void
}

type Geo = FeatureCollection
const empty: Geo = { type: 'FeatureCollection', features: [] }

const colors = {
  background: '#eef3ee',
  home: '#0b5cad',
  cluster: '#2f6f4f',
  marked: '#b3261e',
  area: '#6a1b9a',
  neighborhood: '#66768a',
}

// no basemap: a plain background the homes and areas are drawn on, not an empty grey box
const plainStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': colors.background } },
  ],
}

export default function InteractiveMap(props: InteractiveMapProps) {
  const { homesUrl, neighborhoods, styleUrl, summaryId, search, marked, focus } = props
  const areaText = search ? new URLSearchParams(search).get('area') : null
  const markedHome = marked ?? focus
  const markedId = `${summaryId}-marked`
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const [loaded, setLoaded] = useState(false)
  const [moved, setMoved] = useState(false)
  const [drawing, setDrawing] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const navigate = useNavigate()
  // our own camera moves (fitting to the data) are not the person moving the map
  const fitting = useRef(false)
  // the area being drawn; its length is state too, for the Finish button and what is announced
  const draft = useRef<LngLat[]>([])
  const [pointCount, setPointCount] = useState(0)
  const finishRef = useRef<() => void>(() => {})
  const boxStart = useRef<{ lngLat: LngLat; pixel: { x: number; y: number } } | null>(null)
  const latest = useRef({ search, props, drawing })
  latest.current = { search, props, drawing }

  const goToArea = useCallback(
    (points: LngLat[]) => {
      void navigate(searchWithArea(latest.current.search ?? '', points))
    },
    [navigate],
  )

  // the map itself, once
  useEffect(() => {
    let cancelled = false
    let map: MapLibreMap | null = null
    void (async () => {
      try {
        const maplibre = await import('maplibre-gl')
        if (cancelled || !container.current) return
        // the worker from our own origin: the Content-Security-Policy allows no blob: workers
        maplibre.setWorkerUrl(workerUrl)
        // a basemap in one PMTiles file (Cloud Storage, read by range requests): its reader only then
        if (styleUrl) {
          const { Protocol } = await import('pmtiles')
          if (cancelled) return
          maplibre.addProtocol('pmtiles', new Protocol().tile)
        }
        map = new maplibre.Map({
          container: container.current,
          style: styleUrl ?? plainStyle,
          center: focus ? [focus.lng, focus.lat] : [-93.62, 42.03],
          zoom: focus ? 14 : 11,
          attributionControl: styleUrl ? {} : false,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
        })
        mapRef.current = map
        map.touchZoomRotate.disableRotation()
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right')
        const canvas = map.getCanvas()
        // the one tab stop: MapLibre's keyboard handlers pan and zoom it
        canvas.setAttribute('tabindex', '0')
        canvas.setAttribute('role', 'region')
        canvas.setAttribute('aria-label', messages.regionLabel)
        canvas.setAttribute('aria-describedby', `${summaryId} ${summaryId}-marked`)
        map.on('error', (event) => console.warn('map:', event.error?.message))
        const popup: { current: Popup | null } = { current: null }
        map.on('load', () => {
          if (cancelled || !map) return
          addLayers(map)
          map.on('click', 'clusters', (event) => {
            if (!latest.current.drawing) void zoomIntoCluster(map!, event)
          })
          map.on('click', 'homes', (event) => {
            if (latest.current.drawing) return
            const feature = event.features?.[0]
            if (!feature || feature.geometry.type !== 'Point') return
            popup.current?.remove()
            popup.current = new maplibre.Popup({ closeButton: true, maxWidth: '16rem' })
              .setLngLat(feature.geometry.coordinates as [number, number])
              .setDOMContent(homePopup(feature.properties))
              .addTo(map!)
          })
          for (const layer of ['clusters', 'homes']) {
            map.on('mouseenter', layer, () => (map!.getCanvas().style.cursor = 'pointer'))
            map.on('mouseleave', layer, () => (map!.getCanvas().style.cursor = ''))
          }
          map.on('moveend', () => {
            if (!fitting.current) setMoved(true)
          })
          setLoaded(true)
          latest.current.props.onReady()
        })
      } catch (error) {
        console.warn('map:', error)
        if (!cancelled) latest.current.props.onFail()
      }
    })()
    return () => {
      cancelled = true
      map?.remove()
      mapRef.current = null
    }
    // the map is made once; later props reach it through the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // the neighborhoods, once
  useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map || !neighborhoods) return
    void loadGeo('/api/map/neighborhoods').then((data) =>
      (map.getSource('neighborhoods') as GeoJSONSource | undefined)?.setData(data),
    )
  }, [loaded, neighborhoods])

  // the homes, each time the search changes; the view fits the area asked for, else the homes
  useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map) return
    let stale = false
    const area = parseAreaParam(areaText)
    ;(map.getSource('area') as GeoJSONSource).setData(areaGeo(area))
    const fit = (points: LngLat[]) => {
      const bounds = boundsOf(points)
      if (!bounds) return
      fitting.current = true
      map.fitBounds(bounds, { padding: 24, maxZoom: 15, animate: false })
      fitting.current = false
    }
    if (area) fit(area)
    if (!homesUrl) {
      setMoved(false)
      return
    }
    void loadGeo(homesUrl).then((data) => {
      if (stale) return
      ;(map.getSource('homes') as GeoJSONSource).setData(data)
      if (!area && !focus)
        fit(
          data.features.flatMap((feature) =>
            feature.geometry.type === 'Point'
              ? [feature.geometry.coordinates as unknown as LngLat]
              : [],
          ),
        )
      setMoved(false)
    })
    return () => {
      stale = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `focus` is the page's one home
  }, [loaded, homesUrl, areaText])

  // the card hovered or focused in the list, marked on the map
  useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map) return
    const home = marked ?? focus
    ;(map.getSource('marked') as GeoJSONSource).setData(
      home
        ? {
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                properties: { id: home.id },
                geometry: { type: 'Point', coordinates: [home.lng, home.lat] },
              },
            ],
          }
        : empty,
    )
  }, [loaded, marked, focus])

  // drawing an area, with a mouse, a finger or the keyboard: clicks and taps add points; the
  // keyboard adds the point under the cross in the middle (arrow keys move the map under it) with
  // Enter or Space and removes the last with Backspace; "Finish area", a click on the first point
  // or a double-click finish; Escape cancels; Shift and drag draws a box
  useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map || !drawing) return
    const source = map.getSource('drawing') as GeoJSONSource
    const canvas = map.getCanvas()
    draft.current = []
    setPointCount(0)
    boxStart.current = null
    source.setData(empty)
    map.doubleClickZoom.disable()
    map.boxZoom.disable()
    canvas.style.cursor = 'crosshair'
    setAnnouncement(messages.drawingStarted)
    // the keys work where the map is: it takes the focus when drawing starts
    canvas.focus()
    const stop = (message?: string) => {
      setDrawing(false)
      if (message) setAnnouncement(message)
    }
    const finish = () => {
      const points = draft.current
      if (points.length < 3) return setAnnouncement(messages.finishNeedsThree(points.length))
      stop()
      goToArea(points)
    }
    finishRef.current = finish
    const changed = (message: string) => {
      source.setData(draftGeo(draft.current))
      setPointCount(draft.current.length)
      setAnnouncement(message)
    }
    const add = (point: LngLat) => {
      draft.current = [...draft.current, point]
      changed(messages.pointAdded(draft.current.length))
      if (draft.current.length >= areaPointsMax) finish()
    }
    // where a point is on the screen now (the map may have moved since it was added)
    const onScreen = (point: LngLat | undefined) => (point ? map.project([...point]) : undefined)
    const onClick = (event: MapMouseEvent) => {
      if (boxStart.current) return
      const points = draft.current
      if (closesShape(onScreen(points[0]), event.point, points.length)) return finish()
      const last = onScreen(points[points.length - 1])
      // the second click of a double-click adds nothing
      if (last && Math.hypot(last.x - event.point.x, last.y - event.point.y) < 4) return
      add([event.lngLat.lng, event.lngLat.lat])
    }
    const onDoubleClick = (event: MapMouseEvent) => {
      event.preventDefault()
      finish()
    }
    const onMouseDown = (event: MapMouseEvent) => {
      if (!event.originalEvent.shiftKey) return
      // Shift holds the map still while the box is dragged
      event.preventDefault()
      boxStart.current = {
        lngLat: [event.lngLat.lng, event.lngLat.lat],
        pixel: { x: event.point.x, y: event.point.y },
      }
    }
    const onMouseMove = (event: MapMouseEvent) => {
      if (!boxStart.current) return
      source.setData(
        areaGeo(boxArea(boxStart.current.lngLat, [event.lngLat.lng, event.lngLat.lat])),
      )
    }
    const onMouseUp = (event: MapMouseEvent) => {
      const start = boxStart.current
      if (!start) return
      // the click that follows this mouseup is the box's, not a point's
      setTimeout(() => (boxStart.current = null))
      if (!isUsableBox(start.pixel, event.point)) return source.setData(draftGeo(draft.current))
      stop()
      goToArea(boxArea(start.lngLat, [event.lngLat.lng, event.lngLat.lat]))
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        stop(messages.drawingCancelled)
        return
      }
      // the other keys only where the map has the focus: Enter and Space elsewhere are the
      // buttons', Backspace a field's
      if (event.target !== canvas || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        const { lng, lat } = map.getCenter()
        add([lng, lat])
      } else if (event.key === 'Backspace' && draft.current.length > 0) {
        event.preventDefault()
        draft.current = draft.current.slice(0, -1)
        changed(messages.pointRemoved(draft.current.length))
      }
    }
    map.on('click', onClick)
    map.on('dblclick', onDoubleClick)
    map.on('mousedown', onMouseDown)
    map.on('mousemove', onMouseMove)
    map.on('mouseup', onMouseUp)
    document.addEventListener('keydown', onKey)
    return () => {
      map.off('click', onClick)
      map.off('dblclick', onDoubleClick)
      map.off('mousedown', onMouseDown)
      map.off('mousemove', onMouseMove)
      map.off('mouseup', onMouseUp)
      document.removeEventListener('keydown', onKey)
      map.doubleClickZoom.enable()
      map.boxZoom.enable()
      canvas.style.cursor = ''
      source.setData(empty)
      draft.current = []
      finishRef.current = () => {}
    }
  }, [loaded, drawing, goToArea])

  const searchVisibleArea = () => {
    const bounds = mapRef.current?.getBounds()
    if (!bounds) return
    goToArea(boxArea([bounds.getWest(), bounds.getSouth()], [bounds.getEast(), bounds.getNorth()]))
  }

  return (
    <div className="interactive-map" data-marked-home={markedHome?.id}>
      <div className="interactive-map__tools">
        <button
          type="button"
          className="button button--secondary button--toggle"
          aria-pressed={drawing}
          disabled={!loaded}
          onClick={() => setDrawing((now) => !now)}
        >
          {messages.drawArea}
        </button>
        {drawing ? (
          // not `disabled`: it stays reachable, and says what it needs when pressed too soon
          <button
            type="button"
            className="button button--primary"
            aria-disabled={pointCount < 3}
            onClick={() => finishRef.current()}
          >
            {messages.finishArea}
          </button>
        ) : null}
        {moved && !drawing ? (
          <button type="button" className="button button--primary" onClick={searchVisibleArea}>
            {messages.searchThisArea}
          </button>
        ) : null}
      </div>
      {drawing ? <p className="interactive-map__hint">{messages.drawingHint}</p> : null}
      <div className="interactive-map__frame">
        <div ref={container} className="interactive-map__canvas" />
        {drawing ? <div className="interactive-map__crosshair" aria-hidden="true" /> : null}
      </div>
      {loaded && !styleUrl ? <p className="interactive-map__note">{messages.noBasemap}</p> : null}
      {/* the marked home in words, for the map's description and for anyone reading the page */}
      <p id={markedId} className="visually-hidden">
        {markedHome?.label ? messages.marked(markedHome.label) : ''}
      </p>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  )
}

async function loadGeo(url: string): Promise<Geo> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/geo+json' } })
    if (!response.ok) return empty
    return (await response.json()) as Geo
  } catch {
    return empty
  }
}

function addLayers(map: MapLibreMap) {
  map.addSource('neighborhoods', { type: 'geojson', data: empty })
  map.addSource('homes', {
    type: 'geojson',
    data: empty,
    cluster: true,
    clusterRadius: 40,
    clusterMaxZoom: 14,
  })
  map.addSource('marked', { type: 'geojson', data: empty })
  map.addSource('area', { type: 'geojson', data: empty })
  map.addSource('drawing', { type: 'geojson', data: empty })
  map.addLayer({
    id: 'neighborhood-fill',
    type: 'fill',
    source: 'neighborhoods',
    paint: { 'fill-color': colors.neighborhood, 'fill-opacity': 0.08 },
  })
  map.addLayer({
    id: 'neighborhood-line',
    type: 'line',
    source: 'neighborhoods',
    paint: { 'line-color': colors.neighborhood, 'line-width': 1.5, 'line-dasharray': [2, 2] },
  })
  map.addLayer({
    id: 'area-fill',
    type: 'fill',
    source: 'area',
    paint: { 'fill-color': colors.area, 'fill-opacity': 0.06 },
  })
  map.addLayer({
    id: 'area-line',
    type: 'line',
    source: 'area',
    paint: { 'line-color': colors.area, 'line-width': 2.5 },
  })
  // clusters without numbers: a plain background has no font to draw them with; their size says
  // how many, and a click zooms in
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: 'homes',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': colors.cluster,
      'circle-opacity': 0.85,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
      'circle-radius': ['step', ['get', 'point_count'], 10, 10, 14, 50, 19, 200, 24],
    },
  })
  map.addLayer({
    id: 'homes',
    type: 'circle',
    source: 'homes',
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': colors.home,
      'circle-radius': 6,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  })
  map.addLayer({
    id: 'marked',
    type: 'circle',
    source: 'marked',
    paint: {
      'circle-color': colors.marked,
      'circle-radius': 10,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 3,
    },
  })
  map.addLayer({
    id: 'drawing-line',
    type: 'line',
    source: 'drawing',
    paint: { 'line-color': colors.area, 'line-width': 2, 'line-dasharray': [3, 2] },
  })
  map.addLayer({
    id: 'drawing-points',
    type: 'circle',
    source: 'drawing',
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-color': '#ffffff',
      'circle-stroke-color': colors.area,
      'circle-stroke-width': 2,
      'circle-radius': ['case', ['==', ['get', 'first'], true], 8, 5],
    },
  })
}

async function zoomIntoCluster(map: MapLibreMap, event: MapMouseEvent & { features?: unknown[] }) {
  const feature = (event.features as Feature[] | undefined)?.[0]
  if (!feature || feature.geometry.type !== 'Point') return
  const source = map.getSource('homes') as GeoJSONSource
  const zoom = await source.getClusterExpansionZoom(Number(feature.properties?.cluster_id))
  map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom })
}

function homePopup(properties: GeoJsonProperties): HTMLElement {
  const box = document.createElement('div')
  box.className = 'interactive-map__popup'
  const price = document.createElement('strong')
  price.textContent = String(properties?.priceLabel ?? '')
  const facts = document.createElement('span')
  facts.textContent = messages.homeBedsBaths(Number(properties?.beds), Number(properties?.baths))
  const link = document.createElement('a')
  link.href = String(properties?.url ?? '#')
  link.textContent = messages.viewHome
  box.append(price, facts, link)
  return box
}

function areaGeo(points: ReadonlyArray<LngLat> | null): Geo {
  if (!points || points.length < 3) return empty
  const ring = [...points, points[0]!].map(([lng, lat]) => [lng, lat])
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
    ],
  }
}

function draftGeo(points: ReadonlyArray<LngLat>): Geo {
  return {
    type: 'FeatureCollection',
    features: [
      ...(points.length > 1
        ? [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: { type: 'LineString' as const, coordinates: points.map((p) => [...p]) },
            },
          ]
        : []),
      ...points.map((point, index) => ({
        type: 'Feature' as const,
        properties: { first: index === 0 },
        geometry: { type: 'Point' as const, coordinates: [...point] },
      })),
    ],
  }
}
