import { listings } from '~/core/data/listings.server'
import { isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { singleton } from '~/platform/singleton.server'
import type { Listing } from './listing'
import { openListingCatalog, type ListingCatalog } from './listing-catalog.server'

// this instance's listing catalog, opened at start (see features/startup)
const current = singleton('listing-catalog', () => ({
  catalog: undefined as ListingCatalog | undefined,
}))

export async function startListingCatalog(): Promise<ListingCatalog> {
  current.catalog ??= openListingCatalog(db())
  await current.catalog.ready
  return current.catalog
}

export function stopListingCatalog() {
  current.catalog?.close()
  current.catalog = undefined
}

// the catalog when this process has started it (a script or a unit test may value homes without it)
export function startedListingCatalog(): ListingCatalog | undefined {
  return current.catalog
}

export function listingCatalog(): ListingCatalog {
  if (!current.catalog) throw new Error('the listing catalog is not started')
  return current.catalog
}

// a listing by id: from the catalog, or from Firestore for one written a moment ago that the
// listener has not brought yet (a seller's own new listing, right after saving it)
export async function findListing(id: string): Promise<Listing | null> {
  if (!isDocumentId(id)) return null
  const known = listingCatalog().get(id)
  if (known) return known
  const listing = (await listings.doc(id).get()).data()
  return listing ? { ...listing, id } : null
}
