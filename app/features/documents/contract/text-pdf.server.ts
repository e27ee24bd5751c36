import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib'

const page = { width: 612, height: 792, margin: 54 }
const fontSize = 10
const lineHeight = 13

// glyphs a standard PDF font cannot draw: boxes keep their meaning, anything else becomes '?'
const standIns: Record<string, string> = {
  '☒': '[X]',
  '☑': '[X]',
  '✓': '[X]',
  '✔': '[X]',
  '☐': '[ ]',
  '□': '[ ]',
  '\t': '    ',
}

function drawable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet())
  return [...text]
    .map(
      (character) =>
        standIns[character] ?? (supported.has(character.codePointAt(0)!) ? character : '?'),
    )
    .join('')
}

// a line cut at spaces into pieces no wider than the page
function wrap(line: string, font: PDFFont, width: number): string[] {
  const pieces: string[] = []
  let rest = line.trimEnd()
  while (font.widthOfTextAtSize(rest, fontSize) > width) {
    let cut = rest.length
    while (cut > 0 && font.widthOfTextAtSize(rest.slice(0, cut), fontSize) > width)
      cut = rest.lastIndexOf(' ', cut - 1)
    if (cut <= 0)
      cut = Math.max(1, Math.floor((rest.length * width) / font.widthOfTextAtSize(rest, fontSize)))
    pieces.push(rest.slice(0, cut).trimEnd())
    rest = rest.slice(cut).trimStart()
  }
  pieces.push(rest)
  return pieces
}

// plain text set in Helvetica on as many letter-size pages as it needs
export async function textPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) => wrap(drawable(line, font), font, page.width - 2 * page.margin))
  const perPage = Math.floor((page.height - 2 * page.margin) / lineHeight)
  for (let first = 0; first < Math.max(lines.length, 1); first += perPage) {
    const sheet = pdf.addPage([page.width, page.height])
    lines.slice(first, first + perPage).forEach((line, index) => {
      if (line)
        sheet.drawText(line, {
          x: page.margin,
          y: page.height - page.margin - (index + 1) * lineHeight,
          size: fontSize,
          font,
        })
    })
  }
  return pdf.save()
}
