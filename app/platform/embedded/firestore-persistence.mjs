// what the embedded Firestore holds, kept on disk so that a crash (kill -9) loses no acknowledged
// write: a snapshot in data:export's format plus a journal with one line per document change,
// written synchronously while the emulator applies the write, before its answer goes out.
// (docs/decisions/016-embedded-default-durable-and-local.md)
import {
  closeSync,
  existsSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { encodeFields, toV1Fields } from './firestore-state-codec.mjs'

const { Write } = createRequire(
  createRequire(import.meta.url).resolve('@firestore-emulator/server'),
)('@firestore-emulator/proto/dist/google/firestore/v1/write')
const compactAboveBytes = 64 * 1024 * 1024

export function persistState(state, { snapshotFile, journalFile, projectId }) {
  const root = `projects/${projectId}/databases/(default)/documents/`
  const restored = restore(state, root, snapshotFile, journalFile)

  // what people wrote in the demo: readable by this machine's user only
  const journal = openSync(journalFile, 'a', 0o600)
  let journalBytes = statSync(journalFile).size
  let compacting = false
  const append = (line) => {
    journalBytes += writeSync(journal, `${line}\n`)
    if (journalBytes > compactAboveBytes && !compacting) {
      compacting = true
      setImmediate(() => {
        compacting = false
        snapshot()
      })
    }
  }
  const record = ({ document }) => {
    const name = document.getPath()
    if (!name.startsWith(root)) return
    const path = name.slice(root.length)
    append(
      JSON.stringify(
        document.metadata.hasExist
          ? { path, fields: encodeFields(document.fields, root) }
          : { path },
      ),
    )
  }
  state.emitter.on('create-document', record)
  state.emitter.on('update-document', record)
  state.emitter.on('delete-document', record)

  // one synchronous step on the emulator's thread, so no write falls between the two files: the
  // snapshot is complete on disk before the journal it replaces is emptied
  function snapshot() {
    const temporary = `${snapshotFile}.tmp`
    writeFileSync(temporary, JSON.stringify(toBackup(state, root)), { mode: 0o600 })
    renameSync(temporary, snapshotFile)
    ftruncateSync(journal, 0)
    journalBytes = 0
  }

  return {
    restored,
    snapshot,
    close() {
      state.emitter.off('create-document', record)
      state.emitter.off('update-document', record)
      state.emitter.off('delete-document', record)
      closeSync(journal)
    },
  }
}

// the snapshot, then the journal over it: the last line about a document is its state
function restore(state, root, snapshotFile, journalFile) {
  const documents = new Map()
  if (existsSync(snapshotFile)) {
    const backup = JSON.parse(readFileSync(snapshotFile, 'utf8'))
    for (const [collection, entries] of Object.entries(backup.collections ?? {})) {
      for (const [id, fields] of Object.entries(entries))
        documents.set(`${collection}/${id}`, fields)
    }
  }
  if (existsSync(journalFile)) {
    for (const line of readFileSync(journalFile, 'utf8').split('\n')) {
      const entry = parseLine(line)
      if (!entry) continue
      if (entry.fields) documents.set(entry.path, entry.fields)
      else documents.delete(entry.path)
    }
  }
  const date = new Date()
  for (const [path, fields] of documents) {
    state.writeV1Document(
      date,
      Write.fromObject({ update: { name: `${root}${path}`, fields: toV1Fields(fields, root) } }),
    )
  }
  return documents.size
}

function parseLine(line) {
  if (!line) return undefined
  try {
    const entry = JSON.parse(line)
    return typeof entry.path === 'string' ? entry : undefined
  } catch {
    // a line cut short by the crash itself: its write was never acknowledged
    return undefined
  }
}

// every document of the database, keyed by its collection's path ("users", "listings/abc/photos")
function toBackup(state, root) {
  const collections = {}
  const [, projectId, , databaseId] = root.split('/')
  const database = state.projects[projectId]?.databases[databaseId]
  const visit = (owner) => {
    for (const collection of Object.values(owner.collections)) {
      for (const document of Object.values(collection.documents)) {
        if (document.metadata.hasExist) {
          const path = collection.getDocumentPath()
          collections[path] ??= {}
          collections[path][document.name] = encodeFields(document.fields, root)
        }
        visit(document)
      }
    }
  }
  if (database) visit(database)
  return { format: 'threshold-firestore-backup', version: 1, exportedAt: Date.now(), collections }
}
