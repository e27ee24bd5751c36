import type { Page } from '@playwright/test'
import { messages } from '../../app/features/accounts/messages'
import { expect, test } from './fixtures'
import { createUser, testPassword } from './support/accounts'
import { emulators } from './support/firebase'
import { useGapiStandIn } from './support/gapi-stand-in'

// without JavaScript the buttons start the redirect flow (ADR 005); with it, the popup (ADR 025)
test.describe('the redirect flow, without JavaScript', { tag: '@no-js-only' }, () => {
  for (const provider of ['Google', 'Facebook'] as const) {
    test(`a first ${provider} sign-in makes a buyer profile and lands home, welcomed`, async ({
      page,
    }) => {
      const email = `${provider.toLowerCase()}-${Date.now()}-nojs@example.com`
      await page.goto('/auth/login')
      await page.getByRole('button', { name: provider, exact: true }).click()
      await expect(
        page.getByRole('heading', { name: `${provider} sign-in (stand-in)` }),
      ).toBeVisible()
      await expect(
        page.getByText(
          `This is Threshold's stand-in for ${provider}: demo mode has no connection to ${provider}.`,
        ),
      ).toBeVisible()
      await page.getByLabel('Name').fill('Sol Social')
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('.toast').first()).toContainText('Welcome to Threshold!')
      const user = await emulators().auth.getUserByEmail(email)
      expect(user.providerData.map((info) => info.providerId)).toContain(
        `${provider.toLowerCase()}.com`,
      )
      const profile = (await emulators().firestore.doc(`users/${user.uid}`).get()).data()
      expect(profile).toMatchObject({ uid: user.uid, email, role: 'buyer' })

      await page.context().clearCookies()
      await page.goto('/auth/login')
      await page.getByRole('button', { name: provider, exact: true }).click()
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.locator('.toast').first()).toContainText(messages.toasts.loginSuccess.title)
    })

    test(`${provider} sign-in with the e-mail of a password account is refused and signs nobody in`, async ({
      page,
      context,
    }) => {
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
      expect(
        (await context.cookies()).find((cookie) => cookie.name === '__session'),
      ).toBeUndefined()
      await page.goto('/buyer-dashboard')
      await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fbuyer-dashboard$/)
      const after = await emulators().auth.getUser(owner.uid)
      expect(after.providerData.map((info) => info.providerId)).toEqual(['password'])
      expect(after.displayName).toBe(before.displayName)
      expect((await emulators().firestore.doc(`users/${owner.uid}`).get()).data()).toEqual(
        profileBefore,
      )
    })

    test(`cancelling ${provider} sign-in says so on the sign-in page`, async ({ page }) => {
      await page.goto('/auth/login')
      await page.getByRole('button', { name: provider, exact: true }).click()
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page).toHaveURL(/\/auth\/login$/)
      await expect(page.locator('.toast').first()).toContainText(messages.social.cancelled)
    })
  }
})

test(
  'a forged callback is refused with the provider failure message',
  { tag: '@no-js' },
  async ({ page }) => {
    await page.goto('/auth/google/callback?code=forged.code&state=nope')
    await expect(page).toHaveURL(/\/auth\/login$/)
    await expect(page.locator('.toast').first()).toContainText(messages.social.googleFailed)
  },
)

// with JavaScript: the Firebase web SDK opens the Auth emulator's own provider page in a popup
test.describe('the popup, with JavaScript', () => {
  test.beforeEach(async ({ context }) => useGapiStandIn(context))
  const madeUids: string[] = []
  test.afterEach(async () => {
    for (const uid of madeUids.splice(0))
      await emulators()
        .auth.deleteUser(uid)
        .catch(() => undefined)
  })

  const openPopup = async (page: Page, provider: string) => {
    await page.goto('/auth/login')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: provider, exact: true }).click()
    const popup = await popupOpened
    await popup.waitForLoadState()
    return popup
  }

  for (const provider of ['Google', 'Facebook'] as const) {
    const providerId = `${provider.toLowerCase()}.com`

    test(`${provider}: the emulator's provider page in a popup signs a first-timer in as a buyer, welcomed`, async ({
      page,
      context,
    }) => {
      const email = `${provider.toLowerCase()}-popup-${Date.now()}@example.com`
      const popup = await openPopup(page, provider)
      expect(popup.url()).toContain('/emulator/auth/handler')
      expect(new URL(popup.url()).searchParams.get('providerId')).toBe(providerId)
      await popup.getByRole('button', { name: 'Add new account' }).click()
      await popup.locator('#email-input').fill(email)
      await popup.locator('#display-name-input').fill('Pat Popup')
      await popup.locator('#sign-in').click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('.toast').first()).toContainText('Welcome to Threshold!')
      await expect(page.locator('.toast').first()).toContainText(
        `You're signed in with ${provider}.`,
      )
      const user = await emulators().auth.getUserByEmail(email)
      madeUids.push(user.uid)
      expect(user.providerData.map((info) => info.providerId)).toEqual([providerId])
      const profile = (await emulators().firestore.doc(`users/${user.uid}`).get()).data()
      expect(profile).toMatchObject({ uid: user.uid, email, role: 'buyer' })
      expect((await context.cookies()).find((cookie) => cookie.name === '__session')).toBeDefined()
      await emulators().firestore.doc(`users/${user.uid}`).delete()
    })

    test(`${provider}: closing the popup says the sign-in was cancelled`, async ({
      page,
      context,
    }) => {
      const popup = await openPopup(page, provider)
      await popup.close()
      await expect(page.getByRole('alert')).toContainText(messages.social.cancelled, {
        timeout: 20_000,
      })
      await expect(page).toHaveURL(/\/auth\/login$/)
      expect(
        (await context.cookies()).find((cookie) => cookie.name === '__session'),
      ).toBeUndefined()
    })

    test(`${provider}: a blocked popup says so and the redirect flow still works in this window`, async ({
      page,
      axe,
    }) => {
      await page.addInitScript(() => {
        window.open = () => null
      })
      await page.goto('/auth/login')
      await page.getByRole('button', { name: provider, exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(messages.social.popupBlocked)
      await axe()
      await page.getByRole('button', { name: 'Continue in this window' }).click()
      await expect(
        page.getByRole('heading', { name: `${provider} sign-in (stand-in)` }),
      ).toBeVisible()
      await axe()
    })

    test(`${provider}: the popup with the e-mail of a verified password account is refused and the link undone`, async ({
      page,
      context,
    }) => {
      const owner = await createUser()
      await emulators().auth.updateUser(owner.uid, { emailVerified: true })
      const popup = await openPopup(page, provider)
      await popup.getByRole('button', { name: 'Add new account' }).click()
      await popup.locator('#email-input').fill(owner.email)
      await popup.locator('#sign-in').click()
      // Firebase links the provider to the account in the popup; the server undoes that and refuses
      await expect(page.getByRole('alert')).toContainText(
        messages.social.accountExists('your password'),
      )
      await expect(page).toHaveURL(/\/auth\/login$/)
      expect(
        (await context.cookies()).find((cookie) => cookie.name === '__session'),
      ).toBeUndefined()
      expect(
        (await emulators().auth.getUser(owner.uid)).providerData.map((info) => info.providerId),
      ).toEqual(['password'])
    })

    test(`${provider}: a forged or foreign token posted to the token action is refused and makes no session`, async ({
      page,
      context,
    }) => {
      await page.goto('/auth/login')
      const post = (idToken: string) =>
        page.request.post(`/auth/${provider.toLowerCase()}/token`, {
          form: { idToken },
          maxRedirects: 0,
        })
      const failed =
        provider === 'Google' ? messages.social.googleFailed : messages.social.facebookFailed
      const unsigned = (claims: Record<string, unknown>) =>
        [{ alg: 'none', typ: 'JWT' }, claims]
          .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
          .join('.') + '.'
      const now = Math.floor(Date.now() / 1000)
      const forged = unsigned({
        iss: 'https://securetoken.google.com/demo-threshold',
        aud: 'demo-threshold',
        sub: 'nobody-at-all',
        user_id: 'nobody-at-all',
        iat: now,
        exp: now + 3600,
        auth_time: now,
        email: 'nobody@example.com',
        firebase: { sign_in_provider: providerId, identities: {} },
      })
      // a real ID token, but of a password sign-in: it does not prove the provider
      const owner = await createUser()
      const signedIn = await page.request.post(
        `http://${emulators().authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          data: { email: owner.email, password: testPassword, returnSecureToken: true },
        },
      )
      const passwordToken = ((await signedIn.json()) as { idToken: string }).idToken
      for (const idToken of ['garbage', forged, passwordToken]) {
        const response = await post(idToken)
        expect(response.status()).toBe(401)
        expect(await response.text()).toContain(failed)
      }
      expect((await post('')).status()).toBe(400)
      expect(
        (await context.cookies()).find((cookie) => cookie.name === '__session'),
      ).toBeUndefined()
      await expect(emulators().auth.getUser('nobody-at-all')).rejects.toThrow()
    })
  }

  test('the registration page opens the same popup', async ({ page }) => {
    await page.goto('/auth/register')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Google', exact: true }).click()
    const popup = await popupOpened
    await popup.waitForLoadState()
    expect(new URL(popup.url()).searchParams.get('providerId')).toBe('google.com')
    await popup.close()
    await expect(
      page.getByRole('alert').filter({ hasText: messages.social.cancelled }),
    ).toBeVisible({ timeout: 20_000 })
  })

  test('the login page offers the popup without loading the Firebase web SDK until a button is pointed at', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on(
      'request',
      (request) => void (request.resourceType() === 'script' && scripts.push(request.url())),
    )
    await page.goto('/auth/login')
    await page.waitForLoadState('networkidle')
    expect(scripts.some((url) => url.includes('popup-sign-in'))).toBe(false)
    const chunk = page.waitForRequest((request) => request.url().includes('popup-sign-in'))
    await page.getByRole('button', { name: 'Google', exact: true }).hover()
    await chunk
  })
})
