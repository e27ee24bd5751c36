// the in-process Firestore emulator, on a thread of its own so its work does not share the event
// loop with page rendering; it ends with the process
import { createRequire } from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'
import { answerListCollectionIds } from './emulator-list-collections.mjs'
import { insertInPlace } from '../patches/firestore-emulator-inserts.mjs'
import { listenToChangesOnly } from '../patches/firestore-emulator-listen.mjs'
import { writeLikeFirestore } from '../patches/firestore-emulator-writes.mjs'
import { persistState } from './firestore-persistence.mjs'

// the package's ES build imports files without extensions, which Node refuses; its CommonJS build works
const require = createRequire(import.meta.url)
const { FirestoreServer } = require('@firestore-emulator/server')
const { ServerCredentials } = createRequire(require.resolve('@firestore-emulator/server'))(
  '@grpc/grpc-js',
)

const server = new FirestoreServer()
insertInPlace(server.state)
writeLikeFirestore(server.state)
listenToChangesOnly(server.state)
answerListCollectionIds(server)
const persistence = workerData.persistence
  ? persistState(server.state, workerData.persistence)
  : undefined

// FirestoreServer.start binds 0.0.0.0: anyone on the network could read and write without a
// credential. Bound here to loopback instead.
const port = await new Promise((resolve, reject) => {
  server.server.bindAsync(
    `127.0.0.1:${workerData.port}`,
    ServerCredentials.createInsecure(),
    (error, bound) => (error ? reject(error) : resolve(bound)),
  )
})
parentPort.postMessage({ type: 'ready', port, restored: persistence?.restored ?? 0 })

parentPort.on('message', (message) => {
  if (message.type === 'snapshot') {
    try {
      persistence?.snapshot()
      parentPort.postMessage({ type: 'snapshot', id: message.id })
    } catch (error) {
      parentPort.postMessage({ type: 'snapshot', id: message.id, error: String(error) })
    }
  } else if (message.type === 'stop') {
    server.server.forceShutdown()
    persistence?.close()
    parentPort.postMessage({ type: 'stopped', id: message.id })
  }
})
