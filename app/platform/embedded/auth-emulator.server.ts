import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { logger } from '../logger.server'
import { freePort } from './free-port.server'

export const demoProjectId = 'demo-threshold'
const startTimeoutMs = 90_000

export type AuthEmulator = {
  host: string
  hubHost: string
  exportTo(directory: string): Promise<void>
  stop(): Promise<void>
}

type Options = { workDir: string; port: number; importFrom?: string }

export async function startAuthEmulator({ workDir, port, importFrom }: Options): Promise<AuthEmulator> {
  mkdirSync(workDir, { recursive: true })
  stopLeftoverEmulator(workDir)
  const [authPort, hubPort, loggingPort] = [await freePort(port), await freePort(), await freePort()]
  const configFile = path.join(workDir, 'firebase.json')
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  )
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js')
  const args = [cli, 'emulators:start', '--only', 'auth', '--project', demoProjectId, '--config', configFile]
  if (importFrom && existsSync(path.join(importFrom, 'firebase-export-metadata.json'))) args.push('--import', importFrom)

  const child = spawn(process.execPath, args, {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', FIRESTORE_EMULATOR_HOST: '', NO_UPDATE_NOTIFIER: '1' },
  })
  writeFileSync(pidFile(workDir), String(child.pid))
  const output: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const killOnExit = () => killGroup(child, 'SIGKILL')
  process.once('exit', killOnExit)

  const host = `127.0.0.1:${authPort}`
  await waitUntilReachable(`http://${host}/`, child, output)
  logger.info({ event: 'auth-emulator.ready', host }, 'auth emulator ready')

  return {
    host,
    hubHost: `127.0.0.1:${hubPort}`,
    async exportTo(directory) {
      const response = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: path.resolve(directory), initiatedBy: 'threshold' }),
      })
      if (!response.ok) throw new Error(`auth emulator export failed: ${response.status}`)
    },
    async stop() {
      process.removeListener('exit', killOnExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      killGroup(child, 'SIGTERM')
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
      rmSync(pidFile(workDir), { force: true })
    },
  }
}

function pidFile(workDir: string) {
  return path.join(workDir, 'auth-emulator.pid')
}

// a server killed with SIGKILL leaves its emulator behind; the next start ends it
function stopLeftoverEmulator(workDir: string) {
  const file = pidFile(workDir)
  if (!existsSync(file)) return
  const pid = Number(readFileSync(file, 'utf8'))
  rmSync(file, { force: true })
  if (!pid) return
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    if (commandLine.includes('emulators:start')) process.kill(-pid, 'SIGKILL')
  } catch {
    // already gone, or not ours to end
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group has already exited
  }
}

async function waitUntilReachable(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + startTimeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`auth emulator exited with ${child.exitCode}:\n${output.join('').slice(-2000)}`)
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  killGroup(child, 'SIGKILL')
  throw new Error(`auth emulator did not answer within ${startTimeoutMs / 1000} s:\n${output.join('').slice(-2000)}`)
}
