import type { Listing } from '~/features/listings/listing'
import { listingCatalog } from '~/features/listings/listings.server'
import { formatDollars } from '~/ui/format'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import {
  marketBounds,
  neighborhoodAreas,
  projection,
  type Bounds,
  type Point,
} from '~/features/market/neighborhood-areas'
import {
  roundDegrees,
  type FeatureCollection,
  type PolygonGeometry,
  type Position,
} from '~/core/geojson'
import { colorSteps, type ColorStep } from '~/features/market/neighborhood-colors'
import {
  figureRowOf,
  neighborhoodFigures,
  type FigureRow,
  type NeighborhoodFigures,
} from '~/features/market/neighborhood-figures'
import {
  formatMeasure,
  measures,
  measureValue,
  type Measure,
} from '~/features/market/neighborhood-measures'

export type ExplorerRow = NeighborhoodFigures & { number: number; search: string }
type Coloring = { fills: Map<string, string>; legend: ColorStep[]; anyMissing: boolean }
type Explorer = {
  years: number[]
  rows: ExplorerRow[]
  // the same figures as the page sends them
  tableRows: Array<FigureRow & { number: number; search: string }>
  market: FigureRow
  map: {
    width: number
    height: number
    bounds: Bounds | null
    areas: Array<{ name: string; d: string; label: Point; rings: Point[][] }>
  }
  colorings: Record<Measure, Coloring>
}

// worked out once per version of the listing catalog and day, kept in memory: the catalog's version
// goes up with every change its Firestore listener hears (a listing written by any instance, an
// import, the console), and days on market count to today
const cache = singleton('neighborhood-explorer', () => ({
  key: '',
  explorer: undefined as Explorer | undefined,
}))
const dayMs = 24 * 60 * 60 * 1000

function currentExplorer(now: number): Explorer {
  const catalog = listingCatalog()
  const key = `${catalog.version}:${Math.floor(now / dayMs)}`
  if (cache.key !== key || !cache.explorer) {
    const started = performance.now()
    // the market's homes: listings imported from other brokers' feeds (ADR 043) may lie anywhere
    // and are not the market's record, so they shape no neighborhood's figures
    cache.explorer = buildExplorer(
      catalog.all().filter((listing) => listing.source !== 'idx'),
      now,
    )
    cache.key = key
    logger.info(
      {
        event: 'market.neighborhoods-built',
        version: catalog.version,
        ms: Math.round(performance.now() - started),
      },
      'neighborhood figures built',
    )
  }
  return cache.explorer
}

// the figures and the map of every neighborhood from a set of listings (the catalog's, in production)
export function buildExplorer(listings: readonly Listing[], now: number): Explorer {
  const { years, neighborhoods, market } = neighborhoodFigures(listings, now)
  const rows = neighborhoods.map((figures, index) => ({
    ...figures,
    number: index + 1,
    // the search's own neighborhood filter (its Neighborhood select shows it chosen), not the
    // free-text `place`, which also matches other names containing this one; old `place=` links
    // still search, as text
    search: `/property-search?${new URLSearchParams({ neighborhood: figures.name })}`,
  }))
  // the areas are the market's recorded homes' (sellers' new homes sit at their neighborhood's center)
  const recorded = listings.filter((listing) => listing.source === 'ames')
  const shaping = recorded.length > 0 ? recorded : listings
  const bounds = marketBounds(shaping)
  const map = bounds
    ? { ...neighborhoodAreas(shaping, bounds), bounds }
    : { width: 0, height: 0, bounds: null, areas: [] }
  const colorings = Object.fromEntries(
    measures.map((measure) => {
      const values = rows.map((row) => measureValue(measure, row))
      const { fills, legend, anyMissing } = colorSteps(values)
      return [
        measure,
        { fills: new Map(rows.map((row, index) => [row.name, fills[index]!])), legend, anyMissing },
      ]
    }),
  ) as Record<Measure, Coloring>
  const tableRows = rows.map((row) => ({
    ...figureRowOf(row),
    number: row.number,
    search: row.search,
  }))
  return { years, rows, tableRows, market: figureRowOf(market), map, colorings }
}

// at start, once the catalog is loaded: the first build is the slowest (the code is not yet optimised)
export function warmNeighborhoodExplorer() {
  currentExplorer(Date.now())
}

// /neighborhood-explorer: the table's rows and the map colored by the measure asked for
export function explorerPage(measure: Measure, now = Date.now()) {
  return explorerView(currentExplorer(now), measure)
}

export function explorerView(explorer: Explorer, measure: Measure) {
  const coloring = explorer.colorings[measure]
  const rowOf = new Map(explorer.rows.map((row) => [row.name, row]))
  const legend = coloring.legend.map((step) => ({
    fill: step.fill,
    label:
      step.from === step.to
        ? formatMeasure(measure, step.from)
        : `${formatMeasure(measure, step.from)} to ${formatMeasure(measure, step.to)}`,
  }))
  return {
    years: explorer.years,
    rows: explorer.tableRows,
    market: explorer.market,
    legend,
    anyMissing: coloring.anyMissing,
    map: {
      width: explorer.map.width,
      height: explorer.map.height,
      areas: explorer.map.areas.flatMap((area) => {
        const row = rowOf.get(area.name)
        if (!row) return []
        const value = measureValue(measure, row)
        // the name and the search link are the row's, found by number on the page
        return [
          {
            number: row.number,
            d: area.d,
            label: area.label,
            fill: coloring.fills.get(area.name)!,
            valueText: value === null ? null : formatMeasure(measure, value),
          },
        ]
      }),
    },
  }
}

export type NeighborhoodShapes = FeatureCollection<
  PolygonGeometry,
  { name: string; medianPrice: number | null }
>

// the map's data: every neighborhood's area as GeoJSON polygons (one feature per separate piece,
// its holes with it), in [lng, lat], with the neighborhood's median sale price. Made once per
// explorer build
const shapesCache = new WeakMap<Explorer, NeighborhoodShapes>()

export function neighborhoodShapes(now = Date.now()): NeighborhoodShapes {
  const explorer = currentExplorer(now)
  let shapes = shapesCache.get(explorer)
  if (!shapes) {
    shapes = shapesOf(explorer)
    shapesCache.set(explorer, shapes)
  }
  return shapes
}

export function shapesOf(explorer: Explorer): NeighborhoodShapes {
  const { bounds } = explorer.map
  if (!bounds) return { type: 'FeatureCollection', features: [] }
  const { unproject } = projection(bounds, explorer.map.width)
  const rowOf = new Map(explorer.rows.map((row) => [row.name, row]))
  const features = explorer.map.areas.flatMap((area) =>
    polygonsOf(
      area.rings.map((ring) =>
        ring.map((point): Position => {
          const [lng, lat] = unproject(point)
          return [roundDegrees(lng), roundDegrees(lat)]
        }),
      ),
    ).map((coordinates) => ({
      type: 'Feature' as const,
      geometry: { type: 'Polygon' as const, coordinates },
      properties: { name: area.name, medianPrice: rowOf.get(area.name)?.medianSalePrice ?? null },
    })),
  )
  return { type: 'FeatureCollection', features }
}

// twice the ring's area, positive when it runs counterclockwise (x east, y north)
const signedArea = (ring: readonly Position[]) =>
  ring.reduce((sum, [x, y], index) => {
    const [nx, ny] = ring[(index + 1) % ring.length]!
    return sum + x * ny - nx * y
  }, 0)

function contains(ring: readonly Position[], [x, y]: Position): boolean {
  let inside = false
  for (let index = 0, before = ring.length - 1; index < ring.length; before = index++) {
    const [x1, y1] = ring[before]!
    const [x2, y2] = ring[index]!
    if (y2 > y !== y1 > y && x < ((x1 - x2) * (y - y2)) / (y1 - y2) + x2) inside = !inside
  }
  return inside
}

// the outline rings all wind one way (the largest's way) and holes the other: each hole goes with
// the outline it lies in; GeoJSON wants outlines counterclockwise and holes clockwise, each ring
// closed by repeating its first position
function polygonsOf(rings: Position[][]): Position[][][] {
  if (rings.length === 0) return []
  const largest = rings.reduce((best, ring) =>
    Math.abs(signedArea(ring)) > Math.abs(signedArea(best)) ? ring : best,
  )
  const outward = Math.sign(signedArea(largest))
  const outlines = rings.filter((ring) => Math.sign(signedArea(ring)) === outward)
  const holes = rings.filter((ring) => Math.sign(signedArea(ring)) !== outward)
  const closed = (ring: Position[], counterclockwise: boolean) => {
    const wound = signedArea(ring) > 0 === counterclockwise ? ring : [...ring].reverse()
    return [...wound, wound[0]!]
  }
  return outlines.map((outline) => [
    closed(outline, true),
    ...holes.filter((hole) => contains(outline, hole[0]!)).map((hole) => closed(hole, false)),
  ])
}

// the neighborhoods a search can be narrowed to (the choice without JavaScript), by name
export function neighborhoodNames(now = Date.now()): string[] {
  return currentExplorer(now)
    .rows.map((row) => row.name)
    .sort((a, b) => a.localeCompare(b, 'en'))
}

// the explorer's map in one sentence: how many neighborhoods, and the range of their median prices
export function explorerMapSummary(now = Date.now()): string {
  const priced = currentExplorer(now)
    .rows.filter((row) => row.medianSalePrice !== null)
    .sort((a, b) => a.medianSalePrice! - b.medianSalePrice!)
  const count = currentExplorer(now).rows.length
  const areas = `${count} ${count === 1 ? 'neighborhood' : 'neighborhoods'}`
  if (priced.length < 2) return `The map shows ${areas}.`
  const [low, high] = [priced[0]!, priced[priced.length - 1]!]
  return `The map shows ${areas}, with median sale prices from ${formatDollars(low.medianSalePrice!)} in ${low.name} to ${formatDollars(high.medianSalePrice!)} in ${high.name}.`
}
