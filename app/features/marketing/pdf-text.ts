import type { PDFDocument, PDFFont } from 'pdf-lib'

// the standard PDF fonts (Helvetica and its bold) encode WinAnsi only, and pdf-lib throws on any
// other character, so every string drawn goes through winAnsi first
const windows1252Extras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'
const encodable = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)),
  ...Array.from({ length: 0x100 - 0xa1 }, (_, index) => String.fromCharCode(0xa1 + index)),
  ...windows1252Extras,
])

// typographic punctuation becomes its plain form even where WinAnsi has it, so the words on a
// flyer read, search and copy the same as the words typed; odd spaces become spaces
const plainForms: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '…': '...',
  '•': '-',
  '\t': ' ',
  '\r': ' ',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u00ad': '',
  // letters with a stroke have no decomposition to fall back on
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
}

// the text as the standard fonts can draw it: plain forms for typographic punctuation, accented
// letters outside WinAnsi as their base letter (ő as o), and anything else (emoji, other scripts,
// zero-width marks) left out along with the space it would leave; never throws
export function winAnsi(text: string): string {
  const dropped = '\uffff'
  let out = ''
  for (const char of text.normalize('NFC')) {
    const plain = plainForms[char] ?? char
    const base = char.normalize('NFD').replace(/\p{M}/gu, '')
    if (plain === '\n' || [...plain].every((each) => encodable.has(each))) out += plain
    else if (base && [...base].every((each) => encodable.has(each))) out += base
    else out += dropped
  }
  return out
    .replace(/^[ \uffff]*\uffff[ \uffff]*/, '')
    .replace(/ *\uffff[ \uffff]*(?=[,.;:!?)\n]|$)/g, '')
    .replace(/ *\uffff[ \uffff]*/g, (gap) => (gap.includes(' ') ? ' ' : ''))
}

// the text broken into lines no wider than `maxWidth` at `size`, spaces collapsed; a word wider
// than a line is broken where it must. At most `maxLines`: the last one then ends in "..."
export function wrapText(
  font: PDFFont,
  text: string,
  size: number,
  maxWidth: number,
  maxLines = Infinity,
): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth
  const lines: string[] = []
  let line = ''
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (fits(next)) line = next
    else {
      if (line) lines.push(line)
      const pieces = breakWord(font, word, size, maxWidth)
      lines.push(...pieces.slice(0, -1))
      line = pieces.at(-1)!
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]!
  while (last && !fits(`${last}...`))
    last = /\s/.test(last) ? last.replace(/\s*\S+$/, '') : last.slice(0, -1)
  kept[maxLines - 1] = `${last.replace(/[,;:.]$/, '')}...`
  return kept
}

// a word too wide for a line (a link, an email address) in pieces that fit, broken after a "/"
// or a "." where one falls in the second half of a piece
function breakWord(font: PDFFont, word: string, size: number, maxWidth: number): string[] {
  const pieces: string[] = []
  let rest = word
  while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
    let end = 1
    while (end < rest.length && font.widthOfTextAtSize(rest.slice(0, end + 1), size) <= maxWidth)
      end += 1
    const soft = Math.max(rest.lastIndexOf('/', end - 1), rest.lastIndexOf('.', end - 1))
    if (soft + 1 > end / 2) end = soft + 1
    pieces.push(rest.slice(0, end))
    rest = rest.slice(end)
  }
  return [...pieces, rest]
}

// the largest size, from `size` down to `minSize`, at which one line of text fits `maxWidth`
export function sizeToFit(
  font: PDFFont,
  text: string,
  size: number,
  maxWidth: number,
  minSize = size / 2,
): number {
  const width = font.widthOfTextAtSize(text, size)
  return width <= maxWidth
    ? size
    : Math.max(minSize, Math.floor(((size * maxWidth) / width) * 10) / 10)
}

// one line of text cut to `maxWidth` with "..." when it is longer
export function fitLine(font: PDFFont, text: string, size: number, maxWidth: number): string {
  return wrapText(font, text, size, maxWidth, 1)[0] ?? ''
}

// the words of a text up to `limit`, cut at a word boundary with "..."
export function trimWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean)
  return words.length <= limit
    ? words.join(' ')
    : `${words
        .slice(0, limit)
        .join(' ')
        .replace(/[,;:.]$/, '')}...`
}

// the document properties a reader or a screen reader shows, the same for every Threshold sheet
export function describeDocument(
  document: PDFDocument,
  about: { title: string; subject: string; keyword: string; city: string; generatedAt: number },
) {
  document.setTitle(winAnsi(about.title))
  document.setSubject(winAnsi(about.subject))
  document.setKeywords(['Threshold', about.keyword, winAnsi(about.city)])
  document.setCreator('Threshold')
  document.setProducer('Threshold')
  document.setLanguage('en-US')
  document.setCreationDate(new Date(about.generatedAt))
  document.setModificationDate(new Date(about.generatedAt))
}
