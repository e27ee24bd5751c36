import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { reloadEnv } from '~/platform/env.server'
import { auth, db } from '~/platform/firebase.server'
import { listFiles } from '~/platform/storage/storage.server'
import { accountCoverage } from './account-data.server'
import {
  deletedProviderId,
  deletedUid,
  deletionSteps,
  eraseAccount,
  scrubberOf,
} from './account-deletion.server'
import { dealings, everyStoredText, tracesOf } from './account-records.fixture'
import { deletedUserLabel, settingsMessages } from './settings-messages'

// the file store is the embedded default's folder, here a temporary one
const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-account-deletion-'))
process.env.DEMO_DATA_DIR = dataDir
reloadEnv()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const get = async (docPath: string) => (await db().doc(docPath).get()).data()
const accountExists = (uid: string) =>
  auth()
    .getUser(uid)
    .then(
      () => true,
      () => false,
    )

describe('delete my account (ADR 039)', () => {
  test('a buyer’s own records go; what the seller and the vendor need stays, with no name, e-mail, phone or uid of the buyer anywhere', async () => {
    const world = await dealings()
    const { buyer, seller, vendor, ids } = world
    await eraseAccount(buyer.uid)

    expect(await accountExists(buyer.uid)).toBe(false)
    expect(await get(`users/${buyer.uid}`)).toBeUndefined()
    for (const gone of [
      `savedHomes/${buyer.uid}__${world.active.id}`,
      `savedSearches/${ids.searchId}`,
      `sellerDrafts/${buyer.uid}`,
      `sessions/${world.sid}`,
      `inquiries/${ids.inquiryId}`,
      `serviceRequests/${ids.requestId}`,
      `documents/${ids.ownDocumentId}`,
      `documentEvents/${ids.ownEventId}`,
      `orders/${ids.pendingOrderId}`,
      `mail/${ids.mailToBuyer}`,
      `photos/${ids.photo}`,
    ]) {
      expect(await get(gone), gone).toBeUndefined()
    }
    expect(await listFiles(`photos/${ids.photo}/`)).toEqual([])
    expect(await listFiles(`documents/${buyer.uid}/`)).toEqual([])

    // the seller keeps the conversation, the accepted offer and a declined tour, without the buyer
    const thread = await get(`threads/${ids.threadId}`)
    expect(thread).toMatchObject({
      buyerUid: deletedUid,
      buyerName: deletedUserLabel,
      buyerEmail: '',
      sellerId: seller.uid,
    })
    expect(thread?.messages).toEqual([
      expect.objectContaining({
        from: 'buyer',
        text: `Hello, I am ${deletedUserLabel} (${deletedUserLabel}, ${deletedUserLabel}). Is the roof new?`,
      }),
      expect.objectContaining({ from: 'seller' }),
    ])
    expect(await get(`offers/${ids.acceptedOfferId}`)).toMatchObject({
      uid: deletedUid,
      sellerId: seller.uid,
      status: 'accepted',
      amount: 340_000,
    })
    expect(await get(`offers/${ids.openOfferId}`)).toMatchObject({
      uid: deletedUid,
      status: 'withdrawn',
    })
    expect((await get(`offers/${ids.openOfferId}`))?.history.at(-1)).toMatchObject({
      by: 'system',
      action: 'withdrawn',
      reason: settingsMessages.deletion.buyerLeft,
    })
    expect(await get(`appointments/${ids.tourId}`)).toMatchObject({
      uid: deletedUid,
      status: 'cancelled',
    })
    // the vendor keeps the lead, the quote, the job and the review, and its averages
    expect(await get(`leads/${ids.leadId}`)).toMatchObject({
      requesterUid: deletedUid,
      vendorUid: vendor.uid,
      status: 'won',
      details: `Call ${deletedUserLabel} first`,
    })
    expect(await get(`quotes/${ids.quoteId}`)).toMatchObject({
      requesterUid: deletedUid,
      status: 'accepted',
    })
    expect(await get(`jobs/${ids.quoteId}`)).toMatchObject({
      clientUid: deletedUid,
      vendorUid: vendor.uid,
      reviewed: true,
    })
    expect(await get(`providers/${ids.providerId}/reviews/${ids.quoteId}`)).toMatchObject({
      author: deletedUserLabel,
      rating: 5,
      text: 'Thorough and kind.',
    })
    // the seller's document is no longer shared with anyone, and its reader is nobody now
    expect(await get(`documents/${ids.sellersDocumentId}`)).toMatchObject({ sharedWith: [] })
    expect(await get(`documentEvents/${ids.readEventId}`)).toMatchObject({
      actorUid: deletedUid,
      actorName: deletedUserLabel,
      ownerUid: seller.uid,
    })
    expect(await get(`orders/${ids.paidOrderId}`)).toMatchObject({
      uid: deletedUid,
      status: 'paid',
      amountCents: 49_900,
    })
    expect(await get(`events/${ids.viewId}`)).toMatchObject({
      uid: null,
      path: `/property/${world.active.id}`,
    })
    // the mail of the people the buyer dealt with no longer names them
    expect(await get(`mail/${ids.mailToVendor}`)).toMatchObject({
      message: {
        subject: `A 5-star review from ${deletedUserLabel}`,
        text: `${deletedUserLabel} reviewed your job. Reach them at ${deletedUserLabel}.`,
      },
    })
    expect((await get(`mail/${ids.mailToSeller}`))?.message.text).not.toContain(buyer.displayName)

    const traces = tracesOf(await everyStoredText(), [
      buyer.displayName,
      buyer.email,
      buyer.phone,
      buyer.uid,
      world.author,
    ])
    expect(traces).toEqual([])
    // the others are untouched
    expect(await accountExists(seller.uid)).toBe(true)
    expect(await get(`users/${vendor.uid}`)).toMatchObject({ displayName: vendor.displayName })
  })

  test('a seller leaves: listings not under contract go with their photos, a sold one stays; buyers keep their side', async () => {
    const world = await dealings()
    const { seller, ids } = world
    await eraseAccount(seller.uid)
    expect(await accountExists(seller.uid)).toBe(false)
    expect(await get(`listings/${world.active.id}`)).toBeUndefined()
    expect(await get(`photos/${world.active.photoId}`)).toBeUndefined()
    expect(await listFiles(`photos/${world.active.photoId}/`)).toEqual([])
    expect(await get(`listings/${world.sold.id}`)).toMatchObject({
      sellerId: deletedUid,
      status: 'sold',
    })
    expect(await get(`photos/${world.sold.photoId}`)).toMatchObject({
      ownerUid: deletedUid,
      listingId: world.sold.id,
    })
    expect(await get(`threads/${ids.threadId}`)).toMatchObject({
      sellerId: deletedUid,
      buyerUid: world.buyer.uid,
      buyerName: world.buyer.displayName,
    })
    expect(await get(`offers/${ids.openOfferId}`)).toMatchObject({
      sellerId: deletedUid,
      uid: world.buyer.uid,
      status: 'declined',
      declineReason: settingsMessages.deletion.sellerLeft,
    })
    expect(await get(`offers/${ids.acceptedOfferId}`)).toMatchObject({
      sellerId: deletedUid,
      status: 'accepted',
    })
    expect(await get(`appointments/${ids.tourId}`)).toMatchObject({
      sellerId: deletedUid,
      status: 'declined',
    })
    expect(await get(`inquiries/${ids.inquiryId}`)).toMatchObject({
      sellerId: deletedUid,
      uid: world.buyer.uid,
      name: world.buyer.displayName,
    })
    expect(await get(`documents/${ids.sellersDocumentId}`)).toBeUndefined()
    expect(await get(`documents/${ids.ownDocumentId}`)).toMatchObject({ sharedWith: [] })
    expect(await get(`savedHomes/${world.buyer.uid}__${world.active.id}`)).toBeDefined()
    expect(
      tracesOf(await everyStoredText(), [seller.displayName, seller.email, seller.uid]),
    ).toEqual([])
  })

  test('a vendor leaves: the business, its logo and reviews go; the client keeps the job and the quote, without the business’s name', async () => {
    const world = await dealings()
    const { vendor, ids } = world
    await eraseAccount(vendor.uid)
    expect(await get(`providers/${ids.providerId}`)).toBeUndefined()
    expect(await get(`providers/${ids.providerId}/reviews/${ids.quoteId}`)).toBeUndefined()
    expect(await get(`jobs/${ids.quoteId}`)).toMatchObject({
      vendorUid: deletedUid,
      clientUid: world.buyer.uid,
      business: deletedUserLabel,
      providerId: deletedProviderId,
    })
    expect(await get(`quotes/${ids.quoteId}`)).toMatchObject({
      vendorUid: deletedUid,
      business: deletedUserLabel,
    })
    const lead = await get(`leads/${ids.leadId}`)
    expect(lead).toMatchObject({ vendorUid: deletedUid })
    expect(lead).not.toHaveProperty('note')
    expect(await get(`serviceRequests/${ids.requestId}`)).toMatchObject({
      providerId: deletedProviderId,
      told: [
        expect.objectContaining({
          providerId: deletedProviderId,
          business: deletedUserLabel,
          name: deletedUserLabel,
        }),
      ],
    })
    expect(
      tracesOf(await everyStoredText(), [
        vendor.displayName,
        vendor.email,
        vendor.uid,
        world.business,
      ]),
    ).toEqual([])
  })

  test('running it again finds nothing left to do', async () => {
    const { buyer } = await dealings()
    await eraseAccount(buyer.uid)
    const again = await eraseAccount(buyer.uid)
    expect(
      Object.values(again).reduce((sum, counts) => sum + counts.deleted + counts.kept, 0),
    ).toBe(1)
  })

  test('every declared collection has a deletion step, and one with a person in it deletes or anonymises', () => {
    expect(Object.keys(deletionSteps).sort()).toEqual(Object.keys(accountCoverage).sort())
    for (const [name, coverage] of Object.entries(accountCoverage))
      if (coverage.links.length > 0 || 'under' in coverage)
        expect(deletionSteps[name]!.each ?? deletionSteps[name]!.special, name).toBeTypeOf(
          'function',
        )
  })

  test('the scrubber cuts out whole words only, in every string of a record', () => {
    const scrub = scrubberOf(['Al Smith', 'al@example.com'])
    expect(
      scrub({ a: 'Call Al Smith at al@example.com', b: ['Al Smithers stays'], c: 3, d: null }),
    ).toEqual({
      a: `Call ${deletedUserLabel} at ${deletedUserLabel}`,
      b: ['Al Smithers stays'],
      c: 3,
      d: null,
    })
  })
})
