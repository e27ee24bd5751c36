import { messages } from '../../app/features/accounts/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'

for (const provider of ['Google', 'Facebook'] as const) {
  test(`a first ${provider} sign-in makes a buyer profile and lands home, welcomed`, async ({ page, axe, javaScriptEnabled }) => {
    const email = `${provider.toLowerCase()}-${Date.now()}-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`
    await page.goto('/auth/login')
    await page.getByRole('button', { name: provider, exact: true }).click()
    await expect(page.getByRole('heading', { name: `${provider} sign-in (stand-in)` })).toBeVisible()
    await expect(page.getByText(`This is Threshold's stand-in for ${provider}: demo mode has no connection to ${provider}.`)).toBeVisible()
    if (javaScriptEnabled) await axe()
    await page.getByLabel('Name').fill('Sol Social')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('.toast').first()).toContainText('Welcome to Threshold!')
    const user = await emulators().auth.getUserByEmail(email)
    expect(user.providerData.map((info) => info.providerId)).toContain(`${provider.toLowerCase()}.com`)
    const profile = (await emulators().firestore.doc(`users/${user.uid}`).get()).data()
    expect(profile).toMatchObject({ uid: user.uid, email, role: 'buyer' })

    await page.context().clearCookies()
    await page.goto('/auth/login')
    await page.getByRole('button', { name: provider, exact: true }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.locator('.toast').first()).toContainText(messages.toasts.loginSuccess.title)
  })

  test(`${provider} sign-in with the e-mail of a password account is refused and signs nobody in`, async ({ page, context }) => {
    const owner = await createUser()
    const before = await emulators().auth.getUser(owner.uid)
    const profileBefore = (await emulators().firestore.doc(`users/${owner.uid}`).get()).data()
    await page.goto('/auth/login')
    await page.getByRole('button', { name: provider, exact: true }).click()
    await page.getByLabel('Name').fill('Mallory Social')
    await page.getByLabel('Email').fill(owner.email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/auth\/login$/)
    await expect(page.locator('.toast').first()).toContainText(
      'An account already exists with the same email address but different sign-in credentials. Sign in with your password.',
    )
    expect((await context.cookies()).find((cookie) => cookie.name === '__session')).toBeUndefined()
    await page.goto('/buyer-dashboard')
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fbuyer-dashboard$/)
    const after = await emulators().auth.getUser(owner.uid)
    expect(after.providerData.map((info) => info.providerId)).toEqual(['password'])
    expect(after.displayName).toBe(before.displayName)
    expect((await emulators().firestore.doc(`users/${owner.uid}`).get()).data()).toEqual(profileBefore)
  })

  test(`cancelling ${provider} sign-in says so on the sign-in page`, async ({ page }) => {
    await page.goto('/auth/login')
    await page.getByRole('button', { name: provider, exact: true }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/auth\/login$/)
    await expect(page.locator('.toast').first()).toContainText(messages.social.cancelled)
  })
}

test('a forged callback is refused with the provider failure message', async ({ page }) => {
  await page.goto('/auth/google/callback?code=forged.code&state=nope')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expect(page.locator('.toast').first()).toContainText(messages.social.googleFailed)
})
