import { describe, expect, test } from 'vitest'
import type { Listing } from '~/features/listings/listing'
import type { ListingChanges, ListingSource } from '~/features/listings/listing-catalog.server'
import { listingFromMarketHome } from '~/features/listings/market-listings'
import { amesMarket } from '~/features/market/load-market.server'
import { ListingIndex } from './listing-index.server'
import { parseSearchParams } from './search-query'

// a source that announces changes when told, as the listing catalog does when its listener hears one
function changingSource(initial: Listing[]) {
  let listings = initial
  const subscribers = new Set<(changes: ListingChanges) => void>()
  const source: ListingSource = {
    all: () => listings,
    subscribe: (onChange) => {
      subscribers.add(onChange)
      return () => void subscribers.delete(onChange)
    },
  }
  const announce = (changes: ListingChanges) => {
    const touched = new Set([...changes.removed, ...changes.upserted.map((listing) => listing.id)])
    listings = [...listings.filter((listing) => !touched.has(listing.id)), ...changes.upserted]
    for (const subscriber of subscribers) subscriber(changes)
  }
  return { source, announce, subscribers }
}

const now = Date.UTC(2026, 10, 23)
const homes = amesMarket()
  .slice(0, 60)
  .map((home) => ({ ...listingFromMarketHome(home, now), status: 'active' as const }))
const search = (index: ListingIndex, params: string) =>
  index.search(parseSearchParams(new URLSearchParams(params)).query)
const ids = async (index: ListingIndex, params: string) =>
  (await search(index, params)).listings.map((item) => item.listing.id)

describe('the search index follows its catalog', () => {
  test('a listing added, changed and removed in the catalog is found, re-sorted and gone', async () => {
    const { source, announce } = changingSource(homes)
    const index = new ListingIndex(source)
    await index.updated
    expect(index.size).toBe(60)
    const cheapestBefore = (await ids(index, 'status=active&sort=price-asc'))[0]

    const added = { ...homes[0]!, id: 'added-home', price: 1_000, neighborhood: 'Brand New Acres' }
    announce({ upserted: [added], removed: [] })
    await index.updated
    expect(index.size).toBe(61)
    expect((await ids(index, 'status=active&sort=price-asc'))[0]).toBe('added-home')
    expect(await ids(index, 'status=active&place=brand+new')).toEqual(['added-home'])

    announce({ upserted: [{ ...added, price: 9_999_999, status: 'sold' }], removed: [] })
    await index.updated
    expect(index.size).toBe(61)
    expect((await ids(index, 'status=active&sort=price-asc'))[0]).toBe(cheapestBefore)
    expect(await ids(index, 'status=sold&minPrice=9999999')).toEqual(['added-home'])

    announce({ upserted: [], removed: ['added-home', homes[1]!.id] })
    await index.updated
    expect(index.size).toBe(59)
    expect(await ids(index, 'status=sold&minPrice=9999999')).toEqual([])
    expect(await ids(index, 'status=active&place=brand+new')).toEqual([])
    expect((await search(index, 'status=active')).total).toBe(59)
  })

  test('a whole neighborhood name finds that neighborhood only; part of a name, every neighborhood it is part of', async () => {
    const inPlace = (neighborhood: string, index: number) => ({
      ...homes[index]!,
      id: `place-${index}`,
      neighborhood,
    })
    const { source } = changingSource([
      inPlace('Sawyer', 0),
      inPlace('Sawyer West', 1),
      inPlace('Sawyer West', 2),
    ])
    const index = new ListingIndex(source)
    await index.updated
    expect(await ids(index, 'status=active&place=Sawyer')).toEqual(['place-0'])
    expect((await ids(index, 'status=active&place=sawyer+west')).sort()).toEqual([
      'place-1',
      'place-2',
    ])
    expect((await ids(index, 'status=active&place=sawy')).sort()).toEqual([
      'place-0',
      'place-1',
      'place-2',
    ])
  })

  test('a change announced while the index is being built is not lost', async () => {
    const { source, announce } = changingSource(homes)
    const index = new ListingIndex(source)
    announce({ upserted: [{ ...homes[2]!, price: 4_321 }], removed: [] })
    await index.updated
    expect(await ids(index, 'status=active&maxPrice=4321')).toEqual([homes[2]!.id])
  })

  test('a closed index stops listening', async () => {
    const { source, subscribers } = changingSource(homes)
    const index = new ListingIndex(source)
    await index.updated
    expect(subscribers.size).toBe(1)
    index.close()
    expect(subscribers.size).toBe(0)
  })
})
