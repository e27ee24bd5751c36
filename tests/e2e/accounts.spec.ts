import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { messages } from '../../app/features/accounts/messages'
import { expect, test } from './fixtures'
import { createUser, signIn, signInAsDemo, testPassword } from './support/accounts'
import { emulators } from './support/firebase'
import { serverLogFile } from './support/paths'
import { startDemoSession, startSessionAs } from './support/session-cookie'
import { sessionCookieFrom, sessionData, signOut } from './support/sessions'
import { visibleText } from './support/visible-text'

const toast = (page: Page) => page.locator('.toast, .toast-fallback').first()

test.describe('signing in', { tag: '@no-js' }, () => {
  for (const [role, landing] of [
    ['vendor', '/vendor-dashboard'],
    ['seller', '/seller-dashboard-authentic'],
    ['buyer', '/buyer-dashboard'],
  ] as const) {
    test(`a ${role} who signs in lands on the ${role} dashboard, welcomed back`, async ({
      page,
    }) => {
      const user = await createUser({ role })
      const before = Date.now()
      await signIn(page, user)
      await expect(page).toHaveURL(new RegExp(`${landing}$`))
      await expect(toast(page)).toContainText(messages.toasts.loginSuccess.title)
      await expect(toast(page)).toContainText(messages.toasts.loginSuccess.description)
      const profile = (await emulators().firestore.doc(`users/${user.uid}`).get()).data()
      expect(profile?.lastLoginAt).toBeGreaterThanOrEqual(before)
    })
  }

  test('the session cookie is HttpOnly, SameSite=Lax and signed', async ({ page, context }) => {
    await signIn(page, await createUser())
    const session = (await context.cookies()).find((cookie) => cookie.name === '__session')
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect(session?.value).toMatch(/\.[A-Za-z0-9+/=%]+$/)
  })

  test('both fields are required', async ({ page }) => {
    await page.goto('/auth/login')
    await page.getByLabel('Email').fill('')
    await page.getByLabel('Password', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Sign In' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeVisible()
    await expect(summary.getByRole('link', { name: messages.validation.required })).toHaveCount(2)
    await expect(page).toHaveTitle(/^Error: Sign in/)
  })

  test('provider errors read as the catalogue says', async ({ page }) => {
    const user = await createUser()
    const disabled = await createUser({ disabled: true })
    const cases = [
      { email: user.email, password: 'WrongPass1', message: messages.signIn.wrongPassword },
      {
        email: `nobody-${Date.now()}@example.com`,
        password: 'Whatever1',
        message: messages.signIn.userNotFound,
      },
      { email: disabled.email, password: testPassword, message: messages.signIn.userDisabled },
    ]
    for (const attempt of cases) {
      await page.goto('/auth/login')
      await page.getByLabel('Email').fill(attempt.email)
      await page.getByLabel('Password', { exact: true }).fill(attempt.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect(page.getByRole('alert')).toContainText(attempt.message)
      await expect(page).toHaveTitle(/^Error: /)
    }
  })

  test('a same-origin redirectTo is honoured and an off-site one is not', async ({ page }) => {
    const user = await createUser({ role: 'buyer' })
    await signIn(page, user, `?redirectTo=${encodeURIComponent('/how-it-works?from=login')}`)
    await expect(page).toHaveURL(/\/how-it-works\?from=login$/)
    await page.context().clearCookies()
    await signIn(page, user, `?redirectTo=${encodeURIComponent('https://evil.example/')}`)
    await expect(page).toHaveURL(/\/buyer-dashboard$/)
  })

  test('a payment hand-off goes to services with the plan and amount', async ({ page }) => {
    await signIn(page, await createUser(), '?redirect=payment&plan=pro&amount=499')
    await expect(page).toHaveURL(/\/services\?autoSelect=pro&amount=499$/)
  })

  test('a guarded page sends a signed-out visitor to sign in and back', async ({ page }) => {
    await page.goto('/appointments')
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fappointments$/)
    const user = await createUser()
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/appointments$/)
  })

  test('in demo mode the form is prefilled with the demo account and the test panel tells the backend', async ({
    page,
  }) => {
    await page.goto('/auth/login')
    await expect(page.getByLabel('Email')).toHaveValue('buyer@demo.threshold.example')
    const panel = page.locator('details.test-panel')
    await expect(panel.getByText('Firebase Auth emulator (demo mode)')).toBeHidden()
    await panel.locator('summary').click()
    await expect(panel.getByText('Firebase Auth emulator (demo mode)')).toBeVisible()
    await expect(panel).toContainText('Signed out')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/buyer-dashboard$/)
  })
})

test.describe('registration', { tag: '@no-js' }, () => {
  test('every rule is checked, inline and in the summary', async ({ page }) => {
    await page.goto('/auth/register')
    await page.getByLabel('Full Name').fill('A')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password', { exact: true }).fill('abc')
    await page.getByLabel('Confirm Password').fill('abd')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveTitle(/^Error: Create your account/)
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    for (const message of [
      messages.validation.fullName,
      messages.validation.email,
      messages.validation.passwordLength,
      messages.validation.passwordsMatch,
    ]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible()
    }
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Password', { exact: true }).fill('abcdefg')
    await page.getByLabel('Confirm Password').fill('abcdefg')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(
      summary.getByRole('link', { name: messages.validation.passwordUppercase }),
    ).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('Abcdefg')
    await page.getByLabel('Confirm Password').fill('Abcdefg')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(
      summary.getByRole('link', { name: messages.validation.passwordNumber }),
    ).toBeVisible()
    await expect(page.getByText(messages.validation.passwordHint)).toBeVisible()
  })

  test('a service provider registers, is welcomed and lands on the vendor dashboard', async ({
    page,
  }) => {
    const email = `new-vendor-${Date.now()}@example.com`
    await page.goto('/auth/register')
    await expect(page.getByLabel("I'm looking to buy or sell property")).toBeChecked()
    await page.getByLabel('Full Name').fill('Nia Plumber')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Plumb3rNia')
    await page.getByLabel('Confirm Password').fill('Plumb3rNia')
    await page.getByLabel("I'm a service provider").check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    const welcome = messages.toasts.registrationSuccess('vendor')
    await expect(toast(page)).toContainText(welcome.title)
    await expect(toast(page)).toContainText(welcome.description)
    await expect(page).toHaveURL(/\/vendor-dashboard$/)
    const user = await emulators().auth.getUserByEmail(email)
    const profile = (await emulators().firestore.doc(`users/${user.uid}`).get()).data()
    expect(profile).toMatchObject({
      uid: user.uid,
      email,
      displayName: 'Nia Plumber',
      role: 'vendor',
      photoURL: null,
      phoneNumber: null,
    })
    expect(typeof profile?.createdAt).toBe('number')
    expect(typeof profile?.lastLoginAt).toBe('number')
  })

  test('an address already registered is refused', async ({ page }) => {
    const existing = await createUser()
    await page.goto('/auth/register')
    await page.getByLabel('Full Name').fill('Second Try')
    await page.getByLabel('Email').fill(existing.email)
    await page.getByLabel('Password', { exact: true }).fill('Secret123')
    await page.getByLabel('Confirm Password').fill('Secret123')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByRole('alert')).toContainText(messages.register.emailInUse)
  })
})

test(
  'a forgotten password is reset through the demo mailbox',
  { tag: '@no-js' },
  async ({ page }) => {
    const user = await createUser()
    // the mailbox shows reset mail in a browser that has signed in to the account before
    await signIn(page, user)
    await signOut(page)
    await page.goto('/auth/forgot-password')
    await page.getByLabel('Email').fill('nope')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByRole('alert')).toContainText(messages.validation.email)
    await page.getByLabel('Email').fill(`missing-${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByRole('alert')).toContainText(messages.reset.userNotFound)
    await page.getByLabel('Email').fill(user.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByRole('heading', { name: messages.reset.sentTitle })).toBeVisible()
    await expect(page.getByText(messages.reset.expiry)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Login' })).toBeVisible()
    await page.getByRole('status').getByRole('link', { name: 'demo mailbox' }).click()
    await page
      .getByRole('listitem')
      .filter({ hasText: user.email })
      .getByRole('link', { name: 'Choose a new password' })
      .click()
    await expect(page.getByText(`For ${user.email}.`)).toBeVisible()
    await page.getByLabel('New Password').fill('Fresh1pass')
    await page.getByLabel('Confirm Password').fill('Fresh1pass')
    await page.getByRole('button', { name: 'Save Password' }).click()
    await expect(page).toHaveURL(/\/auth\/login$/)
    await signIn(page, { email: user.email, password: 'Fresh1pass' })
    await expect(page).toHaveURL(/\/buyer-dashboard$/)
  },
)

test.describe('demo users and the role switcher', () => {
  test(
    'a demo seller switches to vendor; the current role is disabled and admin is not offered',
    { tag: '@no-js' },
    async ({ page }) => {
      await signInAsDemo(page, 'seller')
      await expect(page).toHaveURL(/\/seller-dashboard-authentic$/)
      await page.locator('.role-switcher summary').click()
      const switcher = page.locator('.role-switcher')
      await expect(switcher.getByRole('button', { name: /Seller dashboard/ })).toBeDisabled()
      await expect(switcher.getByRole('button', { name: /Admin dashboard/ })).toHaveCount(0)
      await switcher.getByRole('button', { name: /Vendor dashboard/ }).click()
      await expect(page).toHaveURL(/\/vendor-dashboard$/)
      const updated = messages.toasts.roleUpdated('vendor')
      await expect(toast(page)).toContainText(updated.title)
      await expect(toast(page)).toContainText(updated.description)
    },
  )

  test(
    'a demo user is restored on the next visit and signing out clears it',
    { tag: '@no-js' },
    async ({ page, context }) => {
      await startDemoSession(page, 'buyer')
      await page.goto('/buyer-dashboard')
      const again = await context.newPage()
      await again.goto('/demo-login')
      await expect(again.getByText('You are using Demo Buyer')).toBeVisible()
      await again.locator('.role-switcher summary').click()
      await again.getByRole('button', { name: 'Sign out' }).click()
      await expect(again.locator('.role-switcher')).toHaveCount(0)
      await page.reload()
      await expect(page.locator('.role-switcher')).toHaveCount(0)
    },
  )

  test('a forged role is refused and without a user the answer is "No user logged in"', async ({
    page,
    request,
  }) => {
    await startDemoSession(page, 'buyer')
    const forged = await page.request.post('/auth/role', {
      form: { role: 'admin' },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    const anonymous = await request.post('/auth/role', {
      form: { role: 'seller' },
      maxRedirects: 0,
    })
    expect(anonymous.status()).toBe(302)
    await page.context().clearCookies()
    await page.goto('/auth/welcome')
    await page.evaluate(() => undefined).catch(() => undefined)
    const form = await page.request.post('/auth/role', { form: { role: 'seller' } })
    expect(await visibleText(form)).toContain(messages.other.noUser)
  })
})

test(
  'the log names auth events and never holds a password or a full e-mail',
  { tag: '@no-js' },
  async ({ page }) => {
    const user = await createUser()
    await signIn(page, user)
    const ownSignIn = () =>
      readFileSync(serverLogFile, 'utf8')
        .split('\n')
        .find(
          (line) =>
            line.includes('"event":"auth.login.ok"') && line.includes(`"uid":"${user.uid}"`),
        )
    await expect.poll(ownSignIn).toBeTruthy()
    const log = readFileSync(serverLogFile, 'utf8')
    expect(log).not.toContain(user.email)
    expect(log).not.toContain(testPassword)
  },
)

test.describe('by keyboard alone', { tag: '@no-js' }, () => {
  test('a visitor registers and later signs in without a mouse', async ({ page }) => {
    const email = `keys-${Date.now()}@example.com`
    await page.goto('/auth/register')
    await page.getByLabel('Full Name').focus()
    await page.keyboard.type('Kira Keys')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('K3yboard0nly')
    await page.keyboard.press('Tab')
    await page.keyboard.type('K3yboard0nly')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/$/)
    await page.context().clearCookies()
    await page.goto('/auth/login')
    await page.getByLabel('Email').focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('K3yboard0nly')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/buyer-dashboard$/)
  })

  test('a user registers as a buyer-or-seller and lands on the home page', async ({ page }) => {
    await page.goto('/auth/register')
    await page.getByLabel('Full Name').fill('Uma User')
    await page.getByLabel('Email').fill(`user-${Date.now()}@example.com`)
    await page.getByLabel('Password', { exact: true }).fill('Us3rPass')
    await page.getByLabel('Confirm Password').fill('Us3rPass')
    await page.getByRole('button', { name: 'Create Account' }).click()
    const welcome = messages.toasts.registrationSuccess('user')
    await expect(toast(page)).toContainText(welcome.description)
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('the update-role API', () => {
  // what the attacker made by hand: an unsigned token naming the demo buyer
  function forgedToken(uid: string) {
    const now = Math.floor(Date.now() / 1000)
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const claims = {
      iss: 'https://securetoken.google.com/demo-threshold',
      aud: 'demo-threshold',
      sub: uid,
      user_id: uid,
      iat: now,
      exp: now + 3600,
      auth_time: now,
    }
    return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
  }

  test('a forged token for the demo buyer changes nothing and reveals nothing, with or without a session', async ({
    page,
    request,
    baseURL,
  }) => {
    const victim = emulators().firestore.doc('users/demo-account-buyer')
    const before = (await victim.get()).data()!
    const attempt = {
      headers: { authorization: `Bearer ${forgedToken('demo-account-buyer')}`, origin: baseURL! },
      data: { userId: 'demo-account-buyer', role: 'vendor' },
    }
    try {
      await startSessionAs(page, await createUser())
      for (const response of [
        await request.post('/api/auth/update-role', attempt),
        await page.request.post('/api/auth/update-role', attempt),
      ]) {
        expect([401, 403]).toContain(response.status())
        const body = await response.text()
        for (const secret of ['profile', before.email, before.displayName, 'demo-account-buyer'])
          expect(body).not.toContain(secret)
      }
      expect((await victim.get()).data()).toEqual(before)
    } finally {
      await victim.set(before)
    }
  })
})

test.describe('quick demo users', () => {
  test('100 quick-demo sessions started at once are 100 different, unguessable users', async ({
    baseURL,
  }) => {
    const start = async () => {
      const response = await fetch(`${baseURL}/demo-login`, {
        method: 'POST',
        body: new URLSearchParams({ role: 'buyer' }),
        headers: { origin: baseURL! },
        redirect: 'manual',
      })
      await response.arrayBuffer()
      expect(response.status).toBe(302)
      return sessionData(sessionCookieFrom(response.headers.get('set-cookie'))!)
    }
    const sessions = await Promise.all(Array.from({ length: 100 }, start))
    const uids = sessions.map((session) => session.user!.uid)
    expect(new Set(uids).size).toBe(100)
    for (const uid of uids) expect(uid).toMatch(/^demo-buyer-[A-Za-z0-9_-]{22}$/)
    for (const session of sessions.slice(0, 10)) {
      expect(
        (await emulators().firestore.doc(`sessions/${session.sid}`).get()).data(),
      ).toMatchObject({ uid: session.user!.uid, demo: true })
    }
  })
})
