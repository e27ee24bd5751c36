import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Listing } from '~/features/listings/listing'
import { startListingCatalog, stopListingCatalog } from '~/features/listings/listings.server'
import { listingFromMarketHome } from '~/features/listings/market-listings'
import { db } from '~/platform/firebase.server'
import { amesMarket } from '~/features/market/load-market.server'
import { parseSearchParams } from '~/features/search/search-query'
import { buildExplorer, explorerPage, explorerView } from './neighborhood-explorer.server'

const day = 24 * 60 * 60 * 1000
const now = Date.UTC(2026, 10, 26, 12)

describe('the explorer’s view of a market', () => {
  const listings: Listing[] = amesMarket()
    .slice(0, 400)
    .map((home) => listingFromMarketHome(home, now))
  const explorer = buildExplorer(listings, now)

  test('every neighborhood has a row, numbered in order, linking to a search of that neighborhood', () => {
    const names = [...new Set(listings.map((listing) => listing.neighborhood))].sort((a, b) =>
      a.localeCompare(b, 'en'),
    )
    expect(explorer.rows.map((row) => row.name)).toEqual(names)
    expect(explorer.rows.map((row) => row.number)).toEqual(names.map((_, index) => index + 1))
    const northAmes = explorer.rows.find((row) => row.name === 'North Ames')!
    expect(northAmes.search).toBe('/property-search?neighborhood=North+Ames')
    // each link is the search's own Neighborhood choice (the select's value), not free text
    for (const row of explorer.rows) {
      const { query, errors } = parseSearchParams(new URL(row.search, 'http://x').searchParams)
      expect(errors).toEqual({})
      expect(query.neighborhood).toBe(row.name)
      expect(query.place).toBeUndefined()
    }
  })

  test('each measure colors every area on the map and has a legend; days on market leaves grey where nothing is for sale', () => {
    for (const measure of ['price', 'price-per-sqft', 'for-sale', 'days-on-market'] as const) {
      const view = explorerView(explorer, measure)
      expect(view.map.areas.map((area) => view.rows[area.number - 1]!.name)).toEqual(
        explorer.rows.map((row) => row.name),
      )
      expect(view.legend.length).toBeGreaterThan(1)
      for (const area of view.map.areas) expect(area.fill).toMatch(/^#[0-9a-f]{6}$/)
    }
    const days = explorerView(explorer, 'days-on-market')
    const without = explorer.rows.filter((row) => row.forSale === 0).map((row) => row.number)
    expect(days.anyMissing).toBe(without.length > 0)
    for (const area of days.map.areas)
      expect(area.valueText === null).toBe(without.includes(area.number))
    const price = explorerView(explorer, 'price')
    expect(price.legend[0]!.label).toMatch(/^\$[\d,]+ to \$[\d,]+$/)
    expect(explorerView(explorer, 'price').map.areas[0]!.d).toBe(days.map.areas[0]!.d)
  })
})

describe('the explorer follows the listing catalog', () => {
  beforeAll(async () => {
    await startListingCatalog()
  })
  afterAll(() => stopListingCatalog())

  test('is worked out once per catalog version and day: a listing written or deleted shows at once, nothing else rebuilds it', async () => {
    const first = explorerPage('price', now)
    expect(explorerPage('for-sale', now).rows).toBe(first.rows)
    expect(explorerPage('price', now + day).rows).not.toBe(first.rows)

    const name = `Explorer Acres ${randomUUID().slice(0, 6)}`
    const home = amesMarket()[0]!
    const listing: Listing = {
      ...listingFromMarketHome(home, now),
      id: `explorer-${randomUUID().slice(0, 8)}`,
      source: 'seller',
      sellerId: 'someone',
      neighborhood: name,
      status: 'active',
      listedAt: now - 4 * day,
      soldPrice: 0,
      soldAt: 0,
    }
    const ref = db().doc(`listings/${listing.id}`)
    await ref.set(listing)
    try {
      await vi.waitFor(
        () => expect(explorerPage('price', now).rows.map((row) => row.name)).toContain(name),
        { timeout: 5_000 },
      )
      const row = explorerPage('price', now).rows.find((entry) => entry.name === name)!
      expect(row).toMatchObject({
        sales: 0,
        medianSalePrice: null,
        forSale: 1,
        medianDaysOnMarket: 4,
      })
    } finally {
      await ref.delete()
    }
    await vi.waitFor(
      () => expect(explorerPage('price', now).rows.map((row) => row.name)).not.toContain(name),
      { timeout: 5_000 },
    )
  })
})
