import { listings } from '~/core/data/listings.server'
import type { SessionUser } from '~/features/accounts/session.server'
import { savedHomesWriteOf } from '~/features/buyers/saved-homes-cookie.server'
import { savedIdsOf } from '~/features/buyers/saved-homes-live.server'
import { zipPlaces } from '~/features/providers/providers.server'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { oneFileUpload, uploadedFileName } from '~/platform/http/one-file-upload.server'
import { readUploadForm } from '~/platform/http/upload-form.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import type { Listing } from '~/features/listings/listing'
import { listingCatalog } from '~/features/listings/listings.server'
import { readFeedFile } from './feed-file'
import { idxMaxFileBytes, idxUploadMaxBytes } from './idx-limits'
import type { ImportReport, MappingRow } from './import-report'
import { idxMessages } from './messages'
import { decideImport, mapFeed } from './plan-import'

const words = idxMessages.form
// an admin's imports in an hour (ADR 020's budgets): each may write 2,000 listings
const importBudget = createRateLimit({ name: 'idx-import', points: 30, seconds: 60 * 60 })
const pageSize = 12

export type ImportErrors = { feed?: string; file?: string }
export type ImportOutcome =
  | { ok: true; report: ImportReport }
  | {
      ok: false
      status: number
      errors: ImportErrors
      feed: string
      mapping?: MappingRow[]
      ignored?: string[]
      retryAfterSeconds?: number
    }

// "Central Iowa MLS (IDX)": letters, digits, spaces and the punctuation feed names have
function checkFeedName(sent: string): { feed: string } | { error: string } {
  const feed = sent.replace(/\s+/g, ' ').trim()
  if (!feed) return { error: words.feedMissing }
  if (feed.length < 2 || feed.length > 80 || !/^[\p{L}\p{N} .,&'’()\-/:#+]+$/u.test(feed))
    return { error: words.feedInvalid }
  return { feed }
}

// an admin's import: the file read by its content, each record mapped and checked, and the
// listings written under ids made from the feed and their ListingKey, so the same file again
// changes nothing. Search and every instance learn of them through the catalog's listener
export async function importIdxFile(
  admin: SessionUser,
  request: Request,
  now = Date.now(),
): Promise<ImportOutcome> {
  const upload = oneFileUpload(idxMaxFileBytes)
  await readUploadForm(request, { maxBytes: idxUploadMaxBytes, uploadHandler: upload.handler })
  const { received } = upload
  const feed = received.fields.get('feed') ?? ''
  const fileName = uploadedFileName(received.filename)
  const named = checkFeedName(feed)
  const errors: ImportErrors = {}
  if ('error' in named) errors.feed = named.error
  if (received.tooLarge) errors.file = words.tooLarge
  else if (!fileName) errors.file = words.noFile
  else if (!received.bytes || received.bytes.length === 0) errors.file = words.empty
  const sentFeed = feed.slice(0, 200)
  if (errors.feed || errors.file || !('feed' in named))
    return { ok: false, status: received.tooLarge ? 413 : 400, errors, feed: sentFeed }

  const verdict = await importBudget.consume(admin.uid)
  if (!verdict.allowed)
    return {
      ok: false,
      status: 429,
      errors: { file: words.tooManyImports(formatWait(verdict.retryAfterSeconds)) },
      feed: sentFeed,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }

  const file = readFeedFile(received.bytes!)
  if (!file.ok) {
    logger.info(
      { event: 'idx.refused', uid: admin.uid, reason: file.message, size: received.bytes!.length },
      'idx file refused',
    )
    return { ok: false, status: 400, errors: { file: file.message }, feed: sentFeed }
  }
  const places = zipPlaces()
  const mapped = mapFeed(file, named.feed, (zip) => places.get(zip))
  if (!mapped.ok)
    return {
      ok: false,
      status: 400,
      errors: { file: mapped.message },
      feed: sentFeed,
      mapping: mapped.mapping,
      ignored: mapped.ignored,
    }

  const ids = mapped.rows.flatMap((row) => (row.id ? [row.id] : []))
  const existing = await readListings(ids)
  const { report, writes } = decideImport(mapped, existing, { feed: named.feed, fileName }, now)
  await writeListings(writes)
  logger.info(
    { event: 'idx.imported', uid: admin.uid, format: report.format, ...report.counts },
    'idx file imported',
  )
  await caughtUp(writes)
  return { ok: true, report }
}

async function readListings(ids: string[]): Promise<Map<string, Listing>> {
  const found = new Map<string, Listing>()
  for (let start = 0; start < ids.length; start += 300) {
    const snapshots = await db().getAll(
      ...ids.slice(start, start + 300).map((id) => listings.doc(id)),
    )
    // Firestore's getAll answers untyped snapshots: each is parsed
    for (const snapshot of snapshots)
      if (snapshot.exists) found.set(snapshot.id, { ...listings.parse(snapshot), id: snapshot.id })
  }
  return found
}

async function writeListings(writes: Listing[]) {
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db().batch()
    for (const listing of writes.slice(start, start + 400))
      batch.set(listings.doc(listing.id), checkDocument(listing))
    await batch.commit()
  }
}

// the page after the post lists what it wrote: wait (briefly) for this instance's catalog to hear
// of the writes from its listener
async function caughtUp(writes: Listing[], timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs
  const current = () =>
    writes.every((listing) => listingCatalog().get(listing.id)?.updatedAt === listing.updatedAt)
  while (!current() && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

// /idx-listings: the imported listings on the market (a withdrawn one is not shown), most
// recently imported first, a page at a time, optionally those of one feed
export async function idxListingsPage(request: Request, user: SessionUser | null) {
  const { searchParams } = new URL(request.url)
  const imported = listingCatalog()
    .all()
    .filter((listing) => listing.source === 'idx' && listing.status !== 'withdrawn')
  const counts = new Map<string, number>()
  for (const listing of imported)
    counts.set(listing.feed ?? '', (counts.get(listing.feed ?? '') ?? 0) + 1)
  const feeds = [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  const asked = searchParams.get('feed')
  const feed = asked && counts.has(asked) ? asked : null
  const shown = imported
    .filter((listing) => !feed || listing.feed === feed)
    .sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1))
  const pages = Math.max(1, Math.ceil(shown.length / pageSize))
  const askedPage = Number(searchParams.get('page') ?? '1')
  const page = Number.isInteger(askedPage) && askedPage >= 1 ? Math.min(askedPage, pages) : 1
  return {
    listings: shown.slice((page - 1) * pageSize, page * pageSize),
    total: shown.length,
    page,
    pages,
    feeds,
    feed,
    askedFeed: asked,
    saved: user ? [...(await savedIdsOf(user.uid, savedHomesWriteOf(request)))] : [],
  }
}
