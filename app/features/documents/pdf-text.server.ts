import { Worker } from 'node:worker_threads'
import { logger } from '~/platform/logger.server'
import { maxDocumentBytes } from './document'
import { pdfLimits } from './pdf-limits'
import type { PdfText } from './pdf-read'

export type { PdfText } from './pdf-read'

export type PdfLimits = {
  // more pages than this and the PDF is refused, unread (its words would be only its first 60 pages)
  maxPages?: number
  // the worker is ended (terminated, not left running) when it takes longer than this, start included
  timeoutMs?: number
  // the worker's heap; a file that needs more ends the worker
  memoryMb?: number
}

const workerProgram = new URL('./pdf-worker.mjs', import.meta.url)

// at most this many PDF workers at once on this instance (each may take its memory limit); the
// others wait their turn, so many uploads at once cost a queue, not the instance's memory
export const concurrentPdfReads = 2
let reading = 0
const waiting: Array<() => void> = []

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (reading >= concurrentPdfReads) await new Promise<void>((resolve) => waiting.push(resolve))
  reading += 1
  try {
    return await work()
  } finally {
    reading -= 1
    waiting.shift()?.()
  }
}

// the words of a PDF, read on a worker thread of its own (ADR 058): pdf.js parses a large file on
// the thread that calls it, and a 22 MB file of 140,000 pages held the event loop for seconds.
// The worker has a hard time limit and a memory limit and is terminated when either runs out
// ('too-slow'), so a hostile file costs one thread for a few seconds and never the server
export async function pdfText(bytes: Uint8Array, limits: PdfLimits = {}): Promise<PdfText> {
  if (bytes.length === 0 || bytes.length > maxDocumentBytes) return { ok: false, reason: 'unreadable' }
  return turn(() => readInWorker(bytes, limits))
}

async function readInWorker(bytes: Uint8Array, limits: PdfLimits): Promise<PdfText> {
  const { maxPages, timeoutMs, memoryMb } = { ...pdfLimits, ...limits }
  // the worker takes its own copy over, so the caller keeps its bytes (a Buffer's slice would share
  // them, and the transfer would empty the caller's)
  const copy = new Uint8Array(bytes)
  const worker = new Worker(workerProgram, {
    workerData: { bytes: copy, maxPages },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(32, memoryMb), stackSizeMb: 4 },
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await new Promise<PdfText>((resolve) => {
      timer = setTimeout(() => {
        logger.info({ event: 'pdf.timeout', size: bytes.length, timeoutMs }, 'PDF worker terminated at its time limit')
        resolve({ ok: false, reason: 'too-slow' })
      }, timeoutMs)
      worker.once('message', (read: PdfText) => resolve(read))
      // out of memory (ERR_WORKER_OUT_OF_MEMORY), or a worker that could not start: said in the log
      worker.once('error', (error: Error & { code?: string }) => {
        const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        if (outOfMemory) logger.info({ event: 'pdf.out-of-memory', size: bytes.length }, 'PDF worker ran out of memory')
        else logger.error({ event: 'pdf.worker-failed', err: error }, 'PDF worker failed')
        resolve({ ok: false, reason: outOfMemory ? 'too-slow' : 'unreadable' })
      })
      worker.once('exit', () => resolve({ ok: false, reason: 'unreadable' }))
    })
  } finally {
    clearTimeout(timer)
    await worker.terminate()
  }
}
