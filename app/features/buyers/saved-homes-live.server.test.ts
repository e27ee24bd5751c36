import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, test } from 'vitest'
import { db } from '~/platform/firebase.server'
import { saveHome, unsaveHome } from './buyer-records.server'
import {
  closeSavedHomesListeners,
  liveIdleMs,
  liveSavedHomesListeners,
  microsOf,
  savedIdsOf,
} from './saved-homes-live.server'
import { savedHomesWriteCookie, savedHomesWriteOf } from './saved-homes-cookie.server'

afterAll(closeSavedHomesListeners)

const newBuyer = () => `vitest-${randomUUID()}`

describe('saved homes, answered from a listener', () => {
  test('a save or removal made here is in the very next answer', async () => {
    const uid = newBuyer()
    expect([...(await savedIdsOf(uid))]).toEqual([])
    await saveHome(uid, 'ames-0001')
    expect([...(await savedIdsOf(uid))]).toEqual(['ames-0001'])
    await saveHome(uid, 'ames-0002')
    expect([...(await savedIdsOf(uid))].sort()).toEqual(['ames-0001', 'ames-0002'])
    expect(await unsaveHome(uid, 'ames-0001')).toBeGreaterThan(0)
    expect([...(await savedIdsOf(uid))]).toEqual(['ames-0002'])
    // removing a home not saved writes nothing: no time for the browser to carry
    expect(await unsaveHome(uid, 'ames-0001')).toBe(0)
  })

  test('a write made elsewhere is in the next answer when the browser says when it was made, and reaches the listener anyway', async () => {
    const uid = newBuyer()
    await savedIdsOf(uid)
    const id = `${uid}__ames-0003`
    // another instance's write: this one's memory knows nothing of it, only the cookie's time
    const written = await db()
      .doc(`savedHomes/${id}`)
      .set({ id, uid, listingId: 'ames-0003', createdAt: Date.now() })
    expect([...(await savedIdsOf(uid, microsOf(written.writeTime)))]).toEqual(['ames-0003'])
    const deadline = Date.now() + 5_000
    while (!(await savedIdsOf(uid)).has('ames-0003') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect([...(await savedIdsOf(uid))]).toEqual(['ames-0003'])
  })

  test('the most recently saved come first, as the dashboard lists them', async () => {
    const uid = newBuyer()
    const save = (listingId: string, createdAt: number) =>
      db()
        .doc(`savedHomes/${uid}__${listingId}`)
        .set({ id: `${uid}__${listingId}`, uid, listingId, createdAt })
    await save('ames-0002', 2_000)
    await save('ames-0001', 3_000)
    const written = await save('ames-0003', 1_000)
    expect([...(await savedIdsOf(uid, microsOf(written.writeTime)))]).toEqual([
      'ames-0001',
      'ames-0002',
      'ames-0003',
    ])
  })

  test('a buyer who has not looked for a while has no listener left', async () => {
    closeSavedHomesListeners()
    const now = Date.now()
    await savedIdsOf(newBuyer(), 0, now)
    await savedIdsOf(newBuyer(), 0, now + 1_000)
    expect(liveSavedHomesListeners()).toBe(2)
    await savedIdsOf(newBuyer(), 0, now + liveIdleMs + 500)
    expect(liveSavedHomesListeners()).toBe(2)
  })
})

describe('the cookie that carries the last write', () => {
  test('is read back as written, and anything else counts as no write', () => {
    const setCookie = savedHomesWriteCookie(1_796_000_000_123_456)
    expect(setCookie).toMatch(
      /^__saved_at=1796000000123456; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax/,
    )
    const from = (cookie: string) =>
      savedHomesWriteOf(new Request('http://localhost/', { headers: { Cookie: cookie } }))
    expect(from('a=1; __saved_at=1796000000123456')).toBe(1_796_000_000_123_456)
    expect(from('__saved_at=12abc')).toBe(0)
    expect(from('x__saved_at=5')).toBe(0)
    expect(from('__saved_at=99999999999999999999')).toBe(0)
    expect(from('')).toBe(0)
  })
})
