import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { deflateRawSync } from 'node:zlib'
import { documentMessages } from '../../app/features/documents/messages'
import { manyPagesPdf } from '../support/many-pages-pdf'
import { expect, test } from './fixtures'
import { createUser, type TestUser } from './support/accounts'
import { scannedPdf, textPdf } from './support/contract-pdf'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'
import type { Browser, Page } from '@playwright/test'

// issue 22, documents: an ordinary upload typed by its bytes, listed with a suggested kind,
// downloaded only by its owner and the people it is shared with, as an attachment; every access
// logged; bad files refused with a reason and nothing stored

const contractText = `RESIDENTIAL PURCHASE AGREEMENT
1. PARTIES. Jordan Reyes ("Buyer") agrees to buy from Casey Lin ("Seller") the property at 412 Elm Street, Ames, Iowa 50010.
2. PURCHASE PRICE. The purchase price is $245,000.
3. EARNEST MONEY. Buyer shall deposit $5,000 as earnest money within 3 business days after acceptance.
4. CLOSING. Closing shall take place on or before January 15, 2027.`

type Upload = { name: string; mimeType: string; buffer: Buffer }

async function upload(page: Page, file: Upload | string) {
  await page.getByLabel('File', { exact: true }).setInputFiles(file)
  await page.getByRole('button', { name: 'Upload' }).click()
}

// a large file is handed to the browser by its path: sent through Playwright's protocol it takes
// half a minute on a loaded machine. The browser types it by its extension
async function onDisk(name: string, buffer: Buffer): Promise<string> {
  const filePath = test.info().outputPath(name)
  await mkdir(path.dirname(filePath), { recursive: true })
  await writeFile(filePath, buffer)
  return filePath
}

const storedFor = async (uid: string) =>
  (await emulators().firestore.collection('documents').where('ownerUid', '==', uid).get()).docs.map(
    (doc) => doc.data(),
  )

async function sellerOfAcceptedOffer(buyer: TestUser) {
  const seller = await createUser({ role: 'seller' })
  const offer = emulators().firestore.collection('offers').doc()
  await offer.set({
    id: offer.id,
    uid: buyer.uid,
    listingId: `s-${randomUUID().slice(0, 8)}`,
    sellerId: seller.uid,
    amount: 245_000,
    financing: 'conventional',
    contingencies: ['inspection'],
    closingDate: '2027-01-15',
    status: 'accepted',
    createdAt: Date.now(),
  })
  return seller
}

async function as(browser: Browser, user: TestUser) {
  const page = await (await browser.newContext()).newPage()
  await startSessionAs(page, user)
  return page
}

test(
  'a contract PDF is listed as a contract, downloaded as an attachment, and opened by another account only once shared',
  { tag: '@no-js' },
  async ({ page, browser, axe, javaScriptEnabled }) => {
    const buyer = await createUser()
    const seller = await sellerOfAcceptedOffer(buyer)
    await startSessionAs(page, buyer)
    await page.goto('/documents')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your documents')
    if (javaScriptEnabled) await axe()
    await upload(page, {
      name: 'Purchase agreement.pdf',
      mimeType: 'application/pdf',
      buffer: await textPdf(contractText),
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchase agreement.pdf')
    await expect(page.locator('dl.facts')).toContainText('Purchase contract')
    if (javaScriptEnabled) await axe()
    const documentUrl = page.url()
    const id = documentUrl.split('/').pop()!

    const download = await page.request.get(`/documents/${id}/file`)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toBe('application/pdf')
    expect(download.headers()['content-disposition']).toMatch(
      /^attachment; filename="Purchase agreement.pdf"/,
    )
    expect(download.headers()['x-content-type-options']).toBe('nosniff')
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')

    const other = await as(browser, seller)
    expect((await other.request.get(`/documents/${id}/file`)).status()).toBe(404)
    expect((await other.goto(documentUrl))!.status()).toBe(404)

    await page
      .getByLabel('Share with')
      .selectOption({ label: `${seller.displayName}: the seller of a home whose sale you agreed` })
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    await expect(
      page.getByRole('button', { name: `Stop sharing with ${seller.displayName}` }),
    ).toBeVisible()
    expect((await other.request.get(`/documents/${id}/file`)).status()).toBe(200)
    await other.goto('/documents')
    await expect(
      other.getByRole('table', { name: 'Documents others shared with you' }),
    ).toContainText('Purchase agreement.pdf')

    await page.reload()
    const activity = page.getByRole('table', { name: 'Every access and change, newest first' })
    await expect(activity).toContainText('Shared')
    await expect(
      activity
        .getByRole('row')
        .filter({ hasText: 'Downloaded' })
        .filter({ hasText: seller.displayName }),
    ).toHaveCount(1)

    await page.getByRole('button', { name: `Stop sharing with ${seller.displayName}` }).click()
    await expect(page.getByText('Nobody: only you can open it.')).toBeVisible()
    expect((await other.request.get(`/documents/${id}/file`)).status()).toBe(404)
  },
)

test(
  'rename, change the kind, and delete with confirmation: the file is gone from storage',
  { tag: '@no-js' },
  async ({ page }) => {
    const owner = await createUser()
    await startSessionAs(page, owner)
    await page.goto('/documents')
    await upload(page, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`Seller's property disclosure statement ${randomUUID()}`),
    })
    await expect(page.locator('dl.facts')).toContainText('Disclosure')
    const id = page.url().split('/').pop()!
    await page.getByLabel('Name', { exact: true }).fill('Property disclosure')
    await page.getByRole('button', { name: 'Rename' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property disclosure')
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Other' })
    await page.getByRole('button', { name: 'Save the kind' }).click()
    await expect(page.locator('dl.facts')).toContainText('Other')

    await page.getByRole('button', { name: 'Delete document' }).click()
    await expect(page.getByText(documentMessages.confirmDelete).first()).toBeVisible()
    await page.getByLabel('Yes, delete this document and its file for good').check()
    await page.getByRole('button', { name: 'Delete document' }).click()
    await expect(page).toHaveURL(/\/documents$/)
    expect(await storedFor(owner.uid)).toEqual([])
    expect((await page.request.get(`/documents/${id}/file`)).status()).toBe(404)
  },
)

test(
  'bad files are refused with a reason and nothing is stored; a scan is kept and said to have no text',
  { tag: '@no-js' },
  async ({ page }) => {
    const owner = await createUser()
    await startSessionAs(page, owner)
    await page.goto('/documents')
    // issue 41 M2: an empty submit gets the site's error pattern, not a browser tooltip
    await page.getByRole('button', { name: 'Upload' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toContainText(`File: ${documentMessages.noFile}`)
    await expect(page).toHaveTitle(/^Error: /)
    await expect(page.getByLabel('File', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await summary.getByRole('link').click()
    await expect(page.getByLabel('File', { exact: true })).toBeFocused()
    await expect(summary).toBeVisible()
    const zip = Buffer.concat([
      Buffer.from('504b0304140000000800', 'hex'),
      Buffer.alloc(20),
      Buffer.from('a.txt'),
      deflateRawSync(Buffer.from('hello')),
    ])
    const huge = await onDisk(
      'huge.pdf',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(30 * 1024 * 1024, 32)]),
    )
    // issue 39: a PDF of many pages (read on a worker, ADR 058) is refused by its page count
    const long = await onDisk('long.pdf', Buffer.from(manyPagesPdf(20_000)))
    const cases = [
      {
        file: {
          name: 'contract.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([
            Buffer.from('MZ'),
            Buffer.alloc(58),
            Buffer.from([0x80, 0, 0, 0]),
            Buffer.alloc(64),
            Buffer.from('PE\0\0'),
            Buffer.alloc(200),
          ]),
        },
        says: documentMessages.executable,
      },
      {
        file: {
          name: 'page.html',
          mimeType: 'text/html',
          buffer: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
        },
        says: documentMessages.html,
      },
      {
        file: { name: 'papers.zip', mimeType: 'application/zip', buffer: zip },
        says: documentMessages.archive,
      },
      {
        file: { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
        says: documentMessages.empty,
      },
      { file: huge, says: documentMessages.tooLarge },
      { file: long, says: documentMessages.tooManyPages(20_000) },
    ]
    for (const { file, says } of cases) {
      await page.goto('/documents')
      await upload(page, file)
      await expect(page.getByRole('alert').filter({ hasText: says })).toBeVisible()
    }
    await Promise.all([rm(huge), rm(long)])
    expect(await storedFor(owner.uid)).toEqual([])

    await page.goto('/documents')
    await upload(page, {
      name: 'scanned report.pdf',
      mimeType: 'application/pdf',
      buffer: await scannedPdf(),
    })
    await expect(page.getByText(documentMessages.scanNote).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Review as a contract' })).toHaveCount(0)
  },
)
