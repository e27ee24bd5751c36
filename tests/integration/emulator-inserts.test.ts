import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { db } from '~/platform/firebase.server'

// the embedded emulator used to copy a collection's whole index for every new document: at 12,000
// documents one batch of 400 took ~5 s and blocked every other call (docs/decisions/011)
test('a collection of 12,000 documents still takes a batch of 400 in well under a second', async () => {
  const collection = db().collection(`inserts-${randomUUID().slice(0, 8)}`)
  const batchMs: number[] = []
  for (let round = 0; round < 30; round += 1) {
    const batch = db().batch()
    for (let index = 0; index < 400; index += 1) batch.set(collection.doc(), { round, index })
    const started = performance.now()
    await batch.commit()
    batchMs.push(performance.now() - started)
  }
  expect(Math.max(...batchMs.slice(-5))).toBeLessThan(1_000)

  const lastRound = await collection.where('round', '==', 29).get()
  expect(lastRound.size).toBe(400)
  const child = collection.doc('parent').collection('children').doc('one')
  await child.set({ nested: true })
  expect((await child.get()).data()).toEqual({ nested: true })
}, 60_000)
