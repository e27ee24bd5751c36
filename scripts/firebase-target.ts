import { env } from '~/platform/env.server'
import { runningEmbeddedDefault } from '~/platform/embedded/embedded-default.server'

// scripts talk to a real project (FIREBASE_PROJECT_ID) or to the embedded default that is running now
export function connectScriptToFirebase(): string {
  process.env.METADATA_SERVER_DETECTION ??= 'none'
  if (env().FIREBASE_PROJECT_ID) return `project ${env().FIREBASE_PROJECT_ID}`
  if (process.env.FIRESTORE_EMULATOR_HOST)
    return `emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`
  const running = runningEmbeddedDefault(env().DEMO_DATA_DIR)
  if (!running) {
    throw new Error(
      'No Firebase to talk to: set FIREBASE_PROJECT_ID (with credentials), or start the embedded default with `npm start` first.',
    )
  }
  process.env.FIRESTORE_EMULATOR_HOST = running.firestoreHost
  process.env.FIREBASE_AUTH_EMULATOR_HOST = running.authHost
  return `embedded default at ${running.firestoreHost}`
}

export function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}
