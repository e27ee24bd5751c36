import { spawn } from 'node:child_process'
import { Redis } from 'ioredis'
import { freeTestPort } from './server-process'

export type RunningRedis = { url: string; port: number; stop(): Promise<void> }

// Debian's redis-server on a free port, keeping nothing on disk (`.ci/run` installs it)
export async function startRedis(): Promise<RunningRedis> {
  const port = await freeTestPort()
  const child = spawn(
    process.env.REDIS_SERVER_PATH ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `redis://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const probe = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
      maxRetriesPerRequest: 0,
    })
    probe.on('error', () => {})
    const answered = await probe.connect().then(
      () => probe.ping(),
      () => undefined,
    )
    probe.disconnect()
    if (answered === 'PONG') {
      return {
        url,
        port,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM')
          await exited
        },
      }
    }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`redis-server did not start:\n${stderr}`)
}
