import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { providerMessages } from '../../app/features/providers/messages'
import { expect, test } from './fixtures'
import { createUser, type TestUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'
import type { Browser } from '@playwright/test'

// issue 21, /vendor/settings: pausing new leads, which mail comes, and the logo through the
// storage port; each for the vendor's own business only

async function vendorWithBusiness(): Promise<{
  vendor: TestUser
  providerId: string
  business: string
}> {
  const vendor = await createUser({ role: 'vendor' })
  const providerId = `vendor-${vendor.uid}`
  const business = `Oak Inspections ${randomUUID().slice(0, 6)}`
  await emulators()
    .firestore.doc(`providers/${providerId}`)
    .set({
      id: providerId,
      ownerUid: vendor.uid,
      name: 'Olive Oak',
      business,
      categories: ['inspector'],
      bio: 'Careful home inspections with same-week reports.',
      phone: '5155550100',
      area: { zips: ['50010', '50014'], lat: 42.03, lng: -93.62, radiusMiles: 20 },
      prices: [
        { category: 'inspector', amount: 400, unit: 'flat', includes: 'Inspection and report' },
      ],
      licence: null,
      hours: 'Monday to Friday, 8 am to 5 pm',
      workDays: [1, 2, 3, 4, 5],
      leadDays: 1,
      responseHours: 24,
      reviews: {
        count: 0,
        average: 0,
        sub: { quality: 0, communication: 0, timeliness: 0, value: 0 },
      },
      demo: false,
      listed: true,
      paused: false,
    })
  return { vendor, providerId, business }
}

async function askFor(browser: Browser, providerId: string, details: string) {
  const client = await (await browser.newContext()).newPage()
  await startSessionAs(client, await createUser({ role: 'buyer' }))
  await client.goto(`/request-service?provider=${providerId}&category=inspector&zip=50010`)
  await client.getByLabel('What you need').fill(details)
  await client.getByRole('button', { name: 'Send request' }).click()
  return client
}

test(
  'a paused vendor is shown as not taking requests and cannot be asked; unpaused, it can, and mail follows the vendor’s choice',
  { tag: '@no-js' },
  async ({ page, browser, axe, javaScriptEnabled }) => {
    const { vendor, providerId } = await vendorWithBusiness()
    await startSessionAs(page, vendor)
    await page.goto('/vendor/settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor settings')
    if (javaScriptEnabled) await axe()
    await page.getByLabel('New leads', { exact: true }).uncheck()
    await page.getByLabel(/^Pause new leads for /).check()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByTestId('toast')).toContainText('New leads are paused.')
    expect((await emulators().firestore.doc(`providers/${providerId}`).get()).get('paused')).toBe(
      true,
    )

    const refused = await askFor(browser, providerId, `A paused request ${randomUUID()}`)
    await expect(refused.getByText(providerMessages.providerPaused).first()).toBeVisible()
    await refused.goto(`/service-provider/${providerId}`)
    await expect(refused.getByText(providerMessages.pausedNote)).toBeVisible()
    await expect(refused.getByRole('link', { name: 'Request a quote' })).toHaveCount(0)

    await page.getByLabel(/^Pause new leads for /).uncheck()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect
      .poll(async () =>
        (await emulators().firestore.doc(`providers/${providerId}`).get()).get('paused'),
      )
      .toBe(false)
    const details = `An inspection with mail turned off ${randomUUID()}`
    const client = await askFor(browser, providerId, details)
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Request sent')
    const leads = await emulators()
      .firestore.collection('leads')
      .where('vendorUid', '==', vendor.uid)
      .get()
    expect(leads.docs.map((lead) => lead.get('details'))).toEqual([details])
    const mail = await emulators()
      .firestore.collection('mail')
      .where('toUids', 'array-contains', vendor.uid)
      .get()
    expect(
      mail.docs.filter((letter) => String(letter.get('message.text')).includes(details)),
    ).toHaveLength(0)
  },
)

test(
  'a logo is checked by its bytes, re-encoded, public on the profile, and removed with its file',
  { tag: '@no-js' },
  async ({ page, browser, axe, javaScriptEnabled }) => {
    const { vendor, providerId, business } = await vendorWithBusiness()
    await startSessionAs(page, vendor)
    await page.goto('/vendor/settings')
    await page.getByLabel('Add a logo or photo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    })
    await page.getByRole('button', { name: 'Upload' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /not an image|could not be read|JPEG, PNG or WebP/ }),
    ).toBeVisible()

    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 90, b: 60 } },
    })
      .png()
      .toBuffer()
    await page
      .getByLabel(/Add a logo or photo|Replace it with/)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('button', { name: 'Upload' }).click()
    await expect(page.getByRole('img', { name: `${business} logo` })).toBeVisible()
    if (javaScriptEnabled) await axe()

    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto(`/service-provider/${providerId}`)
    const logo = visitor.getByRole('img', { name: `${business} logo` })
    await expect(logo).toBeVisible()
    const src = (await logo.getAttribute('src'))!
    const file = await visitor.request.get(src)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/jpeg')
    expect(file.headers()['x-content-type-options']).toBe('nosniff')

    await page.getByRole('button', { name: 'Remove the logo' }).click()
    await expect(page.getByText('No logo yet.')).toBeVisible()
    expect((await visitor.request.get(src)).status()).toBe(404)
  },
)
