// PATCH of @firestore-emulator/server 0.3.15 (docs/decisions/024-patches-of-upstream-code.md).
// The library adds a document by copying its collection's whole index (an immer `produce` over
// every document id), so n inserts cost n²: at 24,000 page views one batch of 400 took 12 s, and
// every other Firestore call, sign-ins included, waited behind it. This replaces the three "get
// or create" methods so new documents and collections join the index in place; reads, writes and
// queries run the library's own code. firestore-emulator-inserts.test.ts fails when the library
// stops copying (then this can go) or its classes change shape (then this must be looked at).
export function insertInPlace(state) {
  const probe = state.getCollection('projects/probe/databases/(default)/documents/probe')
  const document = probe.getDocument('probe')
  const Collection = probe.constructor
  const Document = document.constructor
  const Database = probe.database.constructor
  state.clear()
  for (const [owner, key] of [[probe, 'documents'], [document, 'collections'], [probe.database, 'collections']]) {
    if (typeof owner[key] !== 'object' || typeof owner.constructor.prototype[key === 'documents' ? 'getDocument' : 'getCollection'] !== 'function') {
      throw new Error(`@firestore-emulator/server changed shape (${owner.constructor.name}.${key}): see docs/decisions/024-patches-of-upstream-code.md`)
    }
  }

  Collection.prototype.getDocument = function getDocument(name) {
    return this.documents[name] ?? addEntry(this, 'documents', name, () => new Document(this.emitter, this.database, this, name, {}, {}))
  }
  Document.prototype.getCollection = function getCollection(name) {
    return this.collections[name] ?? addEntry(this, 'collections', name, () => announce(this, new Collection(this.emitter, this.database, this, name, {})))
  }
  Database.prototype.getCollection = function getCollection(name) {
    return this.collections[name] ?? addEntry(this, 'collections', name, () => announce(this, new Collection(this.emitter, this, this, name, {})))
  }
}

function addEntry(owner, key, name, create) {
  // the index the library froze is copied once; from then on it grows in place
  if (Object.isFrozen(owner[key])) owner[key] = { ...owner[key] }
  const entry = create()
  owner[key][name] = entry
  return entry
}

function announce(owner, collection) {
  owner.emitter.emit('add-collection', { collection })
  return collection
}
