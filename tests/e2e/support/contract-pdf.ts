import { PDFDocument, StandardFonts } from 'pdf-lib'

// a PDF of the given text (wrapped, several pages as needed), or one with no text layer at all,
// as a scanner makes
export async function textPdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const size = 10
  const lines = text.split('\n').flatMap((line) => {
    const words = line.split(' ')
    const wrapped: string[] = []
    let current = ''
    for (const word of words) {
      const next = current ? `${current} ${word}` : word
      if (font.widthOfTextAtSize(next, size) > 500 && current) {
        wrapped.push(current)
        current = word
      } else current = next
    }
    return [...wrapped, current]
  })
  for (let start = 0; start < lines.length; start += 60) {
    const page = pdf.addPage([612, 792])
    lines.slice(start, start + 60).forEach((line, index) =>
      page.drawText(line.replace(/[^\x20-\x7e]/g, ' '), {
        x: 50,
        y: 740 - index * 12,
        size,
        font,
      }),
    )
  }
  return Buffer.from(await pdf.save())
}

export async function scannedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([612, 792])
  page.drawRectangle({ x: 50, y: 50, width: 500, height: 690, borderWidth: 2 })
  return Buffer.from(await pdf.save())
}
