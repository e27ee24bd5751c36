import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
// @ts-expect-error a plain ES module without types, loaded in the emulator's worker
import { writeLikeFirestore } from './firestore-emulator-writes.mjs'

type Field = { type: string; value: unknown }
type Doc = { fields: Record<string, Field>; set(date: Date, fields: Record<string, Field>, mask?: string[]): void; update(date: Date, fields: Record<string, Field>, mask?: string[]): void }
type State = { getCollection(path: string): { getDocument(name: string): Doc } }
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server') as { FirestoreServer: new () => { state: State } }
const path = 'projects/p/databases/(default)/documents/things'
const int = (value: number): Field => ({ type: 'integer_value', value }) as Field

// runs first: the patch changes the library's classes for the rest of this file
test('upstream still merges on a set without a mask and keeps a masked field with no value (when this fails, the patch can go)', () => {
  const thing = new FirestoreServer().state.getCollection(path).getDocument('a')
  thing.set(new Date(), { a: int(1), b: int(2) })
  thing.set(new Date(), { a: int(3) })
  expect(Object.keys(thing.fields).sort()).toEqual(['a', 'b'])
  thing.update(new Date(), {}, ['a'])
  expect(Object.keys(thing.fields).sort()).toEqual(['a', 'b'])
})

test('patched, a set replaces the document, a merge set keeps the rest, and a masked field with no value is deleted', () => {
  const { state } = new FirestoreServer()
  writeLikeFirestore(state)
  const thing = state.getCollection(path).getDocument('a')
  thing.set(new Date(), { a: int(1), b: int(2) })
  thing.set(new Date(), { a: int(3) })
  expect(Object.keys(thing.fields)).toEqual(['a'])
  thing.set(new Date(), { b: int(4) }, ['b'])
  expect(Object.keys(thing.fields).sort()).toEqual(['a', 'b'])
  thing.update(new Date(), { c: int(5) }, ['a', 'c'])
  expect(Object.keys(thing.fields).sort()).toEqual(['b', 'c'])
})

test('patched, a transform (an increment of a new field) adds its one field and keeps the rest', () => {
  const { state } = new FirestoreServer()
  writeLikeFirestore(state)
  const thing = state.getCollection(path).getDocument('a') as Doc & { v1Transform(date: Date, transforms: unknown[]): void }
  thing.set(new Date(), { b: int(2) })
  thing.v1Transform(new Date(), [{ field_path: 'a', has_increment: true, increment: { has_integer_value: true, integer_value: 2 } }])
  expect(Object.keys(thing.fields).sort()).toEqual(['a', 'b'])
  expect(thing.fields.a!.value).toBe(2)
})
