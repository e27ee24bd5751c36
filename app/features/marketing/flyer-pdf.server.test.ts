import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readPdf } from '../../../tests/e2e/support/pdf-reading'
import { flyerPdf, type FlyerInput } from './flyer-pdf.server'
import { listingFixture } from './marketing-fixture.test-data'

const url = 'https://threshold.example/property/s-AAAAAAAAAAAAAAAAAAAA'
const input: FlyerInput = {
  listing: listingFixture,
  listingUrl: url,
  photoJpeg: null,
  description:
    'A bright two-story house on a quiet street, with a remodeled kitchen and a deck over the back yard.',
  contact: {
    name: 'Ask the seller on Threshold',
    line: 'threshold.example/property/s-AAAAAAAAAAAAAAAAAAAA',
  },
  generatedAt: Date.UTC(2026, 10, 24),
}

// a 1200×800 photo, a gradient so it is no flat colour the QR reader could mistake
async function samplePhoto(): Promise<Buffer> {
  const [width, height] = [1200, 800]
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      pixels.set(
        [60 + Math.round((x * 150) / width), 90 + Math.round((y * 120) / height), 140],
        (y * width + x) * 3,
      )
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer()
}

// the JPEG images the page draws, by their size in pixels
async function jpegsOn(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes)
  const xObjects = document.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
  return (xObjects?.entries() ?? [])
    .map(([, ref]) => document.context.lookup(ref))
    .filter(
      (image): image is PDFRawStream =>
        image instanceof PDFRawStream &&
        image.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'),
    )
    .map(
      (image) =>
        `${image.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber()}x${image.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber()}`,
    )
}

describe('the flyer', () => {
  it('is one letter-size page with the photo, the price, the address, the key facts and how to reach the seller', async () => {
    const bytes = await flyerPdf({
      ...input,
      photoJpeg: await samplePhoto(),
      photoAlt: 'The front of the house from the street',
    })
    const flyer = await readPdf(bytes)
    expect(flyer).toMatchObject({ pages: 1, width: 612, height: 792 })
    expect(await jpegsOn(bytes)).toEqual(['1200x800'])
    for (const shown of [
      '$245,000',
      'For sale',
      '2412 Oakland St',
      'Ames, IA 50014 - College Creek',
      'The front of the house from the street',
      'A bright two-story house on a quiet street',
      'Ask the seller on Threshold',
    ]) {
      expect(flyer.text).toContain(shown)
    }
    for (const [value, label] of [
      ['3', 'Bedrooms'],
      ['2.5', 'Bathrooms'],
      ['1,720 sq ft', 'Living area'],
      ['9,100 sq ft', 'Lot'],
      ['1998', 'Built'],
      ['2-car', 'Garage'],
    ]) {
      expect(flyer.text).toContain(`${value}\n${label}`)
    }
    expect(flyer.text).not.toContain('Photo to come')
  })

  it('has a QR code that opens the listing, with the link written under it', async () => {
    const flyer = await readPdf(await flyerPdf({ ...input, photoJpeg: await samplePhoto() }))
    expect(flyer.qrCodes).toEqual([url])
    const underQr = flyer.text.slice(flyer.text.indexOf('Scan to see the listing'))
    expect(underQr.split('\n').slice(1, 5).join('')).toContain(url)
  })

  it('says the photo is to come when there is none', async () => {
    const bytes = await flyerPdf(input)
    const flyer = await readPdf(bytes)
    expect(flyer).toMatchObject({ pages: 1, width: 612, height: 792 })
    expect(flyer.text).toContain('Photo to come')
    expect(flyer.text).toContain('$245,000')
    expect(flyer.qrCodes).toEqual([url])
    expect(await jpegsOn(bytes)).toEqual([])
  })

  it('draws curly quotes, dashes, accents and emoji as far as the fonts can, without throwing', async () => {
    const flyer = await readPdf(
      await flyerPdf({
        ...input,
        listing: {
          ...listingFixture,
          address: { ...listingFixture.address, line1: '12 O’Brien Ct' },
          neighborhood: '',
        },
        description:
          'The “sunroom” — our favourite 🏡 spot… naïve café, Łódź-style tiles, 3½ baths.',
        contact: { name: 'Ask Zoë 👋', line: 'zoë@example.com' },
      }),
    )
    expect(flyer.text).toContain("12 O'Brien Ct")
    expect(flyer.text).toContain('Ames, IA 50014\n')
    expect(flyer.text).toContain(
      'The "sunroom" - our favourite spot... naïve café, Lódz-style tiles, 3½ baths.',
    )
    expect(flyer.text).toContain('Ask Zoë')
  })

  it('cuts a long description at a word, with "..."', async () => {
    const words = Array.from({ length: 200 }, (_, index) => `room${index + 1}`)
    const flyer = await readPdf(await flyerPdf({ ...input, description: words.join(' ') }))
    const last = /room(\d+)\.\.\./.exec(flyer.text)
    expect(last).not.toBeNull()
    expect(Number(last![1])).toBeLessThanOrEqual(90)
    expect(flyer.text).toContain('room1 room2 room3')
    expect(flyer.text).not.toContain('room91')
  })

  it('says what it is in its document properties, and is the same file for the same input', async () => {
    const bytes = await flyerPdf(input)
    const document = await PDFDocument.load(bytes)
    expect(document.getTitle()).toBe('Flyer: 2412 Oakland St, Ames, IA 50014')
    expect(document.getSubject()).toBe('Home for sale: 2412 Oakland St, Ames, IA 50014, $245,000')
    expect(document.getCreator()).toBe('Threshold')
    expect(document.getCreationDate()?.getTime()).toBe(input.generatedAt)
    expect(Buffer.from(await flyerPdf(input)).equals(Buffer.from(bytes))).toBe(true)
  })
})
