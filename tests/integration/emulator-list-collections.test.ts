import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { db } from '~/platform/firebase.server'

// app/platform/embedded/emulator-list-collections.mjs: the in-process emulator answers
// listCollections, which the library leaves unimplemented; if an upgrade stops the answer taking
// effect, this fails
describe('listing collections on the embedded Firestore', () => {
  test('firebase-admin lists every top-level collection, whatever its name, and a document’s subcollections', async () => {
    const name = `unlisted${randomUUID().slice(0, 8)}`
    const parent = db().collection(name).doc('parent')
    await parent.set({ at: 1 })
    await parent.collection('notes').doc('first').set({ text: 'hello' })
    try {
      expect((await db().listCollections()).map((collection) => collection.id)).toContain(name)
      expect((await parent.listCollections()).map((collection) => collection.id)).toEqual(['notes'])
      expect(await db().collection(name).doc('missing').listCollections()).toEqual([])
    } finally {
      await parent.collection('notes').doc('first').delete()
      await parent.delete()
    }
  })

  test('a collection whose documents were all deleted is no longer listed', async () => {
    const name = `emptied${randomUUID().slice(0, 8)}`
    await db().collection(name).doc('only').set({ at: 1 })
    await db().collection(name).doc('only').delete()
    expect((await db().listCollections()).map((collection) => collection.id)).not.toContain(name)
  })
})
