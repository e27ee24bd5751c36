import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  productionFiles,
  productionInstall,
  productionStart,
} from '../../support/production-install'
import {
  ensureProductionBuild,
  environmentOfAShell,
  freeTestPort,
  startServer,
  stopStartedServers,
  waitForReady,
  type RunningServer,
} from '../../support/server-process'
import { skipTheRestAfterAFailure } from './serial'

// The production path (docs/decisions/060-production-build.md): what the Dockerfile's last stage
// copies, installed as it installs it (`npm ci --omit=dev`) in a folder of its own, started as it
// starts it (`node build/server.js`) against the suite's emulators as a real project. Pages
// answer, and no development package is installed or loaded.
const timeout = 600_000
const repository = path.resolve(import.meta.dirname, '../../..')
const loadLog = path.join(repository, 'tests/support/load-log.mjs')
type Lock = { packages: Record<string, { dev?: boolean }> }

let folder = ''
let server: RunningServer
let installSeconds = 0

// as the Dockerfile's last stage runs it: NODE_ENV=production
function run(
  command: readonly string[],
  env: NodeJS.ProcessEnv = { ...environmentOfAShell(), NODE_ENV: 'production' },
) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {
      cwd: folder,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stderr }))
  })
}

// the packages a file of node_modules belongs to, as the lock names them, outermost first
// (node_modules/a/node_modules/b/x.js: node_modules/a, node_modules/a/node_modules/b)
function lockKeysOf(file: string): string[] {
  const parts = path.relative(folder, file).split(path.sep)
  const keys: string[] = []
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] !== 'node_modules') continue
    const name = parts[i + 1]?.startsWith('@')
      ? parts.slice(i + 1, i + 3)
      : parts.slice(i + 1, i + 2)
    keys.push(parts.slice(0, i + 1 + name.length).join('/'))
  }
  return keys
}

skipTheRestAfterAFailure()
beforeAll(async () => {
  await ensureProductionBuild()
  folder = mkdtempSync(path.join(tmpdir(), 'threshold-production-'))
  for (const file of productionFiles)
    cpSync(path.join(repository, file), path.join(folder, file), { recursive: true })
  const started = performance.now()
  // --prefer-offline: this machine's npm cache first; the Dockerfile's install is the same otherwise
  const install = await run([...productionInstall, '--prefer-offline'])
  installSeconds = Math.round((performance.now() - started) / 1000)
  if (install.code !== 0)
    throw new Error(`${productionInstall.join(' ')} failed:\n${install.stderr}`)
}, timeout)

afterAll(async () => {
  await stopStartedServers()
  if (folder) rmSync(folder, { recursive: true, force: true })
}, timeout)

test('the production install has no development package', { timeout }, () => {
  const lock = JSON.parse(readFileSync(path.join(folder, 'package-lock.json'), 'utf8')) as Lock
  const devOnly = Object.entries(lock.packages).filter(
    ([key, entry]) => key.startsWith('node_modules/') && entry.dev,
  )
  expect(devOnly.length).toBeGreaterThan(100)
  expect(devOnly.map(([key]) => key).filter((key) => existsSync(path.join(folder, key)))).toEqual(
    [],
  )
  for (const name of [
    'firebase-tools',
    '@firestore-emulator/server',
    'msw',
    '@mswjs/interceptors',
    'tsx',
    'vite',
    '@remix-run/dev',
  ]) {
    expect(existsSync(path.join(folder, 'node_modules', name)), name).toBe(false)
  }
  // the build's worker programs load JavaScript, not TypeScript through tsx
  const assets = path.join(folder, 'build/server/assets')
  for (const chunk of readdirSync(assets).filter((file) => file.endsWith('.js')))
    expect(readFileSync(path.join(assets, chunk), 'utf8'), chunk).not.toContain('tsx/esm/api')
  console.info(`production install: ${installSeconds} s`)
})

test(
  'without FIREBASE_PROJECT_ID it stops at once with one line: the embedded default needs the full install',
  { timeout },
  async () => {
    const env: NodeJS.ProcessEnv = {
      ...environmentOfAShell(),
      ENV_FILE: '',
      NODE_ENV: 'production',
      PORT: String(await freeTestPort()),
      LOG_LEVEL: 'warn',
      DEMO_DATA_DIR: path.join(folder, '.data'),
    }
    delete env.FIREBASE_PROJECT_ID
    const { code, stderr } = await run([process.execPath, ...productionStart.slice(1)], env)
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toHaveLength(1)
    expect(stderr).toContain('needs the full install (npm install')
    expect(stderr).toContain('FIREBASE_PROJECT_ID')
    expect(existsSync(path.join(folder, '.data'))).toBe(false)
  },
)

test(
  '`node build/server.js` serves a real project: pages answer, and no development package is loaded',
  { timeout },
  async () => {
    const logFile = path.join(folder, 'loaded.txt')
    const started = performance.now()
    server = await startServer(
      {
        FIREBASE_PROJECT_ID: 'demo-threshold',
        FIREBASE_API_KEY: 'demo-api-key',
        SESSION_SECRET: 'production-session-secret-0123456789abcdef',
        FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
        FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST!,
        METADATA_SERVER_DETECTION: 'none',
        LOAD_LOG_FILE: logFile,
      },
      await freeTestPort(),
      300_000,
      {
        program: {
          args: ['--import', pathToFileURL(loadLog).href, ...productionStart.slice(1)],
          cwd: folder,
        },
      },
    )
    await waitForReady(server.url, 300_000)
    console.info(`production server ready: ${Math.round((performance.now() - started) / 1000)} s`)
    for (const page of ['/', '/properties', '/auth/login', '/healthz', '/readyz']) {
      const response = await fetch(`${server.url}${page}`, { redirect: 'manual' })
      expect(response.status, page).toBe(200)
      if (!page.endsWith('z')) expect(await response.text(), page).toContain('</html>')
    }
    await stopStartedServers()
    expect(await server.exited).toBe(0)

    const files = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((url) => url.startsWith('file:'))
      .map((url) => fileURLToPath(url))
    const lock = JSON.parse(readFileSync(path.join(folder, 'package-lock.json'), 'utf8')) as Lock
    const { devDependencies } = JSON.parse(
      readFileSync(path.join(folder, 'package.json'), 'utf8'),
    ) as { devDependencies: Record<string, string> }
    // every module is the install's own (the log's hook aside): nothing comes from the repository
    expect(
      files.filter((file) => !file.startsWith(`${folder}${path.sep}`) && file !== loadLog),
    ).toEqual([])
    expect(
      files.some((file) =>
        file.includes(`${path.sep}node_modules${path.sep}firebase-admin${path.sep}`),
      ),
    ).toBe(true)
    const fromDevPackages = files.filter((file) =>
      lockKeysOf(file).some(
        (key) =>
          lock.packages[key]?.dev ||
          key
            .split('/node_modules/')
            .some((name) => name.replace(/^node_modules\//, '') in devDependencies),
      ),
    )
    expect(fromDevPackages).toEqual([])
    // the embedded default's chunks (its start, the Firestore emulator's worker, the Auth emulator's process)
    expect(
      files.filter((file) =>
        /embedded-default|firestore-worker|auth-emulator/.test(path.basename(file)),
      ),
    ).toEqual([])
  },
)
