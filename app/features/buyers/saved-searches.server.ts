import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import type { alertFrequencies, SaveSearchSchema } from './saved-searches'

export type SavedSearch = { id: string; uid: string; name: string; params: string; frequency: keyof typeof alertFrequencies; createdAt: number }

const searches = () => db().collection('savedSearches')

export async function saveSearch(uid: string, search: z.infer<typeof SaveSearchSchema>) {
  // only search parameters are kept, never a page number
  const params = new URLSearchParams(search.params)
  params.delete('page')
  const saved: SavedSearch = { id: randomUUID(), uid, name: search.name, params: params.toString(), frequency: search.frequency, createdAt: Date.now() }
  await searches().doc(saved.id).set(checkDocument(saved))
  logger.info({ event: 'buyer.search-saved', uid }, 'search saved')
  return saved
}

export async function mySavedSearches(uid: string): Promise<SavedSearch[]> {
  const snapshot = await searches().where('uid', '==', uid).orderBy('createdAt', 'desc').limit(50).get()
  return snapshot.docs.map((doc) => doc.data() as SavedSearch)
}

export async function deleteSavedSearch(uid: string, id: string): Promise<boolean> {
  if (!/^[\w-]{1,64}$/.test(id)) return false
  const ref = searches().doc(id)
  const snapshot = await ref.get()
  if (!snapshot.exists || snapshot.get('uid') !== uid) return false
  await ref.delete()
  return true
}
