import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SessionUser } from '~/features/accounts/session.server'
import {
  listingCatalog,
  startListingCatalog,
  stopListingCatalog,
} from '~/features/listings/listings.server'
import { listingFromMarketHome } from '~/features/listings/market-listings'
import { amesMarket } from '~/features/market/load-market.server'
import { db } from '~/platform/firebase.server'
import { newListingId, type SellerDraft } from './draft.server'
import { flowMessages } from './messages'
import { activeListingAt, resolveProperty } from './property.server'
import { publishDraft } from './publish.server'

beforeAll(async () => {
  await startListingCatalog()
})
afterAll(() => stopListingCatalog())

const seller = (): SessionUser => ({
  uid: `vitest-${randomUUID()}`,
  email: 'seller@example.com',
  displayName: 'Sam Seller',
  photoURL: null,
  phoneNumber: null,
  role: 'seller',
  storedRole: 'seller',
  lastLoginAt: Date.now(),
  demo: false,
})

// waits for the catalog's listener to bring a write (the change feed, never a refresh)
async function untilCatalog(check: () => boolean) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > 5_000) throw new Error('the catalog did not hear of the write')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function draftFor(uid: string, line1: string): SellerDraft {
  return {
    uid,
    step: 'review',
    listingId: newListingId(),
    intent: { timing: 'now', agent: 'without-agent' },
    property: {
      homeId: null,
      address: { line1, city: 'Ames', state: 'IA', zip: '50010' },
      neighborhood: 'Gilbert',
      lat: 42.1,
      lng: -93.6,
    },
    details: {
      propertyType: 'single-family',
      style: 'two-story',
      beds: 3,
      fullBaths: 2,
      halfBaths: 1,
      sqft: 1600,
      lotSqft: 8000,
      yearBuilt: 2001,
      garageSpaces: 2,
      basementSqft: 700,
      features: ['deck'],
      description: 'A two-story home with a deck, a finished basement and a quiet street.',
    },
    photos: [],
    price: { askingPrice: 210_000 },
    plan: 'on-your-own',
    updatedAt: Date.now(),
  }
}

describe('duplicates of an active listing', () => {
  test('the same address line (however written) and ZIP as an active or pending listing is refused; a sold one is not', async () => {
    const id = `vitest-dup-${randomUUID().slice(0, 8)}`
    const street = `${1000 + Math.floor(Math.random() * 8000)} Vitest Street`
    const listing = {
      ...listingFromMarketHome(amesMarket()[0]!, Date.now()),
      id,
      status: 'active' as const,
      address: { line1: street, city: 'Ames', state: 'IA', zip: '50014' },
    }
    await db().doc(`listings/${id}`).set(listing)
    try {
      await untilCatalog(() => listingCatalog().get(id) !== undefined)
      const typed = street.replace('Street', 'st.').toUpperCase()
      expect(activeListingAt({ line1: typed, city: 'Ames', state: 'IA', zip: '50014' })?.id).toBe(
        id,
      )
      expect(
        activeListingAt({ line1: typed, city: 'Ames', state: 'IA', zip: '50010' }),
      ).toBeUndefined()
      const refused = resolveProperty({
        mode: 'new',
        line1: typed,
        zip: '50014',
        neighborhood: 'Gilbert',
      })
      expect(refused).toEqual({
        ok: false,
        status: 409,
        field: 'line1',
        message: flowMessages.duplicate(`${street}, Ames, IA 50014`),
      })

      await db().doc(`listings/${id}`).update({ status: 'sold' })
      await untilCatalog(() => listingCatalog().get(id)?.status === 'sold')
      expect(
        resolveProperty({ mode: 'new', line1: typed, zip: '50014', neighborhood: 'Gilbert' }).ok,
      ).toBe(true)
    } finally {
      await db().doc(`listings/${id}`).delete()
    }
  })

  test('a known address that is for sale now is refused; one that sold is found with its record', () => {
    const homes = amesMarket()
    const forSale =
      listingCatalog().all().length > 0
        ? homes.find((home) => listingCatalog().get(home.id)?.status === 'active')
        : undefined
    const sold = homes.find(
      (home) =>
        listingCatalog().get(home.id)?.status !== 'active' &&
        listingCatalog().get(home.id)?.status !== 'pending',
    )!
    const found = resolveProperty({
      mode: 'known',
      knownAddress: `${sold.address.line1}, ${sold.address.city}, IA ${sold.address.zip}`,
    })
    if (found.ok)
      expect(found.property).toEqual({
        homeId: sold.id,
        address: sold.address,
        neighborhood: sold.neighborhood,
        lat: sold.lat,
        lng: sold.lng,
      })
    else expect(found.message).toBe(flowMessages.knownAddressAmbiguous)
    if (forSale)
      expect(
        resolveProperty({
          mode: 'known',
          knownAddress: `${forSale.address.line1} ${forSale.address.zip}`,
        }).ok,
      ).toBe(false)
  })
})

describe('publishing a draft', () => {
  test('makes one active listing owned by the seller, clears the draft, and a second press makes no other', async () => {
    const user = seller()
    const draft = draftFor(user.uid, `${1000 + Math.floor(Math.random() * 8000)} Publish Lane`)
    await db().doc(`sellerDrafts/${user.uid}`).set(draft)
    try {
      const first = await publishDraft(user, draft.listingId)
      expect(first).toEqual({
        ok: true,
        listingId: draft.listingId,
        repeated: false,
        plan: 'on-your-own',
      })
      const stored = (await db().doc(`listings/${draft.listingId}`).get()).data()!
      expect(stored).toMatchObject({
        id: draft.listingId,
        source: 'seller',
        sellerId: user.uid,
        status: 'active',
        plan: 'on-your-own',
        price: 210_000,
        beds: 3,
        baths: 2.5,
        stories: 2,
        address: draft.property!.address,
        neighborhood: 'Gilbert',
        photos: [],
        description: draft.details!.description,
      })
      expect(stored.listedAt).toBeGreaterThan(Date.now() - 60_000)
      // a free plan has nothing to pay
      expect(stored.planPayment).toBeUndefined()
      expect((await db().doc(`sellerDrafts/${user.uid}`).get()).exists).toBe(false)

      // the second press: the draft is gone, the listing is found by the id the page sent
      expect(await publishDraft(user, draft.listingId)).toEqual({
        ok: true,
        listingId: draft.listingId,
        repeated: true,
        plan: 'on-your-own',
      })
      // two presses at once
      await db().doc(`sellerDrafts/${user.uid}`).set(draft)
      const both = await Promise.all([
        publishDraft(user, draft.listingId),
        publishDraft(user, draft.listingId),
      ])
      expect(both.every((outcome) => outcome.ok && outcome.listingId === draft.listingId)).toBe(
        true,
      )
      expect((await db().collection('listings').where('sellerId', '==', user.uid).get()).size).toBe(
        1,
      )
      // without the id, nothing to publish
      expect(await publishDraft(user, undefined)).toEqual({
        ok: false,
        status: 409,
        message: flowMessages.nothingToPublish,
        nothingToPublish: true,
      })
    } finally {
      await db().doc(`listings/${draft.listingId}`).delete()
      await db().doc(`sellerDrafts/${user.uid}`).delete()
    }
  })

  test('a plan with a price is recorded on the listing as not paid yet, with no order until the seller is sent to pay', async () => {
    const user = seller()
    const draft = {
      ...draftFor(user.uid, `${1000 + Math.floor(Math.random() * 8000)} Payment Place`),
      plan: 'expert-on-call',
    }
    await db().doc(`sellerDrafts/${user.uid}`).set(draft)
    try {
      expect(await publishDraft(user, draft.listingId)).toEqual({
        ok: true,
        listingId: draft.listingId,
        repeated: false,
        plan: 'expert-on-call',
      })
      const stored = (await db().doc(`listings/${draft.listingId}`).get()).data()!
      expect(stored).toMatchObject({
        plan: 'expert-on-call',
        planPayment: { status: 'pending', orderId: null, attempt: 0 },
      })
    } finally {
      await Promise.all([
        db().doc(`listings/${draft.listingId}`).delete(),
        db().doc(`sellerDrafts/${user.uid}`).delete(),
      ])
    }
  })

  test('another account cannot claim a listing by sending its id, and an unfinished draft is not published', async () => {
    const owner = seller()
    const other = seller()
    const draft = draftFor(owner.uid, `${1000 + Math.floor(Math.random() * 8000)} Claim Court`)
    await db().doc(`sellerDrafts/${owner.uid}`).set(draft)
    try {
      expect((await publishDraft(owner, undefined)).ok).toBe(true)
      expect(await publishDraft(other, draft.listingId)).toEqual({
        ok: false,
        status: 409,
        message: flowMessages.nothingToPublish,
        nothingToPublish: true,
      })
      const unfinished = { ...draftFor(other.uid, '9 Unfinished Road'), plan: undefined }
      delete unfinished.plan
      await db().doc(`sellerDrafts/${other.uid}`).set(unfinished)
      expect((await publishDraft(other, unfinished.listingId)).ok).toBe(false)
      expect(
        (await db().collection('listings').where('sellerId', '==', other.uid).get()).size,
      ).toBe(0)
      expect((await db().doc(`sellerDrafts/${other.uid}`).get()).exists).toBe(true)
    } finally {
      await Promise.all([
        db().doc(`listings/${draft.listingId}`).delete(),
        db().doc(`sellerDrafts/${owner.uid}`).delete(),
        db().doc(`sellerDrafts/${other.uid}`).delete(),
      ])
    }
  })
})
