import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { amesMarket } from '~/features/market/load-market.server'
import { db } from '~/platform/firebase.server'
import { startListingCatalog, stopListingCatalog } from './listings.server'
import { listingFromMarketHome } from './market-listings'
import { neighborhoodNames, neighborhoodSummary } from './neighborhood-summary.server'

beforeAll(async () => {
  await startListingCatalog()
})
afterAll(() => stopListingCatalog())

test('neighborhood names and summaries follow the catalog as listings are written and deleted', async () => {
  const name = `Catalog Village ${randomUUID().slice(0, 6)}`
  const home = {
    ...listingFromMarketHome(amesMarket()[0]!, Date.now()),
    id: `summary-${randomUUID().slice(0, 8)}`,
    neighborhood: name,
    sqft: 1_000,
    soldPrice: 150_000,
  }
  expect(neighborhoodSummary(name)).toBeNull()
  const ref = db().doc(`listings/${home.id}`)
  await ref.set(home)
  try {
    await vi.waitFor(() => expect(neighborhoodNames()).toContain(name), { timeout: 5_000 })
    expect(neighborhoodSummary(name)).toMatchObject({
      name,
      sales: 1,
      medianPrice: 150_000,
      medianPricePerSqft: 150,
    })
  } finally {
    await ref.delete()
  }
  await vi.waitFor(() => expect(neighborhoodNames()).not.toContain(name), { timeout: 5_000 })
  expect(neighborhoodSummary(name)).toBeNull()
})
