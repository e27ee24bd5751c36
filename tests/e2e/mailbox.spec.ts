import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { messages } from '../../app/features/accounts/messages'
import { expect, test } from './fixtures'
import { createUser, signIn } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'
import { anotherBrowser, signOut } from './support/sessions'

async function askForResetLink(page: Page, email: string) {
  await page.goto('/auth/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('heading', { name: messages.reset.sentTitle })).toBeVisible()
  await page.getByRole('status').getByRole('link', { name: 'demo mailbox' }).click()
  await expect(page.getByRole('heading', { name: 'Demo mailbox' })).toBeVisible()
}

test(
  'another browser that asks for your reset link sees nothing of it and cannot guess one',
  { tag: '@no-js' },
  async ({ page, browser }) => {
    test.slow(true, 'two browsers, two sign-ins and a reset')
    const owner = await createUser()
    // the owner's own browser: signed in there before, signed out now, password forgotten (a sign-in
    // through the page, as only that one makes this browser a reader of the owner's reset mail)
    await signIn(page, owner)
    await signOut(page)
    const stranger = await anotherBrowser(browser)
    try {
      const strangerPage = await stranger.newPage()
      await askForResetLink(strangerPage, owner.email)
      await expect(strangerPage.getByRole('link', { name: 'Choose a new password' })).toHaveCount(0)
      await expect(strangerPage.locator('main')).not.toContainText(owner.email)

      await askForResetLink(page, owner.email)
      const ownLink = page
        .getByRole('listitem')
        .filter({ hasText: owner.email })
        .getByRole('link', { name: 'Choose a new password' })
      await expect(ownLink.first()).toBeVisible()

      await strangerPage.goto('/auth/mailbox')
      await expect(strangerPage.getByRole('link', { name: 'Choose a new password' })).toHaveCount(0)
      await expect(strangerPage.locator('main')).not.toContainText(owner.email)
      await strangerPage.goto(
        `/auth/reset-password?${new URLSearchParams({ oobCode: randomBytes(24).toString('base64url') })}`,
      )
      await expect(
        strangerPage.getByRole('heading', { name: "This link can't be used" }),
      ).toBeVisible()

      await ownLink.first().click()
      await expect(page.getByText(`For ${owner.email}.`)).toBeVisible()
      await page.getByLabel('New Password').fill('Own3dAgain')
      await page.getByLabel('Confirm Password').fill('Own3dAgain')
      await page.getByRole('button', { name: 'Save Password' }).click()
      await expect(page).toHaveURL(/\/auth\/login$/)
      await signIn(page, { email: owner.email, password: 'Own3dAgain' })
      await expect(page).toHaveURL(/\/buyer-dashboard$/)
    } finally {
      await stranger.close()
    }
  },
)

test('a signed-in recipient reads their own mail in the mailbox and nobody else does', async ({
  page,
  browser,
}) => {
  test.slow(true, 'two browsers, two sign-ins')
  const recipient = await createUser({ role: 'seller' })
  const other = await createUser({ role: 'seller' })
  const subject = `A buyer asked about your home ${randomBytes(4).toString('hex')}`
  await emulators()
    .firestore.collection('mail')
    .add({
      to: recipient.email,
      toUids: [recipient.uid],
      message: {
        subject,
        text: 'Is the garden south-facing?',
        html: '<p>Is the garden south-facing?</p>',
      },
      createdAt: Date.now(),
    })
  const otherBrowser = await anotherBrowser(browser)
  try {
    const otherPage = await otherBrowser.newPage()
    await startSessionAs(otherPage, other)
    await otherPage.goto('/auth/mailbox')
    await expect(otherPage.getByRole('heading', { name: 'Demo mailbox' })).toBeVisible()
    await expect(otherPage.getByText(subject)).toHaveCount(0)
  } finally {
    await otherBrowser.close()
  }
  await page.goto('/auth/mailbox')
  await expect(page.getByText(subject)).toHaveCount(0)
  await startSessionAs(page, recipient)
  await page.goto('/auth/mailbox')
  const letter = page.getByRole('listitem').filter({ hasText: subject })
  await expect(letter).toBeVisible()
  await expect(letter).toContainText('Is the garden south-facing?')
})

test('the shared demo accounts’ passwords cannot be reset', { tag: '@no-js' }, async ({ page }) => {
  await page.goto('/auth/forgot-password')
  await page.getByLabel('Email').fill('buyer@demo.threshold.example')
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('alert')).toContainText(messages.reset.sharedDemoAccount)
  await expect(page.getByRole('heading', { name: messages.reset.sentTitle })).toHaveCount(0)
})
