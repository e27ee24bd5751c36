import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readPdf } from '../../../tests/e2e/support/pdf-reading'
import { flyerPdf } from './flyer-pdf.server'
import { listingFixture } from './marketing-fixture.test-data'

const url = 'https://threshold.example/property/s-AAAAAAAAAAAAAAAAAAAA'
const input = { listing: listingFixture, listingUrl: url, description: listingFixture.description, contact: { name: 'Ask the seller on Threshold', line: 'threshold.example' }, generatedAt: Date.UTC(2026, 10, 24) }

describe('the flyer', () => {
  it('is one letter-size page with the price, the address and a QR code that opens the listing', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: { r: 120, g: 140, b: 160 } } }).jpeg().toBuffer()
    const flyer = await readPdf(await flyerPdf({ ...input, photoJpeg: photo }))
    expect(flyer).toMatchObject({ pages: 1, width: 612, height: 792 })
    expect(flyer.text).toContain('$245,000')
    expect(flyer.text).toContain('2412 Oakland St')
    expect(flyer.text).toContain('Ames, IA 50014')
    expect(flyer.text).toContain('Ask the seller on Threshold')
    expect(flyer.qrCodes).toEqual([url])
  })

  it('says the photo is to come when there is none, and draws any text the fonts cannot', async () => {
    const flyer = await readPdf(await flyerPdf({ ...input, photoJpeg: null, description: 'The “sunroom” — our favourite 🏡 spot… naïve café.' }))
    expect(flyer.text).toContain('Photo to come')
    expect(flyer.text).toContain('The "sunroom" - our favourite spot... naïve café.')
    expect(flyer.qrCodes).toEqual([url])
  })
})
