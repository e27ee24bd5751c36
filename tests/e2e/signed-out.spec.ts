import type { Page } from '@playwright/test'
import { messages } from '../../app/features/accounts/messages'
import { buyerMessages } from '../../app/features/buyers/messages'
import { expect, test } from './fixtures'
import { createUser, type TestUser } from './support/accounts'
import { emulators } from './support/firebase'

// issue 17 item 12: a signed-out action says why it needs a sign-in and is not lost by it. Each
// journey through a form runs with JavaScript on and off (the two projects)

const reasons = messages.signInReasons

// a home for sale, its address and its id
async function homeForSale(page: Page) {
  await page.goto('/properties')
  const link = page.locator('.listing-card h3 a').first()
  const href = (await link.getAttribute('href'))!
  await page.goto(href)
  const address = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim()
  return { href, id: href.split('/').at(-1)!, address }
}

async function signInHere(page: Page, user: TestUser) {
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/auth\/login/)
}

test(
  'signed out, Save asks to sign in and says why; back on the home, one press saves it and the dashboard lists it',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    const home = await homeForSale(page)
    await page.getByRole('button', { name: 'Save this home' }).click()
    await expect(page).toHaveURL(/\/auth\/login\?/)
    await expect(page.getByText(reasons.save, { exact: true })).toBeVisible()

    const buyer = await createUser()
    await signInHere(page, buyer)
    await expect(page).toHaveURL(new RegExp(`${home.href}\\?then=save#save-home$`))
    await expect(page.getByText(buyerMessages.saveAfterSignIn)).toBeVisible()
    const toggle = page.getByRole('button', { name: 'Save this home', exact: true })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect(toggle).toBeInViewport()
    if (javaScriptEnabled) await axe()

    await toggle.click()
    await expect(
      page.getByRole('button', { name: 'Save this home', exact: true, pressed: true }),
    ).toBeVisible()
    await expect(page.getByText(buyerMessages.saveAfterSignIn)).toHaveCount(0)
    await page.goto('/buyer-dashboard')
    await expect(page.getByRole('heading', { name: 'Saved homes (1)' })).toBeVisible()
    await expect(page.getByRole('link', { name: home.address })).toBeVisible()
  },
)

test('the offer to save is only for someone signed in whose home is not saved yet', async ({
  page,
}) => {
  const home = await homeForSale(page)
  await page.goto(`${home.href}?then=save`)
  await expect(page.getByRole('button', { name: 'Save this home', exact: true })).toBeVisible()
  await expect(page.getByText(buyerMessages.saveAfterSignIn)).toHaveCount(0)
})

test(
  'signed out, the ask, tour and offer forms give way to sign-in links, each landing on sign-in with its reason',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    const home = await homeForSale(page)
    if (javaScriptEnabled) await axe()
    await expect(page.getByLabel('Your question')).toHaveCount(0)
    await expect(page.getByLabel('Offer amount (USD)')).toHaveCount(0)
    await expect(page.locator('#tour input[type=radio]')).toHaveCount(0)
    for (const [heading, reason] of [
      ['Ask a question', reasons.ask],
      ['Book a tour', reasons.tour],
      ['Make an offer', reasons.offer],
    ] as const) {
      await page.goto(home.href)
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
      await page.getByRole('link', { name: reason }).click()
      await expect(page).toHaveURL(/\/auth\/login\?/)
      await expect(page.getByText(reason, { exact: true })).toBeVisible()
      if (javaScriptEnabled && reason === reasons.ask) await axe()
      for (const other of Object.values(reasons).filter((text) => text !== reason))
        await expect(page.getByText(other)).toHaveCount(0)
    }

    // the last one, signed in: back at the offer form, ready to fill
    await signInHere(page, await createUser())
    await expect(page).toHaveURL(new RegExp(`${home.href}#offer$`))
    await expect(page.getByLabel('Offer amount (USD)')).toBeInViewport()
  },
)

test('an unknown reason shows no message', async ({ page }) => {
  for (const reason of ['delete', '__proto__', 'toString', '']) {
    await page.goto(
      `/auth/login?${new URLSearchParams({ redirectTo: '/property/ames-0001', reason })}`,
    )
    await expect(page.getByRole('heading', { name: 'Sign in to Threshold' })).toBeVisible()
    for (const text of Object.values(reasons)) await expect(page.getByText(text)).toHaveCount(0)
  }
})

test(
  'a demo account chosen from that sign-in page lands back on the home too',
  { tag: '@no-js' },
  async ({ page }) => {
    const home = await homeForSale(page)
    await page.getByRole('button', { name: 'Save this home' }).click()
    await expect(page.getByText(reasons.save, { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Try a demo account' }).click()
    // and back again keeps the reason
    await page.getByRole('link', { name: 'Sign in with an account' }).click()
    await expect(page.getByText(reasons.save, { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Try a demo account' }).click()
    await page.getByRole('button', { name: 'Continue as Demo Buyer' }).click()
    await expect(page).toHaveURL(new RegExp(`${home.href}\\?then=save#save-home$`))
    await expect(page.getByText(buyerMessages.saveAfterSignIn)).toBeVisible()
  },
)

test(
  'an account created from that sign-in page is told why too, and lands back on the home',
  { tag: '@no-js' },
  async ({ page }) => {
    const home = await homeForSale(page)
    const email = `register-return-${Date.now()}@example.com`
    try {
      await page.getByRole('button', { name: 'Save this home' }).click()
      await page.getByRole('link', { name: 'Create an account' }).click()
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
      await expect(page.getByText(reasons.save, { exact: true })).toBeVisible()
      await page.getByLabel('Full Name').fill('Reg Return')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill('Passw0rdA')
      await page.getByLabel('Confirm Password').fill('Passw0rdA')
      await page.getByRole('button', { name: 'Create Account' }).click()
      await expect(page).toHaveURL(new RegExp(`${home.href}\\?then=save#save-home$`))
      await expect(page.getByText(buyerMessages.saveAfterSignIn)).toBeVisible()
    } finally {
      await deleteUserByEmail(email)
    }
  },
)

test(
  'a Google sign-in (the redirect flow) from that sign-in page lands back on the home too',
  { tag: '@no-js-only' },
  async ({ page }) => {
    // with JavaScript the provider's popup may take over the button; its redirectTo is its own test
    const home = await homeForSale(page)
    const email = `google-return-${Date.now()}@example.com`
    try {
      await page.getByRole('button', { name: 'Save this home' }).click()
      await page.getByRole('button', { name: 'Google', exact: true }).click()
      await page.getByLabel('Name').fill('Ria Return')
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page).toHaveURL(new RegExp(`${home.href}\\?then=save#save-home$`))
      await expect(page.getByText(buyerMessages.saveAfterSignIn)).toBeVisible()
    } finally {
      await deleteUserByEmail(email)
    }
  },
)

// an account the test made through the product's own pages (registration, social sign-in)
async function deleteUserByEmail(email: string) {
  const user = await emulators()
    .auth.getUserByEmail(email)
    .catch(() => null)
  if (!user) return
  await emulators().auth.deleteUser(user.uid)
  await emulators().firestore.doc(`users/${user.uid}`).delete()
}
