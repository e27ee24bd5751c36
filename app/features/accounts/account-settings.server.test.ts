import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { mailAbout } from '~/features/providers/provider-mail.server'
import { readContactSettings } from '~/features/sellers/notify.server'
import { auth, db } from '~/platform/firebase.server'
import { settingsAction } from './account-settings.server'
import { mailChoicesOf } from './mail-choices'
import { passwordSignIn } from './password-check.server'
import { register } from './register.server'
import { getSessionUser, type SessionUser } from './session.server'
import { settingsMessages } from './settings-messages'
import { signInWithPassword } from './sign-in.server'

// a request from the browser that received these cookies
const browserWith = (headers: Headers) =>
  new Request('http://localhost/settings', {
    method: 'POST',
    headers: {
      cookie: headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    },
  })

const password = 'Secret123'
let addresses = 0
// each test posts from an address of its own, so the auth budgets of one never refuse another
const clientIp = () => `10.23.0.${++addresses}`

async function account() {
  const email = `settings-${randomUUID().slice(0, 8)}@example.com`
  const created = await register({ fullName: 'Sam Settings', email, password, role: 'user' })
  if (!created.ok) throw new Error('registration failed')
  const browser = browserWith(created.headers)
  return { uid: created.user.uid, email, browser, user: (await getSessionUser(browser))! }
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

const post = (
  who: { browser: Request; user: SessionUser },
  fields: Record<string, string>,
  ip = clientIp(),
) => settingsAction({ request: who.browser, clientIp: ip, user: who.user, form: formOf(fields) })

describe('account settings (issue 23)', () => {
  test('name and phone are saved to the profile, the Auth account and this session; a uid in the form changes nobody else', async () => {
    const [me, other] = await Promise.all([account(), account()])
    const saved = await post(me, {
      intent: 'profile',
      displayName: 'Sam Renamed',
      phone: '(515) 555-0199',
      uid: other.uid,
    })
    if (!saved.ok) throw new Error(JSON.stringify(saved.result))
    expect((await db().doc(`users/${me.uid}`).get()).data()).toMatchObject({
      displayName: 'Sam Renamed',
      phoneNumber: '(515) 555-0199',
    })
    expect((await auth().getUser(me.uid)).displayName).toBe('Sam Renamed')
    expect((await getSessionUser(browserWith(saved.headers!)))?.displayName).toBe('Sam Renamed')
    expect((await db().doc(`users/${other.uid}`).get()).get('displayName')).toBe('Sam Settings')

    const refused = await post(me, { intent: 'profile', displayName: 'S', phone: 'call me' })
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      result: {
        error: {
          displayName: [settingsMessages.profile.nameMissing],
          phone: [settingsMessages.profile.phoneInvalid],
        },
      },
    })
    expect((await db().doc(`users/${me.uid}`).get()).get('displayName')).toBe('Sam Renamed')
  })

  test('mail choices are kept topic by topic where their senders read them, and the senders honour them', async () => {
    const me = await account()
    await db()
      .doc(`users/${me.uid}`)
      .set(
        {
          sellerContact: { showEmail: true, showPhone: false, phone: '' },
          notifications: { questions: true, tours: true, offers: true },
        },
        { merge: true },
      )
    const saved = await post(me, {
      intent: 'notifications',
      questions: 'on',
      offers: 'on',
      searchAlerts: 'on',
    })
    expect(saved.ok).toBe(true)
    const profile = (await db().doc(`users/${me.uid}`).get()).data()!
    expect(mailChoicesOf(profile)).toEqual({
      questions: true,
      tours: false,
      offers: true,
      requests: false,
      searchAlerts: true,
      marketing: false,
      leads: true,
      jobs: true,
    })
    expect(profile.vendorMail).toBeUndefined()
    expect((await readContactSettings(me.uid)).notifications).toEqual({
      questions: true,
      tours: false,
      offers: true,
    })
    expect((await readContactSettings(me.uid)).contact.showEmail).toBe(true)
    const letter = { subject: 'A quote', lead: 'A provider quoted.', link: '/' }
    expect(await mailAbout(me.uid, 'requests', letter)).toBe(false)
    expect(await mailAbout(me.uid, 'client', letter)).toBe(true)

    // the vendor topics change only when the form showed them
    await post(me, { intent: 'notifications', vendorTopics: 'shown', leads: 'on', requests: 'on' })
    expect(mailChoicesOf((await db().doc(`users/${me.uid}`).get()).data())).toMatchObject({
      leads: true,
      jobs: false,
      requests: true,
      questions: false,
    })
    expect(await mailAbout(me.uid, 'jobs', letter)).toBe(false)
  })

  test('nobody chose yet: every topic is on but marketing', () => {
    expect(mailChoicesOf({})).toEqual({
      questions: true,
      tours: true,
      offers: true,
      requests: true,
      searchAlerts: true,
      marketing: false,
      leads: true,
      jobs: true,
    })
  })

  test('a wrong current password is refused and changes nothing; the right one changes it, ends every other session and keeps this browser signed in', async () => {
    const me = await account()
    const elsewhere = await signInWithPassword(me.email, password)
    if (!elsewhere.ok) throw new Error('sign-in failed')
    const otherBrowser = browserWith(elsewhere.headers)
    const ip = clientIp()

    const wrong = await post(
      me,
      {
        intent: 'password',
        currentPassword: 'Wrong123',
        newPassword: 'Changed456',
        confirmPassword: 'Changed456',
      },
      ip,
    )
    expect(wrong).toMatchObject({
      ok: false,
      status: 400,
      result: { error: { '': [settingsMessages.password.wrongCurrent] } },
    })
    expect(JSON.stringify(wrong)).not.toContain('Wrong123')
    expect((await passwordSignIn(me.email, password)).ok).toBe(true)
    expect(await getSessionUser(otherBrowser)).not.toBeNull()

    const changed = await post(
      me,
      {
        intent: 'password',
        currentPassword: password,
        newPassword: 'Changed456',
        confirmPassword: 'Changed456',
      },
      ip,
    )
    if (!changed.ok) throw new Error(JSON.stringify(changed.result))
    expect((await passwordSignIn(me.email, 'Changed456')).ok).toBe(true)
    expect((await passwordSignIn(me.email, password)).ok).toBe(false)
    expect(await getSessionUser(me.browser)).toBeNull()
    expect(await getSessionUser(otherBrowser)).toBeNull()
    expect(await getSessionUser(browserWith(changed.headers!))).toMatchObject({
      uid: me.uid,
      role: me.user.role,
    })
  })

  test('an account that signs in only with Google is told it has no password here', async () => {
    const email = `social-${randomUUID().slice(0, 8)}@example.com`
    const created = await auth().createUser({ email, displayName: 'Gail Google' })
    await auth().updateUser(created.uid, {
      providerToLink: {
        providerId: 'google.com',
        uid: `g-${created.uid}`,
        email,
        displayName: 'Gail Google',
      },
    })
    const user: SessionUser = {
      uid: created.uid,
      email,
      displayName: 'Gail Google',
      photoURL: null,
      phoneNumber: null,
      role: 'buyer',
      storedRole: 'buyer',
      lastLoginAt: Date.now(),
      demo: false,
    }
    const refused = await post(
      { browser: new Request('http://localhost/settings', { method: 'POST' }), user },
      {
        intent: 'password',
        currentPassword: 'x',
        newPassword: 'Changed456',
        confirmPassword: 'Changed456',
      },
    )
    expect(refused).toMatchObject({
      ok: false,
      result: { error: { '': [settingsMessages.password.socialOnly('Google')] } },
    })
  })

  test('deleting takes the account’s own e-mail typed again and its password; someone else’s are refused; then the account is gone and this browser signed out', async () => {
    const [me, other] = await Promise.all([account(), account()])
    const ip = clientIp()
    const theirs = await post(
      other,
      { intent: 'delete-account', confirmEmail: me.email, password },
      ip,
    )
    expect(theirs).toMatchObject({
      ok: false,
      result: { error: { confirmEmail: [settingsMessages.deletion.emailMismatch] } },
    })
    const wrong = await post(
      me,
      { intent: 'delete-account', confirmEmail: me.email.toUpperCase(), password: 'Wrong123' },
      ip,
    )
    expect(wrong).toMatchObject({
      ok: false,
      result: { error: { password: [settingsMessages.deletion.wrongPassword] } },
    })
    const missing = await post(me, { intent: 'delete-account', confirmEmail: me.email }, ip)
    expect(missing).toMatchObject({
      ok: false,
      result: { error: { password: [settingsMessages.deletion.passwordMissing] } },
    })
    expect((await auth().getUser(me.uid)).uid).toBe(me.uid)

    const deleted = await post(
      me,
      { intent: 'delete-account', confirmEmail: me.email, password },
      ip,
    )
    if (!deleted.ok) throw new Error(JSON.stringify(deleted.result))
    expect(deleted.headers!.get('Set-Cookie')).toMatch(/^__session=;/)
    expect(await getSessionUser(me.browser)).toBeNull()
    await expect(auth().getUser(me.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' })
    expect((await db().doc(`users/${me.uid}`).get()).exists).toBe(false)
    expect((await passwordSignIn(me.email, password)).ok).toBe(false)
    expect(await getSessionUser(other.browser)).not.toBeNull()
  })
})
