import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, Socket, type Server } from 'node:net'

export type RunningServer = { child: ChildProcess; url: string; exited: Promise<number | null> }

const started = new Set<ChildProcess>()

// `npm start`'s command (node's arguments), in the repository
const npmStart = { args: ['--import', 'tsx', 'server.ts'], cwd: undefined as string | undefined }

// a server of its own for tests that stop, crash or starve it: `npm start`'s command unless told
// (program), with flags for node before it (nodeArgs: --inspect for a test that reads its heap)
export async function startServer(
  env: Record<string, string>,
  port: number,
  startTimeoutMs = 120_000,
  {
    program = npmStart,
    nodeArgs = [],
  }: { program?: { args: string[]; cwd?: string }; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeArgs, ...program.args], {
    cwd: program.cwd,
    env: {
      ...environmentOfAShell(),
      ENV_FILE: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  started.add(child)
  child.on('exit', () => started.delete(child))
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + startTimeoutMs
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { child, url, exited }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start:\n${stderr}`)
}

// every server startServer started that is still running, stopped: what a failed or timed-out
// test left behind, even one still starting
export async function stopStartedServers(graceMs = 30_000): Promise<void> {
  await Promise.all(
    [...started].map(async (child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const forced = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(forced)
    }),
  )
}

// `npm start`'s own step: build when build/ is missing or older than the sources
export async function ensureProductionBuild(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
    env: { ...environmentOfAShell(), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`scripts/ensure-build.ts ended with ${code}`)
}

// the environment a shell would give: without what a test runner sets for itself (vitest: its
// own names and import.meta.env's; vite.config.ts leaves out the Remix plugin under VITEST) or for
// its own emulators and sessions
const runnerVariables =
  /^(VITEST.*|TEST|NODE_ENV|BASE_URL|MODE|DEV|PROD|SSR|FIRESTORE_EMULATOR_HOST|FIREBASE_AUTH_EMULATOR_HOST|GCLOUD_PROJECT|SESSION_SECRET|METADATA_SERVER_DETECTION|LOG_LEVEL)$/

export function environmentOfAShell(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !runnerVariables.test(name)),
  )
}

export async function waitForReady(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server never became ready')
}

// a TCP pass-through to a dependency that a test can cut and restore, as a network fault would
export async function faultyLink(target: string): Promise<{
  host: string
  cut(): Promise<void>
  restore(): Promise<void>
  close(): Promise<void>
}> {
  const [targetHost, targetPort] = target.split(':') as [string, string]
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket()
        sockets.add(client).add(upstream)
        upstream.connect(Number(targetPort), targetHost)
        client.pipe(upstream).pipe(client)
        const drop = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(client)
          sockets.delete(upstream)
        }
        client.on('error', drop).on('close', drop)
        upstream.on('error', drop).on('close', drop)
      })
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address()
        if (typeof address === 'object' && address) port = address.port
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      if (!server) return resolve()
      server.close(() => resolve())
      server = undefined
    })
  await listen()
  return { host: `127.0.0.1:${port}`, cut: stop, restore: listen, close: stop }
}

// a port the system has just found free (a fixed range could meet the ephemeral ports of
// outgoing connections, as it once did)
export function freeTestPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}
