import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SessionUser } from '~/features/accounts/session.server'
import type { Listing } from '~/features/listings/listing'
import {
  listingCatalog,
  startListingCatalog,
  stopListingCatalog,
} from '~/features/listings/listings.server'
import { listingFromMarketHome } from '~/features/listings/market-listings'
import { newListingId, type SellerDraft } from '~/features/sellers/draft.server'
import { draftValuation } from '~/features/sellers/pricing.server'
import { publishDraft } from '~/features/sellers/publish.server'
import { db } from '~/platform/firebase.server'
import { loadAmesModel } from './ames-model.server'
import { valuationMarket } from './home-valuation.server'
import { valueListing } from './listing-valuation.server'
import { valuationReport } from './report-page.server'
import { cmaPage } from './valuation-pages.server'

// issue 38: every listed home is valued by one entry point, the estimate its price step showed

beforeAll(async () => {
  await Promise.all([loadAmesModel(), startListingCatalog()])
})
afterAll(() => stopListingCatalog())

const seller = (): SessionUser => ({
  uid: `vitest-${randomUUID()}`,
  email: 'seller@example.com',
  displayName: 'Sam Seller',
  photoURL: null,
  phoneNumber: null,
  role: 'buyer',
  storedRole: 'buyer',
  lastLoginAt: Date.now(),
  demo: false,
})

async function untilCatalog(id: string): Promise<Listing> {
  const started = Date.now()
  while (!listingCatalog().get(id)) {
    if (Date.now() - started > 5_000) throw new Error('the catalog did not hear of the write')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return listingCatalog().get(id)!
}

const details = {
  propertyType: 'single-family',
  style: 'two-story',
  beds: 3,
  fullBaths: 2,
  halfBaths: 1,
  sqft: 1750,
  lotSqft: 9000,
  yearBuilt: 2004,
  garageSpaces: 2,
  basementSqft: 800,
  features: ['deck'],
  description: 'A two-story home with a deck, a finished basement and a quiet street.',
} as const

function newHomeDraft(uid: string): SellerDraft {
  const place = valuationMarket().neighborhoods.get('Gilbert')!
  return {
    uid,
    step: 'review',
    listingId: newListingId(),
    intent: { timing: 'now', agent: 'without-agent' },
    property: {
      homeId: null,
      address: {
        line1: `${2000 + Math.floor(Math.random() * 7000)} Vitest Valued Lane`,
        city: 'Ames',
        state: 'IA',
        zip: '50010',
      },
      neighborhood: 'Gilbert',
      lat: place.lat,
      lng: place.lng,
    },
    details: { ...details, features: [...details.features] },
    photos: [],
    price: { askingPrice: 245_000 },
    plan: 'on-your-own',
    updatedAt: Date.now(),
  } as SellerDraft
}

describe('a home a seller lists', () => {
  test('not in the records: its page, report and CMA show the estimate the price step showed for the same facts', async () => {
    const user = seller()
    const draft = newHomeDraft(user.uid)
    const shown = draftValuation(draft)!.estimate!
    await db().doc(`sellerDrafts/${user.uid}`).set(draft)
    try {
      expect(await publishDraft(user, draft.listingId)).toMatchObject({ ok: true })
      const listing = await untilCatalog(draft.listingId!)
      expect(listing.homeId).toBeNull()
      const valued = await valueListing(listing)
      expect(valued).toEqual({
        kind: 'ames',
        estimate: shown,
        reportPath: `/detailed-ai-valuation/${listing.id}`,
      })
      expect(shown.low).toBeLessThan(shown.value)
      expect(shown.high).toBeGreaterThan(shown.value)

      const report = await valuationReport(listing.id)
      expect(report.kind).toBe('report')
      if (report.kind !== 'report') return
      expect(report.valuation.model?.estimate).toEqual(shown)
      expect(report.listed).toMatchObject({ source: 'seller', price: 245_000 })
      expect(report.valuation.analysis?.comparables.length).toBeGreaterThan(0)

      const cma = cmaPage(new URLSearchParams({ home: listing.id }))
      expect(cma.valuation?.model?.estimate).toEqual(shown)
      expect(cma.subject).toEqual([['home', listing.id]])
    } finally {
      await db().doc(`listings/${draft.listingId}`).delete()
    }
  })

  test('a recorded home listed again keeps its record, and is valued out-of-fold as on its price step', async () => {
    const user = seller()
    const home = valuationMarket().homes[321]!
    const draft: SellerDraft = {
      ...newHomeDraft(user.uid),
      property: {
        homeId: home.id,
        address: { ...home.address, line1: `${home.address.line1}` },
        neighborhood: home.neighborhood,
        lat: home.lat,
        lng: home.lng,
      },
    }
    // the recorded home may be listed in the demo market already: its own listing is another record
    const shown = draftValuation(draft)!.estimate!
    const listing = {
      ...listingFromMarketHome(home, Date.now()),
      id: draft.listingId!,
      source: 'seller' as const,
      sellerId: user.uid,
      homeId: home.id,
      status: 'active' as const,
      ...details,
      features: [...details.features],
      baths: 2.5,
    }
    await db().doc(`listings/${listing.id}`).set(listing)
    try {
      const valued = await valueListing(await untilCatalog(listing.id))
      expect(valued).toMatchObject({ kind: 'ames', estimate: shown })
      const report = await valuationReport(listing.id)
      if (report.kind !== 'report') throw new Error(`expected a report, got ${report.kind}`)
      expect(report.valuation.analysis?.comparables.map((comp) => comp.sale.id)).not.toContain(
        home.id,
      )
    } finally {
      await db().doc(`listings/${listing.id}`).delete()
    }
  })
})

describe('a home no model covers', () => {
  test('outside every market: no estimate, and its ZIP is named; without its facts: which are missing', async () => {
    const base = listingFromMarketHome(valuationMarket().homes[10]!, Date.now())
    const far: Listing = {
      ...base,
      id: `vitest-far-${randomUUID().slice(0, 8)}`,
      source: 'idx',
      feed: 'Vitest MLS',
      address: { line1: '1 Elm Street', city: 'Anchorage', state: 'AK', zip: '99501' },
      lat: 61.2,
      lng: -149.9,
    }
    expect(await valueListing(far)).toEqual({ kind: 'none', zip: '99501', missing: [] })
    const bare: Listing = {
      ...base,
      id: `vitest-bare-${randomUUID().slice(0, 8)}`,
      source: 'idx',
      sqft: 0,
      yearBuilt: 0,
    }
    expect(await valueListing(bare)).toEqual({
      kind: 'none',
      zip: base.address.zip,
      missing: ['sqft', 'yearBuilt'],
    })
  })

  test('a feed’s home in an Ames ZIP code with a neighborhood the records do not name is valued from its place', async () => {
    const base = listingFromMarketHome(valuationMarket().homes[20]!, Date.now())
    const fed: Listing = {
      ...base,
      id: `vitest-fed-${randomUUID().slice(0, 8)}`,
      source: 'idx',
      feed: 'Vitest MLS',
      neighborhood: 'Maple Ridge Subdivision',
      homeId: null,
    }
    expect((await valueListing(fed)).kind).toBe('ames')
  })
})
