import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, test } from 'vitest'
import { manyPagesPdf } from '../../../tests/support/many-pages-pdf'
import { checkDocumentFile } from './file-type.server'
import { documentMessages } from './messages'
import { pdfLimits } from './pdf-limits'
import { concurrentPdfReads, pdfText } from './pdf-text.server'

// finding 2 of issue 39: a PDF of very many pages held the server's event loop for seconds,
// although only its first 60 pages are read (ADR 058)

// the longest the event loop went without running a 5 ms timer while `work` ran
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now()
  let longest = 0
  const tick = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 5)
  try {
    await work()
    // the tick held up by work that ended on the event loop runs now, and is counted
    await new Promise((resolve) => setTimeout(resolve, 30))
  } finally {
    clearInterval(tick)
  }
  return longest
}

// the PDF processes started while a test listened (ADR 062: a process, no longer a worker thread)
const started: ChildProcess[] = []
const onProcess = (message: unknown) => started.push((message as { process: ChildProcess }).process)
const listen = () => subscribe('child_process', onProcess)
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null
afterEach(() => {
  unsubscribe('child_process', onProcess)
  started.length = 0
})

describe('a PDF is read off the event loop, within limits', () => {
  test('a PDF of more pages than the limit is refused with the page-limit message, unread', async () => {
    const bytes = Buffer.from(manyPagesPdf(pdfLimits.maxPages + 1))
    expect(await pdfText(bytes)).toEqual({
      ok: false,
      reason: 'too-many-pages',
      pages: pdfLimits.maxPages + 1,
    })
    expect(await checkDocumentFile(bytes)).toEqual({
      ok: false,
      status: 413,
      message: documentMessages.tooManyPages(pdfLimits.maxPages + 1),
    })
    expect(documentMessages.tooManyPages(2_001)).toContain('at most 2,000 pages')
  })

  test('a PDF at the limit is read as before', async () => {
    const read = await pdfText(manyPagesPdf(pdfLimits.maxPages, 'Purchase Price: $245,000.00'))
    expect(read.ok && read.pages).toBe(pdfLimits.maxPages)
    expect(
      read.ok && read.text.split('\n').filter((line) => line === 'Purchase Price: $245,000.00'),
    ).toHaveLength(60)
  })

  test('while a large PDF is read, the event loop keeps answering', async () => {
    // 40,000 pages (6 MB): about a second of pdf.js parsing, which held the event loop throughout
    const bytes = manyPagesPdf(40_000)
    let read: Awaited<ReturnType<typeof pdfText>> | undefined
    const stall = await longestStall(async () => {
      read = await pdfText(bytes, { maxPages: 100_000, timeoutMs: 20_000 })
    })
    expect(read).toMatchObject({ ok: true, pages: 40_000 })
    expect(stall).toBeLessThan(200)
  })

  test('a PDF its process cannot read in time is refused, and the process is killed', async () => {
    listen()
    const bytes = Buffer.from(manyPagesPdf(40_000))
    const read = pdfText(bytes, { maxPages: 100_000, timeoutMs: 50 })
    expect(started).toHaveLength(1)
    const begun = performance.now()
    expect(await read).toEqual({ ok: false, reason: 'too-slow' })
    expect(performance.now() - begun).toBeLessThan(1_000)
    // killed: the process has ended by the time the answer comes
    expect(running(started[0]!)).toBe(false)
    expect(started[0]!.signalCode).toBe('SIGKILL')

    expect(await checkDocumentFile(bytes, { maxPages: 100_000, timeoutMs: 50 })).toEqual({
      ok: false,
      status: 422,
      message: documentMessages.tooSlowPdf,
    })
  })

  test('a process that runs out of its memory is ended, and the PDF refused as too demanding', async () => {
    expect(
      await pdfText(manyPagesPdf(40_000), { maxPages: 100_000, timeoutMs: 20_000, memoryMb: 8 }),
    ).toEqual({ ok: false, reason: 'too-slow' })
  })

  test('no more processes run at once than the cap; the others wait their turn and are read', async () => {
    listen()
    let alive = 0
    let most = 0
    const pdf = manyPagesPdf(300)
    const reads = Array.from({ length: 5 }, () => pdfText(pdf))
    const watch = setInterval(() => {
      alive = started.filter(running).length
      most = Math.max(most, alive)
    }, 2)
    const answers = await Promise.all(reads)
    clearInterval(watch)
    expect(answers.every((answer) => answer.ok)).toBe(true)
    expect(started).toHaveLength(5)
    expect(most).toBeLessThanOrEqual(concurrentPdfReads)
  })
})
