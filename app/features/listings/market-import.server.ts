import { listings } from '~/core/data/listings.server'
import { amesMarket } from '~/features/market/load-market.server'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import type { Listing } from './listing'
import { listingFromMarketHome } from './market-listings'

const batchSize = 400

// the seller a home of the market has after an import: the one it has (a seller's listing keeps its
// seller), else `sellerId` for a home on the market (active or pending) when one is given (the demo
// seller, ADR 053), else none
export function importedSellerOf(
  fresh: Listing,
  before: Listing | undefined,
  sellerId: string | null,
): string | null {
  if (before?.sellerId) return before.sellerId
  return sellerId && fresh.status !== 'sold' ? sellerId : null
}

// loads the Ames market into `listings`. Idempotent: the same ids every time, market facts
// overwritten, the dates a listing was created and listed and its seller kept from before. Homes on
// the market that have no seller get `sellerId` when it is given: the embedded default gives the
// demo seller, a real project none unless `data:import --seller` names one. Running servers hear
// of the writes through their catalog's listener
export async function importAmesMarket({
  force = false,
  sellerId = null,
}: { force?: boolean; sellerId?: string | null } = {}): Promise<{
  written: number
  skipped: boolean
}> {
  const market = amesMarket()
  const stored = (await listings.ref().where('source', '==', 'ames').get()).docs.map((document) =>
    document.data(),
  )
  const existing = new Map(stored.map((listing) => [listing.id, listing]))
  // a market imported before its homes had a seller is imported again to give them one
  const sellerMissing =
    sellerId !== null && stored.some((listing) => listing.status !== 'sold' && !listing.sellerId)
  if (!force && existing.size === market.length && !sellerMissing)
    return { written: 0, skipped: true }
  const now = Date.now()
  let written = 0
  for (let start = 0; start < market.length; start += batchSize) {
    const batch = db().batch()
    for (const home of market.slice(start, start + batchSize)) {
      const fresh = listingFromMarketHome(home, now)
      const before = existing.get(home.id)
      const listing: Listing = before
        ? {
            ...fresh,
            createdAt: before.createdAt,
            listedAt: fresh.listedAt === null ? null : (before.listedAt ?? fresh.listedAt),
            sellerId: importedSellerOf(fresh, before, sellerId),
          }
        : { ...fresh, sellerId: importedSellerOf(fresh, undefined, sellerId) }
      batch.set(listings.doc(home.id), checkDocument(listing))
      written += 1
    }
    await batch.commit()
  }
  logger.info({ event: 'market.imported', market: 'ames', written, sellerId }, 'market imported')
  return { written, skipped: false }
}
