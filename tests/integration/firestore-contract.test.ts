import { randomUUID } from 'node:crypto'
import { FieldValue } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { db } from '~/platform/firebase.server'

// every query shape the repositories use, run against the in-process emulator: if the emulator
// cannot serve one, this fails here instead of returning wrong results in demo mode
// (docs/decisions/007-in-process-firestore-emulator.md)
const run = randomUUID().slice(0, 8)
const collection = () => db().collection(`contract-${run}`)

beforeAll(async () => {
  const batch = db().batch()
  for (let index = 0; index < 12; index += 1) {
    batch.set(collection().doc(`doc-${String(index).padStart(2, '0')}`), {
      uid: index % 2 === 0 ? 'even' : 'odd',
      status: index < 8 ? 'active' : 'sold',
      price: 100_000 + index * 10_000,
      createdAt: 1_000 + index,
      features: index % 3 === 0 ? ['garage', 'porch'] : ['porch'],
    })
  }
  await batch.commit()
})

afterAll(async () => {
  const documents = await collection().get()
  await Promise.all(documents.docs.map((document) => document.ref.delete()))
})

describe('query shapes the product relies on', () => {
  test('get, set with merge, update, delete by id', async () => {
    const ref = collection().doc('scratch')
    await ref.set({ a: 1 })
    await ref.set({ b: 2 }, { merge: true })
    await ref.update({ a: FieldValue.increment(2) })
    expect((await ref.get()).data()).toEqual({ a: 3, b: 2 })
    await ref.delete()
    expect((await ref.get()).exists).toBe(false)
  })

  test('equality on an owner field, ordered by time, limited (a user’s own items)', async () => {
    const mine = await collection()
      .where('uid', '==', 'even')
      .orderBy('createdAt', 'desc')
      .limit(3)
      .get()
    expect(mine.docs.map((document) => document.id)).toEqual(['doc-10', 'doc-08', 'doc-06'])
  })

  test('keyset pagination as a range on the sort field (the emulator ignores every startAfter)', async () => {
    const first = await collection()
      .where('status', '==', 'active')
      .orderBy('createdAt')
      .limit(3)
      .get()
    const last = first.docs.at(-1)!.get('createdAt') as number
    const second = await collection()
      .where('status', '==', 'active')
      .where('createdAt', '>', last)
      .orderBy('createdAt')
      .limit(3)
      .get()
    expect(second.docs.map((document) => document.id)).toEqual(['doc-03', 'doc-04', 'doc-05'])
  })

  test('a range with in, array-contains and count', async () => {
    const inRange = await collection()
      .where('price', '>=', 150_000)
      .where('price', '<', 180_000)
      .get()
    expect(inRange.size).toBe(3)
    const either = await collection().where('status', 'in', ['sold']).get()
    expect(either.size).toBe(4)
    const garages = await collection().where('features', 'array-contains', 'garage').get()
    expect(garages.size).toBe(4)
    expect((await collection().where('uid', '==', 'odd').count().get()).data().count).toBe(6)
  })

  test('arrayUnion and arrayRemove in an update (documents.server.ts shares a document with them)', async () => {
    const ref = collection().doc('shared')
    await ref.set({ sharedWith: ['a'] })
    await ref.update({ sharedWith: FieldValue.arrayUnion('b') })
    await ref.update({ sharedWith: FieldValue.arrayUnion('b') })
    expect((await ref.get()).get('sharedWith')).toEqual(['a', 'b'])
    await ref.update({ sharedWith: FieldValue.arrayRemove('a') })
    expect((await ref.get()).get('sharedWith')).toEqual(['b'])
    await ref.delete()
  })

  test('read-modify-write in a transaction (instead of arrayUnion)', async () => {
    const ref = collection().doc('doc-00')
    await db().runTransaction(async (transaction) => {
      const features = ((await transaction.get(ref)).get('features') as string[]) ?? []
      transaction.update(ref, { features: [...new Set([...features, 'pool'])] })
    })
    expect((await ref.get()).get('features')).toEqual(['garage', 'porch', 'pool'])
  })

  // two transactions racing to create the same record: Firestore retries the loser, which then
  // finds the record; the emulator fails its commit with ALREADY_EXISTS instead, writing nothing
  test('a once-only record and a top-level counter in one transaction (A/B test visitors, ADR 041)', async () => {
    const counter = collection().doc('counter')
    await counter.set({ exposures: 0 })
    const once = async (visitor: string) =>
      db()
        .runTransaction(async (transaction) => {
          const [seen] = await transaction.getAll(collection().doc(`seen-${visitor}`), counter)
          if (seen!.exists) return false
          transaction.create(collection().doc(`seen-${visitor}`), { visitor })
          transaction.update(counter, { exposures: FieldValue.increment(1) })
          return true
        })
        .catch((error: { code?: number }) => (error.code === 6 ? false : Promise.reject(error)))
    const outcomes = await Promise.all([once('x'), once('x'), once('y'), once('y')])
    expect(outcomes.filter(Boolean)).toHaveLength(2)
    expect((await counter.get()).get('exposures')).toBe(2)
  })
})
