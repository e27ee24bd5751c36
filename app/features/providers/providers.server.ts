import { providers } from '~/core/data/providers.server'
import { reviewsOf as reviewsCollection } from '~/core/data/reviews.server'
import { listingCatalog } from '~/features/listings/listings.server'
import { isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { demoProviders } from './demo-providers'
import type { Provider, Review } from './provider'

// the demo providers and their reviews, written once: a provider already stored (edited, say, by
// its vendor) is left as it is
export async function seedDemoProviders(now = Date.now()) {
  const all = demoProviders(now)
  const stored = await db().getAll(...all.map(({ provider }) => providers.doc(provider.id)))
  const missing = all.filter((_, index) => !stored[index]!.exists)
  for (let start = 0; start < missing.length; start += 20) {
    const batch = db().batch()
    for (const { provider, reviews } of missing.slice(start, start + 20)) {
      batch.set(providers.doc(provider.id), provider)
      for (const review of reviews) batch.set(reviewsCollection(provider.id).doc(review.id), review)
    }
    await batch.commit()
  }
  logger.info(
    { event: 'providers.seeded', added: missing.length, total: all.length },
    'demo providers ready',
  )
}

export async function listedProviders(): Promise<Provider[]> {
  const snapshot = await providers.ref().where('listed', '==', true).get()
  return snapshot.docs.map((doc) => doc.data())
}

export async function providerById(id: string): Promise<Provider | null> {
  if (!isDocumentId(id)) return null
  const doc = await providers.doc(id).get()
  return doc.data() ?? null
}

export async function providersOwnedBy(uid: string): Promise<Provider[]> {
  const snapshot = await providers.ref().where('ownerUid', '==', uid).get()
  return snapshot.docs.map((doc) => doc.data())
}

export async function reviewsOf(providerId: string, limit = 20): Promise<Review[]> {
  const snapshot = await reviewsCollection(providerId).orderBy('at', 'desc').limit(limit).get()
  return snapshot.docs.map((doc) => doc.data())
}

// the centre of each ZIP code of the market: the mean position of its homes
let placesFor: { listings: unknown; places: Map<string, { lat: number; lng: number }> } | null =
  null
export function zipPlaces(): Map<string, { lat: number; lng: number }> {
  const listings = listingCatalog().all()
  if (placesFor?.listings === listings) return placesFor.places
  const sums = new Map<string, { lat: number; lng: number; count: number }>()
  for (const listing of listings) {
    const sum = sums.get(listing.address.zip) ?? { lat: 0, lng: 0, count: 0 }
    sum.lat += listing.lat
    sum.lng += listing.lng
    sum.count += 1
    sums.set(listing.address.zip, sum)
  }
  const places = new Map(
    [...sums].map(([zip, sum]) => [zip, { lat: sum.lat / sum.count, lng: sum.lng / sum.count }]),
  )
  placesFor = { listings, places }
  return places
}
