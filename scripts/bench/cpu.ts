import { readdirSync, readFileSync } from 'node:fs'

// CPU time (ms) of the bench server, split between Threshold's own work and the embedded
// emulators: the Firestore emulator is a worker thread of the server process (its thread is named
// "WorkerThread" in /proc), the Auth emulator a child process. Threshold's share is every other
// thread of the process: the main thread, libuv's pool and V8's helper threads (whose garbage
// collection also serves the emulator's isolate, so Threshold's figure is slightly high).
export type CpuSample = { serverMs: number; emulatorMs: number }

const clockTicksPerSecond = 100

export function cpuOf(pid: number): CpuSample {
  let serverMs = 0
  let emulatorMs = 0
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readStat(`/proc/${pid}/task/${tid}/stat`)
    if (!stat) continue
    if (stat.name === 'WorkerThread') emulatorMs += stat.cpuMs
    else serverMs += stat.cpuMs
  }
  for (const child of childrenOf(pid)) {
    const stat = readStat(`/proc/${child}/stat`)
    // tsx's esbuild service compiles nothing once the server has started; only the Auth emulator counts
    if (stat && !/esbuild/.test(readCommandLine(child))) emulatorMs += stat.cpuMs
  }
  return { serverMs, emulatorMs }
}

export function cpuBetween(before: CpuSample, after: CpuSample): CpuSample {
  return {
    serverMs: after.serverMs - before.serverMs,
    emulatorMs: after.emulatorMs - before.emulatorMs,
  }
}

function readStat(file: string): { name: string; cpuMs: number } | null {
  try {
    const text = readFileSync(file, 'utf8')
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))
    // fields after the name: state is field 3; utime and stime are fields 14 and 15
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { name, cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond }
  } catch {
    return null
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    )
  } catch {
    return []
  }
}

function readCommandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}
