import { spawn } from 'node:child_process'
import { takeTurns } from '~/platform/take-turns'
import { fileURLToPath } from 'node:url'
import { logger } from '~/platform/logger.server'
import { maxDocumentBytes } from './document'
import { pdfLimits } from './pdf-limits'
import type { PdfText } from './pdf-read'

export type { PdfText } from './pdf-read'

export type PdfLimits = {
  // more pages than this and the PDF is refused, unread (its words would be only its first 60 pages)
  maxPages?: number
  // the process is ended (killed, not left running) when it takes longer than this, start included
  timeoutMs?: number
  // the process's heap; a file that needs more ends the process
  memoryMb?: number
}

const workerProgram = new URL('./pdf-worker.mjs', import.meta.url)

// at most this many PDF processes at once on this instance (each may take its memory limit); the
// others wait their turn, so many uploads at once cost a queue, not the instance's memory
export const concurrentPdfReads = 2
const turn = takeTurns(concurrentPdfReads)

// the words of a PDF, read in a process of its own (ADR 058, ADR 062): pdf.js parses a large file
// on the thread that calls it, and a 22 MB file of 140,000 pages held the event loop for seconds.
// The process has a hard time limit and a memory limit and is killed when either runs out
// ('too-slow'), so a hostile file costs one process for a few seconds and never the server; and
// what it allocated goes back to the system when it ends (a worker thread's stayed with the
// server's malloc: 0.2–0.5 GB a round of hostile PDFs)
export async function pdfText(bytes: Uint8Array, limits: PdfLimits = {}): Promise<PdfText> {
  if (bytes.length === 0 || bytes.length > maxDocumentBytes)
    return { ok: false, reason: 'unreadable' }
  return turn(() => readInWorker(bytes, limits))
}

async function readInWorker(bytes: Uint8Array, limits: PdfLimits): Promise<PdfText> {
  const { maxPages, timeoutMs, memoryMb } = { ...pdfLimits, ...limits }
  // only what node needs from the environment: none of the server's settings or secrets
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
  } as unknown as NodeJS.ProcessEnv
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${memoryMb}`, fileURLToPath(workerProgram)],
    { env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' },
  )
  let stderr = ''
  // noted as it comes: V8's native stack trace after its "heap out of memory" line is longer than
  // the end of stderr that is kept for the log
  let outOfMemory = false
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString()
    if (/heap out of memory|allocation failed/i.test(stderr.slice(-100) + text)) outOfMemory = true
    stderr = (stderr + text).slice(-2000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let timer: ReturnType<typeof setTimeout> | undefined
  let answered = false
  try {
    return await new Promise<PdfText>((resolve) => {
      timer = setTimeout(() => {
        logger.info(
          { event: 'pdf.timeout', size: bytes.length, timeoutMs },
          'PDF process ended at its time limit',
        )
        resolve({ ok: false, reason: 'too-slow' })
      }, timeoutMs)
      child.once('message', (read: PdfText) => {
        answered = true
        resolve(read)
      })
      child.once('error', (error) => {
        logger.error({ event: 'pdf.worker-failed', err: error }, 'PDF process could not start')
        resolve({ ok: false, reason: 'unreadable' })
      })
      // out of its memory (V8 ends a process whose heap is full), or a process that failed: said in
      // the log. 'close', not 'exit': an answer sent just before the end may come after 'exit'
      child.once('close', (code, signal) => {
        if (answered) return
        if (outOfMemory)
          logger.info(
            { event: 'pdf.out-of-memory', size: bytes.length },
            'PDF process ran out of memory',
          )
        else if (signal !== 'SIGKILL')
          logger.error(
            { event: 'pdf.worker-failed', code, signal, stderr: stderr.slice(-500) },
            'PDF process failed',
          )
        resolve({ ok: false, reason: outOfMemory ? 'too-slow' : 'unreadable' })
      })
      // the child gets its own copy (a structured clone), so the caller keeps its bytes
      child.send({ bytes, maxPages })
    })
  } finally {
    clearTimeout(timer)
    // one that answered exits by itself at once; one that did not is killed
    if (!answered && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }
}
