import { createRequire } from 'node:module'
import { beforeEach, describe, expect, test } from 'vitest'
import { listenToChangesOnly } from './firestore-emulator-listen.mjs'

// firestore-emulator-listen.mjs: a query listener on the embedded Firestore is sent
// only what changed in its own collection. The library's own answer is checked too: when an
// upgrade stops resending everything, the patch can go
const require = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'))
const { FirestoreServer } = require('@firestore-emulator/server')
const { ListenRequest } = require('@firestore-emulator/proto/dist/google/firestore/v1/firestore')
const { Write } = require('@firestore-emulator/proto/dist/google/firestore/v1/write')

type Answer = { toObject(): Record<string, { document?: { name?: string } | string; target_change_type?: number } | undefined> }
type EmulatorState = {
  writeV1Document(date: Date, write: unknown): unknown
  v1Listen(listen: unknown, send: (answer: Answer) => void, onEnd: (handler: () => void) => void): void
}

const documents = 'projects/demo-threshold/databases/(default)/documents'
const homes = 200

function emulatorState({ patched }: { patched: boolean }): EmulatorState {
  const state = new FirestoreServer().state as EmulatorState
  if (patched) listenToChangesOnly(state)
  for (let index = 0; index < homes; index += 1) write(state, `homes/h${index}`, index)
  return state
}

function write(state: EmulatorState, path: string, price: number) {
  state.writeV1Document(new Date(), Write.fromObject({ update: { name: `${documents}/${path}`, fields: { price: { integer_value: price } } } }))
}

function remove(state: EmulatorState, path: string) {
  state.writeV1Document(new Date(), Write.fromObject({ delete: `${documents}/${path}` }))
}

// what a listener on `homes` is sent, as "change <path>", "remove <path>" and "consistent" lines
function listenToHomes(state: EmulatorState) {
  const sent: string[] = []
  const ends: Array<() => void> = []
  const request = ListenRequest.fromObject({ add_target: { target_id: 1, query: { parent: documents, structured_query: { from: [{ collection_id: 'homes' }] } } } })
  state.v1Listen(
    request,
    (answer) => {
      const { document_change: change, document_remove: removed, target_change: target } = answer.toObject()
      const name = (value: typeof change) => String(typeof value?.document === 'string' ? value.document : value?.document?.name).slice(documents.length + 1)
      if (change) sent.push(`change ${name(change)}`)
      else if (removed) sent.push(`remove ${name(removed)}`)
      else if (target?.target_change_type === 0) sent.push('consistent')
    },
    (handler) => ends.push(handler),
  )
  return { sent, end: () => ends.forEach((handler) => handler()) }
}

const nextTurns = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('a query listener on the embedded Firestore', () => {
  let state: EmulatorState
  let listener: ReturnType<typeof listenToHomes>
  beforeEach(async () => {
    state = emulatorState({ patched: true })
    listener = listenToHomes(state)
    expect(listener.sent.filter((line) => line.startsWith('change'))).toHaveLength(homes)
    listener.sent.length = 0
  })

  test('is sent nothing for a write to another collection', async () => {
    write(state, 'events/e1', 1)
    await nextTurns()
    expect(listener.sent).toEqual([])
  })

  test('is sent the one document that changed, entered or left', async () => {
    write(state, 'homes/h7', 7_000)
    await nextTurns()
    write(state, 'homes/new', 1)
    await nextTurns()
    remove(state, 'homes/h8')
    await nextTurns()
    expect(listener.sent).toEqual(['change homes/h7', 'consistent', 'change homes/new', 'consistent', 'remove homes/h8', 'consistent'])
  })

  test('takes the writes of one turn together', async () => {
    for (const path of ['homes/h1', 'homes/h2', 'homes/h3']) write(state, path, 1)
    await nextTurns()
    expect(listener.sent).toEqual(['change homes/h1', 'change homes/h2', 'change homes/h3', 'consistent'])
  })

  test('is sent nothing once it ended', async () => {
    listener.end()
    write(state, 'homes/h1', 2)
    await nextTurns()
    expect(listener.sent).toEqual([])
  })
})

test('the library on its own still sends every document again for any write anywhere', async () => {
  const state = emulatorState({ patched: false })
  const listener = listenToHomes(state)
  listener.sent.length = 0
  write(state, 'events/e1', 1)
  await nextTurns()
  expect(listener.sent.filter((line) => line.startsWith('change'))).toHaveLength(homes)
  listener.end()
})
