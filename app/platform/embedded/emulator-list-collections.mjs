// @firestore-emulator/server answers ListCollectionIds with "not implemented", so firebase-admin's
// `listCollections()` (what data:export uses) fails on it. This registers an answer from the
// emulator's own state, for the database root and for any document; nothing else changes.
// tests/integration/emulator-list-collections.test.ts fails if the library stops taking it.
import { createRequire } from 'node:module'

const { UnimplementedFirestoreService, ListCollectionIdsResponse } = createRequire(
  createRequire(import.meta.url).resolve('@firestore-emulator/server'),
)('@firestore-emulator/proto/dist/google/firestore/v1/firestore')

export function answerListCollectionIds(server) {
  const method = UnimplementedFirestoreService.definition.ListCollectionIds
  server.server.unregister(method.path)
  const registered = server.server.register(
    method.path,
    (call, callback) => {
      const ids = collectionIdsUnder(server.state, call.request.parent)
      callback(
        null,
        ListCollectionIdsResponse.fromObject({ collection_ids: ids, next_page_token: '' }),
      )
    },
    method.responseSerialize,
    method.requestDeserialize,
    'unary',
  )
  if (!registered)
    throw new Error('the Firestore emulator did not take the ListCollectionIds answer')
}

// parent: projects/{p}/databases/{d}/documents[/{collection}/{document}]...
function collectionIdsUnder(state, parent) {
  const [, projectId, , databaseId, , ...path] = String(parent).split('/')
  let owner = state.projects[projectId]?.databases[databaseId]
  for (let index = 0; owner && index < path.length; index += 2)
    owner = owner.collections[path[index]]?.documents[path[index + 1]]
  if (!owner) return []
  return Object.values(owner.collections)
    .filter((collection) => collection.hasChild())
    .map((collection) => collection.name)
    .sort()
}
