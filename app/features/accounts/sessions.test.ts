import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { auth, db } from '~/platform/firebase.server'
import { startQuickDemo } from './demo-users.server'
import { register } from './register.server'
import { pruneExpiredSessions } from './session-records.server'
import { commitSession, endAllSessionsOf, getSession, getSessionUser } from './session.server'
import { signInWithPassword } from './sign-in.server'
import { signOut } from './sign-out.server'

// a request from the browser that received these cookies
const browserWith = (headers: Headers) =>
  new Request('http://localhost/', {
    headers: {
      cookie: headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    },
  })
const sidOf = async (request: Request) => (await getSession(request)).get('sid')!

async function account() {
  const email = `sessions-${randomUUID().slice(0, 8)}@example.com`
  const created = await register({
    fullName: 'Sid Sessions',
    email,
    password: 'Secret123',
    role: 'user',
  })
  if (!created.ok) throw new Error('registration failed')
  return { uid: created.user.uid, email, browser: browserWith(created.headers) }
}

describe('sessions that end (ADR 019)', () => {
  test('every sign-in opens its own session record, demo or not', async () => {
    const demo = browserWith((await startQuickDemo('seller')).headers)
    const real = await account()
    for (const [browser, demoFlag] of [
      [demo, true],
      [real.browser, false],
    ] as const) {
      const user = await getSessionUser(browser)
      const record = (
        await db()
          .doc(`sessions/${await sidOf(browser)}`)
          .get()
      ).data()
      expect(record).toMatchObject({ uid: user?.uid, demo: demoFlag, endedAt: null })
      expect(record?.expiresAt).toBeGreaterThan(Date.now())
    }
  })

  test('sign-out ends that session at once, a quick demo one too', async () => {
    for (const browser of [
      browserWith((await startQuickDemo('buyer')).headers),
      (await account()).browser,
    ]) {
      expect(await getSessionUser(browser)).not.toBeNull()
      await signOut(browser)
      expect(await getSessionUser(browser)).toBeNull()
      expect(
        (
          await db()
            .doc(`sessions/${await sidOf(browser)}`)
            .get()
        ).data(),
      ).toMatchObject({ endedBy: 'sign-out' })
    }
  })

  test('ending all of an account’s sessions ends every one of them and nobody else’s', async () => {
    const owner = await account()
    const other = await account()
    const second = await signInWithPassword(owner.email, 'Secret123')
    if (!second.ok) throw new Error('sign-in failed')
    const browsers = [owner.browser, browserWith(second.headers)]
    for (const browser of [...browsers, other.browser])
      expect(await getSessionUser(browser)).not.toBeNull()
    await endAllSessionsOf(owner.uid, 'password-reset')
    for (const browser of browsers) expect(await getSessionUser(browser)).toBeNull()
    expect(await getSessionUser(other.browser)).not.toBeNull()
  })

  test('a disabled account’s session is refused by Firebase’s own check', async () => {
    const owner = await account()
    await auth().updateUser(owner.uid, { disabled: true })
    expect(await getSessionUser(owner.browser)).toBeNull()
  })

  test('a well-signed cookie whose session has no record is refused', async () => {
    const { user } = await startQuickDemo('vendor')
    const session = await getSession(new Request('http://localhost/'))
    session.set('user', user)
    session.set('sid', 'A'.repeat(24))
    const forged = new Request('http://localhost/', {
      headers: { cookie: (await commitSession(session)).split(';')[0]! },
    })
    expect(await getSessionUser(forged)).toBeNull()
  })

  test('a session cookie read again says the same; a changed one says nothing; a caller’s edits stay its own', async () => {
    const browser = browserWith((await startQuickDemo('seller')).headers)
    const first = await getSessionUser(browser)
    first!.displayName = 'Someone Else'
    expect(await getSessionUser(browser)).toMatchObject({
      uid: first!.uid,
      displayName: expect.not.stringMatching('Someone Else'),
    })
    const cookie = browser.headers.get('cookie')!
    const tampered = cookie.replace(
      /(__session=[^.;]*\.)([^;])/,
      (_whole, head: string, sign: string) => `${head}${sign === 'A' ? 'B' : 'A'}`,
    )
    expect(tampered).not.toBe(cookie)
    expect(
      await getSessionUser(new Request('http://localhost/', { headers: { cookie: tampered } })),
    ).toBeNull()
    expect(
      await getSessionUser(
        new Request('http://localhost/', { headers: { cookie: `x__session=1; ${cookie}` } }),
      ),
    ).toMatchObject({ uid: first!.uid })
  })

  test('an expired session is refused, and pruned', async () => {
    const browser = browserWith((await startQuickDemo('buyer')).headers)
    const record = db().doc(`sessions/${await sidOf(browser)}`)
    await record.update({ expiresAt: Date.now() - 1 })
    expect(await getSessionUser(browser)).toBeNull()
    expect(await pruneExpiredSessions()).toBeGreaterThanOrEqual(1)
    expect((await record.get()).exists).toBe(false)
  })
})
