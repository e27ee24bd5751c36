import { getDocumentProxy } from 'unpdf'

// what reading a PDF gave: its words and page count, or why not. A scan has pages but no words
// ('no-text'); a damaged or encrypted file is 'unreadable'; one of more pages than the limit is
// 'too-many-pages' (its count said, its pages unread); 'too-slow' is said by pdf-text.server.ts
// when the worker that reads it runs out of time or memory
export type PdfText =
  | { ok: true; text: string; pages: number }
  | { ok: false; reason: 'no-text' | 'unreadable' | 'too-slow' }
  | { ok: false; reason: 'too-many-pages'; pages: number }

export const readPages = 60
const maxChars = 2_000_000

// the words of a PDF's text layer, page by page, the first 60 pages only. It runs in the PDF
// worker (pdf-worker.mjs), never on the server's event loop: pdf.js parses a large file on the
// thread that calls it, however few of its pages are read
export async function readPdf(bytes: Uint8Array, maxPages: number): Promise<PdfText> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined
  try {
    document = await getDocumentProxy(bytes, { disableFontFace: true, verbosity: 0 })
    const pages = document.numPages
    if (pages > maxPages) return { ok: false, reason: 'too-many-pages', pages }
    const texts: string[] = []
    let chars = 0
    for (let number = 1; number <= Math.min(pages, readPages) && chars < maxChars; number += 1) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
      page.cleanup()
      texts.push(text)
      chars += text.length
    }
    const text = texts.join('\n').slice(0, maxChars)
    if (pages === 0 || text.trim() === '') return { ok: false, reason: 'no-text' }
    return { ok: true, text, pages }
  } catch (error) {
    // a process that reached its memory limit may fail an allocation (a RangeError) before V8 ends
    // it: the PDF is too demanding, not damaged
    return { ok: false, reason: isOutOfResources(error) ? 'too-slow' : 'unreadable' }
  } finally {
    await document?.loadingTask.destroy().catch(() => undefined)
  }
}

function isOutOfResources(error: unknown): boolean {
  if (error instanceof RangeError) return true
  const message = error instanceof Error ? error.message : String(error)
  return /allocation failed|out of memory|call stack size/i.test(message)
}
