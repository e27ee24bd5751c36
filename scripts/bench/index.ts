import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { machine, startBenchServer } from './bench-server'
import { javascriptSent } from './js-size'
import { lighthouseScores, medianAndSpread } from './lighthouse'
import { signInTimes } from './sign-in-time'
import { throughput } from './throughput'

// npm run bench: one table of figures, each with how it was measured, also written to docs/performance.md
const propertyId = process.env.BENCH_PROPERTY_ID ?? 'ames-0001'
const searchQuery = process.env.BENCH_SEARCH_QUERY ?? '/property-search?q=quiet+home+near+a+park&beds=3&sort=price-asc'
const pages = ['/auth/login', '/', searchQuery, `/property/${propertyId}`]
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 20)
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

type Row = { measure: string; figure: string; budget: string; how: string }
const rows: Row[] = []
const log = (message: string) => process.stderr.write(`bench: ${message}\n`)

if (!existsSync('build/server/index.js')) {
  log('building')
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
}
// first, on a quiet machine: the later measurements leave the server busy writing page views
log('search benchmark over 25,000 listings')
const search = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/search.ts'], { encoding: 'utf8' })
const searchFigures = search.stdout.trim().split('\n').at(-1)?.replace(/^search over [^:]*: /, '') ?? 'not measured'
rows.push({ measure: 'search, 25,000 listings', figure: searchFigures.trim(), budget: 'p95 ≤ 20 ms', how: 'scripts/bench/search.ts: resampled Ames homes with jitter, fixed query mix, in process, before the server starts' })

log('starting a production server on the embedded default')
const server = await startBenchServer({ TRUST_PROXY: 'true' })
try {
  for (const page of pages) {
    const js = await javascriptSent(server.url, page)
    rows.push({
      measure: `JS sent, ${label(page)}`,
      figure: `${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${js.files} files)`,
      budget: page === '/auth/login' ? '≤ 100 KB' : '—',
      how: 'scripts and modulepreloads of the server-rendered page, fetched with Accept-Encoding: gzip, bytes on the wire',
    })
  }

  log(`lighthouse (mobile) on four pages, ${lighthouseRuns} runs each`)
  const scores = await lighthouseScores(pages.map((page) => `${server.url}${page}`), lighthouseRuns)
  for (const page of pages) {
    const score = scores.get(`${server.url}${page}`)
    rows.push({
      measure: `Lighthouse, ${label(page)}`,
      figure: `performance ${medianAndSpread(score?.performance ?? [0])}, accessibility ${medianAndSpread(score?.accessibility ?? [0])}`,
      budget: '100 and 100',
      how: `lighthouse 12 default mobile config (emulated Moto G Power, simulated slow 4G), Debian chromium headless; median of ${lighthouseRuns} runs (lowest–highest)`,
    })
  }

  log(`throughput: 50 connections, ${loadSeconds} s each`)
  const bare = await throughput(`${server.url}/api/hello`, { connections: 50, seconds: loadSeconds })
  rows.push({ measure: 'bare route /api/hello', figure: describe(bare), budget: 'baseline', how: `autocannon, 50 connections, ${loadSeconds} s` })
  for (const page of [searchQuery, `/property/${propertyId}`]) {
    const measured = await throughput(`${server.url}${page}`, { connections: 50, seconds: loadSeconds })
    rows.push({
      measure: `throughput, ${label(page)}`,
      figure: `${describe(measured)}; ratio ${(measured.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}`,
      budget: 'ratio ≥ 0.6',
      how: `autocannon, 50 connections, ${loadSeconds} s, same server and run as the bare route`,
    })
  }
  // a request with any cookie skips the page cache, as a signed-in visitor's does: the cost of a full render
  for (const page of [searchQuery, `/property/${propertyId}`]) {
    const measured = await throughput(`${server.url}${page}`, { connections: 50, seconds: loadSeconds, headers: { cookie: 'bench=uncached' } })
    rows.push({
      measure: `throughput uncached, ${label(page)}`,
      figure: `${describe(measured)}; ratio ${(measured.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}`,
      budget: '— (reported)',
      how: `as above, each request with a cookie so the page cache is skipped and every page is rendered (what a signed-in visitor costs)`,
    })
  }

  log('sign-in POST to redirect')
  const signIn = await signInTimes(server.url, 40)
  rows.push({
    measure: 'sign-in POST → redirect',
    figure: `p50 ${signIn.p50Ms} ms, p95 ${signIn.p95Ms} ms`,
    budget: '—',
    how: '40 sequential password sign-ins against the Auth emulator (Identity Toolkit + session cookie + profile stamp)',
  })
} finally {
  await server.stop()
}

const table = [
  '| measure | figure | budget | how it was measured |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.measure} | ${row.figure} | ${row.budget} | ${row.how} |`),
].join('\n')
const report = `# Performance\n\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${machine()}.\nTimings are only compared as ratios within one run.\n\n${table}\n`
writeFileSync('docs/performance.md', report)
process.stdout.write(`${report}\n`)

function label(page: string) {
  return page.startsWith('/property-search') ? '/property-search?…' : page
}

function describe(result: { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number }) {
  return `${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors, ${result.non2xx} non-2xx`
}
