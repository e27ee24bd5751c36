import autocannon from 'autocannon'
import { machine, startBenchServer } from './bench-server'

// npm run bench:load: 200 concurrent users for 30 s over pages, searches and sign-ins;
// passes with 0 errors, the same process alive, and memory back near where it started
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200)
const seconds = Number(process.env.LOAD_SECONDS ?? 30)
const propertyId = process.env.BENCH_PROPERTY_ID ?? 'ames-0001'
const log = (message: string) => process.stderr.write(`load: ${message}\n`)

const server = await startBenchServer({ TRUST_PROXY: 'true' })
const email = `load-${Date.now()}@example.com`
const password = 'L0adTested'
await fetch(`${server.url}/auth/register`, {
  method: 'POST',
  body: new URLSearchParams({ fullName: 'Load Tester', email, password, confirmPassword: password, role: 'user' }),
  redirect: 'manual',
})
const signInBody = new URLSearchParams({ email, password }).toString()
const paths = ['/', '/how-it-works', '/properties', `/property/${propertyId}`, '/property-search?q=room+for+a+workshop', '/property-search?minBeds=3&maxPrice=250000&page=2', '/auth/login']

// warm up, then take the resting memory
await autocannon({ url: server.url, connections: 10, duration: 5, requests: paths.map((path) => ({ path })) })
await new Promise((resolve) => setTimeout(resolve, 3_000))
const restingMb = server.rssMb()
let peakMb = restingMb
const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.rssMb())), 1_000)

log(`${connections} connections for ${seconds} s`)
let client = 0
const result = await autocannon({
  url: server.url,
  connections,
  duration: seconds,
  requests: [
    ...paths.map((path) => ({ path })),
    {
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: signInBody,
      setupRequest: (request: autocannon.Request) => {
        client += 1
        // each virtual user is its own address, as behind a proxy
        const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
        return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } }
      },
    },
  ],
})
clearInterval(sampler)
await new Promise((resolve) => setTimeout(resolve, 15_000))
const afterMb = server.rssMb()
const alive = server.alive()
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, (stats as { count: number }).count]))
await server.stop()

const failed = result.errors + result.timeouts
const redirectsAndOk = Object.entries(statuses).every(([code]) => code.startsWith('2') || code.startsWith('3'))
const summary = {
  machine: machine(),
  connections,
  seconds,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  errors: failed,
  statuses,
  restarted: !alive,
  memoryMb: { resting: Math.round(restingMb), peak: Math.round(peakMb), fifteenSecondsAfter: Math.round(afterMb) },
}
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`)
process.exit(failed === 0 && alive && redirectsAndOk ? 0 : 1)
