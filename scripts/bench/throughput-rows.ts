import type { BenchServer } from './bench-server'
import { startMinimalRemix } from './minimal-remix'
import { signInBenchUser } from './signed-in'
import { quietServerTiming, throughput, type Throughput } from './throughput'

type Row = { measure: string; figure: string; budget: string; how: string }

const loadSeconds = Number(process.env.BENCH_SECONDS ?? 20)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const log = (message: string) => process.stderr.write(`bench: ${message}\n`)
// a cookie that is no session: the page cache never answers it, so every page is rendered
export const uncachedHeaders = { cookie: 'bench=uncached' }

// Every throughput row against a minimal Remix v2 page served beside Threshold in the same run
// (measured before and after Threshold's rows; ratios are to their mean, so a machine that got
// busier or quieter during the run moves both sides). Pages as visitors get them: anonymous
// (the page cache may answer), signed in with a real session cookie (never cached), and a search
// nobody made before on every request.
export async function throughputRows(
  server: BenchServer,
  { propertyId, searchQuery }: { propertyId: string; searchQuery: string },
): Promise<Row[]> {
  const rows: Row[] = []
  const how = `autocannon, ${connections} connections, ${loadSeconds} s`
  log(
    `throughput: ${connections} connections, ${loadSeconds} s each, against a minimal Remix app served beside Threshold`,
  )
  const minimal = await startMinimalRemix()
  const bareBefore = await throughput(minimal.url, {
    connections,
    seconds: loadSeconds,
    pid: minimal.pid,
  })

  const { cookie } = await signInBenchUser(server.url, [propertyId, 'ames-0002', 'ames-0003'])
  const signedIn = { cookie }
  const newSearch = newSearches()
  type Measured = {
    measure: string
    budget: string
    min?: number
    floor?: Measured
    how: string
    result: Throughput
    quiet: Record<string, number>
  }
  const measured: Measured[] = []
  const run = async (
    measure: string,
    path: string,
    options: { headers?: Record<string, string>; nextPath?: () => string },
    budget: string,
    min: number | undefined,
    what: string,
    floor?: Measured,
  ) => {
    log(measure)
    const result = await throughput(`${server.url}${path}`, {
      connections,
      seconds: loadSeconds,
      pid: server.pid,
      ...options,
    })
    // anonymous answers mostly come from the page cache: their parts are measured with a cookie
    // that is no session, so every one is rendered
    const quietHeaders = options.headers ?? (options.nextPath ? undefined : uncachedHeaders)
    const quiet = await quietServerTiming(`${server.url}${path}`, {
      count: 21,
      headers: quietHeaders,
      nextPath: options.nextPath,
    })
    const row: Measured = { measure, budget, min, floor, how: `${how}, ${what}`, result, quiet }
    measured.push(row)
    return row
  }
  const searchLabel = '/property-search?…'
  await run(
    `anonymous ${searchLabel}`,
    searchQuery,
    {},
    'ratio ≥ 1',
    1,
    'anonymous: the 1-second page cache answers most requests',
  )
  await run(
    `anonymous /property/${propertyId}`,
    `/property/${propertyId}`,
    {},
    'ratio ≥ 1',
    1,
    'anonymous: the 1-second page cache answers most requests',
  )
  // what any signed-in page costs before its own data: the session, Remix, and the shell rendered
  // around a page of text; a page's ratio cannot be above this row's
  const signedInFloor = await run(
    'signed in /terms (the floor)',
    '/terms',
    { headers: signedIn },
    'no budget of its own: the ceiling of every signed-in row',
    undefined,
    'the same signed-in visitor on a page of static text: the session check, the root loader and the shell, no page data',
  )
  await run(
    `signed in /property/${propertyId}`,
    `/property/${propertyId}`,
    { headers: signedIn },
    'ratio ≥ 0.25',
    0.25,
    'a real session cookie on every request (a registered bench user, home saved): never cached',
    signedInFloor,
  )
  await run(
    'signed in /buyer-dashboard',
    '/buyer-dashboard',
    { headers: signedIn },
    'ratio ≥ 0.25',
    0.25,
    'the same signed-in visitor, three saved homes',
    signedInFloor,
  )
  await run(
    `signed in ${searchLabel}`,
    searchQuery,
    { headers: signedIn },
    'ratio ≥ 0.25',
    0.25,
    'the same signed-in visitor, the same search each time',
    signedInFloor,
  )
  // the same page of text for a visitor the page cache does not answer (a cookie that is no
  // session): what any uncached anonymous page costs, a new search included
  const anonymousFloor = await run(
    'anonymous /terms, not cached (the floor of a new search)',
    '/terms',
    { headers: uncachedHeaders },
    'no budget of its own: the ceiling of the new-search row',
    undefined,
    'a cookie that is no session on every request, so the page cache never answers: the root loader and the shell around a page of text',
  )
  await run(
    'new search every request',
    '/property-search',
    { nextPath: newSearch },
    'ratio ≥ 0.5',
    0.5,
    'anonymous, a query nobody made before on every request (keywords, bedrooms, price floor vary), so no cached page',
    anonymousFloor,
  )

  const bareAfter = await throughput(minimal.url, {
    connections,
    seconds: loadSeconds,
    pid: minimal.pid,
  }).finally(() => minimal.stop())
  const bare = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2
  rows.push({
    measure: 'minimal Remix v2 page (baseline)',
    figure: `${describe(bareBefore)}, ${cpuText(bareBefore)} before; ${describe(bareAfter)}, ${cpuText(bareAfter)} after; mean ${Math.round(bare)} req/s`,
    budget: 'baseline',
    how: `scripts/bench/minimal-remix: one page with a loader, Remix's own entry files, Express + @remix-run/express in production mode, its own process on this machine; ${how}, before and after the rows below`,
  })
  for (const { measure, budget, min, floor, how: rowHow, result, quiet } of measured) {
    const ratio = result.requestsPerSecond / bare
    const ofFloor = floor
      ? ` (${(result.requestsPerSecond / floor.result.requestsPerSecond).toFixed(2)} of its floor)`
      : ''
    const misses = [
      min !== undefined && ratio < min ? `ratio below ${min}` : '',
      result.timeouts > 0 ? 'time-outs' : '',
      result.p975Ms >= 1000 ? 'p97.5 ≥ 1 s' : '',
      (quiet.render ?? 0) > 5 ? 'render > 5 ms' : '',
    ].filter(Boolean)
    rows.push({
      measure: `throughput, ${measure}`,
      figure: `${describe(result)}; ratio ${ratio.toFixed(2)}${ofFloor}; ${timingOf('under load, means', result.serverTiming)}; ${timingOf('one at a time, medians of 21', quiet)}; ${cpuText(result)}; ${misses.length ? `missed: ${misses.join(', ')}` : 'met'}`,
      budget: `${budget}, no time-outs, p97.5 < 1 s, render ≤ 5 ms`,
      how: rowHow,
    })
  }
  return rows
}

// a different search every time: keywords, bedrooms and a price floor nobody asked for before
export function newSearches(): () => string {
  let searches = 1234
  const words = [
    'quiet',
    'garage',
    'fireplace',
    'large yard',
    'near a park',
    'updated kitchen',
    'basement',
    'new build',
    'cozy',
    'family',
  ]
  // four words by the digits of the count: ten thousand different sentences before one repeats, so
  // the query's meaning is worked out afresh on every request of a run (the row's runs are shorter)
  return () => {
    searches += 1
    const digit = (place: number) => Math.floor(searches / 10 ** place) % words.length
    const q = [0, 1, 2, 3].map((place) => words[digit(place)]).join(' ')
    return `/property-search?${new URLSearchParams({ q, beds: String(1 + (searches % 4)), minPrice: String(50_000 + searches) })}`
  }
}

function describe(result: Throughput) {
  return `${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p97.5 ${result.p975Ms} ms, p99 ${result.p99Ms} ms, ${result.timeouts} time-outs, ${result.errors} errors, ${result.non2xx} non-2xx`
}

// "Server-Timing under load, means: loader 12.0 (session 0.4, firestore 6.1), render 3.2 ms"
function timingOf(label: string, timing: Record<string, number>) {
  const { loader, render, ...parts } = timing
  if (loader === undefined) return `Server-Timing ${label}: none (cached answers)`
  const inner = Object.entries(parts).map(([name, ms]) => `${name} ${ms}`)
  return `Server-Timing ${label}: loader ${loader}${inner.length ? ` (${inner.join(', ')})` : ''}, render ${render ?? '—'} ms`
}

function cpuText(result: Throughput) {
  const cpu = result.cpuPerRequest
  return cpu
    ? `CPU per request: Threshold ${cpu.serverMs} ms, embedded emulators ${cpu.emulatorMs} ms`
    : 'CPU not measured'
}
