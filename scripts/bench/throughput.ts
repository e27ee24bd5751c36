import autocannon from 'autocannon'
import { cpuBetween, cpuOf, type CpuSample } from './cpu'

export type Throughput = {
  requestsPerSecond: number
  p50Ms: number
  p975Ms: number
  p99Ms: number
  requests: number
  // connection errors and client time-outs
  errors: number
  timeouts: number
  non2xx: number
  // the mean of each Server-Timing entry over the answers that had one (ms)
  serverTiming: Record<string, number>
  // the server's CPU time per answered request, its own and the emulators' (ms), when its pid is given
  cpuPerRequest?: CpuSample
}

type Options = {
  connections: number
  seconds: number
  headers?: Record<string, string>
  // a new path for every request (e.g. a search nobody made before); the url's own path otherwise
  nextPath?: () => string
  // the server's process, for its CPU time
  pid?: number
}

export async function throughput(url: string, options: Options): Promise<Throughput> {
  const sums = new Map<string, { total: number; count: number }>()
  const onResponse = (
    _status: number,
    _body: string,
    _context: unknown,
    headers: Record<string, string | string[]>,
  ) => {
    const header = Object.entries(headers).find(
      ([name]) => name.toLowerCase() === 'server-timing',
    )?.[1]
    for (const entry of [header ?? []].flat().join(',').split(',')) {
      const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(entry)
      if (!match) continue
      const sum = sums.get(match[1]!) ?? { total: 0, count: 0 }
      sum.total += Number(match[2])
      sum.count += 1
      sums.set(match[1]!, sum)
    }
  }
  const nextPath = options.nextPath
  const before = options.pid ? cpuOf(options.pid) : undefined
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: [
      {
        ...(nextPath
          ? { setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }) }
          : {}),
        onResponse,
      } as autocannon.Request,
    ],
  })
  const cpu = before && options.pid ? cpuBetween(before, cpuOf(options.pid)) : undefined
  const answered = Math.max(1, result.requests.total)
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p975Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    serverTiming: Object.fromEntries(
      [...sums].map(([name, sum]) => [name, Math.round((sum.total / sum.count) * 10) / 10]),
    ),
    cpuPerRequest: cpu
      ? { serverMs: round(cpu.serverMs / answered), emulatorMs: round(cpu.emulatorMs / answered) }
      : undefined,
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100

// the median of each Server-Timing entry over `count` requests made one at a time: what each part
// costs without queueing behind other requests (under load a phase's time includes waiting)
export async function quietServerTiming(
  url: string,
  options: { count: number; headers?: Record<string, string>; nextPath?: () => string },
): Promise<Record<string, number>> {
  const samples = new Map<string, number[]>()
  const base = new URL(url)
  for (let run = 0; run < options.count; run += 1) {
    const target = options.nextPath ? new URL(options.nextPath(), base) : base
    const response = await fetch(target, { headers: options.headers })
    await response.arrayBuffer()
    for (const entry of (response.headers.get('server-timing') ?? '').split(',')) {
      const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(entry)
      if (match) samples.set(match[1]!, [...(samples.get(match[1]!) ?? []), Number(match[2])])
    }
  }
  return Object.fromEntries(
    [...samples].map(([name, values]) => {
      const sorted = values.sort((a, b) => a - b)
      return [name, sorted[Math.floor(sorted.length / 2)]!]
    }),
  )
}
