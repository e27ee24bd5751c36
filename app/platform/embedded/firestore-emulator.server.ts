import { createRequire } from 'node:module'
import type { FirestoreServer as FirestoreServerClass } from '@firestore-emulator/server'
import { freePort } from './free-port.server'

// the package's ES build imports files without extensions, which Node refuses; its CommonJS build works
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server') as {
  FirestoreServer: typeof FirestoreServerClass
}

export type FirestoreEmulator = { host: string; collectionIds(): string[]; stop(): Promise<void> }

export async function startFirestoreEmulator(port: number): Promise<FirestoreEmulator> {
  const chosen = await freePort(port)
  const server = new FirestoreServer()
  await server.start(chosen)
  return {
    host: `127.0.0.1:${chosen}`,
    // the emulator does not implement listCollections; its own state knows the names
    collectionIds() {
      const projects = server.state.toJSON().projects as Record<string, { databases: Record<string, { collections: object }> }>
      return [...new Set(Object.values(projects).flatMap((project) =>
        Object.values(project.databases).flatMap((database) => Object.keys(database.collections)),
      ))]
    },
    async stop() {
      await server.stop()
    },
  }
}
