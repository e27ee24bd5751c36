import { amesMarket } from '~/features/market/load-market.server'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import type { Listing } from './listing'
import { listingFromMarketHome } from './market-listings'

const listings = () => db().collection('listings')
const batchSize = 400

// loads the Ames market into `listings`. Idempotent: the same ids every time, market facts
// overwritten, and the dates a listing was created and listed kept from the first import. Running
// servers hear of the writes through their catalog's listener
export async function importAmesMarket({ force = false } = {}): Promise<{ written: number; skipped: boolean }> {
  const market = amesMarket()
  const stored = (await listings().where('source', '==', 'ames').get()).docs.map((document) => document.data() as Listing)
  const existing = new Map(stored.map((listing) => [listing.id, listing]))
  if (!force && existing.size === market.length) return { written: 0, skipped: true }
  const now = Date.now()
  let written = 0
  for (let start = 0; start < market.length; start += batchSize) {
    const batch = db().batch()
    for (const home of market.slice(start, start + batchSize)) {
      const fresh = listingFromMarketHome(home, now)
      const before = existing.get(home.id)
      const listing: Listing = before
        ? { ...fresh, createdAt: before.createdAt, listedAt: fresh.listedAt === null ? null : (before.listedAt ?? fresh.listedAt), sellerId: before.sellerId }
        : fresh
      batch.set(listings().doc(home.id), checkDocument(listing))
      written += 1
    }
    await batch.commit()
  }
  logger.info({ event: 'market.imported', market: 'ames', written }, 'market imported')
  return { written, skipped: false }
}
