import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { auth, db } from '~/platform/firebase.server'
import { registerMessage, resetMessage, signInMessage } from './auth-errors'
import { callIdentityToolkit, providerCode, type PasswordSignIn } from './identity-toolkit.server'
import { messages } from './messages'
import { register } from './register.server'
import { signInWithPassword } from './sign-in.server'
import { quickDemoUser } from './demo-users.server'
import { signInWithProvider } from './social/social-sign-in.server'
import { updateOwnRole } from './update-role.server'

const email = () => `vitest-${randomUUID().slice(0, 8)}@example.com`

describe('accounts on the Auth emulator', () => {
  test('registration creates the account and a profile with every field', async () => {
    const address = email()
    const outcome = await register({
      fullName: 'Rae Tester',
      email: address,
      password: 'Secret123',
      role: 'vendor',
    })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.user).toMatchObject({
      email: address,
      displayName: 'Rae Tester',
      role: 'vendor',
      demo: false,
    })
    expect(outcome.headers.get('set-cookie')).toMatch(/__session=.*HttpOnly.*SameSite=Lax/i)
    const profile = (await db().doc(`users/${outcome.user.uid}`).get()).data()
    expect(Object.keys(profile ?? {}).sort()).toEqual(
      [
        'createdAt',
        'displayName',
        'email',
        'lastLoginAt',
        'phoneNumber',
        'photoURL',
        'role',
        'uid',
      ].sort(),
    )
    expect((await auth().getUser(outcome.user.uid)).displayName).toBe('Rae Tester')
    const again = await register({
      fullName: 'Rae Again',
      email: address,
      password: 'Secret123',
      role: 'user',
    })
    expect(again).toMatchObject({ ok: false, message: messages.register.emailInUse })
  })

  test('a sign-in stamps lastLoginAt and a wrong password reads as the catalogue says', async () => {
    const address = email()
    const created = await register({
      fullName: 'Lee Buyer',
      email: address,
      password: 'Secret123',
      role: 'user',
    })
    if (!created.ok) throw new Error('registration failed')
    const before = (await db().doc(`users/${created.user.uid}`).get()).data()?.lastLoginAt as number
    await new Promise((resolve) => setTimeout(resolve, 5))
    const signedIn = await signInWithPassword(address, 'Secret123')
    expect(signedIn.ok && signedIn.user.role).toBe('buyer')
    const after = (await db().doc(`users/${created.user.uid}`).get()).data()?.lastLoginAt as number
    expect(after).toBeGreaterThan(before)
    expect(await signInWithPassword(address, 'Wrong1234')).toMatchObject({
      ok: false,
      message: messages.signIn.wrongPassword,
    })
  })

  test('an unreachable provider is a network error, never a throw', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9'
    try {
      expect(await signInWithPassword(email(), 'Secret123')).toMatchObject({
        ok: false,
        message: messages.signIn.network,
      })
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = host
    }
  })

  test('the update-role endpoint changes only the caller’s own role, and never to admin', async () => {
    const address = email()
    const created = await register({
      fullName: 'Ola Owner',
      email: address,
      password: 'Secret123',
      role: 'user',
    })
    if (!created.ok) throw new Error('registration failed')
    const token = await callIdentityToolkit<PasswordSignIn>('accounts:signInWithPassword', {
      email: address,
      password: 'Secret123',
      returnSecureToken: true,
    })
    if (!token.ok) throw new Error('sign-in failed')
    const bearer = `Bearer ${token.value.idToken}`
    const own = created.user.uid
    expect(await updateOwnRole(bearer, { userId: own, role: 'seller' }, own)).toMatchObject({
      status: 200,
      profile: { uid: own, role: 'seller', email: address },
    })
    expect((await db().doc(`users/${own}`).get()).data()?.role).toBe('seller')
    expect(
      await updateOwnRole(bearer, { userId: 'someone-else', role: 'seller' }, own),
    ).toMatchObject({ status: 403 })
    expect(await updateOwnRole(bearer, { userId: own, role: 'admin' }, own)).toMatchObject({
      status: 403,
    })
    expect(await updateOwnRole(bearer, { userId: own, role: 'landlord' }, own)).toMatchObject({
      status: 403,
    })
    expect(await updateOwnRole(bearer, { user: own }, own)).toMatchObject({ status: 400 })
    expect(
      await updateOwnRole('Bearer forged', { userId: own, role: 'seller' }, own),
    ).toMatchObject({ status: 401 })
    expect(await updateOwnRole(null, { userId: own, role: 'seller' }, own)).toMatchObject({
      status: 401,
    })
  })

  test('with the emulator’s unsigned tokens, a token counts only beside a session of the same uid', async () => {
    const victim = await register({
      fullName: 'Vic Tim',
      email: email(),
      password: 'Secret123',
      role: 'user',
    })
    const attacker = await register({
      fullName: 'Mal Lory',
      email: email(),
      password: 'Secret123',
      role: 'user',
    })
    if (!victim.ok || !attacker.ok) throw new Error('registration failed')
    const forged = `Bearer ${unsignedToken(victim.user.uid)}`
    const change = { userId: victim.user.uid, role: 'vendor' }
    for (const session of [null, attacker.user.uid]) {
      const outcome = await updateOwnRole(forged, change, session)
      expect(outcome).toEqual({
        status: 401,
        message: 'The identity token is not valid. Sign in again.',
      })
    }
    expect((await db().doc(`users/${victim.user.uid}`).get()).data()?.role).toBe('user')
    expect(await updateOwnRole(forged, change, victim.user.uid)).toMatchObject({
      status: 200,
      profile: { role: 'vendor' },
    })
  })
})

// what firebase-admin accepts from the Auth emulator: a JWT with no signature at all
function unsignedToken(uid: string) {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const claims = {
    iss: `https://securetoken.google.com/${process.env.GCLOUD_PROJECT}`,
    aud: process.env.GCLOUD_PROJECT,
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
  }
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
}

describe('quick demo users', () => {
  test('every uid is new and unguessable, even within one millisecond', () => {
    const now = Date.now()
    const uids = Array.from({ length: 10_000 }, () => quickDemoUser('buyer', now).uid)
    expect(new Set(uids).size).toBe(uids.length)
    for (const uid of uids.slice(0, 100)) expect(uid).toMatch(/^demo-buyer-[A-Za-z0-9_-]{22}$/)
  })
})

describe('social sign-in to an address an account already holds', () => {
  const googleIdentity = (address: string) => ({
    provider: 'google' as const,
    accessToken: 'unused',
    email: address,
    idToken: JSON.stringify({
      sub: `sub-${address}`,
      email: address,
      email_verified: true,
      name: 'Mallory',
    }),
  })
  const callback = (provider: string) =>
    new Request(`http://localhost/auth/${provider}/callback?code=x&state=y`)

  test('a password account is not signed in to through Google, and stays as it was', async () => {
    const address = email()
    const owner = await register({
      fullName: 'Pat Password',
      email: address,
      password: 'Secret123',
      role: 'user',
    })
    if (!owner.ok) throw new Error('registration failed')
    const outcome = await signInWithProvider(googleIdentity(address), callback('google'))
    expect(outcome).toEqual({ ok: false, message: messages.social.accountExists('your password') })
    const account = await auth().getUser(owner.user.uid)
    expect(account.providerData.map((info) => info.providerId)).toEqual(['password'])
    expect(account.displayName).toBe('Pat Password')
  })

  test('a Google account is not signed in to through Facebook; through Google it is', async () => {
    const address = email()
    const first = await signInWithProvider(googleIdentity(address), callback('google'))
    expect(first).toMatchObject({ ok: true, created: true })
    const facebook = { ...googleIdentity(address), provider: 'facebook' as const }
    expect(await signInWithProvider(facebook, callback('facebook'))).toEqual({
      ok: false,
      message: messages.social.accountExists('Google'),
    })
    const again = await signInWithProvider(googleIdentity(address), callback('google'))
    expect(again.ok && first.ok && again.user.uid === first.user.uid).toBe(true)
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
    expect(signInMessage('network-request-failed')).toBe(
      'Network error. Please check your connection',
    )
  })
})
