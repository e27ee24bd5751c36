// the in-process Firestore emulator, on a thread of its own so its work does not share the event
// loop with page rendering; it ends with the process
import { createRequire } from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'
import { insertInPlace } from './emulator-inserts.mjs'

// the package's ES build imports files without extensions, which Node refuses; its CommonJS build works
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server')

const server = new FirestoreServer()
insertInPlace(server.state)
await server.start(workerData.port)
parentPort.postMessage({ type: 'ready' })

parentPort.on('message', async (message) => {
  if (message.type === 'collectionIds') {
    const projects = server.state.toJSON().projects
    const ids = new Set()
    for (const project of Object.values(projects)) {
      for (const database of Object.values(project.databases)) for (const id of Object.keys(database.collections)) ids.add(id)
    }
    parentPort.postMessage({ type: 'collectionIds', id: message.id, ids: [...ids] })
  } else if (message.type === 'stop') {
    await server.stop()
    parentPort.postMessage({ type: 'stopped' })
  }
})
