import { randomInt } from 'node:crypto'
import { photos, type PhotoRecord } from '~/core/data/photos.server'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { deleteFile, putFile } from '~/platform/storage/storage.server'
import { photoMessages } from './messages'
import { encodePhoto } from './photo-encoding.server'
import {
  isPhotoId,
  maxAltLength,
  maxPhotoBytes,
  maxPhotoPixels,
  photoSizes,
  type ListingPhoto,
  type PhotoSize,
} from './photo'

// photos/{photoId}: declared with its collection (ADR 067)
export type { PhotoRecord }

export type PhotoRefusal = { ok: false; message: string }
// a photo decoded and encoded again at each size, not stored yet
export type PreparedPhoto = {
  ok: true
  width: number
  height: number
  sizes: Record<PhotoSize, Buffer>
  ms: number
}

const sizeNames = Object.keys(photoSizes) as PhotoSize[]
export const photoFilePath = (photoId: string, size: PhotoSize) => `photos/${photoId}/${size}.jpg`

// the image type its first bytes say, whatever its name or the browser's Content-Type claim
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const starts = (offset: number, ...expected: number[]) =>
    expected.every((byte, index) => bytes[offset + index] === byte)
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return null
}

// Only sharp's own output is ever stored or served: the upload is decoded (at most 50 MP, so a
// small file that unpacks to a huge bitmap is refused), turned upright from its EXIF orientation,
// and encoded again as JPEG at each size without any metadata (no EXIF, GPS, ICC or XMP). Bytes
// after or inside the image (HTML in a comment, a script after the end) do not survive that.
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto | PhotoRefusal> {
  const started = performance.now()
  if (bytes.length > maxPhotoBytes) return refusal(photoMessages.tooLarge)
  const type = sniffImageType(bytes)
  if (!type) return refusal(photoMessages.notAnImage)
  const encoded = await encodePhoto({ bytes, type, widths: photoSizes, maxPixels: maxPhotoPixels })
  if (!encoded.ok) {
    if (encoded.reason === 'unreadable')
      logger.info(
        { event: 'photo.unreadable', reason: encoded.detail },
        'photo could not be decoded',
      )
    return refusal(
      encoded.reason === 'too-many-pixels'
        ? photoMessages.tooManyPixels
        : encoded.reason === 'not-an-image'
          ? photoMessages.notAnImage
          : photoMessages.unreadable,
    )
  }
  const sizes = Object.fromEntries(
    sizeNames.map((size) => [size, Buffer.from(encoded.sizes[size]!)]),
  ) as Record<PhotoSize, Buffer>
  return {
    ok: true,
    width: encoded.width,
    height: encoded.height,
    sizes,
    ms: Math.round(performance.now() - started),
  }
}

// the sizes into the file store, then the photos/{id} record; a photo whose record could not be
// written leaves no files behind
export async function storePhoto(
  uid: string,
  prepared: PreparedPhoto,
  alt: string,
  { sourceSha256 }: { sourceSha256?: string } = {},
): Promise<ListingPhoto> {
  const id = newPhotoId()
  const sizes = sizeNames.map((size) => [size, prepared.sizes[size]] as const)
  try {
    await Promise.all(
      sizes.map(([size, bytes]) => putFile(photoFilePath(id, size), bytes, 'image/jpeg')),
    )
    const photo: ListingPhoto = {
      id,
      alt: cleanAlt(alt),
      width: prepared.width,
      height: prepared.height,
    }
    const record: PhotoRecord = {
      ...photo,
      ownerUid: uid,
      listingId: null,
      bytes: sizes.reduce((sum, [, bytes]) => sum + bytes.length, 0),
      createdAt: Date.now(),
      ...(sourceSha256 ? { sourceSha256 } : {}),
    }
    await photos.doc(id).create(record)
    logger.info(
      { event: 'photo.stored', photoId: id, uid, ms: prepared.ms, bytes: record.bytes },
      'photo stored',
    )
    return photo
  } catch (error) {
    await deleteFiles(id)
    throw error
  }
}

// a seller's upload, checked by its bytes and stored at each size; a refusal says why
export async function acceptPhoto(
  uid: string,
  bytes: Buffer,
  filename: string,
  { alt = 'Photo of the home' } = {},
): Promise<{ ok: true; photo: ListingPhoto } | PhotoRefusal> {
  const prepared = await preparePhoto(bytes)
  if (!prepared.ok) {
    logger.info(
      { event: 'photo.refused', uid, file: filename.slice(0, 80), reason: prepared.message },
      'photo refused',
    )
    return prepared
  }
  return { ok: true, photo: await storePhoto(uid, prepared, alt) }
}

// at publish: the owner's photos among photoIds now belong to the listing (and are served to
// anyone while it is not a draft); another account's ids are left alone. The ids attached
export async function attachPhotos(
  uid: string,
  photoIds: string[],
  listingId: string,
): Promise<string[]> {
  const ids = [...new Set(photoIds.filter(isPhotoId))]
  if (ids.length === 0) return []
  return db().runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...ids.map((id) => photos.doc(id)))
    const mine = snapshots.filter((snapshot) => {
      const record = snapshot.data()
      return (
        record?.ownerUid === uid && (record.listingId === null || record.listingId === listingId)
      )
    })
    for (const snapshot of mine) transaction.update(snapshot.ref, { listingId })
    return mine.map((snapshot) => snapshot.id)
  })
}

// the owner's photo of a draft (no listing yet) or of `listingId`: its files and its record. False
// when it is not theirs, or belongs to another listing
export async function removePhoto(
  uid: string,
  photoId: string,
  listingId: string | null = null,
): Promise<boolean> {
  const record = await ownPhoto(uid, photoId)
  if (!record || record.listingId !== listingId) return false
  await photos.doc(photoId).delete()
  await deleteFiles(photoId)
  return true
}

// the owner's photo, shown to anyone from now on (a provider's logo); false when not theirs
export async function makePhotoPublic(uid: string, photoId: string): Promise<boolean> {
  const record = await ownPhoto(uid, photoId)
  if (!record) return false
  await photos.doc(photoId).update({ public: true })
  return true
}

export async function setPhotoAlt(uid: string, photoId: string, alt: string): Promise<boolean> {
  const record = await ownPhoto(uid, photoId)
  if (!record) return false
  await photos.doc(photoId).update({ alt: cleanAlt(alt) })
  return true
}

export async function photoRecord(photoId: string): Promise<PhotoRecord | null> {
  if (!isPhotoId(photoId)) return null
  return (await photos.doc(photoId).get()).data() ?? null
}

async function ownPhoto(uid: string, photoId: string): Promise<PhotoRecord | null> {
  const record = await photoRecord(photoId)
  return record && record.ownerUid === uid ? record : null
}

async function deleteFiles(photoId: string) {
  await Promise.all(sizeNames.map((size) => deleteFile(photoFilePath(photoId, size))))
}

function refusal(message: string): PhotoRefusal {
  return { ok: false, message }
}

// one line of text, no longer than the page allows
export function cleanAlt(alt: string): string {
  return alt
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxAltLength)
}

const base62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export function newPhotoId(): string {
  return `p-${Array.from({ length: 20 }, () => base62[randomInt(base62.length)]).join('')}`
}
