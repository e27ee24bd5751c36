import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { startDemo } from './demo-login.server'
import { honeypotName } from './honeypot'
import { messages } from './messages'
import { requestPasswordReset } from './password-reset-attempt.server'
import { register } from './register.server'
import { registerAccount } from './registration-attempt.server'
import { signIn } from './sign-in-attempt.server'

// the login, registration, reset and demo forms' posts, behind their guards, on the emulators

const email = () => `vitest-${randomUUID().slice(0, 8)}@example.com`
const address = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const password = 'Secret123'

function post(path: string, fields: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return { request: new Request(`http://localhost${path}`, { method: 'POST' }), form }
}

async function account(role: 'user' | 'vendor' = 'user') {
  const created = await register({ fullName: 'Vi Tester', email: email(), password, role })
  if (!created.ok) throw new Error(created.message)
  return created.user.email
}

async function thrown(action: () => Promise<unknown>) {
  const error = await action().then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof Response)) throw new Error('expected an expected error')
  return { status: error.status, body: await error.json() }
}

describe('signing in from the login form', () => {
  test('five wrong guesses from one address spend its budget: the sixth try is refused even with the right password', async () => {
    const user = await account()
    const from = address()
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await signIn({
        ...post('/auth/login'),
        clientIp: from,
        fields: { email: user, password: 'Wrong1234' },
      })
      expect(wrong).toMatchObject({
        ok: false,
        status: 400,
        message: messages.signIn.wrongPassword,
      })
    }
    const right = await signIn({
      ...post('/auth/login'),
      clientIp: from,
      fields: { email: user, password },
    })
    expect(right).toMatchObject({
      ok: false,
      status: 429,
      message: messages.signIn.tooManyRequests,
    })
    expect(right.ok || right.retryAfterSeconds).toBeGreaterThan(0)
    expect(
      await signIn({
        ...post('/auth/login'),
        clientIp: address(),
        fields: { email: user, password },
      }),
    ).toMatchObject({ ok: true })
  })

  test('an e-mail with no account counts as a wrong guess', async () => {
    const from = address()
    for (let guess = 0; guess < 5; guess++) {
      expect(
        await signIn({
          ...post('/auth/login'),
          clientIp: from,
          fields: { email: 'nobody-here@example.com', password },
        }),
      ).toMatchObject({ ok: false, status: 400 })
    }
    expect(
      await signIn({
        ...post('/auth/login'),
        clientIp: from,
        fields: { email: 'nobody-here@example.com', password },
      }),
    ).toMatchObject({ status: 429 })
  })

  test('a filled honeypot is refused like a spent budget, before any password is checked', async () => {
    const user = await account()
    const { request, form } = post('/auth/login', { [honeypotName]: 'https://spam.example' })
    expect(
      await signIn({ request, form, clientIp: address(), fields: { email: user, password } }),
    ).toMatchObject({ ok: false, status: 429 })
  })

  test('lands where the page’s address asks: a payment hand-off, else a same-site redirectTo, never back on /auth, else the dashboard', async () => {
    const vendor = await account('vendor')
    const landing = async (path: string, formRedirectTo?: string) => {
      const outcome = await signIn({
        ...post(path),
        clientIp: address(),
        fields: { email: vendor, password, redirectTo: formRedirectTo },
      })
      if (!outcome.ok) throw new Error(outcome.message)
      expect(outcome.headers.get('set-cookie')).toMatch(/__session=.*__known=/s)
      return outcome.landing
    }
    expect(await landing('/auth/login?redirect=payment&plan=pro&amount=49&redirectTo=/cma')).toBe(
      '/services?autoSelect=pro&amount=49',
    )
    expect(await landing('/auth/login?redirectTo=/property/ames-0001')).toBe('/property/ames-0001')
    expect(await landing('/auth/login', '/cma?home=ames-0002')).toBe('/cma?home=ames-0002')
    expect(await landing('/auth/login?redirectTo=//evil.example/x')).toBe('/vendor-dashboard')
    expect(await landing('/auth/login?redirectTo=/auth/register')).toBe('/vendor-dashboard')
  })

  test('an unreachable Firebase answers 503, so the visitor knows to try again later', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9'
    try {
      expect(
        await signIn({
          ...post('/auth/login'),
          clientIp: address(),
          fields: { email: email(), password },
        }),
      ).toMatchObject({ ok: false, status: 503, message: messages.signIn.network })
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = host
    }
  })
})

describe('registering, asking for a reset link and starting a demo user', () => {
  const details = (role: 'user' | 'vendor') => ({
    fullName: 'Ana Vendor',
    email: email(),
    password,
    confirmPassword: password,
    role,
  })

  test('a new vendor lands on the vendor dashboard; the same e-mail again is refused with 400', async () => {
    const fields = details('vendor')
    const created = await registerAccount({
      ...post('/auth/register'),
      clientIp: address(),
      fields,
    })
    expect(created).toMatchObject({ ok: true, landing: '/vendor-dashboard' })
    expect(
      await registerAccount({ ...post('/auth/register'), clientIp: address(), fields }),
    ).toMatchObject({ ok: false, status: 400, message: messages.register.emailInUse })
  })

  test('six registrations for one e-mail in ten minutes: the sixth is refused with the wait', async () => {
    const fields = details('user')
    for (let attempt = 0; attempt < 5; attempt++)
      await registerAccount({ ...post('/auth/register'), clientIp: address(), fields })
    const refused = await registerAccount({
      ...post('/auth/register'),
      clientIp: address(),
      fields,
    })
    expect(refused).toMatchObject({ ok: false, status: 429 })
    expect(refused.ok ? '' : refused.message).toMatch(
      /^Too many attempts to create an account\. Please try again in \d+ minutes?\.$/,
    )
  })

  test('a reset link for an account that does not exist is refused; in demo mode a sent one opens the demo mailbox', async () => {
    const from = address()
    expect(
      await requestPasswordReset({
        ...post('/auth/forgot-password'),
        clientIp: from,
        email: email(),
      }),
    ).toMatchObject({ ok: false, status: 400, message: messages.reset.userNotFound })
    const sent = await requestPasswordReset({
      ...post('/auth/forgot-password'),
      clientIp: from,
      email: await account(),
    })
    expect(sent).toMatchObject({ ok: true, mailbox: true })
    expect(sent.ok && sent.headers.get('set-cookie')).toMatch(/^__mailbox=/)
  })

  test('a demo user starts only for a quick demo role', async () => {
    expect(await thrown(() => startDemo({ clientIp: address(), role: 'admin' }))).toEqual({
      status: 400,
      body: { message: messages.refused.demoRole },
    })
    const started = await startDemo({ clientIp: address(), role: 'seller' })
    expect(started).toMatchObject({
      ok: true,
      landing: '/seller-dashboard-authentic',
      toast: { title: 'Demo user ready' },
    })
  })
})
