import { readFileSync } from 'node:fs'
import { documentMessages } from '../../app/features/documents/messages'
import { manyPagesPdf } from '../support/many-pages-pdf'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { scannedPdf, textPdf } from './support/contract-pdf'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'

// issue 22, contract review: a stored contract PDF reviewed with its deadlines (and their .ics),
// its risks and how it differs from the offer on file; pasted text for anyone; a scan explained

const tennessee = readFileSync(
  'tests/contracts/samples/dev/12-tennessee-short-inspection-late-financing.txt',
  'utf8',
)

test(
  'a contract PDF kept in documents is reviewed: risks with their clauses, deadlines with an .ics, and the differences from the offer on file',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    const buyer = await createUser()
    const offer = emulators().firestore.collection('offers').doc()
    await offer.set({
      id: offer.id,
      uid: buyer.uid,
      listingId: 'ames-0001',
      sellerId: null,
      amount: 325_000,
      financing: 'conventional',
      contingencies: ['inspection', 'financing', 'appraisal'],
      closingDate: '2027-05-28',
      status: 'submitted',
      createdAt: Date.now(),
    })
    await startSessionAs(page, buyer)
    await page.goto('/documents')
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'Magnolia Bluff contract.pdf',
      mimeType: 'application/pdf',
      buffer: await textPdf(tennessee),
    })
    await page.getByLabel('For which home (optional)').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Upload' }).click()
    await expect(page.locator('dl.facts')).toContainText('Purchase contract')
    // the home by its address, not its id (issue 42)
    const home = page.locator('dl.facts').getByRole('link')
    await expect(home).toHaveAttribute('href', '/property/ames-0001')
    await expect(home).not.toHaveText('ames-0001')
    await expect(home).toHaveText(/^\d+ \S/)
    await page.getByRole('link', { name: 'Review as a contract' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contract review')
    await expect(page.getByText('This is not legal advice.')).toBeVisible()
    await page.getByLabel('Date the contract was accepted').first().fill('2027-04-20')
    await page.getByRole('button', { name: 'Review this document' }).click()
    await expect(page).toHaveURL(/accepted=2027-04-20/)
    const risks = page.getByRole('region', { name: /^Risks/ })
    await expect(risks).toContainText('The inspection contingency gives you only 3 days')
    await expect(risks.getByRole('blockquote').first()).toContainText(
      'three (3) days after the Binding Agreement Date',
    )
    const deadlines = page.getByRole('table', { name: /^Deadlines in date order/ })
    await expect(deadlines.getByRole('row', { name: /Closing/ })).toContainText('2027-05-28')
    await expect(deadlines.getByRole('row', { name: /Inspection contingency ends/ })).toContainText(
      '2027-04-23',
    )
    await expect(
      page
        .getByRole('table', { name: 'Each term with the sentence it was read from' })
        .getByRole('row', { name: /Purchase price/ }),
    ).toContainText('$329,900')
    const differences = page.getByRole('table', {
      name: 'Where the contract and the latest offer for this home disagree',
    })
    await expect(differences.getByRole('row', { name: /Price/ })).toContainText('$325,000')
    if (javaScriptEnabled) await axe()

    const href = await page
      .getByRole('link', { name: 'Add the deadlines to your calendar (.ics)' })
      .getAttribute('href')
    const ics = await page.request.get(href!)
    expect(ics.headers()['content-type']).toContain('text/calendar')
    const calendar = await ics.text()
    expect(calendar.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(4)
    expect(calendar).toContain('DTSTART;VALUE=DATE:20270528')
  },
)

test(
  'a visitor pastes a contract and gets its review and calendar; a scan and an empty form are explained',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    await page.goto('/contract-terms')
    await page.getByRole('button', { name: 'Review the contract' }).click()
    // issue 41 M2: the site's error pattern, not a browser tooltip: a summary, the "Error:"
    // title and the text field marked invalid
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toContainText('Paste the contract’s text or choose its file.')
    await expect(page).toHaveTitle(/^Error: /)
    await expect(page.getByLabel('Contract text')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Contract text').fill(tennessee)
    await page.getByLabel('Date the contract was accepted').fill('2027-04-20')
    await page.getByRole('button', { name: 'Review the contract' }).click()
    await expect(page.getByRole('heading', { name: 'Review of Pasted contract' })).toBeVisible()
    await expect(
      page
        .getByRole('table', { name: /^Deadlines in date order/ })
        .getByRole('row', { name: /Closing/ }),
    ).toContainText('2027-05-28')
    if (javaScriptEnabled) await axe()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Add the deadlines to your calendar (.ics)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('contract-deadlines.ics')
    expect(readFileSync((await file.path())!, 'utf8')).toContain('BEGIN:VCALENDAR')

    await page.goto('/contract-terms')
    await page
      .getByLabel('Or its file')
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await scannedPdf() })
    await page.getByRole('button', { name: 'Review the contract' }).click()
    await expect(page.getByRole('alert')).toContainText('This PDF has no text layer (it is a scan)')

    // issue 39: a contract of 20,000 pages is refused by its page count, read on a worker (ADR 058)
    await page.goto('/contract-terms')
    await page.getByLabel('Or its file').setInputFiles({
      name: 'long.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(manyPagesPdf(20_000)),
    })
    await page.getByRole('button', { name: 'Review the contract' }).click()
    await expect(page.getByRole('alert')).toContainText(documentMessages.tooManyPages(20_000))
  },
)

test(
  'another account cannot review someone else’s document: the same 404 as a made-up id',
  { tag: '@no-js' },
  async ({ page }) => {
    const owner = await createUser()
    await startSessionAs(page, owner)
    await page.goto('/documents')
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'contract.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(tennessee),
    })
    await page.getByRole('button', { name: 'Upload' }).click()
    const id = page.url().split('/').pop()!
    const stranger = await createUser()
    await page.context().clearCookies()
    await startSessionAs(page, stranger)
    expect((await page.goto(`/contract-terms?document=${id}`))!.status()).toBe(404)
    expect((await page.request.get(`/contract-terms/calendar.ics?document=${id}`)).status()).toBe(
      404,
    )
  },
)
