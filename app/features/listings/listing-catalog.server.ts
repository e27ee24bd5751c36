import type { Firestore, QueryDocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore'
import { MalformedDocumentError } from '~/core/data/collection.server'
import { listings } from '~/core/data/listings.server'
import { logger } from '~/platform/logger.server'
import type { Listing } from './listing'

// what one snapshot of `listings` changed
export type ListingChanges = { upserted: Listing[]; removed: string[] }

// every listing, and word of each change: what an index over listings needs
export type ListingSource = {
  all(): readonly Listing[]
  subscribe(onChange: (changes: ListingChanges) => void): () => void
}

export type ListingCatalog = ListingSource & {
  // settles with the first snapshot: every listing loaded
  readonly ready: Promise<void>
  get(id: string): Listing | undefined
  // goes up with every change, for caches derived from the listings
  readonly version: number
  close(): void
}

const relistenAfterMs = 1_000

// the listings of one instance, in memory: loaded and kept current by one Firestore listener on
// `listings`, so a write made anywhere (another instance, an import, the console) reaches every
// instance the same way. Writes go to Firestore; the catalog learns of them from the listener only
export function openListingCatalog(firestore: Firestore): ListingCatalog {
  return new FirestoreListingCatalog(firestore)
}

class FirestoreListingCatalog implements ListingCatalog {
  readonly ready: Promise<void>
  #version = 0
  #listings = new Map<string, Listing>()
  #all: Listing[] | undefined
  #subscribers = new Set<(changes: ListingChanges) => void>()
  #stopListening: (() => void) | undefined
  #relisten: NodeJS.Timeout | undefined
  #closed = false

  constructor(private readonly firestore: Firestore) {
    this.ready = new Promise((resolve, reject) => this.#listen(resolve, reject))
  }

  get version() {
    return this.#version
  }

  get(id: string) {
    return this.#listings.get(id)
  }

  all() {
    this.#all ??= [...this.#listings.values()]
    return this.#all
  }

  subscribe(onChange: (changes: ListingChanges) => void) {
    this.#subscribers.add(onChange)
    return () => void this.#subscribers.delete(onChange)
  }

  close() {
    this.#closed = true
    clearTimeout(this.#relisten)
    this.#stopListening?.()
    this.#subscribers.clear()
  }

  #listen(loaded?: () => void, failed?: (error: Error) => void) {
    let first = true
    this.#stopListening = this.firestore.collection(listings.name).onSnapshot(
      (snapshot) => {
        this.#apply(snapshot, first)
        if (first) loaded?.()
        first = false
      },
      (error) => {
        logger.error({ event: 'listings.listener-failed', err: error }, 'listings listener failed')
        if (first && failed) return failed(error)
        if (!this.#closed) this.#relisten = setTimeout(() => this.#listen(), relistenAfterMs)
      },
    )
  }

  #apply(snapshot: QuerySnapshot, complete: boolean) {
    const changes: ListingChanges = { upserted: [], removed: [] }
    if (complete) {
      // a new listener's first snapshot holds every listing: any other was deleted meanwhile
      const present = new Set(snapshot.docs.map((document) => document.id))
      for (const id of this.#listings.keys()) if (!present.has(id)) changes.removed.push(id)
    }
    for (const change of snapshot.docChanges()) {
      if (change.type === 'removed') {
        changes.removed.push(change.doc.id)
        continue
      }
      const listing = listingOf(change.doc)
      if (listing) changes.upserted.push(listing)
      // one malformed document must not take search down for every listing: left out (and out of
      // the catalog if an earlier version was in it), and said
      else if (this.#listings.has(change.doc.id)) changes.removed.push(change.doc.id)
    }
    if (changes.upserted.length === 0 && changes.removed.length === 0) return
    for (const id of changes.removed) this.#listings.delete(id)
    for (const listing of changes.upserted) this.#listings.set(listing.id, listing)
    this.#version += 1
    this.#all = undefined
    for (const subscriber of this.#subscribers) {
      try {
        subscriber(changes)
      } catch (error) {
        logger.error(
          { event: 'listings.subscriber-failed', err: error },
          'listing change not taken',
        )
      }
    }
  }
}

// the listing a document holds, checked against its schema (ADR 067), which logs what does not
// match; null for one that does not, so the listener goes on with the others
function listingOf(document: QueryDocumentSnapshot): Listing | null {
  try {
    return { ...listings.parse(document), id: document.id }
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error
    logger.warn(
      { event: 'listings.malformed-skipped', listingId: document.id, fields: error.fields },
      'listing left out: it does not match its schema',
    )
    return null
  }
}
