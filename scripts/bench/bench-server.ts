import { spawn } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { inspectorSession } from '../../tests/support/server-memory'

export type BenchServer = {
  url: string
  pid: number
  emulators: { firestoreHost: string; authHost: string }
  rssMb(): number
  // the main thread's live heap after a full collection, through the inspector (startBenchServer
  // with { inspect: true }); the embedded Firestore's thread and its data are not in it
  heapAfterGcMb(): Promise<number>
  alive(): boolean
  stop(): Promise<number | null>
}

// the production build on the embedded default, as `npm start` serves it, in a data folder of its own
export async function startBenchServer(
  extraEnv: Record<string, string> = {},
  options: { inspect?: boolean } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-bench-'))
  const port = await freePort()
  const inspectPort = options.inspect ? await freePort() : undefined
  const inspectFlags = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []
  // BENCH_CPU_PROF=DIR: a V8 CPU profile of the server, written to DIR when it stops (node --cpu-prof)
  const profileFlags = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const child = spawn(
    process.execPath,
    [...inspectFlags, ...profileFlags, '--import', 'tsx', 'server.ts'],
    {
      env: {
        ...process.env,
        ENV_FILE: '',
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA_DIR: dataDir,
        DEMO_PERSIST: 'false',
        LOG_LEVEL: process.env.BENCH_SERVER_LOG ? 'info' : 'warn',
        ...extraEnv,
      },
      // BENCH_SERVER_LOG=FILE keeps the server's request log of the run
      stdio: [
        'ignore',
        process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore',
        'inherit',
      ],
    },
  )
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break
    if (child.exitCode !== null) throw new Error('bench server exited during start')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const emulators = JSON.parse(
    readFileSync(path.join(dataDir, 'runtime.json'), 'utf8'),
  ) as BenchServer['emulators']
  return {
    url,
    pid: child.pid!,
    emulators,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024
    },
    heapAfterGcMb: async () => {
      if (!inspectPort)
        throw new Error('start the bench server with { inspect: true } to read its heap')
      const usage = await inspectorSession(inspectPort, async (call) => {
        await call('HeapProfiler.collectGarbage')
        const result = await call('Runtime.evaluate', {
          expression: 'JSON.stringify(process.memoryUsage())',
          returnByValue: true,
        })
        return JSON.parse((result as { result: { value: string } }).result.value) as {
          heapUsed: number
        }
      })
      return usage.heapUsed / 2 ** 20
    },
    alive: () => child.exitCode === null,
    async stop() {
      child.kill('SIGTERM')
      const code = await exited
      rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export function machine(): string {
  const cpus = os.cpus()
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${process.platform} ${process.arch}, Node ${process.version}`
}
