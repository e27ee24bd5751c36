import sharp from 'sharp'
import type { ListingPhoto } from '~/features/listings/photo'
import { rememberedByPath } from '~/platform/remembered-by-path'
import { readFile } from '~/platform/storage/storage.server'

// what a listing score needs to know about one photo: its size, how dark it is (mean luminance,
// 0–255) and a perceptual hash (64-bit difference hash) that finds the same shot uploaded twice
export type PhotoSignal = {
  id: string
  width: number
  height: number
  luminance: number | null
  hash: string | null
}

// a photo id names one stored image for good (a changed photo is a new id), so its signals are
// computed once per instance
const signalOf = rememberedByPath((photoId: string) => measure(photoId), 5_000)

export async function photoSignals(photos: ListingPhoto[]): Promise<PhotoSignal[]> {
  return Promise.all(
    photos.map(async (photo) => {
      const measured = await signalOf(photo.id).catch(() => null)
      return {
        id: photo.id,
        width: photo.width,
        height: photo.height,
        luminance: measured?.luminance ?? null,
        hash: measured?.hash ?? null,
      }
    }),
  )
}

async function measure(photoId: string): Promise<{ luminance: number; hash: string } | null> {
  const file = await readFile(`photos/${photoId}/small.jpg`)
  if (!file) return null
  const [stats, hash] = await Promise.all([
    sharp(file.bytes).greyscale().stats(),
    differenceHash(file.bytes),
  ])
  return { luminance: stats.channels[0]!.mean, hash }
}

// 9×8 grey thumbnail; each bit says whether a pixel is brighter than its right neighbour
export async function differenceHash(image: Buffer): Promise<string> {
  const pixels = await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer()
  let bits = 0n
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      bits = (bits << 1n) | (pixels[row * 9 + column]! > pixels[row * 9 + column + 1]! ? 1n : 0n)
    }
  }
  return bits.toString(16).padStart(16, '0')
}

export function hashDistance(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`)
  let count = 0
  while (difference > 0n) {
    count += Number(difference & 1n)
    difference >>= 1n
  }
  return count
}
