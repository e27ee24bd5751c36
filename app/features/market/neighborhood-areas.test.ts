import { describe, expect, test } from 'vitest'
import { amesMarket } from './load-market.server'
import {
  homeCells,
  marketBounds,
  neighborhoodAreas,
  type AreaHome,
  type Point,
} from './neighborhood-areas'

// the rings of a path of M, l and z commands (what neighborhoodAreas writes), as absolute points
function ringsOf(d: string): Point[][] {
  const rings: Point[][] = []
  for (const [, command, args] of d.matchAll(/([Mlz])([^Mlz]*)/g)) {
    const [x, y] = (args!.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
    if (command === 'M') rings.push([[x!, y!]])
    else if (command === 'l') {
      const ring = rings.at(-1)!
      const [px, py] = ring.at(-1)!
      ring.push([px + x!, py + y!])
    }
  }
  return rings
}

// the shoelace formula: positive for one winding, negative for the other
const signedArea = (ring: readonly Point[]) =>
  ring.reduce((sum, [x, y], index) => {
    const [nx, ny] = ring[(index + 1) % ring.length]!
    return sum + (x * ny - nx * y) / 2
  }, 0)

describe('a small market', () => {
  // two neighborhoods side by side, three homes each
  const homes: AreaHome[] = [
    ...[0, 1, 2].map((row) => ({ lat: 42 + row * 0.01, lng: -93.6, neighborhood: 'West End' })),
    ...[0, 1, 2].map((row) => ({ lat: 42 + row * 0.01, lng: -93.58, neighborhood: 'East End' })),
  ]
  const bounds = marketBounds(homes)!

  test('each home’s cell lies inside the box, and the cells tile it', () => {
    const { width, height, cells } = homeCells(homes, bounds)
    expect(cells).toHaveLength(6)
    for (const cell of cells)
      for (const [x, y] of cell.polygon) {
        expect(x).toBeGreaterThanOrEqual(-1e-9)
        expect(x).toBeLessThanOrEqual(width + 1e-9)
        expect(y).toBeGreaterThanOrEqual(-1e-9)
        expect(y).toBeLessThanOrEqual(height + 1e-9)
      }
    const total = cells.reduce((sum, cell) => sum + Math.abs(signedArea(cell.polygon)), 0)
    expect(total).toBeCloseTo(width * height, 0)
  })

  test('each neighborhood becomes one outline: the half of the box nearer its homes, the inner edges gone', () => {
    const { width, height, areas } = neighborhoodAreas(homes, bounds)
    expect(areas.map((area) => area.name)).toEqual(['East End', 'West End'])
    for (const area of areas) {
      const rings = ringsOf(area.d)
      expect(rings).toHaveLength(1)
      // a rectangle: the straight vertices along the box's edges are dropped
      expect(rings[0]).toHaveLength(4)
      expect(Math.abs(signedArea(rings[0]!))).toBeCloseTo((width * height) / 2, -2)
    }
  })

  test('homes at one position share a cell, which goes to the neighborhood most of them are in', () => {
    const shared: AreaHome[] = [
      ...homes,
      { lat: 42, lng: -93.6, neighborhood: 'East End' },
      { lat: 42, lng: -93.6, neighborhood: 'West End' },
    ]
    const { cells } = homeCells(shared, bounds)
    expect(cells).toHaveLength(6)
    expect(cells.filter((cell) => cell.neighborhood === 'West End')).toHaveLength(3)
  })

  test('a home outside the market’s box is left off the map', () => {
    const { cells } = homeCells([...homes, { lat: 45, lng: -90, neighborhood: 'Far Away' }], bounds)
    expect(cells.map((cell) => cell.neighborhood)).not.toContain('Far Away')
  })
})

describe('the Ames market', () => {
  const homes = amesMarket()
  const bounds = marketBounds(homes)!
  const { width, height, cells } = homeCells(homes, bounds)
  const { areas } = neighborhoodAreas(homes, bounds)

  test('every home has a cell (homes at one position share it) and every cell lies inside the box', () => {
    expect(cells.length).toBe(new Set(homes.map((home) => `${home.lat},${home.lng}`)).size)
    for (const cell of cells)
      for (const [x, y] of cell.polygon) {
        expect(x >= -1e-9 && x <= width + 1e-9 && y >= -1e-9 && y <= height + 1e-9).toBe(true)
      }
  })

  test('each neighborhood gets one path, merged from its cells, and together they cover the box once', () => {
    const names = [...new Set(homes.map((home) => home.neighborhood))].sort((a, b) =>
      a.localeCompare(b, 'en'),
    )
    expect(areas.map((area) => area.name)).toEqual(names)
    let covered = 0
    for (const area of areas) {
      const rings = ringsOf(area.d)
      const own = cells.filter((cell) => cell.neighborhood === area.name)
      // merged: far fewer rings than cells (one per separate piece or hole), the same area
      expect(rings.length).toBeLessThanOrEqual(Math.max(3, own.length / 10))
      const area2 = Math.abs(rings.reduce((sum, ring) => sum + signedArea(ring), 0))
      const cellsArea = own.reduce((sum, cell) => sum + Math.abs(signedArea(cell.polygon)), 0)
      expect(Math.abs(area2 - cellsArea) / cellsArea).toBeLessThan(0.02)
      covered += area2
    }
    expect(covered / (width * height)).toBeCloseTo(1, 2)
  })

  test('each label sits on its own neighborhood', () => {
    // even-odd ray casting over all of the path's rings
    const inside = ([x, y]: Point, rings: Point[][]) =>
      rings.reduce(
        (odd, ring) =>
          ring.reduce((flip, [ax, ay], index) => {
            const [bx, by] = ring[(index + 1) % ring.length]!
            return ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax ? !flip : flip
          }, odd),
        false,
      )
    for (const area of areas)
      expect(inside([area.label[0] + 0.01, area.label[1] + 0.01], ringsOf(area.d)), area.name).toBe(
        true,
      )
  })
})
