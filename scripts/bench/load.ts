import autocannon from 'autocannon'
import { machine, startBenchServer } from './bench-server'

// npm run bench:load: 200 concurrent users for 30 s over pages, searches and sign-ins;
// passes with 0 errors, the same process alive, and memory back near where it started
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200)
const seconds = Number(process.env.LOAD_SECONDS ?? 30)
const propertyId = process.env.BENCH_PROPERTY_ID ?? 'ames-0001'
const log = (message: string) => process.stderr.write(`load: ${message}\n`)

const server = await startBenchServer({ TRUST_PROXY: 'true' }, { inspect: true })
// 50 accounts signing in in turn, as many people would (one account signing in 200 times at once is
// not a crowd)
const password = 'L0adTested'
const emails = Array.from(
  { length: Number(process.env.LOAD_ACCOUNTS ?? 50) },
  (_, index) => `load-${Date.now()}-${index}@example.com`,
)
for (let start = 0; start < emails.length; start += 10) {
  await Promise.all(
    emails.slice(start, start + 10).map((email) =>
      fetch(`${server.url}/auth/register`, {
        method: 'POST',
        body: new URLSearchParams({
          fullName: 'Load Tester',
          email,
          password,
          confirmPassword: password,
          role: 'user',
        }),
        redirect: 'manual',
        headers: { 'x-forwarded-for': `10.200.0.${start}` },
      }),
    ),
  )
}
const paths = [
  '/',
  '/how-it-works',
  '/properties',
  `/property/${propertyId}`,
  '/property-search?q=room+for+a+workshop',
  '/property-search?minBeds=3&maxPrice=250000&page=2',
  '/auth/login',
]

// warm up, then take the resting memory
await autocannon({
  url: server.url,
  connections: 10,
  duration: 5,
  requests: paths.map((path) => ({ path })),
})
await new Promise((resolve) => setTimeout(resolve, 3_000))
const restingMb = server.rssMb()
const restingHeapMb = await server.heapAfterGcMb()

// two rounds: memory that comes back to the same level after each is a heap that settled, not a leak
const rounds = Number(process.env.LOAD_ROUNDS ?? 2)
let client = 0
const results: autocannon.Result[] = []
const memory: Array<{ peak: number; fifteenSecondsAfter: number; heapAfterGc: number }> = []
for (let round = 1; round <= rounds; round += 1) {
  log(`round ${round}: ${connections} connections for ${seconds} s`)
  let peakMb = server.rssMb()
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.rssMb())), 1_000)
  results.push(
    await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      requests: [
        ...paths.map((path) => ({ path })),
        {
          method: 'POST',
          path: '/auth/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          setupRequest: (request: autocannon.Request) => {
            client += 1
            // each virtual user is its own address, as behind a proxy
            const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
            const body = new URLSearchParams({
              email: emails[client % emails.length]!,
              password,
            }).toString()
            return { ...request, body, headers: { ...request.headers, 'x-forwarded-for': address } }
          },
        },
      ],
    }),
  )
  clearInterval(sampler)
  await new Promise((resolve) => setTimeout(resolve, 15_000))
  memory.push({
    peak: Math.round(peakMb),
    fifteenSecondsAfter: Math.round(server.rssMb()),
    heapAfterGc: Math.round(await server.heapAfterGcMb()),
  })
}
const alive = server.alive()
const statusCounts: Record<string, number> = {}
for (const result of results) {
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statusCounts[code] = (statusCounts[code] ?? 0) + (stats as { count: number }).count
}
const statuses = statusCounts
await server.stop()

const failed = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0)
const last = results.at(-1)!
const redirectsAndOk = Object.entries(statuses).every(
  ([code]) => code.startsWith('2') || code.startsWith('3'),
)
const summary = {
  machine: machine(),
  connections,
  seconds,
  rounds,
  requests: results.reduce((sum, result) => sum + result.requests.total, 0),
  requestsPerSecond: results.map((result) => Math.round(result.requests.average)),
  latencyMs: {
    p50: last.latency.p50,
    p99: last.latency.p99,
    max: Math.max(...results.map((result) => result.latency.max)),
  },
  errors: failed,
  statuses,
  restarted: !alive,
  memoryMb: {
    resting: Math.round(restingMb),
    restingHeapAfterGc: Math.round(restingHeapMb),
    rounds: memory,
  },
}
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`)
process.exit(failed === 0 && alive && redirectsAndOk ? 0 : 1)
