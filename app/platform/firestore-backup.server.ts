import { DocumentReference, GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore'
import type { AuthAccount } from './auth-backup.server'
import type { FilesBackup } from './storage/file-backup.server'

// a portable JSON form of top-level collections (and, with data:export --auth, the Auth accounts);
// Firestore types carry a tag so they come back as they were
type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded }

export type Backup = {
  format: 'threshold-firestore-backup'
  version: 1
  exportedAt: number
  collections: Record<string, Record<string, Record<string, Encoded>>>
  auth?: { accounts: AuthAccount[] }
  // the file store's files (photos...), unless data:export was given --no-files
  files?: FilesBackup
}

const batchSize = 400

// every collection the database lists, or the ones named
export async function exportCollections(
  db: Firestore,
  options: { collectionIds?: string[] } = {},
): Promise<Backup> {
  const backup: Backup = {
    format: 'threshold-firestore-backup',
    version: 1,
    exportedAt: Date.now(),
    collections: {},
  }
  const collections = options.collectionIds
    ? options.collectionIds.map((id) => db.collection(id))
    : await db.listCollections()
  for (const collection of collections) {
    const snapshot = await collection.get()
    const documents: Backup['collections'][string] = {}
    for (const doc of snapshot.docs)
      documents[doc.id] = encodeValue(doc.data()) as Record<string, Encoded>
    backup.collections[collection.id] = documents
  }
  return backup
}

export async function importCollections(
  db: Firestore,
  backup: Backup,
  options: { overwrite: boolean } = { overwrite: true },
): Promise<{ written: number; skipped: number }> {
  if (backup.format !== 'threshold-firestore-backup')
    throw new Error('not a Threshold Firestore backup')
  let written = 0
  let skipped = 0
  for (const [collectionId, documents] of Object.entries(backup.collections)) {
    const collection = db.collection(collectionId)
    const ids = Object.keys(documents)
    for (let start = 0; start < ids.length; start += batchSize) {
      const chunk = ids.slice(start, start + batchSize)
      const existing = options.overwrite
        ? new Set<string>()
        : new Set(
            (await db.getAll(...chunk.map((id) => collection.doc(id))))
              .filter((d) => d.exists)
              .map((d) => d.id),
          )
      const batch = db.batch()
      for (const id of chunk) {
        if (existing.has(id)) {
          skipped++
          continue
        }
        batch.set(collection.doc(id), decodeValue(db, documents[id]) as Record<string, unknown>)
        written++
      }
      await batch.commit()
    }
  }
  return { written, skipped }
}

function encodeValue(value: unknown): Encoded {
  if (value === null || value === undefined) return null
  // JSON has no NaN or Infinity
  if (typeof value === 'number' && !Number.isFinite(value)) return { $number: String(value) }
  if (value instanceof Timestamp) return { $timestamp: value.toMillis() }
  if (value instanceof GeoPoint) return { $geopoint: [value.latitude, value.longitude] }
  if (value instanceof DocumentReference) return { $ref: value.path }
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') }
  if (Array.isArray(value)) return value.map(encodeValue)
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, encodeValue(inner)]),
    )
  }
  return value as Encoded
}

function decodeValue(db: Firestore, value: Encoded): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((inner) => decodeValue(db, inner))
  if ('$timestamp' in value && typeof value.$timestamp === 'number')
    return Timestamp.fromMillis(value.$timestamp)
  if ('$geopoint' in value && Array.isArray(value.$geopoint)) {
    const [latitude, longitude] = value.$geopoint as number[]
    return new GeoPoint(latitude, longitude)
  }
  if ('$ref' in value && typeof value.$ref === 'string') return db.doc(value.$ref)
  if ('$bytes' in value && typeof value.$bytes === 'string')
    return Buffer.from(value.$bytes, 'base64')
  if ('$number' in value && typeof value.$number === 'string') return Number(value.$number)
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, decodeValue(db, inner)]),
  )
}
