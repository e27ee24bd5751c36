import { describe, expect, it } from 'vitest'
import { readPdf } from '../../../tests/e2e/support/pdf-reading'
import { listingFixture } from './marketing-fixture.test-data'
import { openHousePdf } from './open-house-pdf.server'

describe('the open-house sheet', () => {
  it('says when on the market’s clock, the home and its price, and has a sign-in table', async () => {
    // 1 PM to 3 PM in Ames (Central standard time, UTC−6) on Saturday, December 5, 2026
    const startsAt = Date.UTC(2026, 11, 5, 19)
    const sheet = await readPdf(await openHousePdf({ listing: listingFixture, listingUrl: 'https://threshold.example/property/x', startsAt, endsAt: startsAt + 2 * 3_600_000, timeZone: 'America/Chicago', generatedAt: 0 }))
    expect(sheet).toMatchObject({ pages: 1, width: 612, height: 792 })
    expect(sheet.text).toContain('Open house')
    expect(sheet.text).toContain('Saturday, December 5, 2026, 1:00 PM to 3:00 PM CST')
    expect(sheet.text).toContain('2412 Oakland St, Ames, IA 50014')
    expect(sheet.text).toContain('$245,000')
    for (const heading of ['Name', 'Email or phone', 'Working with an agent?', 'Comments']) expect(sheet.text).toContain(heading)
  })
})
