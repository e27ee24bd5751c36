import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { reloadEnv } from '~/platform/env.server'
import { secretField } from '~/core/data/account-coverage'
import { accountCoverage, accountDataOf, exportFilename } from './account-data.server'
import { dealings } from './account-records.fixture'

// the file store is the embedded default's folder, here a temporary one
const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-account-data-'))
process.env.DEMO_DATA_DIR = dataDir
reloadEnv()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const idsOf = (records: Array<Record<string, unknown>> | undefined) =>
  (records ?? []).map((record) => record.id)

// every key at every depth of a JSON value
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf)
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
  return []
}

describe('download my data (ADR 039)', () => {
  test('an export nobody waits for any more stops instead of reading on (ADR 063)', async () => {
    const gone = new AbortController()
    gone.abort()
    await expect(accountDataOf('nobody-waits', Date.now(), gone.signal)).rejects.toMatchObject({
      name: 'AbortError',
    })
  })

  test('the buyer’s copy holds every record stored about them, from every collection that names them', async () => {
    const world = await dealings()
    const { buyer, ids } = world
    const copy = await accountDataOf(buyer.uid, Date.parse('2030-05-06T10:00:00Z'))
    const { collections } = copy
    expect(copy.exportedAt).toBe('2030-05-06T10:00:00.000Z')
    expect(copy.account).toMatchObject({
      uid: buyer.uid,
      email: buyer.email,
      displayName: buyer.displayName,
      signInMethods: ['password'],
    })
    expect(collections.users).toEqual([
      expect.objectContaining({ id: buyer.uid, email: buyer.email, phoneNumber: buyer.phone }),
    ])
    expect(collections.savedHomes).toEqual([
      expect.objectContaining({ uid: buyer.uid, listingId: world.active.id }),
    ])
    expect(idsOf(collections.savedSearches)).toEqual([ids.searchId])
    expect(collections.inquiries).toEqual([
      expect.objectContaining({ id: ids.inquiryId, message: world.question }),
    ])
    expect(collections.threads).toEqual([
      expect.objectContaining({ id: ids.threadId, buyerName: buyer.displayName }),
    ])
    expect(idsOf(collections.appointments)).toEqual([ids.tourId])
    expect(idsOf(collections.offers).sort()).toEqual([ids.acceptedOfferId, ids.openOfferId].sort())
    expect(idsOf(collections.serviceRequests)).toEqual([ids.requestId])
    expect(idsOf(collections.leads)).toEqual([ids.leadId])
    expect(idsOf(collections.quotes)).toEqual([ids.quoteId])
    expect(idsOf(collections.jobs)).toEqual([ids.quoteId])
    expect(collections.reviews).toEqual([
      expect.objectContaining({
        id: ids.quoteId,
        author: world.author,
        providerId: ids.providerId,
      }),
    ])
    expect(idsOf(collections.documents).sort()).toEqual(
      [ids.ownDocumentId, ids.sellersDocumentId].sort(),
    )
    expect(idsOf(collections.documentEvents).sort()).toEqual(
      [ids.ownEventId, ids.readEventId].sort(),
    )
    expect(idsOf(collections.orders).sort()).toEqual([ids.paidOrderId, ids.pendingOrderId].sort())
    expect(idsOf(collections.mail)).toEqual([ids.mailToBuyer])
    expect(idsOf(collections.events)).toEqual([ids.viewId])
    expect(idsOf(collections.photos)).toEqual([ids.photo])
    expect(idsOf(collections.sellerDrafts)).toEqual([buyer.uid])
    expect(collections.sessions).toEqual([
      expect.objectContaining({ uid: buyer.uid, endedAt: null }),
    ])
    // every declared collection that names a person is read
    expect(Object.keys(collections).sort()).toEqual(
      Object.entries(accountCoverage)
        .filter(([, coverage]) => coverage.links.length > 0 || 'under' in coverage)
        .map(([name]) => name)
        .sort(),
    )
    // the other people's own records are not in it
    expect(idsOf(collections.listings)).toEqual([])
    expect(idsOf(collections.providers)).toEqual([])
  })

  test('no secret: no session id, password, Stripe session, document words or hash, nor a field named like one', async () => {
    const { buyer, sid } = await dealings()
    const copy = await accountDataOf(buyer.uid)
    const text = JSON.stringify(copy)
    for (const secret of [
      sid,
      'cs_test_secret_session',
      'checkout.example',
      'pre-approval letter',
      'a'.repeat(64),
      'private note',
    ])
      expect(text, secret).not.toContain(secret)
    expect(text).not.toContain(buyer.password)
    expect(keysOf(copy).filter((key) => secretField.test(key))).toEqual([])
    expect(copy.collections.sessions!.every((session) => !('id' in session))).toBe(true)
  })

  test('the seller’s and the vendor’s copies hold their side of the same dealings, and not the buyer’s own records', async () => {
    const world = await dealings()
    const seller = (await accountDataOf(world.seller.uid)).collections
    expect(idsOf(seller.listings).sort()).toEqual([world.active.id, world.sold.id].sort())
    expect(idsOf(seller.threads)).toEqual([world.ids.threadId])
    expect(idsOf(seller.offers).sort()).toEqual(
      [world.ids.acceptedOfferId, world.ids.openOfferId].sort(),
    )
    expect(idsOf(seller.savedSearches)).toEqual([])
    expect(idsOf(seller.orders)).toEqual([])
    const vendor = (await accountDataOf(world.vendor.uid)).collections
    expect(idsOf(vendor.providers)).toEqual([world.ids.providerId])
    expect(vendor.leads).toEqual([expect.objectContaining({ id: world.ids.leadId })])
    expect(vendor.leads![0]).not.toHaveProperty('note')
    expect(idsOf(vendor.reviews)).toEqual([world.ids.quoteId])
    expect(idsOf(vendor.serviceRequests)).toEqual([])
  })

  test('the file is named for the day', () => {
    expect(exportFilename(Date.parse('2031-12-24T23:59:00Z'))).toBe(
      'threshold-data-2031-12-24.json',
    )
  })
})
