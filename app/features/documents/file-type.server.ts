import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import type { DocumentType } from './document'
import { documentMessages as messages } from './messages'
import { pdfText, type PdfLimits } from './pdf-text.server'

export type CheckedFile =
  | { ok: true; contentType: DocumentType; bytes: Buffer; text: string | null; note: string | null }
  | { ok: false; status: number; message: string }

const executables = new Set([
  'exe',
  'elf',
  'macho',
  'dll',
  'msi',
  'class',
  'dex',
  'wasm',
  'deb',
  'rpm',
  'apk',
  'swf',
  'lnk',
  'sh',
  'bin',
])
const archives = new Set([
  'zip',
  'gz',
  '7z',
  'rar',
  'tar',
  'bz2',
  'xz',
  'zst',
  'cab',
  'lz',
  'lzh',
  'arj',
  'cpio',
  'ar',
  'jar',
])
const maxImagePixels = 50_000_000
const maxTextChars = 400_000

const looksLikeHtml = (head: string) =>
  /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body|script|svg|iframe)\b/i.test(head)

// a document's type decided by its bytes, never its name or the browser's word: PDF (with its
// words, when it has a text layer), JPEG and PNG (re-encoded, so their metadata is gone), or
// UTF-8 text that is not a web page; anything else is refused with the reason. A PDF of too many
// pages, or one its worker cannot read in time (`pdf` says the limits), is refused too
export async function checkDocumentFile(bytes: Buffer, pdf: PdfLimits = {}): Promise<CheckedFile> {
  if (bytes.length === 0) return refuse(400, messages.empty)
  const detected = await fileTypeFromBuffer(bytes)
  if (detected?.ext === 'pdf') {
    const read = await pdfText(bytes, pdf)
    if (!read.ok && read.reason === 'unreadable') return refuse(400, messages.unreadablePdf)
    if (!read.ok && read.reason === 'too-many-pages')
      return refuse(413, messages.tooManyPages(read.pages))
    if (!read.ok && read.reason === 'too-slow') return refuse(422, messages.tooSlowPdf)
    return {
      ok: true,
      contentType: 'application/pdf',
      bytes,
      text: read.ok ? read.text.slice(0, maxTextChars) : null,
      note: read.ok ? null : messages.scanNote,
    }
  }
  if (detected?.ext === 'jpg' || detected?.ext === 'png') {
    try {
      const image = sharp(bytes, { limitInputPixels: maxImagePixels }).rotate()
      const clean =
        detected.ext === 'jpg'
          ? await image.jpeg({ quality: 90 }).toBuffer()
          : await image.png().toBuffer()
      return {
        ok: true,
        contentType: detected.ext === 'jpg' ? 'image/jpeg' : 'image/png',
        bytes: clean,
        text: null,
        note: null,
      }
    } catch {
      return refuse(400, messages.wrongType)
    }
  }
  if (detected) {
    if (executables.has(detected.ext)) return refuse(415, messages.executable)
    if (archives.has(detected.ext)) return refuse(415, messages.archive)
    return refuse(415, messages.wrongType)
  }
  if (bytes.includes(0))
    return refuse(
      415,
      bytes.subarray(0, 2).toString('latin1') === 'MZ' ? messages.executable : messages.wrongType,
    )
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return refuse(415, messages.wrongType)
  }
  if (looksLikeHtml(text.slice(0, 2_000)) || /<html[\s>]/i.test(text.slice(0, 4_000)))
    return refuse(415, messages.html)
  if (text.startsWith('#!') || text.startsWith('MZ')) return refuse(415, messages.executable)
  return {
    ok: true,
    contentType: 'text/plain',
    bytes,
    text: text.slice(0, maxTextChars),
    note: null,
  }
}

function refuse(status: number, message: string): CheckedFile {
  return { ok: false, status, message }
}
