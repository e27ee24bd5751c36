import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { MalformedDocumentError } from './collection.server'
import { requireOwned } from './require-owned.server'
import { savedSearches } from './saved-searches.server'

afterEach(() => vi.restoreAllMocks())

const stored = {
  id: 'core-data-1',
  uid: 'owner-uid',
  name: 'Near the park',
  params: 'beds=3',
  frequency: 'weekly',
  createdAt: 1_700_000_000_000,
  // a field the schema does not name survives a read
  note: 'kept',
}

describe('a collection read through its module (ADR 067)', () => {
  test('a matching document reads as its type, with fields the schema does not name kept', async () => {
    await db().collection('savedSearches').doc(stored.id).set(stored)
    const read = (await savedSearches.doc(stored.id).get()).data()
    expect(read).toEqual(stored)
    const [picked] = await savedSearches.select(
      savedSearches.ref().where('uid', '==', 'owner-uid'),
      ['name', 'frequency'],
    )
    expect(picked).toEqual({ id: stored.id, name: 'Near the park', frequency: 'weekly' })
  })

  test('a document that does not match is refused by every read, naming the collection, id and fields', async () => {
    await db()
      .collection('savedSearches')
      .doc('core-data-2')
      .set({ ...stored, id: 'core-data-2', frequency: 'hourly', createdAt: 'yesterday' })
    const logged = vi.spyOn(logger, 'error')
    const snapshot = await savedSearches.doc('core-data-2').get()
    expect(() => snapshot.data()).toThrow(MalformedDocumentError)
    await expect(savedSearches.ref().where('uid', '==', 'owner-uid').get()).resolves.toBeDefined()
    const query = await savedSearches.ref().where('frequency', '==', 'hourly').get()
    expect(() => query.docs.map((doc) => doc.data())).toThrow(
      'savedSearches/core-data-2 does not match its schema (frequency, createdAt)',
    )
    expect(logged).toHaveBeenCalledWith(
      { collection: 'savedSearches', id: 'core-data-2', fields: ['frequency', 'createdAt'] },
      'malformed document',
    )
  })

  test('requireOwned answers the same 404 for a record of someone else, one not there, and a path', async () => {
    await db().collection('savedSearches').doc(stored.id).set(stored)
    const message = 'That search is not saved.'
    await expect(
      requireOwned(savedSearches, stored.id, 'owner-uid', { message }),
    ).resolves.toMatchObject({ id: stored.id, name: 'Near the park' })
    for (const [id, uid] of [
      [stored.id, 'someone-else'],
      ['not-there', 'owner-uid'],
      [`${stored.id}/x/y`, 'owner-uid'],
      [stored.id, ''],
    ] as const) {
      const refusal = await requireOwned(savedSearches, id, uid, { message }).catch(
        (error: unknown) => error,
      )
      expect(refusal).toBeInstanceOf(Response)
      expect((refusal as Response).status).toBe(404)
      expect(await (refusal as Response).json()).toEqual({ message })
    }
  })
})
