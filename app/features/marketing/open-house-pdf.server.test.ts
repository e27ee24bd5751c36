import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { readPdf } from '../../../tests/e2e/support/pdf-reading'
import { listingFixture } from './marketing-fixture.test-data'
import { openHousePdf, type OpenHouseInput } from './open-house-pdf.server'

const hourMs = 3_600_000
const url = 'https://threshold.example/property/s-AAAAAAAAAAAAAAAAAAAA'
// 1 PM to 3 PM in Ames (Central standard time, UTC-6) on Saturday, December 5, 2026
const winterAfternoon = Date.UTC(2026, 11, 5, 19)
const input: OpenHouseInput = {
  listing: listingFixture,
  listingUrl: url,
  startsAt: winterAfternoon,
  endsAt: winterAfternoon + 2 * hourMs,
  timeZone: 'America/Chicago',
  generatedAt: Date.UTC(2026, 10, 24),
}

describe('the open-house sheet', () => {
  it('says when on the given clock, the home, its price and facts, and has a sign-in table', async () => {
    const sheet = await readPdf(await openHousePdf(input))
    expect(sheet).toMatchObject({ pages: 1, width: 612, height: 792 })
    expect(sheet.text).toContain('Open house')
    expect(sheet.text).toContain('Saturday, December 5, 2026, 1:00 PM to 3:00 PM CST')
    expect(sheet.text).toContain('2412 Oakland St, Ames, IA 50014')
    expect(sheet.text).toContain('$245,000')
    for (const [value, label] of [
      ['3', 'Bedrooms'],
      ['2.5', 'Bathrooms'],
      ['1,720 sq ft', 'Living area'],
      ['1998', 'Built'],
      ['2-car', 'Garage'],
    ])
      expect(sheet.text).toContain(`${value}\n${label}`)
    expect(sheet.text).toContain('Please sign in')
    expect(sheet.text).toContain('Name\nEmail or phone\nWorking with an agent?\nComments')
    expect(sheet.text).toContain(`See the listing: ${url}`)
  })

  it('writes summer times as daylight time, and other zones on their own clock', async () => {
    // 10 AM to noon in Ames (Central daylight time, UTC-5) on Saturday, June 13, 2026
    const summerMorning = Date.UTC(2026, 5, 13, 15)
    const summer = await readPdf(
      await openHousePdf({ ...input, startsAt: summerMorning, endsAt: summerMorning + 2 * hourMs }),
    )
    expect(summer.text).toContain('Saturday, June 13, 2026, 10:00 AM to 12:00 PM CDT')
    const pacific = await readPdf(await openHousePdf({ ...input, timeZone: 'America/Los_Angeles' }))
    expect(pacific.text).toContain('Saturday, December 5, 2026, 11:00 AM to 1:00 PM PST')
  })

  it('names both days for an open house that runs past midnight', async () => {
    const lateEvening = Date.UTC(2026, 11, 6, 5)
    const sheet = await readPdf(
      await openHousePdf({ ...input, startsAt: lateEvening, endsAt: lateEvening + 2 * hourMs }),
    )
    expect(sheet.text).toContain(
      'Saturday, December 5, 2026, 11:00 PM CST to Sunday, December 6, 2026, 1:00 AM CST',
    )
  })

  it('draws an address with curly quotes and emoji without throwing, and says what it is in its properties', async () => {
    const bytes = await openHousePdf({
      ...input,
      listing: {
        ...listingFixture,
        address: { ...listingFixture.address, line1: '12 O’Brien Ct — Unit 2 🏡' },
      },
    })
    const sheet = await readPdf(bytes)
    expect(sheet.text).toContain("12 O'Brien Ct - Unit 2, Ames, IA 50014")
    const document = await PDFDocument.load(bytes)
    expect(document.getTitle()).toBe("Open house: 12 O'Brien Ct - Unit 2, Ames, IA 50014")
    expect(document.getCreator()).toBe('Threshold')
  })
})
