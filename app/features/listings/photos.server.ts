import { photoFilePath, photoRecord } from '~/core/photos/photos.server'
import { readFile } from '~/platform/storage/storage.server'
import { findListing } from './listings.server'
import type { PhotoSize } from './photo'

// a photo's files and records are shared by listings, accounts and providers (app/core/photos);
// what only a listing knows is here: whether its photos are published
export * from '~/core/photos/photos.server'

// one size of a photo for whoever asks: anyone once its listing is published (not a draft), only
// its owner before. Null for an unknown photo and for anyone else, alike
export async function photoFileFor(
  photoId: string,
  size: PhotoSize,
  viewerUid: string | null,
): Promise<{ bytes: Buffer; published: boolean } | null> {
  const record = await photoRecord(photoId)
  if (!record) return null
  const published = record.public === true || (await isPublished(record.listingId))
  if (!published && (viewerUid === null || viewerUid !== record.ownerUid)) return null
  const file = await readFile(photoFilePath(photoId, size))
  return file ? { bytes: file.bytes, published } : null
}

async function isPublished(listingId: string | null): Promise<boolean> {
  if (!listingId) return false
  const listing = await findListing(listingId)
  return listing !== null && (listing.status as string) !== 'draft'
}
