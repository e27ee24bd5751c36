import { FirestoreServer } from '@firestore-emulator/server'
import { freePort } from './free-port.server'

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
