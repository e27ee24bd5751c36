import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { db } from '~/platform/firebase.server'
import { SaveSearchSchema, unsavableSearch } from './saved-searches'
import { mySavedSearches, saveSearch } from './saved-searches.server'

describe('saving a search', () => {
  test.each([
    'beds=3\r\nX-Evil: 1',
    'beds=3\nq=a',
    'q=a%0D%0ASet-Cookie:%20x=1',
    'q=%00',
    'q=tab%09bed',
  ])('parameters with a control character (%j) are refused', (params) => {
    const parsed = SaveSearchSchema.safeParse({ name: 'Mine', frequency: 'daily', params })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(unsavableSearch)
  })

  test('the same search saved twice is one saved search, kept in the search page’s own form', async () => {
    const uid = `vitest-${randomUUID()}`
    const first = await saveSearch(uid, {
      name: 'Three beds',
      frequency: 'daily',
      params: 'beds=3&page=4&sort=nonsense&bogus=1',
    })
    const again = await saveSearch(uid, {
      name: 'Three beds, weekly',
      frequency: 'weekly',
      params: 'beds=3',
    })
    expect(again.id).toBe(first.id)
    expect(first.params).toBe('status=active&sort=newest&beds=3')
    const stored = await mySavedSearches(uid)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'Three beds, weekly',
      frequency: 'weekly',
      params: 'status=active&sort=newest&beds=3',
    })
    await db().collection('savedSearches').doc(first.id).delete()
  })
})
