import { getDocumentProxy } from 'unpdf'
import { maxDocumentBytes } from './document'

export type PdfText = { ok: true; text: string; pages: number } | { ok: false; reason: 'no-text' | 'unreadable' }

const maxPages = 60
const maxChars = 2_000_000
const timeoutMs = 20_000

// the words of a PDF's text layer, page by page. A scan has pages but no words ('no-text'); a
// damaged, encrypted or oversized file, or one that takes too long, is 'unreadable'. Only the first
// 60 pages are read, so a hostile file cannot keep the server busy for long
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  if (bytes.length === 0 || bytes.length > maxDocumentBytes) return { ok: false, reason: 'unreadable' }
  let timer: ReturnType<typeof setTimeout> | undefined
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), timeoutMs)
  })
  const read = async (): Promise<PdfText> => {
    // pdf.js takes the bytes over, so it gets a copy the caller can keep using
    document = await getDocumentProxy(bytes.slice(), { disableFontFace: true, verbosity: 0 })
    const pages = document.numPages
    const texts: string[] = []
    let chars = 0
    for (let number = 1; number <= Math.min(pages, maxPages) && chars < maxChars; number += 1) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('')
      page.cleanup()
      texts.push(text)
      chars += text.length
    }
    const text = texts.join('\n').slice(0, maxChars)
    if (pages === 0 || text.trim() === '') return { ok: false, reason: 'no-text' }
    return { ok: true, text, pages }
  }
  try {
    const outcome = await Promise.race([read(), expired])
    return outcome === 'expired' ? { ok: false, reason: 'unreadable' } : outcome
  } catch {
    return { ok: false, reason: 'unreadable' }
  } finally {
    clearTimeout(timer)
    void document?.loadingTask.destroy().catch(() => undefined)
  }
}
