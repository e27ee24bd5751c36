import { createRequire } from 'node:module'

// the classes the emulator answers with, from its own copy of the protocol package
const require = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'))
const { ListenResponse, TargetChangeTargetChangeType: TargetChange } = require('@firestore-emulator/proto/dist/google/firestore/v1/firestore')
const { Timestamp } = require('@firestore-emulator/proto/dist/google/protobuf/timestamp')

// PATCH of @firestore-emulator/server 0.3.15 (docs/decisions/024-patches-of-upstream-code.md).
// @firestore-emulator/server answers a query listener by running its query again after every
// write anywhere in the database and sending every result again (a reset and all documents): a
// listener on `listings` was sent 2,930 documents for each page view recorded in `events`. This
// answers query listeners as Firestore does: only writes to the listened collection count, the
// writes of one turn of the event loop are taken together, and only the documents that entered,
// changed or left the results are sent. Document listeners keep the library's own code.
// (docs/decisions/021-listing-catalog-and-change-feed.md)
export function listenToChangesOnly(state) {
  if (typeof state.v1Listen !== 'function' || typeof state.v1Query !== 'function') {
    throw new Error('@firestore-emulator/server changed shape (state.v1Listen/v1Query): see docs/decisions/024-patches-of-upstream-code.md')
  }
  const libraryListen = state.v1Listen.bind(state)
  state.v1Listen = function v1Listen(listen, send, onEnd) {
    if (!listen.has_add_target || !listen.add_target.has_query) return libraryListen(listen, send, onEnd)
    followQuery(state, listen.add_target, send, onEnd)
  }
}

function followQuery(state, target, send, onEnd) {
  const { parent, structured_query: query } = target.query
  const collectionPath = `${parent}/${query.from[0]?.collection_id}`
  const targetIds = [target.target_id]
  const run = () => state.v1Query(parent, query)
  const sendDocument = (document) => send(ListenResponse.fromObject({ document_change: { document: document.toV1DocumentObject(), target_ids: targetIds } }))
  const sendConsistent = () =>
    send(ListenResponse.fromObject({ target_change: { read_time: now(), target_change_type: TargetChange.NO_CHANGE, target_ids: [] } }))

  send(ListenResponse.fromObject({ target_change: { target_change_type: TargetChange.ADD, target_ids: targetIds } }))
  let results = new Map(run().map((document) => [document.getPath(), document]))
  for (const document of results.values()) sendDocument(document)
  send(ListenResponse.fromObject({ target_change: { read_time: now(), target_change_type: TargetChange.CURRENT, target_ids: targetIds } }))
  sendConsistent()

  let changed = new Set()
  let ended = false
  const flush = () => {
    const written = changed
    changed = new Set()
    if (ended) return
    const next = new Map(run().map((document) => [document.getPath(), document]))
    for (const [path, document] of next) if (!results.has(path) || written.has(path)) sendDocument(document)
    for (const path of results.keys()) {
      if (!next.has(path)) send(ListenResponse.fromObject({ document_remove: { document: path, removed_target_ids: targetIds, read_time: now() } }))
    }
    results = next
    sendConsistent()
  }
  const noteWrite = ({ document }) => {
    if (ended || document.parent.getPath() !== collectionPath) return
    if (changed.size === 0) setImmediate(flush)
    changed.add(document.getPath())
  }
  for (const event of ['create-document', 'update-document', 'delete-document']) {
    state.emitter.on(event, noteWrite)
    onEnd(() => {
      ended = true
      state.emitter.off(event, noteWrite)
    })
  }
}

function now() {
  const ms = Date.now()
  return Timestamp.fromObject({ seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1_000_000 })
}
