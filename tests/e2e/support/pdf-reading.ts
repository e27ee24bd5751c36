import { inflateSync } from 'node:zlib'
import jsQR from 'jsqr'
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFNumber,
  type PDFObject,
} from 'pdf-lib'

// reads back what a PDF made with pdf-lib says and shows: the text of its pages (pdf-lib writes
// standard-font text as hex strings, `<…> Tj`, in Flate-compressed content streams) and its images
// (an embedded PNG is an image XObject of raw RGB or grey pixels, Flate-compressed), so a test can
// check a flyer's words and decode its QR code

export type ReadPdf = {
  pages: number
  width: number
  height: number
  text: string
  qrCodes: string[]
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await PDFDocument.load(bytes)
  const pages = document.getPages()
  const texts: string[] = []
  const qrCodes: string[] = []
  for (const page of pages) {
    for (const stream of contentStreams(document, page.node.Contents()))
      texts.push(textOf(decoded(stream)))
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
    for (const [, ref] of xObjects?.entries() ?? []) {
      const image = document.context.lookup(ref)
      if (
        image instanceof PDFRawStream &&
        image.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
      ) {
        const found = qrCodeIn(image)
        if (found) qrCodes.push(found)
      }
    }
  }
  const { width, height } = pages[0]!.getSize()
  return { pages: pages.length, width, height, text: texts.join('\n'), qrCodes }
}

function contentStreams(document: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] {
  if (!contents) return []
  const resolved = contents instanceof PDFRef ? document.context.lookup(contents) : contents
  if (resolved instanceof PDFArray)
    return resolved.asArray().flatMap((item) => contentStreams(document, item))
  return resolved instanceof PDFRawStream ? [resolved] : []
}

function decoded(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of('Filter'))
  return filter === PDFName.of('FlateDecode')
    ? inflateSync(stream.contents)
    : Buffer.from(stream.contents)
}

// the strings shown by Tj and TJ, in order, one line per text object
function textOf(content: Buffer): string {
  const source = content.toString('latin1')
  const lines: string[] = []
  for (const block of source.split(/\bBT\b/).slice(1)) {
    const shown = [...block.matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((match) =>
      match[1] !== undefined
        ? Buffer.from(match[1].replace(/\s/g, ''), 'hex').toString('latin1')
        : match[2]!.replace(/\\(.)/g, '$1'),
    )
    lines.push(shown.join(''))
  }
  return lines.join('\n')
}

function qrCodeIn(image: PDFRawStream): string | null {
  const number = (name: string) =>
    (image.dict.get(PDFName.of(name)) as PDFNumber | undefined)?.asNumber() ?? 0
  const width = number('Width')
  const height = number('Height')
  const pixels = decoded(image)
  const channels = pixels.length / (width * height)
  if (!Number.isInteger(channels) || number('BitsPerComponent') !== 8) return null
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let index = 0; index < width * height; index++) {
    for (let channel = 0; channel < 3; channel++)
      rgba[index * 4 + channel] = pixels[index * channels + (channels >= 3 ? channel : 0)]!
    rgba[index * 4 + 3] = 255
  }
  return jsQR(rgba, width, height)?.data ?? null
}
