import type { Listing } from '~/features/listings/listing'
import { listingCatalog } from '~/features/listings/listings.server'
import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { marketBounds, neighborhoodAreas, type Point } from '~/features/market/neighborhood-areas'
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
  map: { width: number; height: number; areas: Array<{ name: string; d: string; label: Point }> }
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
    search: `/property-search?${new URLSearchParams({ place: figures.name })}`,
  }))
  // the areas are the market's recorded homes' (sellers' new homes sit at their neighborhood's center)
  const recorded = listings.filter((listing) => listing.source === 'ames')
  const shaping = recorded.length > 0 ? recorded : listings
  const bounds = marketBounds(shaping)
  const map = bounds ? neighborhoodAreas(shaping, bounds) : { width: 0, height: 0, areas: [] }
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
