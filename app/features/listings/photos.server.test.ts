import { listings } from '~/core/data/listings.server'
import { listingFromMarketHome } from './market-listings'
import { amesMarket } from '~/features/market/load-market.server'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { reloadEnv } from '~/platform/env.server'
import { db } from '~/platform/firebase.server'
import { listFiles, readFile } from '~/platform/storage/storage.server'
import { startListingCatalog, stopListingCatalog } from './listings.server'
import { photoMessages } from './messages'
import { photoSizes, type PhotoSize } from './photo'
import {
  acceptPhoto,
  attachPhotos,
  photoFileFor,
  photoRecord,
  preparePhoto,
  removePhoto,
  setPhotoAlt,
  sniffImageType,
} from './photos.server'

// the file store is the embedded default's folder, here a temporary one
const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-photos-'))
process.env.DEMO_DATA_DIR = dataDir
reloadEnv()
beforeAll(async () => {
  await startListingCatalog()
})
afterAll(() => {
  stopListingCatalog()
  rmSync(dataDir, { recursive: true, force: true })
})

const sizes = Object.keys(photoSizes) as PhotoSize[]
const uid = () => `vitest-${randomUUID()}`

function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 190 } } })[
    format
  ]()
}

// the EXIF GPS sub-directory's pointer (tag 0x8825), in either byte order
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))

async function storedMetadata(photoId: string) {
  return Promise.all(
    sizes.map(async (size) =>
      sharp((await readFile(`photos/${photoId}/${size}.jpg`))!.bytes).metadata(),
    ),
  )
}

describe('a phone photo loses its metadata', () => {
  test('a JPEG with EXIF GPS, an ICC profile and XMP is stored at every size with none of them, upright', async () => {
    const original = await photo(2400, 1200)
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Camera 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '42/1 1/1 30/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '93/1 37/1 0/1',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .toBuffer()
    const before = await sharp(original).metadata()
    expect(before.exif && hasGpsTag(before.exif)).toBe(true)
    expect(before.icc).toBeDefined()
    expect(before.xmp).toBeDefined()
    expect(before.orientation).toBe(6)

    const owner = uid()
    const accepted = await acceptPhoto(owner, original, 'IMG_0001.jpg')
    if (!accepted.ok) throw new Error(accepted.message)
    // turned by its orientation: 1200 wide, 2400 high, stored at most 1600 wide
    expect(accepted.photo).toMatchObject({ width: 1200, height: 2400 })
    const stored = await storedMetadata(accepted.photo.id)
    for (const metadata of stored) {
      expect(metadata.format).toBe('jpeg')
      expect(metadata.exif).toBeUndefined()
      expect(metadata.icc).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(metadata.iptc).toBeUndefined()
      expect(metadata.orientation).toBeUndefined()
    }
    expect(stored.map((metadata) => [metadata.width, metadata.height])).toEqual([
      [480, 960],
      [960, 1920],
      [1200, 2400],
    ])
    expect(await photoRecord(accepted.photo.id)).toMatchObject({
      ownerUid: owner,
      listingId: null,
      width: 1200,
      height: 2400,
    })
  })

  test('PNG and WebP are taken and stored as JPEG', async () => {
    for (const format of ['png', 'webp'] as const) {
      const accepted = await acceptPhoto(
        uid(),
        await photo(800, 600, format).toBuffer(),
        `room.${format}`,
      )
      expect(accepted.ok).toBe(true)
      if (accepted.ok)
        expect(
          (await sharp((await readFile(`photos/${accepted.photo.id}/large.jpg`))!.bytes).metadata())
            .format,
        ).toBe('jpeg')
    }
  })
})

describe('what is not a photo is refused or neutralised', () => {
  test('HTML named .jpg and SVG are refused by their bytes, and nothing is stored', async () => {
    const before = await listFiles('photos/')
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    )
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>',
    )
    expect(sniffImageType(html)).toBeNull()
    expect(await acceptPhoto(uid(), html, 'house.jpg')).toEqual({
      ok: false,
      message: photoMessages.notAnImage,
    })
    expect(await acceptPhoto(uid(), svg, 'house.svg')).toEqual({
      ok: false,
      message: photoMessages.notAnImage,
    })
    expect(await listFiles('photos/')).toEqual(before)
  })

  test('a JPEG with HTML after its end or inside a comment is served as sharp encoded it, without the markup', async () => {
    const jpeg = await photo(640, 480).toBuffer()
    const markup = Buffer.from('<html><script>alert("polyglot")</script></html>')
    const trailing = Buffer.concat([jpeg, markup])
    // a COM segment (FF FE, length) right after the start of image
    const comment = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0, markup.length + 2]),
      markup,
      jpeg.subarray(2),
    ])
    for (const polyglot of [trailing, comment]) {
      expect(polyglot.includes('<script>')).toBe(true)
      const accepted = await acceptPhoto(uid(), polyglot, 'polyglot.jpg')
      if (!accepted.ok) {
        expect(accepted.message).toBe(photoMessages.unreadable)
        continue
      }
      for (const size of sizes) {
        const stored = (await readFile(`photos/${accepted.photo.id}/${size}.jpg`))!.bytes
        expect(stored.includes('<script>')).toBe(false)
        expect(stored.includes('<html>')).toBe(false)
      }
    }
  })

  test('16 MB is refused before it is decoded', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    expect(await acceptPhoto(uid(), big, 'big.jpg')).toEqual({
      ok: false,
      message: photoMessages.tooLarge,
    })
  })

  test('a 60 megapixel image that is a small file (a decompression bomb) is refused', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: 'white' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(1_000_000)
    const started = performance.now()
    expect(await preparePhoto(bomb)).toEqual({ ok: false, message: photoMessages.tooManyPixels })
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  test('bytes that start like a JPEG but are not one are refused as unreadable', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not really a photo'.repeat(100)),
    ])
    expect(await acceptPhoto(uid(), fake, 'fake.jpg')).toEqual({
      ok: false,
      message: photoMessages.unreadable,
    })
  })
})

describe('a 12 megapixel photo', () => {
  test('is processed in a time we report', async () => {
    // noise: the hardest case for JPEG, like foliage in a phone photo
    const original = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer()
    const started = performance.now()
    const accepted = await acceptPhoto(uid(), original, 'IMG_4000x3000.jpg')
    const ms = Math.round(performance.now() - started)
    expect(accepted.ok).toBe(true)
    console.info(
      `12 MP photo (${(original.length / 1e6).toFixed(1)} MB): accepted and stored at three sizes in ${ms} ms`,
    )
    expect(ms).toBeLessThan(15_000)
  })
})

describe('owners', () => {
  test('attach, alt and remove touch only the owner’s photos; a draft photo is served to its owner only, a published one to anyone', async () => {
    const [owner, other] = [uid(), uid()]
    const image = await photo(600, 400).toBuffer()
    const mine = await acceptPhoto(owner, image, 'a.jpg')
    const theirs = await acceptPhoto(other, image, 'b.jpg')
    if (!mine.ok || !theirs.ok) throw new Error('not accepted')

    expect(await photoFileFor(mine.photo.id, 'small', owner)).toMatchObject({ published: false })
    expect(await photoFileFor(mine.photo.id, 'small', other)).toBeNull()
    expect(await photoFileFor(mine.photo.id, 'small', null)).toBeNull()
    expect(await setPhotoAlt(other, mine.photo.id, 'Mine now')).toBe(false)
    expect(await setPhotoAlt(owner, mine.photo.id, 'The kitchen\nfrom the door')).toBe(true)
    expect((await photoRecord(mine.photo.id))?.alt).toBe('The kitchen from the door')
    expect(await removePhoto(other, mine.photo.id)).toBe(false)

    const listingId = `s-vitest${randomUUID().replace(/-/g, '').slice(0, 14)}`
    await listings.doc(listingId).set({
      ...listingFromMarketHome(amesMarket()[0]!, Date.now()),
      id: listingId,
      source: 'seller',
      status: 'active',
      sellerId: owner,
    })
    expect(
      await attachPhotos(owner, [mine.photo.id, theirs.photo.id, '__proto__'], listingId),
    ).toEqual([mine.photo.id])
    expect((await photoRecord(theirs.photo.id))?.listingId).toBeNull()
    expect(await photoFileFor(mine.photo.id, 'large', null)).toMatchObject({ published: true })
    expect(await photoFileFor(theirs.photo.id, 'large', null)).toBeNull()
    // a published photo is the listing's: it is not removed as a draft's would be
    expect(await removePhoto(owner, mine.photo.id)).toBe(false)

    expect(await removePhoto(other, theirs.photo.id)).toBe(true)
    expect(await photoRecord(theirs.photo.id)).toBeNull()
    expect(await listFiles(`photos/${theirs.photo.id}/`)).toEqual([])
    await db().collection('listings').doc(listingId).delete()
  })
})
