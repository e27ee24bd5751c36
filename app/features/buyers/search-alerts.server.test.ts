import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { Listing } from '~/features/listings/listing'
import type { ListingChanges } from '~/features/listings/listing-catalog.server'
import { listingFixture } from '~/features/marketing/marketing-fixture.test-data'
import { ListingIndex } from '~/features/search/listing-index.server'
import { parseSearchParams, searchParamsOf } from '~/features/search/search-query'
import { db } from '~/platform/firebase.server'
import { saveSearch } from './saved-searches.server'
import { alertPeriodMs, runSearchAlerts } from './search-alerts.server'

const dayMs = 24 * 3_600_000
const origin = 'https://threshold.example'

// an index over listings this test owns, told of each new one as the catalog would tell it
function market(initial: Listing[]) {
  const listeners: Array<(changes: ListingChanges) => void> = []
  const index = new ListingIndex({
    all: () => initial,
    subscribe: (listener) => (listeners.push(listener), () => undefined),
  })
  return {
    search: index.search.bind(index),
    async add(listing: Listing) {
      for (const listener of listeners) listener({ upserted: [listing], removed: [] })
      await index.updated
    },
  }
}

const home = (id: string, listedAt: number, changes: Partial<Listing> = {}): Listing => ({
  ...listingFixture,
  id,
  listedAt,
  createdAt: listedAt,
  updatedAt: listedAt,
  ...changes,
})

async function buyer() {
  const uid = `alerts-${randomUUID()}`
  await db()
    .doc(`users/${uid}`)
    .set({
      uid,
      email: `${uid}@example.com`,
      displayName: 'Alert Buyer',
      photoURL: null,
      phoneNumber: null,
      role: 'buyer',
      createdAt: Date.now(),
      lastLoginAt: Date.now(),
    })
  return uid
}

const lettersTo = async (uid: string) =>
  (await db().collection('mail').where('toUids', 'array-contains', uid).get()).docs.map(
    (doc) => doc.get('message') as { subject: string; text: string },
  )

describe('saved-search alerts', () => {
  test('a weekly search mails each new matching home exactly once, and nothing before its week is up', async () => {
    const uid = await buyer()
    const zip = String(10_000 + Math.floor(Math.random() * 80_000))
    const savedAt = Date.now() - 8 * dayMs
    const old = home(`alert-old-${randomUUID()}`, savedAt - dayMs, {
      address: { ...listingFixture.address, zip },
    })
    const homes = market([old])
    const saved = await saveSearch(uid, {
      name: 'Three beds here',
      frequency: 'weekly',
      params: `place=${zip}&beds=3`,
    })
    await db().doc(`savedSearches/${saved.id}`).update({ createdAt: savedAt })

    // nothing new yet: the week is up, no letter
    expect(
      await runSearchAlerts(homes.search, { now: Date.now(), origin }).then((run) => run.due),
    ).toBeGreaterThanOrEqual(1)
    expect(await lettersTo(uid)).toEqual([])

    const fresh = home(`alert-new-${randomUUID()}`, Date.now() - 3_600_000, {
      address: { ...listingFixture.address, line1: '77 Alert Lane', zip },
    })
    const tooSmall = home(`alert-two-beds-${randomUUID()}`, Date.now() - 3_600_000, {
      beds: 2,
      address: { ...listingFixture.address, zip },
    })
    await homes.add(fresh)
    await homes.add(tooSmall)
    // the last run was just now: not due again for a week
    await runSearchAlerts(homes.search, { now: Date.now(), origin })
    expect(await lettersTo(uid)).toEqual([])

    const weekLater = Date.now() + alertPeriodMs.weekly + 60_000
    await runSearchAlerts(homes.search, { now: weekLater, origin })
    const letters = await lettersTo(uid)
    expect(letters).toHaveLength(1)
    expect(letters[0]!.subject).toBe('1 new home for “Three beds here”')
    expect(letters[0]!.text).toContain('77 Alert Lane')
    expect(letters[0]!.text).toContain(`${origin}/property/${fresh.id}`)
    expect(letters[0]!.text).not.toContain(tooSmall.id)

    // two runs at once and a later one: the home is never mailed again
    await Promise.all([
      runSearchAlerts(homes.search, { now: weekLater + alertPeriodMs.weekly, origin }),
      runSearchAlerts(homes.search, { now: weekLater + alertPeriodMs.weekly, origin }),
    ])
    await runSearchAlerts(homes.search, { now: weekLater + 3 * alertPeriodMs.weekly, origin })
    expect(await lettersTo(uid)).toHaveLength(1)
  })

  test('a search with alerts off, or an owner who turned them off in settings, gets no mail', async () => {
    const zip = String(10_000 + Math.floor(Math.random() * 80_000))
    const savedAt = Date.now() - 8 * dayMs
    const homes = market([
      home(`alert-off-${randomUUID()}`, Date.now() - 3_600_000, {
        address: { ...listingFixture.address, zip },
      }),
    ])
    const never = await buyer()
    const optedOut = await buyer()
    await db()
      .doc(`users/${optedOut}`)
      .set({ mailChoices: { searchAlerts: false } }, { merge: true })
    for (const [uid, frequency] of [
      [never, 'never'],
      [optedOut, 'daily'],
    ] as const) {
      const saved = await saveSearch(uid, { name: 'Quiet', frequency, params: `place=${zip}` })
      await db().doc(`savedSearches/${saved.id}`).update({ createdAt: savedAt })
    }
    await runSearchAlerts(homes.search, { now: Date.now(), origin })
    expect(await lettersTo(never)).toEqual([])
    expect(await lettersTo(optedOut)).toEqual([])
  })

  test('a saved search with an area drawn on the map keeps it, and its alert mails only the homes inside it', async () => {
    const uid = await buyer()
    const savedAt = Date.now() - 8 * dayMs
    // a box far from every other test's homes, its area in the URL as the search page writes it
    // to 5 decimals, as an area is kept, so the home on the line is on it exactly
    const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5
    const [lng, lat] = [round(-70 - Math.random() * 10), round(30 + Math.random() * 10)]
    const { query } = parseSearchParams(
      new URLSearchParams({
        area: `${lng},${lat};${round(lng + 0.01)},${lat};${round(lng + 0.01)},${round(lat + 0.01)};${lng},${round(lat + 0.01)}`,
      }),
    )
    const params = searchParamsOf({ ...query, page: 1 }).toString()
    const saved = await saveSearch(uid, { name: 'Inside the box', frequency: 'daily', params })
    const stored = (await db().doc(`savedSearches/${saved.id}`).get()).data()!
    expect(parseSearchParams(new URLSearchParams(stored.params as string)).query.area).toEqual(
      query.area,
    )
    await db().doc(`savedSearches/${saved.id}`).update({ createdAt: savedAt })

    const homes = market([])
    const listed = Date.now() - 3_600_000
    const inside = home(`alert-inside-${randomUUID()}`, listed, {
      lat: lat + 0.005,
      lng: lng + 0.005,
      address: { ...listingFixture.address, line1: '1 Inside Way' },
    })
    const onTheLine = home(`alert-edge-${randomUUID()}`, listed, {
      lat: round(lat + 0.005),
      lng: round(lng + 0.01),
      address: { ...listingFixture.address, line1: '2 Boundary Road' },
    })
    const outside = home(`alert-outside-${randomUUID()}`, listed, {
      lat: lat + 0.005,
      lng: lng + 0.02,
      address: { ...listingFixture.address, line1: '3 Outside Lane' },
    })
    for (const listing of [inside, onTheLine, outside]) await homes.add(listing)

    await runSearchAlerts(homes.search, { now: Date.now(), origin })
    const letters = await lettersTo(uid)
    expect(letters).toHaveLength(1)
    expect(letters[0]!.subject).toBe('2 new homes for “Inside the box”')
    expect(letters[0]!.text).toContain('1 Inside Way')
    expect(letters[0]!.text).toContain('2 Boundary Road')
    expect(letters[0]!.text).not.toContain('3 Outside Lane')
    expect(letters[0]!.text).toContain(`${origin}/property-search?${params}`)
  })
})
