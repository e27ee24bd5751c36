import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fullRound, largeFileRound } from '../../tests/support/large-uploads'
import {
  grownKinds,
  heapSnapshotSummary,
  readMemory,
  type MemoryReading,
} from '../../tests/support/server-memory'
import {
  ensureProductionBuild,
  freeTestPort,
  startServer,
  waitForReady,
} from '../../tests/support/server-process'
import { machine } from './bench-server'

// npm run bench:memory: the embedded default as `npm start` runs it (its own data folder), its
// memory at start, after a round of large files (photo sets, large and hostile PDFs, data
// exports), and after a forced full collection; then a second round, to see whether it keeps
// climbing. A heap snapshot of the main thread at the end says what it holds; MEMORY_SNAPSHOTS=both
// takes one at start too, to say what grew. Taking one costs the server's malloc about a gigabyte
// that it keeps (the snapshot's graph and text are built in the process), so with `both` the
// resident figures after the start are not the product's (ADR 062)
const rounds = Number(process.env.MEMORY_ROUNDS ?? 2)
const snapshotAtStart = process.env.MEMORY_SNAPSHOTS === 'both'
const log = (message: string) => process.stderr.write(`memory: ${message}\n`)

await ensureProductionBuild()
const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-memory-'))
const [port, inspectPort] = [await freeTestPort(), await freeTestPort()]
const server = await startServer({ DEMO_DATA_DIR: dataDir }, port, 300_000, {
  nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`],
})
await waitForReady(server.url, 300_000)
const pid = server.child.pid!

const brief = (reading: MemoryReading) => ({
  serverRssMb: reading.server.rssMb,
  serverParts: reading.server.parts,
  children: reading.children.map((child) => ({ rssMb: child.rssMb, command: child.command })),
  threads: reading.threads,
})

const readings: Record<string, ReturnType<typeof brief>> = {}
readings.start = brief(await readMemory(pid, inspectPort, { collect: true }))
const atStart = snapshotAtStart ? await heapSnapshotSummary(inspectPort) : undefined
log(`start: ${JSON.stringify(readings.start)}`)
const statuses: Array<Record<string, number>> = []
for (let round = 1; round <= rounds; round += 1) {
  statuses.push(
    await largeFileRound(server.url, fullRound, async (phase) => {
      // each phase's resident memory, to see which kind of file leaves it
      const reading = await readMemory(pid, inspectPort, { collect: false })
      readings[`round ${round}, after ${phase}`] = brief(reading)
      log(
        `round ${round}, after ${phase}: server ${reading.server.rssMb} MB ${JSON.stringify(reading.server.parts)}`,
      )
    }),
  )
  readings[`round ${round}`] = brief(await readMemory(pid, inspectPort, { collect: false }))
  readings[`round ${round}, after a forced GC`] = brief(
    await readMemory(pid, inspectPort, { collect: true }),
  )
  log(`round ${round}: ${JSON.stringify(readings[`round ${round}, after a forced GC`])}`)
}
const atEnd = await heapSnapshotSummary(inspectPort)
server.child.kill('SIGTERM')
await server.exited
rmSync(dataDir, { recursive: true, force: true })

process.stdout.write(
  `${JSON.stringify(
    {
      machine: machine(),
      round: fullRound,
      statuses,
      readings,
      mainHeapSnapshot: {
        startMb: atStart?.totalMb,
        endMb: atEnd.totalMb,
        largestAtEnd: atEnd.largest,
        grewMost: atStart ? grownKinds(atStart.byKind, atEnd.byKind) : undefined,
      },
    },
    null,
    2,
  )}\n`,
)
