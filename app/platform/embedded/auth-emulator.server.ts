import { fork, type ChildProcess } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { logger } from '../logger.server'
import { startPassThrough } from './tcp-pass-through.server'

export const demoProjectId = 'demo-threshold'
const startTimeoutMs = 90_000
// a request made while the emulator restarts waits this long for it, then fails as a network error
const holdWhileRestartingMs = 8_000
const stopTimeoutMs = 5_000

export type AuthEmulator = {
  // what FIREBASE_AUTH_EMULATOR_HOST names; it stays the same when the emulator is restarted
  host: string
  // writes the accounts to disk now (a change is also written within about a second)
  exportNow(): Promise<void>
  stop(): Promise<void>
}

type Options = { workDir: string; port: number; keepDataIn?: string }

// the Firebase Auth emulator (auth-emulator-process.mjs) behind a pass-through on `port`, restarted
// with its accounts if it dies (docs/decisions/016-embedded-default-durable-and-local.md)
export async function startAuthEmulator({
  workDir,
  port,
  keepDataIn,
}: Options): Promise<AuthEmulator> {
  mkdirSync(workDir, { recursive: true })
  await stopLeftoverEmulator(workDir)
  // with nowhere to keep data, the export only carries a restarted emulator through this run
  const exportDir = keepDataIn ?? path.join(workDir, 'export')
  if (!keepDataIn) rmSync(exportDir, { recursive: true, force: true })

  const passThrough = await startPassThrough(port, holdWhileRestartingMs)
  const host = `127.0.0.1:${passThrough.port}`
  let current = await launch(workDir, exportDir)
  passThrough.routeTo(current.port)
  logger.info(
    { event: 'auth-emulator.ready', host, accounts: current.accounts },
    'auth emulator ready',
  )

  let stopping = false
  let quickFailures = 0
  const supervise = (running: Running) => {
    running.child.once('exit', (code, signal) => {
      if (stopping) return
      passThrough.routeTo(undefined)
      logger.error(
        { event: 'auth-emulator.exited', code, signal },
        'auth emulator exited; starting it again with its accounts',
      )
      // one that keeps dying soon after starting is given more time between attempts
      quickFailures = Date.now() - running.startedAt < 30_000 ? quickFailures + 1 : 0
      void restart(Date.now())
    })
  }
  const restart = async (downSince: number) => {
    while (!stopping) {
      await new Promise((resolve) =>
        setTimeout(resolve, quickFailures ? Math.min(30_000, 1000 * 2 ** quickFailures) : 0),
      )
      try {
        const next = await launch(workDir, exportDir)
        if (stopping) return void (await next.stop())
        current = next
        passThrough.routeTo(next.port)
        supervise(next)
        logger.warn(
          {
            event: 'auth-emulator.restarted',
            host,
            accounts: next.accounts,
            outageMs: Date.now() - downSince,
          },
          'auth emulator restarted with its accounts',
        )
        return
      } catch (error) {
        quickFailures += 1
        logger.error(
          { event: 'auth-emulator.restart-failed', err: error },
          'auth emulator could not be started again',
        )
      }
    }
  }
  supervise(current)

  return {
    host,
    exportNow: () => current.ask('export'),
    async stop() {
      stopping = true
      await current.stop()
      await passThrough.close()
      rmSync(pidFile(workDir), { force: true })
    },
  }
}

type Running = {
  child: ChildProcess
  port: number
  accounts: number
  startedAt: number
  ask(type: string): Promise<void>
  stop(): Promise<void>
}

async function launch(workDir: string, exportDir: string): Promise<Running> {
  const logFile = path.join(workDir, 'auth-emulator.log')
  const log = openSync(logFile, 'a')
  const child = fork(
    fileURLToPath(new URL('./auth-emulator-process.mjs', import.meta.url)),
    [JSON.stringify({ projectId: demoProjectId, exportDir })],
    {
      cwd: workDir,
      // a group of its own: Ctrl-C in a terminal reaches the server, which stops it after a last export
      detached: true,
      execArgv: [],
      stdio: ['ignore', log, log, 'ipc'],
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: '',
        FIRESTORE_EMULATOR_HOST: '',
        NO_UPDATE_NOTIFIER: '1',
      },
    },
  )
  closeSync(log)
  writeFileSync(pidFile(workDir), String(child.pid))
  const startedAt = Date.now()
  const tail = () => readFileSync(logFile, 'utf8').slice(-2000)
  const ready = await new Promise<{ port: number; accounts: number }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`auth emulator did not start within ${startTimeoutMs / 1000} s:\n${tail()}`))
    }, startTimeoutMs)
    const exited = (code: number | null, signal: string | null) => {
      clearTimeout(timer)
      reject(new Error(`auth emulator exited with ${code ?? signal} while starting:\n${tail()}`))
    }
    child.once('exit', exited)
    child.once('message', (message: { type: string; port: number; accounts: number }) => {
      clearTimeout(timer)
      child.off('exit', exited)
      resolve(message)
    })
  })

  let request = 0
  const ask = (type: string) =>
    new Promise<void>((resolve, reject) => {
      if (!child.connected) return reject(new Error('the auth emulator is not running'))
      const id = (request += 1)
      const listener = (message: { type: string; id?: number; error?: string }) => {
        if (message.id !== id) return
        child.off('message', listener)
        if (message.error) reject(new Error(message.error))
        else resolve()
      }
      child.on('message', listener)
      child.send({ type, id })
    })

  return {
    child,
    port: ready.port,
    accounts: ready.accounts,
    startedAt,
    ask,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      // it writes its last changes, then ends
      if (child.connected) child.send({ type: 'stop' })
      else killGroup(child.pid, 'SIGTERM')
      const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), stopTimeoutMs)
      await exited
      clearTimeout(timer)
    },
  }
}

function pidFile(workDir: string) {
  return path.join(workDir, 'auth-emulator.pid')
}

// the emulator ends by itself once its server is gone, after writing its accounts; one that has
// not (stuck, or from an older version) is asked to, then ended, before its data is read
async function stopLeftoverEmulator(workDir: string) {
  const file = pidFile(workDir)
  if (!existsSync(file)) return
  const pid = Number(readFileSync(file, 'utf8'))
  rmSync(file, { force: true })
  if (!pid || !isEmulator(pid)) return
  killGroup(pid, 'SIGTERM')
  const deadline = Date.now() + stopTimeoutMs
  while (isEmulator(pid) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100))
  if (isEmulator(pid)) killGroup(pid, 'SIGKILL')
}

function isEmulator(pid: number): boolean {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return commandLine.includes('auth-emulator-process') || commandLine.includes('emulators:start')
  } catch {
    return false
  }
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals) {
  if (!pid) return
  try {
    process.kill(-pid, signal)
  } catch {
    // the group has already exited
  }
}
