import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { startSession, type SessionUser } from '~/features/accounts/session.server'
import type { Role } from '~/features/accounts/roles'
import { db } from '~/platform/firebase.server'
import { sellerMessages } from './messages'
import { requireSeller } from './seller-access.server'

const person = (role: Role): SessionUser => ({
  uid: `vitest-${randomUUID()}`,
  email: 'person@example.com',
  displayName: 'Pat Person',
  photoURL: null,
  phoneNumber: null,
  role,
  storedRole: role,
  lastLoginAt: Date.now(),
  demo: true,
})

async function requestAs(user: SessionUser) {
  const headers = await startSession(user, { demo: true })
  const cookie = new Headers(headers).get('set-cookie')!.split(';')[0]!
  return new Request('http://localhost/seller-dashboard-authentic', { headers: { cookie } })
}

async function refusal(request: Request) {
  try {
    await requireSeller(request)
    return null
  } catch (error) {
    const thrown = error as Response
    return { status: thrown.status, says: ((await thrown.json()) as { message: string }).message }
  }
}

describe('seller pages are open to whoever is selling', () => {
  test('a buyer who owns a listing, and one with a listing draft, pass; their stored role is unchanged', async () => {
    const [listed, drafted] = [person('buyer'), person('buyer')]
    await db()
      .doc(`listings/vitest-access-${randomUUID().slice(0, 8)}`)
      .set({ sellerId: listed.uid, status: 'active' })
    await db()
      .doc(`sellerDrafts/${drafted.uid}`)
      .set({ uid: drafted.uid, step: 'property', updatedAt: Date.now() })
    expect((await requireSeller(await requestAs(listed))).uid).toBe(listed.uid)
    expect((await requireSeller(await requestAs(drafted))).storedRole).toBe('buyer')
  })

  test('a vendor who lists a home passes and stays a vendor', async () => {
    const vendor = person('vendor')
    await db()
      .doc(`listings/vitest-access-${randomUUID().slice(0, 8)}`)
      .set({ sellerId: vendor.uid, status: 'active' })
    const user = await requireSeller(await requestAs(vendor))
    expect([user.role, user.storedRole]).toEqual(['vendor', 'vendor'])
  })

  test('the active role seller passes without a listing', async () => {
    expect((await requireSeller(await requestAs(person('seller')))).role).toBe('seller')
  })

  test('a buyer who owns nothing, and one whose only link is another person’s listing, are refused with 403', async () => {
    const [stranger, neighbour] = [person('buyer'), person('buyer')]
    await db()
      .doc(`listings/vitest-access-${randomUUID().slice(0, 8)}`)
      .set({ sellerId: neighbour.uid, status: 'active' })
    const refused = await refusal(await requestAs(stranger))
    expect(refused?.status).toBe(403)
    expect(refused?.says).toBe(sellerMessages.sellersOnly)
  })
})
