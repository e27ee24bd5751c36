import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { checkDocument, isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { parseSearchParams, searchParamsOf } from '~/features/search/search-query'
import type { alertFrequencies, SaveSearchSchema } from './saved-searches'

export type SavedSearch = { id: string; uid: string; name: string; params: string; frequency: keyof typeof alertFrequencies; createdAt: number }

const searches = () => db().collection('savedSearches')

// the same search saved twice (a second click, a resent form) is one saved search: its id comes
// from the owner and the search, kept in the form the search page writes, never with a page number
export async function saveSearch(uid: string, search: z.infer<typeof SaveSearchSchema>) {
  const params = searchParamsOf({ ...parseSearchParams(new URLSearchParams(search.params)).query, page: 1 }).toString()
  const id = createHash('sha256').update(`${uid}\n${params}`).digest('hex').slice(0, 32)
  const saved: SavedSearch = { id, uid, name: search.name, params, frequency: search.frequency, createdAt: Date.now() }
  await searches().doc(saved.id).set(checkDocument(saved))
  logger.info({ event: 'buyer.search-saved', uid }, 'search saved')
  return saved
}

export async function mySavedSearches(uid: string): Promise<SavedSearch[]> {
  const snapshot = await searches().where('uid', '==', uid).orderBy('createdAt', 'desc').limit(50).get()
  return snapshot.docs.map((doc) => doc.data() as SavedSearch)
}

export async function deleteSavedSearch(uid: string, id: string): Promise<boolean> {
  if (!isDocumentId(id)) return false
  const ref = searches().doc(id)
  const snapshot = await ref.get()
  if (!snapshot.exists || snapshot.get('uid') !== uid) return false
  await ref.delete()
  return true
}
