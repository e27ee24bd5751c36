/// <reference types="vitest/config" />
import { vitePlugin as remix } from '@remix-run/dev'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { defineConfig, transformWithEsbuild, type Plugin } from 'vite'
import { emulatorTests, processTests, unitTests } from './tests/vitest-projects'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [
    !process.env.VITEST &&
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
        },
      }),
    helperPrograms(),
    productionServer(),
    sharedChunks(),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // ADR 015: fewer, larger script files; a small shared chunk is merged into a neighbour
  build: {
    target: 'es2022',
    rollupOptions: { output: { experimentalMinChunkSize: 2000 } },
  },
  server: { hmr: { port: Number(process.env.VITE_HMR_PORT ?? 24678) } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'vitest-session-secret-0123456789abcdef',
    },
    // groups run in order: unit files side by side, then the emulator files, then the processes
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitTests,
          exclude: emulatorTests,
          // a closed port, also when the emulator project runs beside: a unit file never finds them
          env: {
            FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
            FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
          },
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: emulatorTests,
          globalSetup: ['tests/integration/global-setup.ts'],
          // one pair of emulators for all: a file clears or lists whole collections another writes
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: processTests,
          globalSetup: ['tests/integration/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 600_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})

// The embedded default runs programs of its own in a worker thread and a child process, named
// `new URL('./program.mjs', import.meta.url)` beside the module that starts them. In the server
// build each becomes a chunk of its own (with what it imports), and the URL names that chunk.
function helperPrograms(): Plugin {
  let ssr = false
  return {
    name: 'threshold:helper-programs',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    transform(code, id) {
      if (!ssr) return null
      let bundled = code
      // a program loads the TypeScript it imports itself (tsx) when run from the sources; in the
      // build what it imports is a chunk of JavaScript already, and tsx is a development package
      if (id.endsWith('.mjs'))
        bundled = bundled
          .replace(/^import \{ register \} from 'tsx\/esm\/api'\n/m, '')
          .replace(/^register\(\)\n/m, '')
      const programs = [
        ...code.matchAll(/new URL\(['"](\.\/[\w-]+\.mjs)['"], import\.meta\.url\)/g),
      ]
      for (const [named, file] of programs) {
        const chunk = this.emitFile({ type: 'chunk', id: path.resolve(path.dirname(id), file!) })
        // a function, not a string: the reference is a hash of the program's path and may hold a
        // `$`, which a replacement string would read as a pattern (a build in some folders failed)
        bundled = bundled.replace(named, () => `new URL(import.meta.ROLLUP_FILE_URL_${chunk})`)
      }
      return bundled === code ? null : { code: bundled, map: null }
    },
  }
}

// The server build runs on a production install (`npm ci --omit=dev`), which has no development
// package (docs/decisions/060-production-build.md): server.ts is compiled beside it to
// build/server.js, which `node` runs without tsx, and app/routes.ts's helpers come from
// app/platform/route-config.ts there, not from @remix-run/route-config, which loads @remix-run/dev
function productionServer(): Plugin {
  let ssr = false
  let outDir = ''
  return {
    name: 'threshold:production-server',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
      outDir = path.resolve(config.root, config.build.outDir)
    },
    // a package a chunk imports as it loads must be a dependency: the build fails otherwise, before
    // a production install would (what only the embedded default uses is imported when it runs)
    generateBundle(_options, bundle) {
      if (!ssr) return
      const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
        dependencies: Record<string, string>
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const imported of chunk.imports) {
          if (
            imported in bundle ||
            imported.startsWith('node:') ||
            builtinModules.includes(imported)
          )
            continue
          const name = imported
            .split('/')
            .slice(0, imported.startsWith('@') ? 2 : 1)
            .join('/')
          if (!(name in dependencies))
            this.error(
              `${chunk.fileName} imports ${imported}, and ${name} is not a dependency: a production install (npm ci --omit=dev) has none`,
            )
        }
      }
    },
    // server.ts imports only types of app/: its own code, without them, is the whole program
    async writeBundle() {
      if (!ssr) return
      const source = fileURLToPath(new URL('./server.ts', import.meta.url))
      const { code } = await transformWithEsbuild(await readFile(source, 'utf8'), source, {
        loader: 'ts',
        format: 'esm',
        target: 'node24',
      })
      await writeFile(
        path.join(path.dirname(outDir), 'server.js'),
        `// compiled from server.ts by vite.config.ts\n${code}`,
      )
    },
    resolveId(source) {
      if (!ssr || source !== '@remix-run/route-config') return null
      return fileURLToPath(new URL('./app/platform/route-config.ts', import.meta.url))
    },
  }
}

// ADR 030: in the browser build the framework, the shell every page draws and the sign-in card are
// chunks of their own, so code one feature shares with another never lands in what every page loads
const framework =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[\w-]+|react-router|react-router-dom|turbo-stream)\//
const shell =
  /\/app\/(ui\/(?!form\/use-)|features\/shell\/(?!planned-pages)|features\/accounts\/roles\.ts$)/
const signIn = /\/app\/features\/accounts\/(auth-card|messages|sign-in-reasons|honeypot)\.tsx?$/
// the switch the three map pages share (ADR 070): left to the small-chunk merge it joined the
// explorer's route chunk, which the search page then loaded too
const mapSwitch = /\/app\/features\/search\/map-view\.tsx$/
// Vite's helper for a dynamic import (the map's) with the shell every page loads: in the sign-in
// chunk, where the merge put it, the search page loaded the sign-in card's 3 KB to reach it
const preloadHelper = '\0vite/preload-helper.js'

function sharedChunks(): Plugin {
  let ssr = false
  return {
    name: 'threshold:shared-chunks',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    outputOptions(options) {
      if (ssr) return null
      return {
        ...options,
        manualChunks: (id) =>
          framework.test(id)
            ? 'framework'
            : shell.test(id) || id === preloadHelper
              ? 'shell'
              : signIn.test(id)
                ? 'sign-in'
                : mapSwitch.test(id)
                  ? 'map-view'
                  : undefined,
      }
    },
  }
}
