import type { PDFFont } from 'pdf-lib'

// text the standard PDF fonts can draw: they encode WinAnsi only, so curly quotes, dashes and the
// like become their plain forms and anything else (emoji, other scripts) is dropped
const plainForms: Record<string, string> = { '‘': "'", '’': "'", '‚': "'", '“': '"', '”': '"', '„': '"', '–': '-', '—': '-', '…': '...', '•': '-', '\u00a0': ' ', '−': '-' }

export function winAnsi(text: string): string {
  return [...text]
    .map((char) => plainForms[char] ?? char)
    .join('')
    .replace(/[^\x20-\x7e\xa1-\xff\n]/g, '')
}

// the text broken into lines no wider than `maxWidth` at `size`; at most `maxLines`, the last one
// ending in an ellipsis when the text goes on
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number, maxLines = Infinity): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= maxWidth || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]!
  while (last && font.widthOfTextAtSize(`${last}...`, size) > maxWidth) last = last.replace(/\s*\S+$/, '')
  kept[maxLines - 1] = `${last}...`
  return kept
}

// the words of a text up to `limit`, cut at a word boundary
export function trimWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/)
  return words.length <= limit ? text.trim() : `${words.slice(0, limit).join(' ').replace(/[,;:]$/, '')}...`
}
