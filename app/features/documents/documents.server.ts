import { createHash, randomUUID } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import { documentFilePath } from '~/core/document-files'
import { FieldValue } from 'firebase-admin/firestore'
import { documentEvents as events } from '~/core/data/document-events.server'
import { documents } from '~/core/data/documents.server'
import { requireOwned } from '~/core/data/require-owned.server'
import { users } from '~/core/data/users.server'
import { composeLetter } from '~/features/accounts/letters'
import { queueMail } from '~/features/accounts/mailbox.server'
import { myOffers } from '~/features/buyers/buyer-records.server'
import { formatAddress } from '~/features/listings/listing'
import { findListing } from '~/features/listings/listings.server'
import { sellerOffers } from '~/features/sellers/offer-records.server'
import { sellerListings } from '~/features/sellers/workspace.server'
import { jobsOf } from '~/features/providers/jobs.server'
import { isDocumentId } from '~/platform/document-rules'
import { expectedError } from '~/platform/http/expected-error'
import { oneFileUpload, uploadedFileName } from '~/platform/http/one-file-upload.server'
import { readUploadForm } from '~/platform/http/upload-form.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { deleteFile, putFile, readFile } from '~/platform/storage/storage.server'
import { formatWait } from '~/ui/format-wait'
import {
  documentKinds,
  documentUploadMaxBytes,
  maxDocumentBytes,
  maxDocumentsPerOwner,
  readFoldMs,
  suggestKind,
  type DocumentAction,
  type DocumentEvent,
  type StoredDocument,
} from './document'
import { checkDocumentFile } from './file-type.server'
import { DocumentChangeSchema } from './schemas'
import { documentMessages as messages } from './messages'

const uploadBudget = createRateLimit({ name: 'document-uploads', points: 60, seconds: 60 * 60 })
const changeBudget = createRateLimit({ name: 'document-changes', points: 200, seconds: 60 * 60 })

export const storagePathOf = (document: Pick<StoredDocument, 'ownerUid' | 'id'>) =>
  documentFilePath(document.ownerUid, document.id)

export type DocumentOutcome =
  | { ok: true; id: string; note: string | null; duplicate?: boolean }
  | { ok: false; status: number; message: string; retryAfterSeconds?: number }

async function nameOf(uid: string) {
  return (await users.doc(uid).get()).data()?.displayName || 'Someone'
}

// every access and change, for the owner to see on the document's page
async function record(
  document: Pick<StoredDocument, 'id' | 'ownerUid'>,
  actorUid: string,
  action: DocumentAction,
  detail = '',
) {
  const ref = events.ref().doc()
  const event: DocumentEvent = {
    id: ref.id,
    documentId: document.id,
    ownerUid: document.ownerUid,
    actorUid,
    actorName: await nameOf(actorUid),
    action,
    detail: detail.slice(0, 200),
    at: Date.now(),
  }
  await ref.set(event)
  logger.info(
    {
      event: `document.${action}`,
      documentId: document.id,
      uid: actorUid,
      owner: document.ownerUid === actorUid,
    },
    `document ${action}`,
  )
}

const displayName = (filename: string) => uploadedFileName(filename) || 'Document'

// an upload by an ordinary form post: typed by its bytes, stored under its owner, listed with the
// kind its words suggest. The same file twice (a second press) is the first one
export async function uploadDocument(
  uid: string,
  request: Request,
  allowedListings: ReadonlySet<string> = new Set(),
): Promise<DocumentOutcome> {
  const upload = oneFileUpload(maxDocumentBytes)
  await readUploadForm(request, { maxBytes: documentUploadMaxBytes, uploadHandler: upload.handler })
  const { received } = upload
  if (received.tooLarge) return { ok: false, status: 413, message: messages.tooLarge }
  if (!received.filename) return { ok: false, status: 400, message: messages.noFile }
  if (!received.bytes || received.bytes.length === 0)
    return { ok: false, status: 400, message: messages.empty }
  const listingId = received.fields.get('listingId') || null
  if (listingId && !allowedListings.has(listingId))
    return { ok: false, status: 400, message: messages.listingUnknown }
  const checked = await checkDocumentFile(received.bytes)
  if (!checked.ok) {
    logger.info(
      { event: 'document.refused', uid, reason: checked.message, size: received.bytes.length },
      'document refused',
    )
    return checked
  }
  const sha256 = createHash('sha256').update(received.bytes).digest('hex')
  const mine = await documents.select(documents.ref().where('ownerUid', '==', uid), [
    'sha256',
    'name',
  ])
  const same = mine.find((document) => document.sha256 === sha256)
  if (same) return { ok: true, id: same.id, note: messages.duplicate(same.name), duplicate: true }
  if (mine.length >= maxDocumentsPerOwner)
    return { ok: false, status: 400, message: messages.tooMany }
  const verdict = await uploadBudget.consume(uid)
  if (!verdict.allowed)
    return {
      ok: false,
      status: 429,
      message: messages.tooManyUploads(formatWait(verdict.retryAfterSeconds)),
      retryAfterSeconds: verdict.retryAfterSeconds,
    }

  const name = displayName(received.filename)
  const now = Date.now()
  const document: StoredDocument = {
    id: randomUUID(),
    ownerUid: uid,
    name,
    kind: suggestKind(checked.text, name),
    contentType: checked.contentType,
    size: checked.bytes.length,
    sha256,
    listingId,
    text: checked.text,
    hasText: Boolean(checked.text),
    sharedWith: [],
    createdAt: now,
    updatedAt: now,
  }
  await putFile(storagePathOf(document), checked.bytes, checked.contentType)
  try {
    await documents.doc(document.id).set(document)
  } catch (error) {
    await deleteFile(storagePathOf(document))
    throw error
  }
  await record(document, uid, 'uploaded', `${documentKinds[document.kind]}, ${checked.contentType}`)
  return { ok: true, id: document.id, note: checked.note }
}

// the owner's document; anyone else, or a made-up id, gets the same 404
export async function ownDocument(uid: string, id: string): Promise<StoredDocument> {
  if (!isDocumentId(id)) throw expectedError(404, messages.unknown)
  return requireOwned(documents, id, uid, { message: messages.unknown })
}

// the owner's, or one shared with this person
export async function readableDocument(
  uid: string,
  id: string,
): Promise<StoredDocument & { mine: boolean }> {
  const document = isDocumentId(id) ? (await documents.doc(id).get()).data() : undefined
  if (!document || (document.ownerUid !== uid && !document.sharedWith.includes(uid)))
    throw expectedError(404, messages.unknown)
  return { ...document, mine: document.ownerUid === uid }
}

export async function documentFile(uid: string, id: string) {
  const document = await readableDocument(uid, id)
  const file = await readFile(storagePathOf(document))
  if (!file) throw expectedError(404, messages.unknown)
  await recordRead(document, uid)
  return { document, bytes: file.bytes }
}

// a download folds into this person's download event of the same window: its id is made from the
// document, the person and the window (hashed, so that it names nobody), so that downloads at once
// meet on one record whichever Firestore serves them
async function recordRead(document: Pick<StoredDocument, 'id' | 'ownerUid'>, actorUid: string) {
  const at = Date.now()
  const foldWindow = Math.floor(at / readFoldMs)
  const ref = events.doc(
    `read-${createHash('sha256').update(`${document.id}\n${actorUid}\n${foldWindow}`).digest('hex').slice(0, 40)}`,
  )
  let folded = true
  try {
    await ref.update({ count: FieldValue.increment(1), lastAt: at })
  } catch (error) {
    if (!isMissing(error)) throw error
    const event: DocumentEvent = {
      id: ref.id,
      documentId: document.id,
      ownerUid: document.ownerUid,
      actorUid,
      actorName: await nameOf(actorUid),
      action: 'downloaded',
      detail: '',
      at,
      count: 1,
      lastAt: at,
      foldWindow,
    }
    try {
      await ref.create(event)
      folded = false
    } catch (raced) {
      // another download of the same window created it first
      if (!isTaken(raced)) throw raced
      await ref.update({ count: FieldValue.increment(1), lastAt: at })
    }
  }
  logger.info(
    {
      event: 'document.downloaded',
      documentId: document.id,
      uid: actorUid,
      owner: document.ownerUid === actorUid,
      folded,
    },
    'document downloaded',
  )
}

// gRPC's NOT_FOUND and ALREADY_EXISTS, as Firestore and its emulator answer them
const isMissing = (error: unknown) => (error as { code?: unknown }).code === 5
const isTaken = (error: unknown) => (error as { code?: unknown }).code === 6

// a list reads every field but the words (up to 400,000 characters a document) and the hash
export type ListedDocument = Omit<StoredDocument, 'text' | 'sha256'>
const listedFields = [
  'id',
  'ownerUid',
  'name',
  'kind',
  'contentType',
  'size',
  'listingId',
  'hasText',
  'sharedWith',
  'createdAt',
  'updatedAt',
] as const
// `documents.select` asks Firestore for these fields only and parses and keeps only them: the
// embedded default's emulator ignores a projection and answers whole records (issue 39)

export async function documentsOf(uid: string): Promise<ListedDocument[]> {
  const found = await documents.select(documents.ref().where('ownerUid', '==', uid), listedFields)
  return found.sort((a, b) => b.createdAt - a.createdAt)
}

// the documents page (/documents): the person's own, those shared with them, and the homes a new
// one can be linked to; no document's words
export async function documentsPage(uid: string) {
  const [mine, shared, homes] = await Promise.all([
    documentsOf(uid),
    sharedWithMe(uid),
    documentHomes(uid),
  ])
  return { mine, shared, homes }
}

export async function sharedWithMe(
  uid: string,
): Promise<Array<ListedDocument & { ownerName: string }>> {
  const found = await documents.select(
    documents.ref().where('sharedWith', 'array-contains', uid),
    listedFields,
  )
  return Promise.all(
    found.map(async (document) => ({ ...document, ownerName: await nameOf(document.ownerUid) })),
  )
}

export async function eventsOf(
  document: Pick<StoredDocument, 'id' | 'ownerUid'>,
): Promise<DocumentEvent[]> {
  const snapshot = await events
    .ref()
    .where('documentId', '==', document.id)
    .where('ownerUid', '==', document.ownerUid)
    .get()
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => b.at - a.at)
    .slice(0, 100)
}

// the people an owner may share with: the other party of an accepted offer, and the providers
// they hired or the clients who hired them
export async function shareCandidates(uid: string): Promise<Array<{ uid: string; label: string }>> {
  const [asBuyer, asSeller, jobs] = await Promise.all([
    myOffers(uid),
    sellerOffers(uid),
    jobsOf(uid),
  ])
  const people = new Map<string, string>()
  for (const offer of asBuyer)
    if (offer.status === 'accepted' && offer.sellerId)
      people.set(offer.sellerId, 'the seller of a home whose sale you agreed')
  for (const offer of asSeller)
    if (offer.status === 'accepted') people.set(offer.uid, 'the buyer whose offer you accepted')
  for (const job of jobs) {
    if (job.side === 'client') people.set(job.vendorUid, `${job.business}, whom you hired`)
    else people.set(job.clientUid, 'a client who hired you')
  }
  people.delete(uid)
  return Promise.all(
    [...people].map(async ([person, why]) => ({
      uid: person,
      label: `${await nameOf(person)}: ${why}`,
    })),
  )
}

export type ChangeOutcome =
  | { ok: true; toast: string }
  | { ok: false; status: number; message: string; field?: string; retryAfterSeconds?: number }

// rename, kind, share, unshare or delete, by the owner only
export async function changeDocument(
  uid: string,
  id: string,
  form: FormData,
): Promise<ChangeOutcome> {
  const document = await ownDocument(uid, id)
  const verdict = await changeBudget.consume(uid)
  if (!verdict.allowed)
    return {
      ok: false,
      status: 429,
      message: messages.tooManyUploads(formatWait(verdict.retryAfterSeconds)),
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  const submission = parseWithZod(form, { schema: DocumentChangeSchema })
  if (submission.status !== 'success') {
    const [field, errors] = Object.entries(submission.error ?? {})[0] ?? ['', []]
    const message = errors?.[0] ?? messages.chooseAction
    return { ok: false, status: 400, message, ...(field && field !== 'intent' ? { field } : {}) }
  }
  const change = submission.value
  const ref = documents.doc(id)
  switch (change.intent) {
    case 'rename':
      await ref.update({ name: change.name, updatedAt: Date.now() })
      await record(document, uid, 'renamed', `${document.name} → ${change.name}`)
      return { ok: true, toast: 'Renamed' }
    case 'kind':
      await ref.update({ kind: change.kind, updatedAt: Date.now() })
      await record(document, uid, 'kind-changed', documentKinds[change.kind])
      return { ok: true, toast: 'Kind saved' }
    case 'share': {
      const candidate = (await shareCandidates(uid)).find((entry) => entry.uid === change.person)
      if (!candidate)
        return { ok: false, status: 400, message: messages.shareUnknown, field: 'person' }
      const already = document.sharedWith.includes(change.person)
      await ref.update({ sharedWith: FieldValue.arrayUnion(change.person), updatedAt: Date.now() })
      await record(document, uid, 'shared', candidate.label)
      if (!already) await mailShared(document, uid, change.person)
      return { ok: true, toast: 'Shared' }
    }
    case 'unshare':
      if (!document.sharedWith.includes(change.person))
        return { ok: false, status: 400, message: messages.shareUnknown, field: 'person' }
      await ref.update({ sharedWith: FieldValue.arrayRemove(change.person), updatedAt: Date.now() })
      await record(document, uid, 'unshared', await nameOf(change.person))
      return { ok: true, toast: 'Sharing ended' }
    case 'delete':
      await ref.delete()
      await deleteFile(storagePathOf(document))
      await record(document, uid, 'deleted', document.name)
      return { ok: true, toast: 'Deleted' }
  }
}

// the person a document is shared with hears of it by mail, with the link to it; a failure to queue
// is logged and never undoes the sharing
async function mailShared(
  document: Pick<StoredDocument, 'id' | 'name' | 'kind'>,
  ownerUid: string,
  readerUid: string,
): Promise<boolean> {
  try {
    const email = (await users.doc(readerUid).get()).data()?.email
    if (!email) return false
    const owner = await nameOf(ownerUid)
    const letter = composeLetter({
      subject: messages.sharedSubject(owner),
      lead: messages.sharedLead(owner, document.name, documentKinds[document.kind]),
      link: `/documents/${document.id}`,
    })
    await queueMail({ toUid: readerUid, to: email, ...letter })
    return true
  } catch (error) {
    logger.error(
      { event: 'mail.document-shared-failed', err: error, documentId: document.id },
      'document sharing mail not queued',
    )
    return false
  }
}

// the home a document is linked to, by its address, when there is one the person may see: a
// listing on the market, or one of their own (a withdrawn home of someone else's is not shown)
export async function linkedHome(
  uid: string,
  listingId: string | null | undefined,
): Promise<{ id: string; address: string } | null> {
  if (!listingId) return null
  const listing = await findListing(listingId)
  if (!listing || (listing.status === 'withdrawn' && listing.sellerId !== uid)) return null
  return { id: listing.id, address: formatAddress(listing.address) }
}

// the homes a document can be linked to: those the person made an offer on, and their own listings
export async function documentHomes(uid: string): Promise<Array<{ id: string; address: string }>> {
  const [offers, own] = await Promise.all([myOffers(uid), sellerListings(uid)])
  const homes = new Map<string, string>()
  for (const listing of own) homes.set(listing.id, formatAddress(listing.address))
  for (const offer of offers) {
    if (homes.has(offer.listingId)) continue
    const listing = await findListing(offer.listingId)
    if (listing) homes.set(listing.id, formatAddress(listing.address))
  }
  return [...homes].map(([id, address]) => ({ id, address }))
}

// who a shared document's readers are, by name, for its owner
export async function sharedNames(document: Pick<StoredDocument, 'sharedWith'>) {
  return Promise.all(
    document.sharedWith.map(async (person) => ({ uid: person, name: await nameOf(person) })),
  )
}
