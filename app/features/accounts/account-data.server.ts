import type { DocumentSnapshot, Query } from 'firebase-admin/firestore'
import { secretField, type AccountCoverage, type UidLink } from '~/core/data/account-coverage'
import { collectionNamed, collections as declared } from '~/core/data/collections.server'
import { auth, db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit, type Verdict } from '~/platform/rate-limit.server'

// "Download my data": every record that names the person's uid, found through what each collection's
// module declares (`account`, app/core/data, ADR 067), as one JSON document. Stored contents (a document's words), other people's
// private notes and anything named like a secret are left out; session ids are never shown
export type ExportedRecord = Record<string, unknown>
export type AccountData = {
  format: 'threshold-account-data/1'
  exportedAt: string
  uid: string
  account: Record<string, unknown> | null
  collections: Record<string, ExportedRecord[]>
}

const exportBudget = createRateLimit({ name: 'account-export', points: 10, seconds: 60 * 60 })

export const spendExportBudget = (uid: string): Promise<Verdict> => exportBudget.consume(uid)

export function exportFilename(now = Date.now()): string {
  return `threshold-data-${new Date(now).toISOString().slice(0, 10)}.json`
}

export type Linked = Extract<AccountCoverage, { deletion: string }>

// what every collection holds about a person, by name: its module's `account`
export const accountCoverage: Readonly<Record<string, AccountCoverage>> = Object.fromEntries(
  declared.map((collection) => [collection.name, collection.account]),
)

export const linksOf = (name: string): UidLink[] => accountCoverage[name]?.links ?? []

// the collections a person's records are found in by a query of their own (not subcollections)
export const queriedCollections = Object.entries(accountCoverage).filter(
  (entry): entry is [string, Linked] =>
    entry[1].links.length > 0 && !('under' in entry[1] && entry[1].under),
)

// read through the collection's module, which checks every document; a pending one by its name
export const collectionRef = (name: string) => collectionNamed(name)?.ref() ?? db().collection(name)

// a subcollection declared `under` a parent (providers/{id}/reviews), read through its module
export function subcollectionRef(name: string, parentId: string) {
  const coverage = accountCoverage[name]
  const parent = coverage && 'under' in coverage ? coverage.under : undefined
  if (!parent) throw new Error(`${name} is not declared under a parent collection`)
  const ref = collectionRef(parent).doc(parentId).collection(name)
  const module = collectionNamed(name)
  return module ? ref.withConverter(module.converter) : ref
}

export function queryFor(
  collection: string,
  link: Exclude<UidLink, { match: 'id' }>,
  uid: string,
): Query {
  const ref: Query = collectionRef(collection)
  return link.match === 'contains'
    ? ref.where(link.field, 'array-contains', uid)
    : ref.where(link.field, '==', uid)
}

// every document of `collection` that names the uid by any of its links, once each
export async function linkedDocuments(
  collection: string,
  links: UidLink[],
  uid: string,
): Promise<DocumentSnapshot[]> {
  const found = new Map<string, DocumentSnapshot>()
  for (const link of links) {
    if (link.match === 'id') {
      const doc: DocumentSnapshot = await collectionRef(collection).doc(uid).get()
      if (doc.exists) found.set(doc.ref.path, doc)
      continue
    }
    const snapshot = await queryFor(collection, link, uid).get()
    for (const doc of snapshot.docs) found.set(doc.ref.path, doc)
  }
  return [...found.values()]
}

// `stop` is the request's signal: an export nobody is waiting for any more (the visitor left, or
// the time limit answered for it) stops at the next collection instead of finishing unread
export async function accountDataOf(
  uid: string,
  now = Date.now(),
  stop?: AbortSignal,
): Promise<AccountData> {
  const collections: Record<string, ExportedRecord[]> = {}
  for (const [name, coverage] of queriedCollections) {
    stop?.throwIfAborted()
    const docs = await linkedDocuments(name, coverage.links, uid)
    collections[name] = docs.map((doc) => exported(doc, coverage))
  }
  collections.reviews = await reviewsAbout(uid, collections)
  logger.info(
    {
      event: 'account.data-exported',
      uid,
      records: Object.values(collections).reduce((sum, records) => sum + records.length, 0),
    },
    'account data exported',
  )
  return {
    format: 'threshold-account-data/1',
    exportedAt: new Date(now).toISOString(),
    uid,
    account: await accountOf(uid),
    collections,
  }
}

// the Auth account as Firebase keeps it, without its password hash or tokens
async function accountOf(uid: string): Promise<Record<string, unknown> | null> {
  const user = await auth()
    .getUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return null
      throw error
    })
  if (!user) return null
  return {
    uid: user.uid,
    email: user.email ?? null,
    emailVerified: user.emailVerified,
    displayName: user.displayName ?? null,
    phoneNumber: user.phoneNumber ?? null,
    photoURL: user.photoURL ?? null,
    disabled: user.disabled,
    signInMethods: user.providerData.map((provider) => provider.providerId),
    createdAt: user.metadata.creationTime,
    lastSignInAt: user.metadata.lastSignInTime,
  }
}

// reviews the person wrote (found through their jobs as a client) and those of their business
async function reviewsAbout(
  uid: string,
  collections: Record<string, ExportedRecord[]>,
): Promise<ExportedRecord[]> {
  const coverage = accountCoverage.reviews as Linked
  const written = (collections.jobs ?? []).filter(
    (job) => job.clientUid === uid && job.reviewed === true,
  )
  const reviews = await Promise.all(
    written.map((job): Promise<DocumentSnapshot> =>
      subcollectionRef('reviews', String(job.providerId)).doc(String(job.id)).get(),
    ),
  )
  const own = await Promise.all(
    (collections.providers ?? []).map((provider) =>
      subcollectionRef('reviews', String(provider.id)).get(),
    ),
  )
  return [...reviews.filter((doc) => doc.exists), ...own.flatMap((snapshot) => snapshot.docs)].map(
    (doc) => ({ ...exported(doc, coverage), providerId: doc.ref.parent.parent?.id }),
  )
}

function exported(doc: DocumentSnapshot, coverage: Linked): ExportedRecord {
  const omit = new Set('omit' in coverage ? coverage.omit : [])
  const data = Object.fromEntries(
    Object.entries(doc.data() ?? {}).filter(([key]) => !omit.has(key)),
  )
  const clean = plain(data) as ExportedRecord
  return 'hideIds' in coverage && coverage.hideIds ? clean : { id: doc.id, ...clean }
}

// JSON without secrets: Firestore times as ISO strings, geo points as numbers, secret-named fields out
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (value instanceof Date) return value.toISOString()
  if (typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate: () => Date }).toDate().toISOString()
  if (Array.isArray(value)) return value.map(plain)
  if ('latitude' in value && 'longitude' in value && Object.keys(value).length === 0) {
    const point = value as { latitude: number; longitude: number }
    return { latitude: point.latitude, longitude: point.longitude }
  }
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      secretField.test(key) ? [] : [[key, plain(inner)]],
    ),
  )
}
