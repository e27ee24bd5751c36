import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, Socket, type Server } from 'node:net'

export type RunningServer = { child: ChildProcess; url: string; exited: Promise<number | null> }

// a server of its own for tests that stop, crash or starve it; `npm start`'s command
export async function startServer(env: Record<string, string>, port: number, startTimeoutMs = 120_000): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, ENV_FILE: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + startTimeoutMs
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/healthz`).then((response) => response.ok, () => false)
    if (up) return { child, url, exited }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start:\n${stderr}`)
}

export async function waitForReady(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await fetch(`${url}/readyz`).then((response) => response.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server never became ready')
}

// a TCP pass-through to a dependency that a test can cut and restore, as a network fault would
export async function faultyLink(target: string): Promise<{ host: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
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
