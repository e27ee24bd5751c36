import { maxAreaPoints, minAreaPoints, searchMessages } from './messages'

// an area drawn on the map (or chosen as a box): a closed polygon of [lng, lat] points, its last
// point joined back to its first. In the URL: `area=<lng>,<lat>;<lng>,<lat>;…` (ADR 068)
export type AreaPoint = readonly [lng: number, lat: number]
export type Area = readonly AreaPoint[]

export { maxAreaPoints, minAreaPoints }
const areaMessages = searchMessages.area

// to about a metre, as the map's points are
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5
const number = /^-?\d{1,3}(\.\d+)?$/

export function parseArea(text: string): { area: Area } | { error: string } {
  const pairs = text.trim().replace(/;$/, '').split(';')
  if (pairs.length > maxAreaPoints) return { error: areaMessages.tooMany }
  const area: AreaPoint[] = []
  for (const pair of pairs) {
    const parts = pair.split(',').map((part) => part.trim())
    if (parts.length !== 2 || !parts.every((part) => number.test(part)))
      return { error: areaMessages.malformed }
    const [lng, lat] = parts.map(Number) as [number, number]
    if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return { error: areaMessages.malformed }
    area.push([round(lng), round(lat)])
  }
  // a ring written closed (its first point again at the end) is the same area
  const [first, last] = [area[0]!, area[area.length - 1]!]
  if (area.length > 1 && first[0] === last[0] && first[1] === last[1]) area.pop()
  if (area.length < minAreaPoints) return { error: areaMessages.tooFew }
  return { area }
}

export function areaText(area: Area): string {
  return area.map(([lng, lat]) => `${round(lng)},${round(lat)}`).join(';')
}

// whether a point is inside the polygon (even-odd rule, so a concave or self-crossing outline works
// as drawn); a point on the outline counts as inside, so a home on the line the person drew is kept
export function isInsideArea(lng: number, lat: number, area: Area): boolean {
  let inside = false
  for (let index = 0, before = area.length - 1; index < area.length; before = index, index += 1) {
    const [x1, y1] = area[before]!
    const [x2, y2] = area[index]!
    if (onSegment(lng, lat, x1, y1, x2, y2)) return true
    if (y2 > lat !== y1 > lat && lng < ((x1 - x2) * (lat - y2)) / (y1 - y2) + x2) inside = !inside
  }
  return inside
}

const tolerance = 1e-9

function onSegment(x: number, y: number, x1: number, y1: number, x2: number, y2: number) {
  const cross = (x - x1) * (y2 - y1) - (y - y1) * (x2 - x1)
  if (Math.abs(cross) > tolerance) return false
  return (
    x >= Math.min(x1, x2) - tolerance &&
    x <= Math.max(x1, x2) + tolerance &&
    y >= Math.min(y1, y2) - tolerance &&
    y <= Math.max(y1, y2) + tolerance
  )
}

// the box around the area, checked first: most homes are outside it and need no more
export function areaBox(area: Area) {
  const lngs = area.map(([lng]) => lng)
  const lats = area.map(([, lat]) => lat)
  return {
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
  }
}

export function areaPredicate(area: Area): (lng: number, lat: number) => boolean {
  const box = areaBox(area)
  return (lng, lat) =>
    lng >= box.minLng &&
    lng <= box.maxLng &&
    lat >= box.minLat &&
    lat <= box.maxLat &&
    isInsideArea(lng, lat, area)
}
