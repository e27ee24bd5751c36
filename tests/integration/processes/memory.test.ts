import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { largeFileRound, type RoundOptions } from '../../support/large-uploads'
import { readMemory, type MemoryReading } from '../../support/server-memory'
import {
  ensureProductionBuild,
  freeTestPort,
  startServer,
  stopStartedServers,
  waitForReady,
  type RunningServer,
} from '../../support/server-process'

// The embedded default as `npm start` runs it keeps nothing of the large files it was sent
// (issue 39, ADR 062): after rounds of photo sets, large and hostile PDFs and data exports, and a
// full collection, each thread's live heap is back within a few megabytes of where it started,
// and the process's resident memory within a margin of it, a second round as after the first
const timeout = 600_000
const round: RoundOptions = {
  photoSets: 3,
  photosPerSet: 2,
  largePdfs: 2,
  pdfMegabytes: 20,
  hostilePdfs: 1,
  exports: 1,
}
// what a round may leave in a heap: the records it wrote (a few kilobytes each, in the Firestore
// thread), code compiled for the requests, the rate limits' entries
const heapMarginMb = 20
// what the process may keep of a round, all threads and malloc together: +58 MB after a full
// round of bench:memory (+536 MB while photos and PDFs were read in the server's own process)
const rssMarginMb = 200

let server: RunningServer
let dataDir = ''
let inspectPort = 0
beforeAll(async () => {
  await ensureProductionBuild()
  dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-memory-'))
  inspectPort = await freeTestPort()
  server = await startServer({ DEMO_DATA_DIR: dataDir }, await freeTestPort(), 300_000, {
    nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`],
  })
  await waitForReady(server.url, 300_000)
}, timeout)
afterAll(async () => {
  await stopStartedServers()
  rmSync(dataDir, { recursive: true, force: true })
}, timeout)

const read = (collect: boolean) => readMemory(server.child.pid!, inspectPort, { collect })
const heapOf = (reading: MemoryReading, thread: string) =>
  reading.threads.find((each) => each.thread.startsWith(thread))?.heapUsedMb ?? Number.NaN

test(
  'after rounds of large files and a full collection, the server holds what it held at start',
  { timeout },
  async () => {
    const start = await read(true)
    const statuses = await largeFileRound(server.url, round)
    // every request was answered as a person would be: stored, reviewed, refused for its size or
    // its time (413, 422), or, on a machine too busy to answer in time, asked to try again (503)
    expect(
      Object.keys(statuses).every((key) => / (200|302|413|422|503)$/.test(key)),
      JSON.stringify(statuses),
    ).toBe(true)
    expect(statuses['/documents 302'], JSON.stringify(statuses)).toBeGreaterThan(0)
    const first = await read(true)
    await largeFileRound(server.url, round)
    const second = await read(true)
    const figures = { start, first, second }
    for (const thread of ['main', 'firestore-worker']) {
      expect(
        heapOf(first, thread) - heapOf(start, thread),
        `${thread} heap, MB: ${JSON.stringify(figures)}`,
      ).toBeLessThan(heapMarginMb)
      expect(
        heapOf(second, thread) - heapOf(start, thread),
        `${thread} heap, MB: ${JSON.stringify(figures)}`,
      ).toBeLessThan(heapMarginMb)
    }
    expect(
      first.server.rssMb - start.server.rssMb,
      `resident MB: ${JSON.stringify(figures)}`,
    ).toBeLessThan(rssMarginMb)
    expect(
      second.server.rssMb - start.server.rssMb,
      `resident MB: ${JSON.stringify(figures)}`,
    ).toBeLessThan(rssMarginMb)
  },
)
