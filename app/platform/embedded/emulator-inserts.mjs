// @firestore-emulator/server adds a document by copying its collection's whole index (an immer
// `produce` over every document id), so n inserts cost n²: at 24,000 page views one batch of 400
// took 12 s, and every other Firestore call, sign-ins included, waited behind it. This puts new
// documents and collections into the index in place; reads, writes and queries are unchanged.
// (docs/decisions/011-emulator-in-place-inserts.md)
export function insertInPlace(state) {
  const probe = state.getCollection('projects/probe/databases/(default)/documents/probe')
  const document = probe.getDocument('probe')
  const Collection = probe.constructor
  const Document = document.constructor
  const Database = probe.database.constructor
  state.clear()

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
