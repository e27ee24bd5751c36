import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Listing } from '~/features/listings/listing'
import { listingFixture } from '~/features/marketing/marketing-fixture.test-data'
import { maxMapHomes } from '~/features/search/map-data.server'
import { searchMessages } from '~/features/search/messages'
import { startSearchIndex, stopSearchIndex } from '~/features/search/search-index.server'
import { loader } from './api.map.homes'

// 2,100 homes on a grid of 0.001° steps from (-93.7, 42.0): more than the map's data holds
const homes: Listing[] = Array.from({ length: 2_100 }, (_, index) => {
  const [column, row] = [index % 50, Math.floor(index / 50)]
  return {
    ...listingFixture,
    id: `map-${String(index).padStart(4, '0')}`,
    lat: 42 + row * 0.001,
    lng: -93.7 + column * 0.001,
    price: 100_000 + index * 100,
    beds: 1 + (index % 5),
    neighborhood: column < 25 ? 'West Side' : 'East Side',
    listedAt: Date.UTC(2026, 0, 1) + index * 60_000,
  }
})

const ask = async (params: string, clientIp = '10.20.30.40') => {
  const request = new Request(`http://threshold.test/api/map/homes?${params}`)
  try {
    return await loader({ request, params: {}, context: { clientIp, cspNonce: '' } })
  } catch (thrown) {
    return thrown as Response
  }
}
const featuresOf = async (params: string) => {
  const answer = await ask(params)
  expect(answer.status).toBe(200)
  return (await answer.json()) as {
    type: string
    features: Array<{
      type: string
      geometry: { type: string; coordinates: [number, number] }
      properties: Record<string, unknown>
    }>
  }
}

beforeAll(() => startSearchIndex({ all: () => homes, subscribe: () => () => undefined }))
afterAll(() => stopSearchIndex())

describe('GET /api/map/homes', () => {
  test('answers the matching homes as GeoJSON points, cacheable, at most 2,000', async () => {
    const answer = await ask('')
    expect(answer.headers.get('Content-Type')).toBe('application/geo+json')
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60')
    const collection = (await answer.json()) as Awaited<ReturnType<typeof featuresOf>>
    expect(collection.type).toBe('FeatureCollection')
    expect(collection.features).toHaveLength(maxMapHomes)
    // newest first, as the search
    const newest = homes.at(-1)!
    expect(collection.features[0]).toEqual({
      type: 'Feature',
      id: newest.id,
      geometry: { type: 'Point', coordinates: [newest.lng, newest.lat] },
      properties: {
        id: newest.id,
        price: newest.price,
        priceLabel: '$309,900',
        beds: newest.beds,
        baths: newest.baths,
        url: `/property/${newest.id}`,
      },
    })
  })

  test('the search’s parameters are honoured: filters, a neighborhood, an area', async () => {
    const fourBeds = await featuresOf('beds=4&maxPrice=150000')
    expect(fourBeds.features.length).toBe(
      homes.filter((h) => h.beds >= 4 && h.price <= 150_000).length,
    )
    expect(fourBeds.features.every((feature) => (feature.properties.beds as number) >= 4)).toBe(
      true,
    )

    const east = await featuresOf('neighborhood=East+Side')
    expect(east.features).toHaveLength(1_050)
    expect(east.features.every(({ geometry }) => geometry.coordinates[0] >= -93.675)).toBe(true)

    // a triangle over the grid's south-west corner: x + y ≤ 0.01° from the corner
    const area = '-93.7,42;-93.69,42;-93.7,42.01'
    const inside = await featuresOf(`area=${encodeURIComponent(area)}`)
    const expected = homes.filter(
      (h) => Math.round((h.lng + 93.7) * 1e3) + Math.round((h.lat - 42) * 1e3) <= 10,
    )
    expect(inside.features.map((feature) => feature.properties.id).sort()).toEqual(
      expected.map((h) => h.id).sort(),
    )
  })

  test('a malformed area is answered 400 with its message, not a server error', async () => {
    const answer = await ask('area=1,2;3')
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ message: searchMessages.area.malformed })
  })

  test('past its budget, an address is answered 429 with Retry-After', async () => {
    let last: Response | undefined
    for (let attempt = 0; attempt <= 600; attempt += 1) last = await ask('area=x', '10.99.99.99')
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
