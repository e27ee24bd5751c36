import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { auth, db } from '~/platform/firebase.server'
import { registerMessage, resetMessage, signInMessage } from './auth-errors'
import { callIdentityToolkit, providerCode, type PasswordSignIn } from './identity-toolkit.server'
import { messages } from './messages'
import { register } from './register.server'
import { signInWithPassword } from './sign-in.server'
import { updateOwnRole } from './update-role.server'

const email = () => `vitest-${randomUUID().slice(0, 8)}@example.com`

describe('accounts on the Auth emulator', () => {
  test('registration creates the account and a profile with every field', async () => {
    const address = email()
    const outcome = await register({ fullName: 'Rae Tester', email: address, password: 'Secret123', role: 'vendor' })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.user).toMatchObject({ email: address, displayName: 'Rae Tester', role: 'vendor', demo: false })
    expect(outcome.headers.get('set-cookie')).toMatch(/__session=.*HttpOnly.*SameSite=Lax/i)
    const profile = (await db().doc(`users/${outcome.user.uid}`).get()).data()
    expect(Object.keys(profile ?? {}).sort()).toEqual(
      ['createdAt', 'displayName', 'email', 'lastLoginAt', 'phoneNumber', 'photoURL', 'role', 'uid'].sort(),
    )
    expect((await auth().getUser(outcome.user.uid)).displayName).toBe('Rae Tester')
    const again = await register({ fullName: 'Rae Again', email: address, password: 'Secret123', role: 'user' })
    expect(again).toMatchObject({ ok: false, message: messages.register.emailInUse })
  })

  test('a sign-in stamps lastLoginAt and a wrong password reads as the catalogue says', async () => {
    const address = email()
    const created = await register({ fullName: 'Lee Buyer', email: address, password: 'Secret123', role: 'user' })
    if (!created.ok) throw new Error('registration failed')
    const before = (await db().doc(`users/${created.user.uid}`).get()).data()?.lastLoginAt as number
    await new Promise((resolve) => setTimeout(resolve, 5))
    const signedIn = await signInWithPassword(address, 'Secret123')
    expect(signedIn.ok && signedIn.user.role).toBe('buyer')
    const after = (await db().doc(`users/${created.user.uid}`).get()).data()?.lastLoginAt as number
    expect(after).toBeGreaterThan(before)
    expect(await signInWithPassword(address, 'Wrong1234')).toMatchObject({ ok: false, message: messages.signIn.wrongPassword })
  })

  test('an unreachable provider is a network error, never a throw', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9'
    try {
      expect(await signInWithPassword(email(), 'Secret123')).toMatchObject({ ok: false, message: messages.signIn.network })
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = host
    }
  })

  test('the update-role endpoint changes only the caller’s own role, and never to admin', async () => {
    const address = email()
    const created = await register({ fullName: 'Ola Owner', email: address, password: 'Secret123', role: 'user' })
    if (!created.ok) throw new Error('registration failed')
    const token = await callIdentityToolkit<PasswordSignIn>('accounts:signInWithPassword', {
      email: address,
      password: 'Secret123',
      returnSecureToken: true,
    })
    if (!token.ok) throw new Error('sign-in failed')
    const bearer = `Bearer ${token.value.idToken}`
    expect(await updateOwnRole(bearer, { userId: created.user.uid, role: 'seller' })).toMatchObject({
      status: 200,
      profile: { uid: created.user.uid, role: 'seller', email: address },
    })
    expect((await db().doc(`users/${created.user.uid}`).get()).data()?.role).toBe('seller')
    expect(await updateOwnRole(bearer, { userId: 'someone-else', role: 'seller' })).toMatchObject({ status: 403 })
    expect(await updateOwnRole(bearer, { userId: created.user.uid, role: 'admin' })).toMatchObject({ status: 403 })
    expect(await updateOwnRole(bearer, { userId: created.user.uid, role: 'landlord' })).toMatchObject({ status: 403 })
    expect(await updateOwnRole(bearer, { user: created.user.uid })).toMatchObject({ status: 400 })
    expect(await updateOwnRole('Bearer forged', { userId: created.user.uid, role: 'seller' })).toMatchObject({ status: 401 })
    expect(await updateOwnRole(null, { userId: created.user.uid, role: 'seller' })).toMatchObject({ status: 401 })
  })
})

describe('the error catalogue', () => {
  test.each([
    ['EMAIL_NOT_FOUND', messages.signIn.userNotFound],
    ['INVALID_PASSWORD', messages.signIn.wrongPassword],
    ['INVALID_LOGIN_CREDENTIALS', messages.signIn.invalidCredentials],
    ['INVALID_EMAIL', messages.signIn.invalidEmail],
    ['USER_DISABLED', messages.signIn.userDisabled],
    ['TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled', messages.signIn.tooManyRequests],
    ['API key not valid. Please pass a valid API key.', messages.signIn.apiKeyNotValid],
  ])('%s reads "%s"', (providerMessage, expected) => {
    expect(signInMessage(providerCode(providerMessage))).toBe(expected)
  })
  test('anything else reads as the provider said, or the default', () => {
    expect(signInMessage('unknown', 'Something odd')).toBe('Something odd')
    expect(signInMessage('unknown')).toBe(messages.signIn.fallback)
  })
})

describe('registration and reset messages', () => {
  test.each([
    ['EMAIL_EXISTS', messages.register.emailInUse],
    ['WEAK_PASSWORD : Password should be at least 6 characters', messages.register.weakPassword],
    ['INVALID_EMAIL', messages.register.invalidEmail],
    ['OPERATION_NOT_ALLOWED', messages.register.fallback],
  ])('registration: %s reads "%s"', (providerMessage, expected) => {
    expect(registerMessage(providerCode(providerMessage))).toBe(expected)
  })
  test.each([
    ['EMAIL_NOT_FOUND', messages.reset.userNotFound],
    ['INVALID_EMAIL', messages.reset.invalidEmail],
    ['CONFIGURATION_NOT_FOUND', messages.reset.notConfigured],
    ['SOMETHING_ELSE', messages.reset.fallback],
  ])('reset: %s reads "%s"', (providerMessage, expected) => {
    expect(resetMessage(providerCode(providerMessage))).toBe(expected)
  })
  test('an unreachable provider reads the same network message everywhere', () => {
    expect(resetMessage('network-request-failed')).toBe(messages.reset.network)
    expect(signInMessage('network-request-failed')).toBe('Network error. Please check your connection')
  })
})
