import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import sharp from 'sharp'
import { deletedUserLabel, settingsMessages } from '../../app/features/accounts/settings-messages'
import { photoMessages } from '../../app/features/listings/messages'
import { expect, test } from './fixtures'
import { createUser, signIn, type TestUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'
import {
  createSellerListing,
  deleteSellerListings,
  waitForSearchToShow,
} from './support/seller-listings'

// issue 23, /settings: a person's details, photo, password, mail, their data and the deletion of
// their account; every form acts on the session's own account only

test.afterEach(() => deleteSellerListings())

const newPassword = 'Changed456'

async function signedIn(
  browser: Browser,
  javaScriptEnabled: boolean,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage()
  await startSessionAs(page, user)
  return page
}

const profileOf = async (uid: string) =>
  (await emulators().firestore.doc(`users/${uid}`).get()).data()
const accountExists = (uid: string) =>
  emulators()
    .auth.getUser(uid)
    .then(
      () => true,
      () => false,
    )

// the sign-in form refuses the account; the page stays the sign-in page, with its error summary
async function signInIsRefused(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.goto('/auth/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login/)
}

// a buyer's question about a seller's home, sent from the home's page with the account's own name and address
async function askAbout(page: Page, listingId: string, question: string) {
  await page.goto(`/property/${listingId}`)
  await page.getByLabel('Your question').fill(question)
  await page.getByRole('button', { name: 'Send question' }).click()
  await expect(page).toHaveURL(/#ask$/)
}

test('a signed-out visitor is asked to sign in first, and comes back to the settings', async ({
  page,
}) => {
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fsettings$/)
})

test(
  'a person changes their name and phone; a phone of words is refused with its message, and nothing changes',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    const user = await createUser()
    await startSessionAs(page, user)
    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingsMessages.title)
    if (javaScriptEnabled) await axe()
    await expect(page.getByText(`E-mail address: ${user.email}`)).toBeVisible()

    await page.getByLabel('Name', { exact: true }).fill('Jordan Renamed')
    await page.getByLabel('Phone number (optional)').fill('(515) 555-0142')
    await page.getByRole('button', { name: 'Save your details' }).click()
    await expect(page.getByText(settingsMessages.profile.saved.title).first()).toBeVisible()
    await expect.poll(async () => (await profileOf(user.uid))?.displayName).toBe('Jordan Renamed')
    expect((await profileOf(user.uid))?.phoneNumber).toBe('(515) 555-0142')
    expect((await emulators().auth.getUser(user.uid)).displayName).toBe('Jordan Renamed')
    await page.reload()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jordan Renamed')
    // the session carries the new name: the account menu says it
    await page.locator('summary').filter({ hasText: 'Account menu' }).click()
    await expect(page.getByText('Signed in as Jordan Renamed')).toBeVisible()

    await page.getByLabel('Phone number (optional)').fill('call me maybe')
    await page.getByRole('button', { name: 'Save your details' }).click()
    await expect(
      page.getByRole('link', {
        name: `Phone number (optional): ${settingsMessages.profile.phoneInvalid}`,
      }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/^Error: Account settings/)
    if (javaScriptEnabled) await axe()
    expect((await profileOf(user.uid))?.phoneNumber).toBe('(515) 555-0142')
  },
)

test(
  'a wrong current password is refused; the right one changes it, the new password signs in and other devices are signed out',
  { tag: '@no-js' },
  async ({ page, browser, javaScriptEnabled }) => {
    const user = await createUser()
    await startSessionAs(page, user)
    const otherDevice = await signedIn(browser, javaScriptEnabled, user)
    await page.goto('/settings')

    await page.getByLabel('Current password').fill('NotMine123')
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(
      page.getByRole('alert').getByText(settingsMessages.password.wrongCurrent),
    ).toBeVisible()

    await page.getByLabel('Current password').fill(user.password)
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Change password' }).click()
    // signing in again takes a moment: the answer is a redirect back to the section, with the toast
    await expect(page).toHaveURL(/\/settings#password-title$/, { timeout: 30_000 })
    await expect(page.getByText(settingsMessages.password.changed.title).first()).toBeVisible()
    // this browser stays signed in; the other device is signed out
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingsMessages.title)
    await otherDevice.goto('/settings')
    await expect(otherDevice).toHaveURL(/\/auth\/login\?redirectTo=%2Fsettings$/)

    const fresh = await (await browser.newContext({ javaScriptEnabled })).newPage()
    await signInIsRefused(fresh, user)
    await signIn(fresh, { email: user.email, password: newPassword })
    await fresh.goto('/settings')
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(settingsMessages.title)
  },
)

test(
  'download my data: a JSON file with the saved home and the question, never cached, and only the account’s own',
  { tag: '@no-js' },
  async ({ page, javaScriptEnabled }) => {
    const [buyer, seller] = await Promise.all([createUser(), createUser({ role: 'seller' })])
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, buyer)
    await waitForSearchToShow(page, listing)
    await page.goto(`/property/${listing.id}`)
    await page.getByRole('button', { name: 'Save this home' }).click()
    await expect(page.getByRole('button', { name: 'Save this home', pressed: true })).toBeVisible()
    const question = `Is the furnace new? ${javaScriptEnabled ? 'js' : 'no-js'}`
    await askAbout(page, listing.id, question)

    await page.goto('/settings')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^threshold-data-\d{4}-\d{2}-\d{2}\.json$/)
    const copy = JSON.parse(readFileSync((await download.path())!, 'utf8'))
    expect(copy.uid).toBe(buyer.uid)
    expect(copy.account).toMatchObject({ email: buyer.email, signInMethods: ['password'] })
    expect(copy.collections.savedHomes).toEqual([
      expect.objectContaining({ listingId: listing.id }),
    ])
    expect(copy.collections.inquiries).toEqual([
      expect.objectContaining({ listingId: listing.id, message: question }),
    ])
    expect(copy.collections.threads).toEqual([
      expect.objectContaining({
        listingId: listing.id,
        messages: [expect.objectContaining({ text: question })],
      }),
    ])
    expect(copy.collections.sessions.length).toBeGreaterThan(0)
    expect(JSON.stringify(copy)).not.toContain(buyer.password)

    const response = await page.request.post('/settings/data', { form: { intent: 'download' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers()['content-disposition']).toMatch(
      /^attachment; filename="threshold-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['cache-control']).toBe('private, no-store')
    // the address typed in is the settings page; signed out, the sign-in page
    await page.goto('/settings/data')
    await expect(page).toHaveURL(/\/settings#data-title$/)
  },
)

test(
  'a buyer who asked a seller a question deletes their account: they cannot sign in, the seller keeps the thread without their name or e-mail, and no collection holds either',
  { tag: '@no-js' },
  async ({ page, browser, javaScriptEnabled }) => {
    test.slow()
    const [buyer, seller] = await Promise.all([createUser(), createUser({ role: 'seller' })])
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, buyer)
    await waitForSearchToShow(page, listing)
    const question = 'Does the basement stay dry in spring?'
    await askAbout(page, listing.id, question)
    const thread = async () =>
      (
        await emulators().firestore.collection('threads').where('listingId', '==', listing.id).get()
      ).docs[0]?.data()
    expect(await thread()).toMatchObject({ buyerName: buyer.displayName, buyerEmail: buyer.email })

    await page.goto('/settings')
    const confirm = page.getByLabel(`Type your e-mail address, ${buyer.email}, to confirm`)
    await confirm.fill('someone.else@example.com')
    await page.getByLabel('Your password').fill(buyer.password)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await expect(
      page.getByRole('link', {
        name: `E-mail address: ${settingsMessages.deletion.emailMismatch}`,
      }),
    ).toBeVisible()
    expect(await accountExists(buyer.uid)).toBe(true)

    await confirm.fill(buyer.email)
    await page.getByLabel('Your password').fill(buyer.password)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/#main$/, { timeout: 30_000 })
    await expect(page.getByText(settingsMessages.deletion.done.title).first()).toBeVisible()
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/auth\/login/)
    expect(await accountExists(buyer.uid)).toBe(false)
    await signInIsRefused(page, buyer)

    // the seller still has the conversation, from "Deleted user"
    const sellerPage = await signedIn(browser, javaScriptEnabled, seller)
    await sellerPage.goto('/seller/dashboard/inquiries')
    const conversation = sellerPage.getByRole('list', {
      name: `Conversation with ${deletedUserLabel}`,
    })
    await expect(conversation).toContainText(question)
    const inquiries = await sellerPage.locator('main').innerText()
    expect(inquiries).not.toContain(buyer.displayName)
    expect(inquiries).not.toContain(buyer.email)
    expect(await thread()).toMatchObject({ buyerName: deletedUserLabel, buyerEmail: '' })

    // nothing stored anywhere names the buyer: every collection, and the one kind of subcollection
    // the app writes (providers/{id}/reviews, account-data-map.ts)
    const { firestore } = emulators()
    const traces: string[] = []
    for (const collection of await firestore.listCollections()) {
      for (const doc of (await collection.get()).docs) {
        const subcollections = collection.id === 'providers' ? await doc.ref.listCollections() : []
        const documents = [
          doc,
          ...(await Promise.all(subcollections.map((sub) => sub.get()))).flatMap(
            (snapshot) => snapshot.docs,
          ),
        ]
        for (const found of documents) {
          const text = `${found.ref.path} ${JSON.stringify(found.data())}`.toLowerCase()
          if (
            text.includes(buyer.email.toLowerCase()) ||
            text.includes(buyer.displayName.toLowerCase())
          )
            traces.push(found.ref.path)
        }
      }
    }
    expect(traces).toEqual([])
  },
)

test('another person cannot change, download or delete this account: every form acts on the session’s own account', async ({
  page,
  browser,
}) => {
  const [owner, intruder] = await Promise.all([createUser(), createUser()])
  await startSessionAs(page, intruder)
  const post = (form: Record<string, string>) =>
    page.request.post('/settings', { form, maxRedirects: 0 })

  expect(
    (
      await post({
        intent: 'profile',
        displayName: 'Taken Over',
        uid: owner.uid,
        userId: owner.uid,
      })
    ).status(),
  ).toBe(302)
  expect((await profileOf(owner.uid))?.displayName).toBe(owner.displayName)
  expect((await profileOf(intruder.uid))?.displayName).toBe('Taken Over')

  const deletion = await post({
    intent: 'delete-account',
    confirmEmail: owner.email,
    password: owner.password,
    uid: owner.uid,
  })
  expect(deletion.status()).toBe(400)
  expect(await deletion.text()).toContain(settingsMessages.deletion.emailMismatch)
  expect(await accountExists(owner.uid)).toBe(true)
  expect(await accountExists(intruder.uid)).toBe(true)

  // the owner's password is not the intruder's current one: nothing changes for either
  const change = await post({
    intent: 'password',
    currentPassword: `${owner.password}x`,
    newPassword,
    confirmPassword: newPassword,
    uid: owner.uid,
  })
  expect(change.status()).toBe(400)
  await signIn(await (await browser.newContext()).newPage(), owner)

  const copy = await (
    await page.request.post('/settings/data', { form: { intent: 'download', uid: owner.uid } })
  ).json()
  expect(copy.uid).toBe(intruder.uid)
  expect(JSON.stringify(copy)).not.toContain(owner.uid)
})

test(
  'a photo is checked by its bytes, shown to its owner only, and removed with its files',
  { tag: '@no-js' },
  async ({ page, browser, javaScriptEnabled }) => {
    const [user, other] = await Promise.all([createUser(), createUser()])
    await startSessionAs(page, user)
    await page.goto('/settings')
    await expect(page.getByText(settingsMessages.photo.none)).toBeVisible()
    await page.getByLabel('Add a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not an image</html>'),
    })
    await page.getByRole('button', { name: 'Upload photo' }).click()
    await expect(
      page.getByRole('link', { name: `Photo: ${photoMessages.notAnImage}` }),
    ).toBeVisible()

    const png = await sharp({
      create: { width: 500, height: 500, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer()
    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('button', { name: 'Upload photo' }).click()
    const photo = page.getByRole('img', { name: settingsMessages.photo.alt(user.displayName) })
    await expect(photo).toBeVisible()
    const src = (await photo.getAttribute('src'))!
    const file = await page.request.get(src)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/jpeg')
    const stranger = await signedIn(browser, javaScriptEnabled, other)
    expect((await stranger.request.get(src)).status()).toBe(404)

    await page.getByRole('button', { name: 'Remove the photo' }).click()
    await expect(page.getByText(settingsMessages.photo.none)).toBeVisible()
    expect((await page.request.get(src)).status()).toBe(404)
    expect((await profileOf(user.uid))?.photo).toBeNull()
  },
)

test(
  'notification choices are kept, and the seller’s own settings page reads the same ones',
  { tag: '@no-js' },
  async ({ page }) => {
    const user = await createUser({ role: 'seller' })
    await startSessionAs(page, user)
    await page.goto('/settings')
    const tours = page.getByLabel('Tour requests and their answers')
    await expect(tours).toBeChecked()
    await expect(page.getByLabel('News and offers from Threshold')).not.toBeChecked()
    await tours.uncheck()
    await page.getByRole('button', { name: 'Save notification choices' }).click()
    await expect(page.getByText(settingsMessages.notifications.saved.title).first()).toBeVisible()
    await expect.poll(async () => (await profileOf(user.uid))?.notifications?.tours).toBe(false)
    await page.goto('/seller/dashboard/settings')
    await expect(page.getByLabel('Tour requests and their answers')).not.toBeChecked()
    await page.getByRole('link', { name: 'account settings' }).click()
    await expect(page).toHaveURL(/\/settings$/)
  },
)

test('the page, and each form sent back with its errors, is valid HTML', async ({ page }) => {
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] })
  const errorsIn = async (html: string) =>
    (await validator.validateString(html)).results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${message.ruleId} ${message.line}:${message.column} ${message.message} [${message.selector ?? ''}]`,
      ),
    )
  await startSessionAs(page, await createUser({ role: 'vendor' }))
  expect(await errorsIn(await (await page.request.get('/settings')).text())).toEqual([])
  const forms: Array<Record<string, string>> = [
    { intent: 'profile', displayName: '', phone: '<b>call me</b>' },
    { intent: 'password', currentPassword: '', newPassword: 'short', confirmPassword: 'other' },
    { intent: 'delete-account', confirmEmail: 'nobody@example.com', password: 'x' },
    { intent: 'notifications', questions: 'maybe' },
  ]
  for (const form of forms) {
    const response = await page.request.post('/settings', { form, maxRedirects: 0 })
    expect(response.status(), form.intent).toBeGreaterThanOrEqual(200)
    expect(await errorsIn(await response.text()), form.intent).toEqual([])
  }
})
