import { describe, expect, test } from 'vitest'
import type { Listing } from '~/features/listings/listing'
import { listingFromMarketHome } from '~/features/listings/market-listings'
import { amesMarket } from '~/features/market/load-market.server'
import { isInsideArea } from '~/features/search/search-area'
import type { Position } from '~/core/geojson'
import { buildExplorer, shapesOf } from './neighborhood-explorer.server'

const now = Date.UTC(2026, 10, 26, 12)
const listings: Listing[] = amesMarket()
  .slice(0, 600)
  .map((home) => listingFromMarketHome(home, now))
const explorer = buildExplorer(listings, now)
const shapes = shapesOf(explorer)

const signedArea = (ring: Position[]) =>
  ring.slice(0, -1).reduce((sum, [x, y], index) => {
    const [nx, ny] = ring[index + 1]!
    return sum + x * ny - nx * y
  }, 0)

describe('the neighborhoods as GeoJSON (/api/map/neighborhoods)', () => {
  test('every neighborhood is there as closed polygons, outlines counterclockwise, with its median price', () => {
    expect(shapes.type).toBe('FeatureCollection')
    expect(new Set(shapes.features.map((feature) => feature.properties.name))).toEqual(
      new Set(explorer.rows.map((row) => row.name)),
    )
    for (const feature of shapes.features) {
      expect(feature.geometry.type).toBe('Polygon')
      const [outline, ...holes] = feature.geometry.coordinates
      for (const ring of feature.geometry.coordinates) {
        expect(ring.length).toBeGreaterThanOrEqual(4)
        expect(ring.at(-1)).toEqual(ring[0])
      }
      expect(signedArea(outline!)).toBeGreaterThan(0)
      for (const hole of holes) expect(signedArea(hole)).toBeLessThan(0)
      const row = explorer.rows.find((candidate) => candidate.name === feature.properties.name)!
      expect(feature.properties.medianPrice).toBe(row.medianSalePrice)
    }
  })

  test('the homes lie in their own neighborhood’s area, in longitude and latitude', () => {
    const inOwn = listings.filter((listing) =>
      shapes.features.some(
        ({ properties, geometry: { coordinates } }) =>
          properties.name === listing.neighborhood &&
          isInsideArea(listing.lng, listing.lat, coordinates[0]!) &&
          !coordinates.slice(1).some((hole) => isInsideArea(listing.lng, listing.lat, hole)),
      ),
    )
    // a home sharing its position with homes of another neighborhood is drawn in theirs
    expect(inOwn.length / listings.length).toBeGreaterThan(0.95)
  })
})
