import type { Listing } from '~/features/listings/listing'

// the `limit` listings with the highest score (ties by id), in one pass over the catalog without
// sorting it: the dashboard asks on every view; a null score leaves the listing out
export function bestOf(
  listings: readonly Listing[],
  limit: number,
  scoreOf: (listing: Listing) => number | null,
): Listing[] {
  const best: Array<{ listing: Listing; score: number }> = []
  const before = (a: { listing: Listing; score: number }, b: { listing: Listing; score: number }) =>
    a.score > b.score || (a.score === b.score && a.listing.id < b.listing.id)
  for (const listing of listings) {
    const score = scoreOf(listing)
    if (score === null) continue
    const entry = { listing, score }
    if (best.length === limit && !before(entry, best[best.length - 1]!)) continue
    let at = best.length
    while (at > 0 && before(entry, best[at - 1]!)) at -= 1
    best.splice(at, 0, entry)
    if (best.length > limit) best.pop()
  }
  return best.map((entry) => entry.listing)
}
