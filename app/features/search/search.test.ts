import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  listingCatalog,
  startListingCatalog,
  stopListingCatalog,
} from '~/features/listings/listings.server'
import { importAmesMarket } from '~/features/listings/market-import.server'
import { db } from '~/platform/firebase.server'
import { loadEmbeddings } from './embeddings.server'
import { pricePerSqft } from '~/features/listings/listing'
import { pageSize, searchListings, startSearchIndex, stopSearchIndex } from './search-index.server'
import { parseSearchParams } from './search-query'

const query = (params: string) => parseSearchParams(new URLSearchParams(params)).query

beforeAll(async () => {
  await importAmesMarket()
  await Promise.all([startListingCatalog().then(startSearchIndex), loadEmbeddings()])
}, 120_000)

afterAll(() => {
  stopSearchIndex()
  stopListingCatalog()
})

describe('searching the Ames market', () => {
  test('the import is idempotent: a second run writes nothing new and keeps the dates', async () => {
    const before = (await db().doc('listings/ames-0001').get()).data()
    expect(await importAmesMarket()).toEqual({ written: 0, skipped: true })
    await importAmesMarket({ force: true })
    const after = (await db().doc('listings/ames-0001').get()).data()
    expect(after?.createdAt).toBe(before?.createdAt)
    expect(after?.listedAt).toBe(before?.listedAt)
    expect(
      (await db().collection('listings').where('source', '==', 'ames').count().get()).data().count,
    ).toBe(2930)
  })

  test('about one home in eight is on the market', async () => {
    const active = (
      await db().collection('listings').where('status', 'in', ['active', 'pending']).count().get()
    ).data().count
    expect(active / 2930).toBeGreaterThan(0.09)
    expect(active / 2930).toBeLessThan(0.16)
  })

  test('the index and a Firestore query agree on a filtered search', async () => {
    const fromIndex = await searchListings({
      ...query('status=sold&minPrice=200000&maxPrice=250000&beds=3'),
      page: 1,
    })
    const fromFirestore = await db()
      .collection('listings')
      .where('status', '==', 'sold')
      .where('price', '>=', 200_000)
      .where('price', '<=', 250_000)
      .get()
    const expected = fromFirestore.docs.filter((doc) => (doc.get('beds') as number) >= 3).length
    expect(fromIndex.total).toBe(expected)
    expect(expected).toBeGreaterThan(50)
  })

  test('pages are stable and do not overlap', async () => {
    const first = await searchListings({ ...query('status=sold&sort=price-asc'), page: 1 })
    const second = await searchListings({ ...query('status=sold&sort=price-asc'), page: 2 })
    const again = await searchListings({ ...query('status=sold&sort=price-asc'), page: 2 })
    expect(second.listings.map((item) => item.listing.id)).toEqual(
      again.listings.map((item) => item.listing.id),
    )
    const overlap = first.listings.filter((item) =>
      second.listings.some((other) => other.listing.id === item.listing.id),
    )
    expect(overlap).toEqual([])
    expect(first.listings.at(-1)!.listing.price).toBeLessThanOrEqual(
      second.listings[0]!.listing.price,
    )
  })

  test('a sorted, filtered page is exactly those homes in that order, ties by id', async () => {
    const result = await searchListings({
      ...query('status=sold&minPrice=150000&beds=3&sort=ppsf'),
      page: 3,
    })
    const expected = listingCatalog()
      .all()
      .filter(
        (listing) => listing.status === 'sold' && listing.price >= 150_000 && listing.beds >= 3,
      )
      .sort((a, b) => pricePerSqft(a) - pricePerSqft(b) || (a.id < b.id ? -1 : 1))
    expect(result.total).toBe(expected.length)
    expect(result.listings.map((item) => item.listing.id)).toEqual(
      expected.slice(2 * pageSize, 3 * pageSize).map((listing) => listing.id),
    )
    expect(result.points.slice(0, 5).map((point) => point.id)).toEqual(
      expected.slice(0, 5).map((listing) => listing.id),
    )
  })

  test('keywords are understood by meaning: "quiet home near a park"', async () => {
    const result = await searchListings({
      ...query('q=quiet+home+near+a+park&status=sold'),
      page: 1,
    })
    expect(result.total).toBeGreaterThan(0)
    const top = result.listings.slice(0, 6).map((item) => item.listing.features)
    for (const features of top)
      expect(features.some((feature) => ['near-park', 'cul-de-sac'].includes(feature))).toBe(true)
  })

  test('"room for a workshop" finds garages and sheds', async () => {
    const result = await searchListings({ ...query('q=room+for+a+workshop&status=sold'), page: 1 })
    const top = result.listings.slice(0, 6)
    for (const { listing } of top) {
      expect(
        listing.garageSpaces >= 2 ||
          listing.features.includes('shed') ||
          listing.features.includes('detached-garage'),
      ).toBe(true)
    }
  })
})

describe('keeping the index current', () => {
  test('a listing written in Firestore is found with its new facts, through the catalog’s listener alone', async () => {
    const ref = db().doc('listings/ames-0002')
    const before = (await ref.get()).data()!
    const found = async () =>
      (
        await searchListings({ ...query('status=active&minPrice=123456&maxPrice=123456'), page: 1 })
      ).listings.map((item) => item.listing.id)
    try {
      await ref.update({ status: 'active', price: 123_456, listedAt: Date.now() })
      await vi.waitFor(async () => expect(await found()).toContain('ames-0002'), { timeout: 5_000 })
    } finally {
      await ref.set(before)
    }
    await vi.waitFor(async () => expect(await found()).not.toContain('ames-0002'), {
      timeout: 5_000,
    })
  })
})
