import { sellerDrafts } from '~/core/data/seller-drafts.server'
import { removePhoto } from '~/features/listings/photos.server'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'

// a listing in progress nobody touched for 30 days goes, with the photos uploaded for it that no
// listing took (ADR 032). Safe on many instances at once: a draft is deleted only if it is still
// the stale one read, and a photo already gone is skipped
export const staleAfterMs = 30 * 86_400_000
const sweepEveryMs = 24 * 60 * 60 * 1000
let timer: NodeJS.Timeout | undefined

export async function sweepStaleDrafts(
  now = Date.now(),
): Promise<{ drafts: number; photos: number }> {
  const stale = await sellerDrafts
    .ref()
    .where('updatedAt', '<', now - staleAfterMs)
    .limit(200)
    .get()
  let drafts = 0
  let photos = 0
  for (const doc of stale.docs) {
    const draft = doc.data()
    const deleted = await db().runTransaction(async (transaction) => {
      const current = (await transaction.get(doc.ref)).data()
      if (!current || current.updatedAt !== draft.updatedAt) return false
      transaction.delete(doc.ref)
      return true
    })
    if (!deleted) continue
    drafts += 1
    const removed = await Promise.all(draft.photos.map((photo) => removePhoto(draft.uid, photo.id)))
    photos += removed.filter(Boolean).length
  }
  if (drafts > 0)
    logger.info({ event: 'seller.stale-drafts-swept', drafts, photos }, 'stale drafts swept')
  return { drafts, photos }
}

export function startDraftSweep() {
  const sweep = () =>
    sweepStaleDrafts().catch((error: unknown) =>
      logger.warn({ event: 'seller.draft-sweep-failed', err: error }, 'stale drafts not swept'),
    )
  void sweep()
  timer = setInterval(sweep, sweepEveryMs).unref()
}

export function stopDraftSweep() {
  clearInterval(timer)
  timer = undefined
}
