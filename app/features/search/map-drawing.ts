// the area a person draws on the interactive map, as the search's address writes it:
// `area=<lng>,<lat>;<lng>,<lat>;…`, 3 to 50 points, a closed polygon implied, coordinates to
// 5 decimals (about a meter). Pure, so the drawing's rules are tested without a browser
export type LngLat = readonly [lng: number, lat: number]

export const areaPointsMax = 50
export const areaPointsMin = 3

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5

export function areaParam(points: ReadonlyArray<LngLat>): string {
  return points.map(([lng, lat]) => `${round(lng)},${round(lat)}`).join(';')
}

// what the URL says back, for drawing its outline; anything malformed is no area (the server says
// what is wrong with it, in the page's error pattern)
export function parseAreaParam(text: string | null): LngLat[] | null {
  if (!text) return null
  const points = text.split(';').map((pair) => pair.split(',').map(Number))
  if (points.length < areaPointsMin || points.length > areaPointsMax) return null
  if (points.some((point) => point.length !== 2 || point.some((n) => !Number.isFinite(n))))
    return null
  return points.map(([lng, lat]) => [lng!, lat!] as const)
}

// the visible map, or a box dragged with Shift: its four corners, west-south first
export function boxArea(a: LngLat, b: LngLat): LngLat[] {
  const [west, east] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])]
  const [south, north] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])]
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ]
}

// a click this close (in screen pixels) to the first point closes the shape
export const closeDistancePx = 12

export function closesShape(
  first: { x: number; y: number } | undefined,
  click: { x: number; y: number },
  pointCount: number,
): boolean {
  if (!first || pointCount < areaPointsMin) return false
  return Math.hypot(first.x - click.x, first.y - click.y) <= closeDistancePx
}

// a box the map cannot tell apart from a point (a click with Shift) is no area
export function isUsableBox(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  return Math.abs(a.x - b.x) >= 8 && Math.abs(a.y - b.y) >= 8
}

// the address with the area set and the page reset to the first; every other filter kept
export function searchWithArea(search: string, points: ReadonlyArray<LngLat>): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  params.set('area', areaParam(points))
  return `/property-search?${params.toString()}`
}

// the bounds that hold every point, for fitting the map to them; null for none
export function boundsOf(
  points: ReadonlyArray<LngLat>,
): [west: number, south: number, east: number, north: number] | null {
  if (points.length === 0) return null
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const [lng, lat] of points) {
    west = Math.min(west, lng)
    east = Math.max(east, lng)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  return [west, south, east, north]
}
