import { createRequire } from 'node:module'

// What the embedded default runs besides the application: the Auth emulator (firebase-tools), the
// Firestore emulator, and the stand-ins for Google, Facebook and Stripe (msw). They are development
// packages: a production install (`npm ci --omit=dev`) has none, and serves a real project only
// (docs/decisions/060-production-build.md).
export const embeddedDefaultPackages = [
  'firebase-tools',
  '@firestore-emulator/server',
  'msw',
  '@mswjs/interceptors',
]

export class IncompleteInstallError extends Error {
  // server.ts, which imports nothing of app/, tells this error by its name and prints its message alone
  override name = 'IncompleteInstallError'
}

// the embedded default's packages that this install lacks
export function missingEmbeddedDefaultPackages(): string[] {
  const require = createRequire(import.meta.url)
  return embeddedDefaultPackages.filter((name) => {
    try {
      require.resolve(name)
      return false
    } catch (error) {
      // a package that is there but has no CommonJS entry is there all the same
      return (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND'
    }
  })
}

export function assertEmbeddedDefaultInstalled() {
  const missing = missingEmbeddedDefaultPackages()
  if (missing.length === 0) return
  throw new IncompleteInstallError(
    `Without FIREBASE_PROJECT_ID Threshold runs the embedded default, which needs the full install (npm install; missing: ${missing.join(', ')}); a production install serves a real project: set FIREBASE_PROJECT_ID.`,
  )
}
