import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, test } from 'vitest'
import { photoMessages } from '~/features/listings/messages'
import { photoRecord } from '~/features/listings/photos.server'
import { reloadEnv } from '~/platform/env.server'
import { db } from '~/platform/firebase.server'
import { sellerDrafts, type SellerDraft } from '~/core/data/seller-drafts.server'
import { discardDraft } from './draft.server'
import { staleAfterMs, sweepStaleDrafts } from './draft-sweep.server'
import { addDraftPhotos, changeDraftPhotos, draftPhotos } from './photos-step.server'

const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-photo-step-'))
process.env.DEMO_DATA_DIR = dataDir
reloadEnv()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const uid = () => `vitest-${randomUUID()}`
// a draft at the property step, as the flow stores it
const draftAt = (seller: string, line1: string): SellerDraft => ({
  uid: seller,
  step: 'details',
  property: {
    homeId: null,
    address: { line1, city: 'Ames', state: 'IA', zip: '50010' },
    neighborhood: 'NAmes',
    lat: 42.03,
    lng: -93.62,
  },
  photos: [],
  updatedAt: Date.now(),
})
const image = (r: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g: 100, b: 100 } } })
    .jpeg()
    .toBuffer()

describe('the photos step', () => {
  test('a draft untouched for 30 days is swept with its photos; a fresh draft and its photos stay', async () => {
    const [stale, fresh] = [uid(), uid()]
    const now = Date.now()
    for (const seller of [stale, fresh]) {
      await db().doc(`sellerDrafts/${seller}`).set(draftAt(seller, '9 Oak Street'))
      await addDraftPhotos(seller, [
        { filename: 'a.jpg', bytes: await image(seller === stale ? 60 : 70) },
      ])
    }
    await db()
      .doc(`sellerDrafts/${stale}`)
      .update({ updatedAt: now - staleAfterMs - 1_000 })
    const [stalePhoto] = (await draftPhotos(stale)).photos
    const [freshPhoto] = (await draftPhotos(fresh)).photos
    const swept = await sweepStaleDrafts(now)
    expect(swept.drafts).toBeGreaterThanOrEqual(1)
    expect((await db().doc(`sellerDrafts/${stale}`).get()).exists).toBe(false)
    expect(await photoRecord(stalePhoto!.id)).toBeNull()
    expect((await db().doc(`sellerDrafts/${fresh}`).get()).exists).toBe(true)
    expect(await photoRecord(freshPhoto!.id)).not.toBeNull()
  })

  test('a discarded draft takes its photos with it, records and files', async () => {
    const seller = uid()
    await db().doc(`sellerDrafts/${seller}`).set(draftAt(seller, '7 Elm Street'))
    await addDraftPhotos(seller, [
      { filename: 'a.jpg', bytes: await image(40) },
      { filename: 'b.jpg', bytes: await image(50) },
    ])
    const { photos } = await draftPhotos(seller)
    expect(photos).toHaveLength(2)
    expect(await discardDraft(seller)).toEqual({ discarded: true, photos: 2 })
    expect((await db().doc(`sellerDrafts/${seller}`).get()).exists).toBe(false)
    for (const photo of photos) expect(await photoRecord(photo.id)).toBeNull()
    expect(await discardDraft(seller)).toEqual({ discarded: false, photos: 0 })
  })

  test('the same file sent twice (a second press without JavaScript) is one photo; the default description names the address', async () => {
    const seller = uid()
    await db().doc(`sellerDrafts/${seller}`).set(draftAt(seller, '118 Main Street'))
    const bytes = await image(10)
    expect(await addDraftPhotos(seller, [{ filename: 'a.jpg', bytes }])).toEqual({
      ok: true,
      count: 1,
      photoId: expect.stringMatching(/^p-/),
    })
    expect(
      await addDraftPhotos(seller, [
        { filename: 'a.jpg', bytes },
        { filename: 'b.jpg', bytes: await image(20) },
      ]),
    ).toEqual({ ok: true, count: 1, photoId: expect.stringMatching(/^p-/) })
    const { photos } = await draftPhotos(seller)
    // no description is made up (issue 41 M3): the seller is asked for one
    expect(photos.map((photo) => photo.alt)).toEqual(['', ''])
    // the flow's other fields stay as they were
    expect((await sellerDrafts.doc(seller).get()).data()?.property).toEqual(
      draftAt(seller, '118 Main Street').property,
    )
  })

  test('a post with one bad file stores none of its files', async () => {
    const seller = uid()
    const outcome = await addDraftPhotos(seller, [
      { filename: 'good.jpg', bytes: await image(30) },
      { filename: 'page.jpg', bytes: Buffer.from('<html></html>') },
    ])
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      message: `page.jpg: ${photoMessages.notAnImage}`,
    })
    expect((await db().collection('photos').where('ownerUid', '==', seller).get()).size).toBe(0)
    expect((await draftPhotos(seller)).photos).toEqual([])
  })

  test('moves, descriptions and removal change only the account’s own draft', async () => {
    const [seller, other] = [uid(), uid()]
    await addDraftPhotos(seller, [
      { filename: 'a.jpg', bytes: await image(40) },
      { filename: 'b.jpg', bytes: await image(50) },
    ])
    await addDraftPhotos(other, [{ filename: 'c.jpg', bytes: await image(60) }])
    const [first, second] = (await draftPhotos(seller)).photos
    const [theirs] = (await draftPhotos(other)).photos
    const list = (intent: string, photos = [first!, second!]) => ({
      intent,
      photos: photos.map(({ id, alt }) => ({ id, alt })),
    })

    expect(await changeDraftPhotos(seller, list(`remove:${theirs!.id}`))).toMatchObject({
      ok: false,
      status: 404,
      message: photoMessages.notFound,
    })
    expect(
      await changeDraftPhotos(seller, {
        intent: 'save',
        photos: [{ id: theirs!.id, alt: 'Mine' }],
      }),
    ).toMatchObject({ ok: false, status: 404 })
    expect(await photoRecord(theirs!.id)).toMatchObject({ alt: theirs!.alt, ownerUid: other })

    await changeDraftPhotos(seller, {
      intent: `down:${first!.id}`,
      photos: [
        { id: first!.id, alt: 'The porch' },
        { id: second!.id, alt: second!.alt },
      ],
    })
    expect((await draftPhotos(seller)).photos.map((photo) => [photo.id, photo.alt])).toEqual([
      [second!.id, second!.alt],
      [first!.id, 'The porch'],
    ])
    expect((await photoRecord(first!.id))?.alt).toBe('The porch')

    expect(
      await changeDraftPhotos(seller, { intent: `remove:${second!.id}`, photos: [] }),
    ).toMatchObject({ ok: true, intent: 'remove' })
    expect((await draftPhotos(seller)).photos.map((photo) => photo.id)).toEqual([first!.id])
    expect(await photoRecord(second!.id)).toBeNull()
  })
})
