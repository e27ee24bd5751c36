import { randomUUID } from 'node:crypto'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { amesMarket } from '~/features/market/load-market.server'
import { ListingIndex } from '~/features/search/listing-index.server'
import { parseSearchParams } from '~/features/search/search-query'
import { demoProjectId } from '~/platform/embedded/auth-emulator.server'
import type { Listing } from '~/features/listings/listing'
import { openListingCatalog, type ListingCatalog } from '~/features/listings/listing-catalog.server'
import { listingFromMarketHome } from '~/features/listings/market-listings'

// two server instances: each its own firebase-admin app (its own connection to the same
// Firestore) and its own catalog. The catalog has no way to be told of a write: what instance B
// learns of a write made through instance A, it learns from its listener
type Instance = { app: App; firestore: Firestore; catalog: ListingCatalog }
let a: Instance
let b: Instance
let indexOnB: ListingIndex

function instance(name: string): Instance {
  const app = initializeApp({ projectId: demoProjectId }, `${name}-${randomUUID()}`)
  const firestore = getFirestore(app)
  return { app, firestore, catalog: openListingCatalog(firestore) }
}

const id = `catalog-test-${randomUUID().slice(0, 8)}`
const listing: Listing = {
  ...listingFromMarketHome(amesMarket()[0]!, Date.now()),
  id,
  status: 'active',
  price: 987_651,
}
const within = { timeout: 5_000 }

const foundOnB = async (price: number) =>
  (
    await indexOnB.search(
      parseSearchParams(new URLSearchParams(`status=active&minPrice=${price}&maxPrice=${price}`))
        .query,
    )
  ).listings.map((item) => item.listing.id)

beforeAll(async () => {
  a = instance('instance-a')
  b = instance('instance-b')
  await Promise.all([a.catalog.ready, b.catalog.ready])
  indexOnB = new ListingIndex(b.catalog)
  await indexOnB.updated
})

afterAll(async () => {
  indexOnB.close()
  for (const { catalog } of [a, b]) catalog.close()
  await a.firestore.doc(`listings/${id}`).delete()
  await Promise.all([a.app, b.app].map((app) => deleteApp(app)))
})

describe('two catalogs on one Firestore', () => {
  test('a listing created through instance A reaches instance B’s catalog and search index', async () => {
    expect(b.catalog.get(id)).toBeUndefined()
    const versionBefore = b.catalog.version
    await a.firestore.doc(`listings/${id}`).set(listing)
    await vi.waitFor(() => expect(b.catalog.get(id)?.price).toBe(987_651), within)
    expect(b.catalog.version).toBeGreaterThan(versionBefore)
    expect(b.catalog.all().map((each) => each.id)).toContain(id)
    await vi.waitFor(async () => expect(await foundOnB(987_651)).toEqual([id]), within)
  })

  test('a half-written listing document is left out of the catalog, and search keeps working', async () => {
    const partial = `catalog-partial-${randomUUID().slice(0, 8)}`
    try {
      await a.firestore
        .doc(`listings/${partial}`)
        .set({ id: partial, source: 'seller', status: 'active', price: 350_000 })
      await a.firestore.doc(`listings/${id}`).set(listing)
      await vi.waitFor(() => expect(b.catalog.get(id)?.price).toBe(987_651), within)
      expect(b.catalog.get(partial)).toBeUndefined()
      await vi.waitFor(async () => expect(await foundOnB(987_651)).toEqual([id]), within)
    } finally {
      await a.firestore.doc(`listings/${partial}`).delete()
    }
  })

  test('a listing that stops matching its schema leaves the catalog, logged; the others stay', async () => {
    const broken = `catalog-broken-${randomUUID().slice(0, 8)}`
    const good: Listing = { ...listing, id: broken, price: 987_641 }
    try {
      await a.firestore.doc(`listings/${broken}`).set(good)
      await vi.waitFor(() => expect(b.catalog.get(broken)?.price).toBe(987_641), within)
      // a price written as text: every field a search reads is there, one has the wrong type
      await a.firestore.doc(`listings/${broken}`).update({ price: '987641' })
      await vi.waitFor(() => expect(b.catalog.get(broken)).toBeUndefined(), within)
      expect(b.catalog.get(id)?.price).toBe(987_651)
      await vi.waitFor(async () => expect(await foundOnB(987_651)).toEqual([id]), within)
    } finally {
      await a.firestore.doc(`listings/${broken}`).delete()
    }
  })

  test('an update through A changes the listing on B, and B’s index finds it by its new facts only', async () => {
    await a.firestore.doc(`listings/${id}`).update({ price: 987_652, beds: 9 })
    await vi.waitFor(
      () => expect(b.catalog.get(id)).toMatchObject({ price: 987_652, beds: 9 }),
      within,
    )
    await vi.waitFor(async () => expect(await foundOnB(987_652)).toEqual([id]), within)
    expect(await foundOnB(987_651)).toEqual([])
  })

  test('a delete through A removes the listing from B and from B’s index', async () => {
    await a.firestore.doc(`listings/${id}`).delete()
    await vi.waitFor(() => expect(b.catalog.get(id)).toBeUndefined(), within)
    await vi.waitFor(async () => expect(await foundOnB(987_652)).toEqual([]), within)
    expect(b.catalog.all().map((each) => each.id)).not.toContain(id)
  })

  test('a catalog opened later loads what is stored; a closed one hears nothing more', async () => {
    await a.firestore.doc(`listings/${id}`).set(listing)
    await vi.waitFor(() => expect(b.catalog.get(id)).toBeDefined(), within)
    const later = openListingCatalog(b.firestore)
    await later.ready
    expect(later.get(id)?.price).toBe(987_651)
    later.close()
    await a.firestore.doc(`listings/${id}`).update({ price: 987_653 })
    await vi.waitFor(() => expect(b.catalog.get(id)?.price).toBe(987_653), within)
    expect(later.get(id)?.price).toBe(987_651)
  })
})
