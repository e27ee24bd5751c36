import { createHash } from 'node:crypto'
import type { UploadHandler } from '@remix-run/node'
import { photoMessages } from '~/features/listings/messages'
import {
  isPhotoId,
  maxPhotoBytes,
  maxPhotosPerListing,
  type ListingPhoto,
} from '~/features/listings/photo'
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore'
import {
  attachPhotos,
  cleanAlt,
  photoRecord,
  preparePhoto,
  removePhoto,
  setPhotoAlt,
  storePhoto,
  type PreparedPhoto,
} from '~/features/listings/photos.server'
import { sellerDrafts, type SellerDraft } from '~/core/data/seller-drafts.server'
import { db } from '~/platform/firebase.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import type { PhotoList } from './photos-step'

// sellerDrafts/{uid}: this step writes only its own fields (photos, and the step on Continue), merged

const maxFieldBytes = 10_000
// photos an account may add in an hour, across drafts (ADR 020's budgets)
const uploadBudget = createRateLimit({
  name: 'listing-photo-uploads',
  points: 120,
  seconds: 60 * 60,
})

export type ReceivedFile = { filename: string; bytes: Buffer | null }
export type StepOutcome =
  // photoId: the first photo added, or the one moved; position: where it is now, from 1
  | { ok: true; count?: number; photoId?: string; position?: number }
  | { ok: false; status: number; message: string; retryAfterSeconds?: number }

// reads each part as it arrives: a file of the `photos` field is kept up to 15 MB (one over that is
// drained and remembered as too large, so the page can say so instead of a bare 413); small text
// fields as strings; anything else is dropped
export function photoUploads(): { handler: UploadHandler; files: ReceivedFile[] } {
  const files: ReceivedFile[] = []
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const isFile = typeof filename === 'string'
    // past 20 files the post is refused for their number, so their bytes are not kept
    const keep = isFile ? name === 'photos' && files.length < maxPhotosPerListing : true
    const limit = isFile ? maxPhotoBytes : maxFieldBytes
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of data) {
      size += chunk.byteLength
      if (keep && size <= limit) chunks.push(chunk)
    }
    if (!isFile) return size <= limit ? Buffer.concat(chunks).toString('utf8') : undefined
    // an empty file input sends a part with no name and no bytes
    if (name !== 'photos' || (filename === '' && size === 0)) return undefined
    files.push({
      filename: displayName(filename),
      bytes: keep && size <= limit ? Buffer.concat(chunks) : null,
    })
    return undefined
  }
  return { handler, files }
}

// a document that keeps an ordered list of photos in its `photos` field, and who may change it:
// the seller's draft (sellerDrafts/{uid}) or one of their published listings (listings/{id})
export type PhotoHolder<Model extends DocumentData = DocumentData> = {
  // read through its collection's module, so the holder's record is checked (ADR 067)
  ref: DocumentReference<Model>
  // the photos when the account may change them; null when the document is not theirs
  photosOf(data: Model | undefined): ListingPhoto[] | null
  // writes the new list, merged, with what else a change of it moves (Continue moves a draft on)
  write(
    transaction: Transaction,
    photos: ListingPhoto[],
    now: number,
    options?: { continued?: boolean },
  ): void
  // photos added to a published listing belong to it at once (and are served to anyone)
  listingId: string | null
  address: string | null
}

const draftHolder = (uid: string, address: string | null = null): PhotoHolder<SellerDraft> => ({
  ref: sellerDrafts.doc(uid),
  photosOf: (draft) => draft?.photos ?? [],
  write: (transaction, photos, now, { continued = false } = {}) =>
    transaction.set(
      sellerDrafts.doc(uid),
      { uid, updatedAt: now, photos, ...(continued ? { step: 'price' as const } : {}) },
      { merge: true },
    ),
  listingId: null,
  address,
})

// the draft's photos in order, and the address the default descriptions name
export async function draftPhotos(
  uid: string,
): Promise<{ photos: ListingPhoto[]; address: string | null }> {
  const draft = (await sellerDrafts.doc(uid).get()).data()
  return { photos: draft?.photos ?? [], address: addressOf(draft?.property) }
}

// the draft as a holder of photos, with the address their default descriptions name
export async function draftPhotoHolder(uid: string): Promise<PhotoHolder<SellerDraft>> {
  return draftHolder(uid, (await draftPhotos(uid)).address)
}

export async function addDraftPhotos(uid: string, files: ReceivedFile[]): Promise<StepOutcome> {
  return addPhotos(uid, await draftPhotoHolder(uid), files)
}

export function changeDraftPhotos(
  uid: string,
  list: PhotoList,
): Promise<StepOutcome & { intent?: string }> {
  return changePhotos(uid, draftHolder(uid), list)
}

// every file checked and encoded before any is stored, so a post with one bad file stores none.
// The same file sent again (a second press without JavaScript) is not added twice
export async function addPhotos<Model extends DocumentData>(
  uid: string,
  holder: PhotoHolder<Model>,
  files: ReceivedFile[],
): Promise<StepOutcome> {
  if (files.length === 0) return refused(400, photoMessages.noFile)
  const current = holder.photosOf((await holder.ref.get()).data())
  if (current === null) return refused(404, photoMessages.notFound)
  const oversize = files.find((file) => file.bytes === null)
  if (current.length + files.length > maxPhotosPerListing)
    return refused(400, photoMessages.tooMany)
  if (oversize) return refused(413, named(oversize.filename, photoMessages.tooLarge))

  const known = new Set(
    await Promise.all(current.map(async (photo) => (await photoRecord(photo.id))?.sourceSha256)),
  )
  const fresh: Array<{ file: ReceivedFile; sha256: string }> = []
  for (const file of files) {
    const sha256 = createHash('sha256').update(file.bytes!).digest('hex')
    if (!known.has(sha256)) fresh.push({ file, sha256 })
    known.add(sha256)
  }
  if (fresh.length === 0) return { ok: true, count: 0 }

  for (let spent = 0; spent < fresh.length; spent += 1) {
    const verdict = await uploadBudget.consume(uid)
    if (!verdict.allowed) {
      for (let given = 0; given < spent; given += 1) await uploadBudget.refund(uid)
      return {
        ...refused(429, photoMessages.tooManyUploads(formatWait(verdict.retryAfterSeconds))),
        retryAfterSeconds: verdict.retryAfterSeconds,
      }
    }
  }
  const prepared: Array<{ photo: PreparedPhoto; sha256: string }> = []
  for (const { file, sha256 } of fresh) {
    const photo = await preparePhoto(file.bytes!)
    if (!photo.ok) {
      for (let given = 0; given < fresh.length; given += 1) await uploadBudget.refund(uid)
      return refused(400, named(file.filename, photo.message))
    }
    prepared.push({ photo, sha256 })
  }
  const stored = await Promise.all(
    prepared.map(({ photo, sha256 }) =>
      // no description is invented: the seller is asked for one, and buyers see the photo once it
      // has one (issue 41 M3)
      storePhoto(uid, photo, '', { sourceSha256: sha256 }),
    ),
  )
  if (holder.listingId)
    await attachPhotos(
      uid,
      stored.map((photo) => photo.id),
      holder.listingId,
    )
  const added = await db().runTransaction(async (transaction) => {
    const photos = holder.photosOf((await transaction.get(holder.ref)).data())
    if (photos === null || photos.length + stored.length > maxPhotosPerListing) return false
    holder.write(transaction, [...photos, ...stored], Date.now())
    return true
  })
  if (!added) {
    await Promise.all(stored.map((photo) => removePhoto(uid, photo.id, holder.listingId)))
    return refused(400, photoMessages.tooMany)
  }
  return { ok: true, count: stored.length, photoId: stored[0]?.id }
}

// the list form: descriptions saved, then the pressed button's move or removal. A photo id that is
// not in this holder's list changes nothing
export async function changePhotos<Model extends DocumentData>(
  uid: string,
  holder: PhotoHolder<Model>,
  list: PhotoList,
): Promise<StepOutcome & { intent?: string }> {
  const [action, photoId] = list.intent.split(':') as [string, string | undefined]
  const sentIds = list.photos.map((photo) => photo.id)
  const outcome = await db().runTransaction(async (transaction) => {
    const photos = holder.photosOf((await transaction.get(holder.ref)).data())
    if (photos === null) return null
    const ids = new Set(photos.map((photo) => photo.id))
    if (sentIds.some((id) => !ids.has(id)) || (photoId !== undefined && !ids.has(photoId)))
      return null
    const alts = new Map(list.photos.map((photo) => [photo.id, cleanAlt(photo.alt)]))
    let next = photos.map((photo) => ({ ...photo, alt: alts.get(photo.id) ?? photo.alt }))
    const index = next.findIndex((photo) => photo.id === photoId)
    if (action === 'remove') next = next.filter((photo) => photo.id !== photoId)
    if (action === 'up' && index > 0) next = swap(next, index, index - 1)
    if (action === 'down' && index >= 0 && index < next.length - 1)
      next = swap(next, index, index + 1)
    holder.write(transaction, next, Date.now(), { continued: action === 'continue' })
    return { before: photos, after: next }
  })
  if (!outcome) return refused(404, photoMessages.notFound)
  const changedAlts = outcome.after.filter(
    (photo) => outcome.before.find((old) => old.id === photo.id)?.alt !== photo.alt,
  )
  await Promise.all(changedAlts.map((photo) => setPhotoAlt(uid, photo.id, photo.alt)))
  if (action === 'remove' && photoId && isPhotoId(photoId))
    await removePhoto(uid, photoId, holder.listingId)
  const position = outcome.after.findIndex((photo) => photo.id === photoId)
  return {
    ok: true,
    intent: action,
    photoId: position >= 0 ? photoId : undefined,
    position: position >= 0 ? position + 1 : undefined,
  }
}

function swap<T>(items: T[], a: number, b: number): T[] {
  const copy = [...items]
  ;[copy[a], copy[b]] = [copy[b]!, copy[a]!]
  return copy
}

function refused(status: number, message: string): StepOutcome & { ok: false } {
  return { ok: false, status, message }
}

function named(filename: string, message: string) {
  return filename ? `${filename}: ${message}` : message
}

// a file's name as the page repeats it: one line, not too long
function displayName(filename: string): string {
  return filename
    .replace(/\p{Cc}+/gu, '')
    .trim()
    .slice(0, 80)
}

// the property step's address, whichever shape it keeps it in: { address: { line1 } }, { line1 } or a string
function addressOf(property: unknown): string | null {
  if (!property || typeof property !== 'object') return null
  const record = property as { address?: unknown; line1?: unknown }
  const address =
    typeof record.address === 'object' && record.address !== null
      ? (record.address as { line1?: unknown }).line1
      : record.address
  const line =
    typeof address === 'string' ? address : typeof record.line1 === 'string' ? record.line1 : null
  return line?.trim() ? line.trim().slice(0, 120) : null
}
