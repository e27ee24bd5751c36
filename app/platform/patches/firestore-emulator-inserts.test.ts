import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
// @ts-expect-error a plain ES module without types, loaded in the emulator's worker
import { insertInPlace } from './firestore-emulator-inserts.mjs'

type Entry = { name: string; documents: Record<string, Entry>; collections: Record<string, Entry>; getDocument(name: string): Entry; getCollection(name: string): Entry }
type State = { getCollection(path: string): Entry; emitter: { on(event: string, listener: (event: { collection: Entry }) => void): void } }
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server') as { FirestoreServer: new () => { state: State } }
const path = 'projects/p/databases/(default)/documents/things'

// runs first: the patch changes the library's classes for the rest of this file
test('upstream still copies a collection’s whole index for every new document (when this fails, the patch can go)', () => {
  const things = new FirestoreServer().state.getCollection(path)
  things.getDocument('a')
  const index = things.documents
  things.getDocument('b')
  expect(things.documents).not.toBe(index)
  expect(Object.keys(things.documents)).toEqual(['a', 'b'])
})

test('patched, new documents and collections join the index in place and are announced', () => {
  const { state } = new FirestoreServer()
  insertInPlace(state)
  const added: string[] = []
  state.emitter.on('add-collection', ({ collection }) => added.push(collection.name))
  const things = state.getCollection(path)
  const first = things.getDocument('a')
  const index = things.documents
  things.getDocument('b')
  expect(things.documents).toBe(index)
  expect(things.getDocument('a')).toBe(first)
  expect(Object.keys(things.documents)).toEqual(['a', 'b'])
  first.getCollection('notes').getDocument('n1')
  expect(Object.keys(first.collections)).toEqual(['notes'])
  expect(added).toEqual(['things', 'notes'])
})

test('the library is the version the patch was written for', () => {
  const { version } = createRequire(import.meta.url)('@firestore-emulator/server/package.json') as { version: string }
  expect(version).toBe('0.3.15')
})
