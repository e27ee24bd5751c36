import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { pdfText } from './pdf-text.server'

async function pdfWith(draw: (document: PDFDocument) => Promise<void>): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  await draw(document)
  return document.save()
}

describe('reading the words of a PDF', () => {
  test('a PDF with a text layer gives its words and its page count', async () => {
    const bytes = await pdfWith(async (document) => {
      const font = await document.embedFont(StandardFonts.Helvetica)
      document.addPage().drawText('Purchase Price: $245,000.00', { x: 50, y: 700, size: 12, font })
      document.addPage().drawText('Closing Date: March 15, 2027', { x: 50, y: 700, size: 12, font })
    })
    const read = await pdfText(bytes)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.pages).toBe(2)
    expect(read.text).toContain('Purchase Price: $245,000.00')
    expect(read.text).toContain('Closing Date: March 15, 2027')
  })

  test('a page with only a drawing, like a scan, has no text', async () => {
    const bytes = await pdfWith(async (document) => {
      document
        .addPage()
        .drawRectangle({ x: 50, y: 50, width: 300, height: 200, color: rgb(0.1, 0.1, 0.1) })
    })
    expect(await pdfText(bytes)).toEqual({ ok: false, reason: 'no-text' })
  })

  test('bytes that are not a PDF are unreadable', async () => {
    expect(await pdfText(new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF'))).toEqual({
      ok: false,
      reason: 'unreadable',
    })
    expect(await pdfText(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]))).toEqual({
      ok: false,
      reason: 'unreadable',
    })
    expect(await pdfText(new Uint8Array())).toEqual({ ok: false, reason: 'unreadable' })
  })

  test('the caller keeps its bytes', async () => {
    const bytes = await pdfWith(async (document) => {
      document.addPage().drawText('Earnest Money: $5,000', {
        x: 50,
        y: 700,
        size: 12,
        font: await document.embedFont(StandardFonts.Helvetica),
      })
    })
    const length = bytes.length
    await pdfText(bytes)
    expect(bytes.length).toBe(length)
  })
})
