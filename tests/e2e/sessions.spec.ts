import { sessionCheckReuseMs } from '../../app/features/accounts/session-limits'
import { expect, test } from './fixtures'
import { createUser, signIn, signInAsDemo } from './support/accounts'
import { emulators } from './support/firebase'
import { anotherBrowser, copySession, signOut, visitWithCopy } from './support/sessions'

// docs/decisions/019-sessions-that-end.md: a session ended in the app is refused on the next
// request; one ended outside it (the account disabled in the console) within sessionCheckReuseMs
const refused = { status: 302, location: '/auth/login?redirectTo=%2Fbuyer-dashboard' }

test(
  'after sign-out a copy of the session gets the sign-in page on the next request',
  { tag: '@no-js' },
  async ({ page, context }) => {
    await signIn(page, await createUser())
    const copy = await copySession(context)
    expect(await visitWithCopy(copy)).toMatchObject({ status: 200 })
    await signOut(page)
    expect(await visitWithCopy(copy)).toEqual(refused)
  },
)

test(
  'after sign-out a copy of a quick-demo session is refused too',
  { tag: '@no-js' },
  async ({ page, context }) => {
    await signInAsDemo(page, 'buyer')
    const copy = await copySession(context)
    expect(await visitWithCopy(copy)).toMatchObject({ status: 200 })
    await signOut(page)
    expect(await visitWithCopy(copy)).toEqual(refused)
  },
)

test(
  'a password reset through the mailbox ends every session of the account',
  { tag: '@no-js' },
  async ({ page, context }) => {
    const user = await createUser()
    await signIn(page, user)
    const copy = await copySession(context)
    expect(await visitWithCopy(copy)).toMatchObject({ status: 200 })
    await page.goto('/auth/forgot-password')
    await page.getByLabel('Email').fill(user.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByRole('status').getByRole('link', { name: 'demo mailbox' }).click()
    await page
      .getByRole('listitem')
      .filter({ hasText: user.email })
      .getByRole('link', { name: 'Choose a new password' })
      .click()
    await page.getByLabel('New Password').fill('Fresh1pass')
    await page.getByLabel('Confirm Password').fill('Fresh1pass')
    await page.getByRole('button', { name: 'Save Password' }).click()
    await expect(page).toHaveURL(/\/auth\/login$/)
    expect(await visitWithCopy(copy)).toEqual(refused)
    await page.goto('/buyer-dashboard')
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fbuyer-dashboard$/)
  },
)

test(
  'disabling the account ends its sessions within the stated bound',
  { tag: '@no-js' },
  async ({ page, context }) => {
    const user = await createUser()
    await signIn(page, user)
    const copy = await copySession(context)
    expect(await visitWithCopy(copy)).toMatchObject({ status: 200 })
    await emulators().auth.updateUser(user.uid, { disabled: true })
    const disabledAt = Date.now()
    await expect
      .poll(() => visitWithCopy(copy), { timeout: sessionCheckReuseMs + 3_000, intervals: [250] })
      .toEqual(refused)
    expect(Date.now() - disabledAt).toBeLessThan(sessionCheckReuseMs + 1_000)
    await page.goto('/buyer-dashboard')
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fbuyer-dashboard$/)
  },
)

test(
  'signing out on one device leaves the same account signed in on another',
  { tag: '@no-js' },
  async ({ page, browser }) => {
    const user = await createUser()
    const other = await anotherBrowser(browser)
    try {
      const otherPage = await other.newPage()
      await signIn(page, user)
      await signIn(otherPage, user)
      await signOut(page)
      expect(await visitWithCopy(await copySession(other))).toMatchObject({ status: 200 })
      await otherPage.goto('/buyer-dashboard')
      await expect(otherPage).toHaveURL(/\/buyer-dashboard$/)
    } finally {
      await other.close()
    }
  },
)
