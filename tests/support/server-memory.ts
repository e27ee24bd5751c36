import { readdirSync, readFileSync } from 'node:fs'

// What a server started with --inspect=127.0.0.1:PORT holds in memory, read from outside through
// the inspector protocol (the main thread, and each worker thread through NodeWorker) and /proc
// (its resident memory and its child processes'). No product code knows it is being measured

export type InspectorCall = (method: string, params?: object) => Promise<unknown>
type Message = {
  id?: number
  method?: string
  params?: Record<string, unknown>
  result?: unknown
  error?: { message: string }
}

// one Chrome DevTools Protocol session with the server's main thread; `on` hears its events
export async function inspectorSession<T>(
  port: number,
  work: (call: InspectorCall, on: (listener: (message: Message) => void) => void) => Promise<T>,
): Promise<T> {
  const [target] = (await fetch(`http://127.0.0.1:${port}/json/list`).then((response) =>
    response.json(),
  )) as Array<{ webSocketDebuggerUrl: string }>
  const socket = new WebSocket(target!.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let nextId = 0
  const listeners: Array<(message: Message) => void> = []
  socket.addEventListener('message', (event: MessageEvent) => {
    const message = JSON.parse(String(event.data)) as Message
    for (const listener of [...listeners]) listener(message)
  })
  const call: InspectorCall = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1)
      const listener = (message: Message) => {
        if (message.id !== id) return
        listeners.splice(listeners.indexOf(listener), 1)
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve(message.result)
      }
      listeners.push(listener)
      socket.send(JSON.stringify({ id, method, params }))
    })
  try {
    return await work(call, (listener) => listeners.push(listener))
  } finally {
    socket.close()
  }
}

export type HeapFigures = { heapUsedMb: number; externalMb: number; arrayBuffersMb: number }
export type ThreadHeap = { thread: string } & HeapFigures
export type ProcessMemory = { pid: number; command: string; rssMb: number }
// the server's resident memory by where it lives (/proc/PID/smaps): the main malloc heap (brk),
// anonymous mappings (V8's heaps, other threads' malloc arenas, large allocations) and files
export type ResidentParts = { brkHeapMb: number; anonymousMb: number; filesMb: number }
export type MemoryReading = {
  // the server's process: all its threads (the embedded Firestore's included) in one resident figure
  server: ProcessMemory & { parts: ResidentParts }
  // its child processes (the Auth emulator's firebase-tools)
  children: ProcessMemory[]
  // each JavaScript thread's heap; after a full collection of each when `collect` was asked
  threads: ThreadHeap[]
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10
const usageExpression = 'JSON.stringify(process.memoryUsage())'
const heapOf = (json: string): HeapFigures => {
  const usage = JSON.parse(json) as { heapUsed: number; external: number; arrayBuffers: number }
  return {
    heapUsedMb: mb(usage.heapUsed),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
  }
}

// the memory of the server with this pid and inspector port; `collect`: a full collection of each
// thread's heap first (HeapProfiler.collectGarbage), so that what is left is what is held
export async function readMemory(
  pid: number,
  inspectPort: number,
  { collect }: { collect: boolean },
): Promise<MemoryReading> {
  const threads = await inspectorSession(inspectPort, async (call, on) => {
    if (collect) await call('HeapProfiler.collectGarbage')
    const main = (await call('Runtime.evaluate', {
      expression: usageExpression,
      returnByValue: true,
    })) as { result: { value: string } }
    const found: ThreadHeap[] = [{ thread: 'main', ...heapOf(main.result.value) }]
    for (const worker of await attachedWorkers(call, on)) {
      if (collect) await worker.call('HeapProfiler.collectGarbage')
      const usage = (await worker.call('Runtime.evaluate', {
        expression: usageExpression,
        returnByValue: true,
      })) as { result: { value: string } }
      found.push({ thread: worker.title, ...heapOf(usage.result.value) })
    }
    await call('NodeWorker.disable')
    return found
  })
  return {
    server: { ...processMemory(pid), parts: residentParts(pid) },
    children: descendantsOf(pid).map(processMemory),
    threads,
  }
}

type WorkerSession = { title: string; call: InspectorCall }

// a session with each worker thread running now (the embedded Firestore's, and any PDF reader's)
async function attachedWorkers(
  call: InspectorCall,
  on: (listener: (message: Message) => void) => void,
): Promise<WorkerSession[]> {
  const sessions: WorkerSession[] = []
  const pending = new Map<string, Map<number, (message: Message) => void>>()
  on((message) => {
    if (message.method === 'NodeWorker.attachedToWorker') {
      const { sessionId, workerInfo } = message.params as {
        sessionId: string
        workerInfo: { title: string; url: string }
      }
      const waiting = new Map<number, (message: Message) => void>()
      pending.set(sessionId, waiting)
      let nextId = 0
      const title = (workerInfo.url.split('/').pop() || workerInfo.title).replace(/\?.*/, '')
      sessions.push({
        title,
        call: (method, params = {}) =>
          new Promise((resolve, reject) => {
            const id = (nextId += 1)
            waiting.set(id, (reply) =>
              reply.error
                ? reject(new Error(`${title} ${method}: ${reply.error.message}`))
                : resolve(reply.result),
            )
            void call('NodeWorker.sendMessageToWorker', {
              sessionId,
              message: JSON.stringify({ id, method, params }),
            })
          }),
      })
    }
    if (message.method === 'NodeWorker.receivedMessageFromWorker') {
      const { sessionId, message: text } = message.params as { sessionId: string; message: string }
      const reply = JSON.parse(text) as Message
      if (reply.id !== undefined) pending.get(sessionId)?.get(reply.id)?.(reply)
    }
  })
  await call('NodeWorker.enable', { waitForDebuggerOnStart: false })
  // the attach events come right after enable's answer
  await new Promise((resolve) => setTimeout(resolve, 300))
  return sessions
}

function processMemory(pid: number): ProcessMemory {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .slice(0, 6)
      .join(' ')
      .slice(0, 160)
    return {
      pid,
      command,
      rssMb: Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024),
    }
  } catch {
    return { pid, command: '(ended)', rssMb: 0 }
  }
}

function residentParts(pid: number): ResidentParts {
  const parts = { brkHeapMb: 0, anonymousMb: 0, filesMb: 0 }
  let where: keyof ResidentParts = 'anonymousMb'
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/)
    if (mapping)
      where =
        mapping[1] === '[heap]'
          ? 'brkHeapMb'
          : mapping[1] === '' || mapping[1]!.startsWith('[')
            ? 'anonymousMb'
            : 'filesMb'
    const rss = line.match(/^Rss:\s+(\d+) kB/)
    if (rss) parts[where] += Number(rss[1]) / 1024
  }
  return {
    brkHeapMb: Math.round(parts.brkHeapMb),
    anonymousMb: Math.round(parts.anonymousMb),
    filesMb: Math.round(parts.filesMb),
  }
}

// every process below pid, from /proc's parent links
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // ended while listed
    }
  }
  const found: number[] = []
  const visit = (parent: number) => {
    for (const [child, itsParent] of parents) {
      if (itsParent === parent) {
        found.push(child)
        visit(child)
      }
    }
  }
  visit(pid)
  return found
}

export type Retainer = { kind: string; count: number; selfMb: number }

// a heap snapshot of the main thread after a full collection, summed by what each object is (its
// constructor, or its kind for strings, code, arrays…): the `top` largest by their own size
export async function heapSnapshotSummary(
  inspectPort: number,
  top = 15,
): Promise<{ totalMb: number; largest: Retainer[]; byKind: Map<string, Retainer> }> {
  const json = await inspectorSession(inspectPort, async (call, on) => {
    const chunks: string[] = []
    on((message) => {
      if (message.method === 'HeapProfiler.addHeapSnapshotChunk')
        chunks.push((message.params as { chunk: string }).chunk)
    })
    await call('HeapProfiler.collectGarbage')
    await call('HeapProfiler.takeHeapSnapshot', {
      reportProgress: false,
      captureNumericValue: false,
    })
    return chunks.join('')
  })
  const snapshot = JSON.parse(json) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
    nodes: number[]
    strings: string[]
  }
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const [typeAt, nameAt, sizeAt] = [
    fields.indexOf('type'),
    fields.indexOf('name'),
    fields.indexOf('self_size'),
  ]
  const byKind = new Map<string, Retainer>()
  let total = 0
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    const type = types[snapshot.nodes[index + typeAt]!]!
    const size = snapshot.nodes[index + sizeAt]!
    total += size
    const kind =
      type === 'object' || type === 'native'
        ? `${type === 'native' ? 'native ' : ''}${snapshot.strings[snapshot.nodes[index + nameAt]!]!.slice(0, 60)}`
        : `(${type})`
    const entry = byKind.get(kind) ?? { kind, count: 0, selfMb: 0 }
    entry.count += 1
    entry.selfMb += size / 2 ** 20
    byKind.set(kind, entry)
  }
  const largest = [...byKind.values()]
    .sort((a, b) => b.selfMb - a.selfMb)
    .slice(0, top)
    .map((entry) => ({ ...entry, selfMb: Math.round(entry.selfMb * 10) / 10 }))
  return { totalMb: mb(total), largest, byKind }
}

// what grew between two summaries, largest first
export function grownKinds(
  before: Map<string, Retainer>,
  after: Map<string, Retainer>,
  top = 12,
): Retainer[] {
  return [...after.values()]
    .map((entry) => ({
      kind: entry.kind,
      count: entry.count - (before.get(entry.kind)?.count ?? 0),
      selfMb: entry.selfMb - (before.get(entry.kind)?.selfMb ?? 0),
    }))
    .sort((a, b) => b.selfMb - a.selfMb)
    .slice(0, top)
    .map((entry) => ({ ...entry, selfMb: Math.round(entry.selfMb * 10) / 10 }))
}
