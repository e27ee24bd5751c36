import { Delaunay } from 'd3-delaunay'

export type AreaHome = { lat: number; lng: number; neighborhood: string }
export type Bounds = { minLat: number; maxLat: number; minLng: number; maxLng: number }
export type Point = readonly [x: number, y: number]
// one distinct position of the market's homes and the part of the map nearer to it than to any other
export type HomeCell = { neighborhood: string; site: Point; polygon: Point[] }
// a neighborhood's area as one SVG path (its cells merged), and where its label goes
// its rings too, in map units, for the map data (GeoJSON) made from them
export type NeighborhoodArea = { name: string; d: string; label: Point; rings: Point[][] }
export type AreaMap = { width: number; height: number; areas: NeighborhoodArea[] }

// the map is this many units wide; its height follows the market's shape. Vertices are kept to
// whole units (about 9 metres in Ames), which is what lets two cells' shared edge be recognised
export const mapWidth = 1000
const margin = 0.03

const hasPosition = (home: AreaHome) =>
  Number.isFinite(home.lat) && Number.isFinite(home.lng) && (home.lat !== 0 || home.lng !== 0)

// the box around the homes, a little larger so the outermost homes are not on its edge
export function marketBounds(homes: readonly AreaHome[]): Bounds | null {
  const placed = homes.filter(hasPosition)
  if (placed.length === 0) return null
  const lats = placed.map((home) => home.lat)
  const lngs = placed.map((home) => home.lng)
  const [minLat, maxLat, minLng, maxLng] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ]
  const padLat = Math.max((maxLat - minLat) * margin, 0.001)
  const padLng = Math.max((maxLng - minLng) * margin, 0.001)
  return {
    minLat: minLat - padLat,
    maxLat: maxLat + padLat,
    minLng: minLng - padLng,
    maxLng: maxLng + padLng,
  }
}

// an equirectangular projection at the box's middle latitude (at 42° north a degree of longitude
// is three quarters of a degree of latitude on the ground), north up
export function projection(bounds: Bounds, width = mapWidth) {
  const stretch = Math.cos((((bounds.minLat + bounds.maxLat) / 2) * Math.PI) / 180)
  const scale = width / ((bounds.maxLng - bounds.minLng) * stretch)
  const height = Math.round((bounds.maxLat - bounds.minLat) * scale)
  const project = (lat: number, lng: number): Point => [
    (lng - bounds.minLng) * stretch * scale,
    (bounds.maxLat - lat) * scale,
  ]
  // a point of the map back to [lng, lat]
  const unproject = ([x, y]: Point): Point => [
    bounds.minLng + x / (stretch * scale),
    bounds.maxLat - y / scale,
  ]
  return { width, height, project, unproject }
}

// the Voronoi cell of every distinct position inside the box, clipped to it. Homes at the same
// position share one cell, which belongs to the neighborhood most of them are in
export function homeCells(
  homes: readonly AreaHome[],
  bounds: Bounds,
  width = mapWidth,
): { width: number; height: number; cells: HomeCell[] } {
  const { height, project } = projection(bounds, width)
  const inside = (home: AreaHome) =>
    hasPosition(home) &&
    home.lat >= bounds.minLat &&
    home.lat <= bounds.maxLat &&
    home.lng >= bounds.minLng &&
    home.lng <= bounds.maxLng
  const sites = new Map<string, { lat: number; lng: number; votes: Map<string, number> }>()
  for (const home of homes) {
    if (!inside(home)) continue
    const key = `${home.lat},${home.lng}`
    const site = sites.get(key) ?? { lat: home.lat, lng: home.lng, votes: new Map() }
    site.votes.set(home.neighborhood, (site.votes.get(home.neighborhood) ?? 0) + 1)
    sites.set(key, site)
  }
  const placed = [...sites.values()].map((site) => ({
    site: project(site.lat, site.lng),
    neighborhood: [...site.votes].sort(
      ([a, countA], [b, countB]) => countB - countA || a.localeCompare(b),
    )[0]![0],
  }))
  if (placed.length === 0) return { width, height, cells: [] }
  const voronoi = Delaunay.from(
    placed.map((entry) => [entry.site[0], entry.site[1]] as [number, number]),
  ).voronoi([0, 0, width, height])
  const cells = placed.flatMap(({ site, neighborhood }, index) => {
    const polygon = voronoi.cellPolygon(index) as Array<[number, number]> | null
    // d3 closes each ring by repeating its first vertex
    return polygon ? [{ neighborhood, site, polygon: polygon.slice(0, -1) as Point[] }] : []
  })
  return { width, height, cells }
}

// each neighborhood's cells merged into its outline: an edge two of its cells share (walked in
// opposite directions, d3 orients every cell alike) is inside the area and dropped; the edges left
// are chained into rings, one path per neighborhood, holes and separate pieces included. If the
// edges do not close into rings (two cells disagree about a clipped vertex) the cells are drawn
// as they are, in the same one path, which looks the same filled
export function neighborhoodAreas(
  homes: readonly AreaHome[],
  bounds: Bounds,
  width = mapWidth,
): AreaMap {
  const { height, cells } = homeCells(homes, bounds, width)
  const byName = new Map<string, HomeCell[]>()
  for (const cell of cells) {
    const own = byName.get(cell.neighborhood)
    if (own) own.push(cell)
    else byName.set(cell.neighborhood, [cell])
  }
  const areas = [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, own]): NeighborhoodArea => {
      const rings = outlineOf(own) ?? cellRings(own)
      return { name, d: rings.map(ringPath).join(''), label: labelPoint(own), rings }
    })
  return { width, height, areas }
}

// a vertex, rounded to whole units, as one number: x in the high bits, y in the low 16
const vertexOf = ([x, y]: Point) => Math.round(x) * 65_536 + Math.round(y)
const pointOf = (vertex: number): Point => [Math.floor(vertex / 65_536), vertex % 65_536]

function outlineOf(cells: HomeCell[]): Point[][] | null {
  // counted, not a set: a sliver cell rounded to whole units can walk an edge its neighbour walks too
  const edges = new Map<number, Map<number, number>>()
  const count = (from: number, to: number) => edges.get(from)?.get(to) ?? 0
  const change = (from: number, to: number, by: number) => {
    const onward = edges.get(from) ?? new Map<number, number>()
    onward.set(to, (onward.get(to) ?? 0) + by)
    edges.set(from, onward)
  }
  for (const cell of cells) {
    const ring = cell.polygon.map(vertexOf)
    for (let index = 0; index < ring.length; index += 1) {
      const from = ring[index]!
      const to = ring[(index + 1) % ring.length]!
      if (from === to) continue
      if (count(to, from) > 0) change(to, from, -1)
      else change(from, to, 1)
    }
  }
  const next = new Map<number, number[]>()
  for (const [from, onward] of edges) {
    for (const [to, times] of onward)
      for (let copy = 0; copy < times; copy += 1) next.set(from, [...(next.get(from) ?? []), to])
  }
  const rings: number[][] = []
  for (const start of next.keys()) {
    while (next.get(start)!.length > 0) {
      const ring = [start]
      let at = start
      do {
        const onward = next.get(at)?.pop()
        if (onward === undefined) return null
        at = onward
        ring.push(at)
      } while (at !== start)
      rings.push(ring.slice(0, -1))
    }
  }
  return rings.map((ring) => dropStraightVertices(ring.map(pointOf)))
}

// a vertex on the straight line between its neighbours (many along the box's edges) adds nothing
function dropStraightVertices(ring: Point[]): Point[] {
  const kept = ring.filter((point, index) => {
    const before = ring[(index + ring.length - 1) % ring.length]!
    const after = ring[(index + 1) % ring.length]!
    return (
      (point[0] - before[0]) * (after[1] - point[1]) -
        (point[1] - before[1]) * (after[0] - point[0]) !==
      0
    )
  })
  return kept.length >= 3 ? kept : ring
}

function cellRings(cells: HomeCell[]): Point[][] {
  return cells.map((cell) => cell.polygon.map((point) => pointOf(vertexOf(point))))
}

// M, then each vertex relative to the one before: whole units, short to send
function ringPath(ring: Point[]): string {
  let path = `M${ring[0]![0]} ${ring[0]![1]}`
  for (let index = 1; index < ring.length; index += 1) {
    const dx = ring[index]![0] - ring[index - 1]![0]
    const dy = ring[index]![1] - ring[index - 1]![1]
    path += `l${dx}${dy < 0 ? '' : ' '}${dy}`
  }
  return `${path}z`
}

// the home nearest the middle of the neighborhood's homes: its own cell, so the label sits on the
// neighborhood even when the area is not convex
function labelPoint(cells: HomeCell[]): Point {
  const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const center: Point = [
    mid(cells.map((cell) => cell.site[0])),
    mid(cells.map((cell) => cell.site[1])),
  ]
  const nearest = cells.reduce((best, cell) =>
    Math.hypot(cell.site[0] - center[0], cell.site[1] - center[1]) <
    Math.hypot(best.site[0] - center[0], best.site[1] - center[1])
      ? cell
      : best,
  )
  return [Math.round(nearest.site[0]), Math.round(nearest.site[1])]
}
