// The process: its environment, the server build, and the start the build itself exports. Nothing
// of app/ is imported here, so the HTTP layer and the routes share the build's one copy of every
// module (docs/decisions/023-one-module-graph.md).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import type * as Entry from './app/entry.server'

// React and Express choose their builds from NODE_ENV when they load: production unless told
process.env.NODE_ENV ??= 'production'
// variables already set win over the file; ENV_FILE= (empty) reads none, as the test suite does
const envFile = process.env.ENV_FILE ?? '.env'
if (envFile && existsSync(envFile)) process.loadEnvFile(envFile)

try {
  const vite = process.env.NODE_ENV === 'development' ? await startVite() : undefined
  const loadBuild = async () =>
    (vite
      ? await vite.ssrLoadModule('virtual:remix/server-build')
      : await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild
  const build = await loadBuild()
  // the production build has no source maps of its own, but tsx turns them on for the whole
  // process, which makes every `new Error().stack` dearer (Firestore's client takes one per query)
  if (!vite) process.setSourceMapsEnabled(false)
  const { startServer } = build.entry.module as unknown as typeof Entry
  // in development each request loads the newest build, so an edited route is served at once
  await startServer({
    build: vite ? loadBuild : build,
    devAssets: vite?.middlewares,
    onStop: async () => vite?.close(),
  })
} catch (error) {
  // a wrong setting or an install without the embedded default is the operator's to fix: say
  // which, without a stack
  const name = error instanceof Error ? error.name : ''
  process.stderr.write(
    name === 'InvalidEnvError'
      ? `${(error as Error).message}\nSee .env.example for every variable and its meaning.\n`
      : name === 'IncompleteInstallError'
        ? `${(error as Error).message}\n`
        : `${(error as Error)?.stack ?? error}\n`,
  )
  process.exit(1)
}

async function startVite() {
  const { createServer } = await import('vite')
  const before = new Set(process.listeners('SIGTERM'))
  const vite = await createServer({ server: { middlewareMode: true } })
  // Remix's child Vite servers each exit the process on SIGTERM as soon as they have closed,
  // cutting the graceful stop short; that stop closes Vite itself
  for (const listener of process.listeners('SIGTERM'))
    if (!before.has(listener)) process.off('SIGTERM', listener)
  return vite
}
