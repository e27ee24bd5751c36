// PATCH of @firestore-emulator/server 0.3.15 (docs/decisions/024-patches-of-upstream-code.md).
// Firestore replaces a document on set() without merge, and update() with a field in its mask but
// no value (FieldValue.delete()) removes that field. The library merges on every set and keeps
// masked fields it was given no value for, so the embedded default kept fields production would
// have dropped (a tour booked again after cancelling kept its cancelledAt). This clears the fields
// before a set without a mask and removes top-level masked fields with no value after a write.
// firestore-emulator-writes.test.ts fails when the library does this itself (then this can go).
export function writeLikeFirestore(state) {
  const probe = state.getCollection('projects/probe/databases/(default)/documents/probe')
  const Document = probe.getDocument('probe').constructor
  state.clear()
  const { set, update, v1Transform } = Document.prototype
  if (typeof set !== 'function' || typeof update !== 'function' || typeof v1Transform !== 'function') {
    throw new Error('@firestore-emulator/server changed shape (Document.set/update/v1Transform): see docs/decisions/024-patches-of-upstream-code.md')
  }
  // a transform (FieldValue.increment, arrayUnion, serverTimestamp) writes its one field through
  // set() without a mask: that set must merge, not replace
  const transforming = new WeakSet()
  Document.prototype.v1Transform = function transformMerging(date, transforms) {
    transforming.add(this)
    try {
      return v1Transform.call(this, date, transforms)
    } finally {
      transforming.delete(this)
    }
  }
  Document.prototype.set = function setReplacing(date, fields, updateMask = []) {
    if (updateMask.length === 0 && !transforming.has(this)) this.fields = {}
    set.call(this, date, fields, updateMask)
    dropMaskedWithoutValue(this, fields, updateMask)
  }
  Document.prototype.update = function updateDeleting(date, fields, updateMask = []) {
    update.call(this, date, fields, updateMask)
    dropMaskedWithoutValue(this, fields, updateMask)
  }
}

// only top-level fields: a nested delete (`a.b`) keeps the library's behaviour
function dropMaskedWithoutValue(document, fields, updateMask) {
  const dropped = updateMask.filter((path) => !path.includes('.') && !(path in fields) && path in document.fields)
  if (dropped.length === 0) return
  const kept = { ...document.fields }
  for (const path of dropped) delete kept[path]
  document.fields = kept
}
