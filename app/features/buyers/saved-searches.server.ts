import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { savedSearches, type SavedSearch } from '~/core/data/saved-searches.server'
import { checkDocument, isDocumentId } from '~/platform/document-rules'
import { timed } from '~/platform/http/server-timing.server'
import { logger } from '~/platform/logger.server'
import { parseSearchParams, searchParamsOf } from '~/features/search/search-query'
import { budgetRefusalMessage, savedSearchesCap, spendBuyerBudget } from './buyer-limits.server'
import { limitMessages } from './messages'
import type { SaveSearchSchema } from './saved-searches'

// savedSearches/{id}: declared with its collection (ADR 067)
export type { SavedSearch }

// the same search saved twice (a second click, a resent form) is one saved search: its id comes
// from the owner and the search, kept in the form the search page writes, never with a page number
export type SaveSearchRefusal = { message: string; status: number; retryAfterSeconds?: number }

// why this account may not save another search now, if it may not
async function saveSearchRefusal(uid: string): Promise<SaveSearchRefusal | null> {
  const verdict = await spendBuyerBudget('search', uid)
  if (!verdict.allowed)
    return {
      message: budgetRefusalMessage('search', verdict),
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  if ((await countSavedSearches(uid)) >= savedSearchesCap)
    return { message: limitMessages.savedSearchesFull(savedSearchesCap), status: 409 }
  return null
}

// saves the search unless the account may not save another now
export async function saveSearchWithinLimits(
  uid: string,
  search: z.infer<typeof SaveSearchSchema>,
) {
  const refusal = await saveSearchRefusal(uid)
  if (refusal) return { ok: false as const, ...refusal }
  return { ok: true as const, saved: await saveSearch(uid, search) }
}

export async function saveSearch(uid: string, search: z.infer<typeof SaveSearchSchema>) {
  const params = searchParamsOf({
    ...parseSearchParams(new URLSearchParams(search.params)).query,
    page: 1,
  }).toString()
  const id = createHash('sha256').update(`${uid}\n${params}`).digest('hex').slice(0, 32)
  const saved: SavedSearch = {
    id,
    uid,
    name: search.name,
    params,
    frequency: search.frequency,
    createdAt: Date.now(),
  }
  await savedSearches.doc(saved.id).set(checkDocument(saved))
  logger.info({ event: 'buyer.search-saved', uid }, 'search saved')
  return saved
}

async function countSavedSearches(uid: string): Promise<number> {
  return (await savedSearches.ref().where('uid', '==', uid).count().get()).data().count
}

export async function mySavedSearches(uid: string): Promise<SavedSearch[]> {
  const snapshot = await timed('firestore', () =>
    savedSearches.ref().where('uid', '==', uid).orderBy('createdAt', 'desc').limit(50).get(),
  )
  return snapshot.docs.map((doc) => doc.data())
}

export async function deleteSavedSearch(uid: string, id: string): Promise<boolean> {
  if (!isDocumentId(id)) return false
  const ref = savedSearches.doc(id)
  if ((await ref.get()).data()?.uid !== uid) return false
  await ref.delete()
  return true
}
