// A CPU profile of the server under one throughput row, for finding where its time goes:
//   BENCH_CPU_PROF=/tmp/prof npm run -s bench:profile -- new-search|property|dashboard|search|terms|anonymous-terms
// then `PROFILE_LAST_SECONDS=10 npm run -s bench:profile-summary -- /tmp/prof/<file>.cpuprofile`
import { startBenchServer } from './bench-server'
import { signInBenchUser } from './signed-in'
import { throughput } from './throughput'
import { newSearches, uncachedHeaders } from './throughput-rows'

const row = process.argv[2] ?? 'new-search'
if (!process.env.BENCH_CPU_PROF)
  process.stderr.write('bench: BENCH_CPU_PROF=DIR is not set, so no profile is written\n')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const server = await startBenchServer()
try {
  const { cookie } = await signInBenchUser(server.url, ['ames-0001', 'ames-0002', 'ames-0003'])
  const paths: Record<
    string,
    [string, { headers?: Record<string, string>; nextPath?: () => string }]
  > = {
    'new-search': ['/property-search', { nextPath: newSearches() }],
    property: ['/property/ames-0001', { headers: { cookie } }],
    dashboard: ['/buyer-dashboard', { headers: { cookie } }],
    search: [
      '/property-search?q=quiet+home+near+a+park&beds=3&sort=price-asc',
      { headers: { cookie } },
    ],
    terms: ['/terms', { headers: { cookie } }],
    'anonymous-terms': ['/terms', { headers: uncachedHeaders }],
  }
  const chosen = paths[row]
  if (!chosen) throw new Error(`rows: ${Object.keys(paths).join(', ')} (not ${row})`)
  const [path, options] = chosen
  const result = await throughput(`${server.url}${path}`, {
    connections,
    seconds,
    pid: server.pid,
    ...options,
  })
  console.log(
    row,
    result.requestsPerSecond,
    'req/s',
    'cpu',
    result.cpuPerRequest,
    result.serverTiming,
  )
} finally {
  await server.stop()
}
