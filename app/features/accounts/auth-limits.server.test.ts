import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { signInLimits } from './auth-limits.server'
import { honeypotName } from './honeypot'

const email = () => `limits-${randomUUID().slice(0, 8)}@example.com`
const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`
const login = (cookie?: string) =>
  new Request('http://threshold.test/auth/login', {
    method: 'POST',
    headers: cookie ? { Cookie: cookie } : {},
  })
const form = (fields: Record<string, string> = {}) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

async function guess(account: string, clientIp: string, times: number, cookie?: string) {
  for (let attempt = 0; attempt < times; attempt++) {
    if ((await signInLimits.check(login(cookie), clientIp, account, form())).allowed)
      await signInLimits.failed(login(cookie), clientIp, account)
  }
}

describe('failed sign-in limits', () => {
  test('five wrong guesses from one address stop that address only; the owner elsewhere signs in', async () => {
    const account = email()
    const [attacker, owner] = [address(), address()]
    await guess(account, attacker, 8)
    const refused = await signInLimits.check(login(), attacker, account, form())
    expect(refused).toMatchObject({ allowed: false })
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect(await signInLimits.check(login(), owner, account, form())).toEqual({ allowed: true })
  })

  test('guesses spread over many addresses are slowed per account, yet the browser that signed in before is let through', async () => {
    const account = email()
    const home = address()
    const known = (await signInLimits.succeeded(login(), home, account)).split(';')[0]!
    for (let bot = 0; bot < 10; bot++) await guess(account, address(), 5)
    expect(await signInLimits.check(login(), address(), account, form())).toMatchObject({
      allowed: false,
    })
    expect(await signInLimits.check(login(known), home, account, form())).toEqual({ allowed: true })
    expect(await signInLimits.check(login(known), address(), account, form())).toEqual({
      allowed: true,
    })
  })

  test('a known browser still has a budget of its own, so a stolen note cannot guess freely', async () => {
    const account = email()
    const home = address()
    const known = (await signInLimits.succeeded(login(), home, account)).split(';')[0]!
    await guess(account, home, 5, known)
    expect(await signInLimits.check(login(known), home, account, form())).toMatchObject({
      allowed: false,
    })
    expect(await signInLimits.check(login(), address(), account, form())).toEqual({ allowed: true })
  })

  test('one address working through a list of accounts is stopped after 100 failures a day', async () => {
    const clientIp = address()
    for (let account = 0; account < 25; account++) await guess(email(), clientIp, 4)
    expect(await signInLimits.check(login(), clientIp, email(), form())).toMatchObject({
      allowed: false,
    })
  })

  test('a filled honeypot is refused with a time to wait', async () => {
    expect(
      await signInLimits.check(
        login(),
        address(),
        email(),
        form({ [honeypotName]: 'http://spam.example' }),
      ),
    ).toMatchObject({
      allowed: false,
      retryAfterSeconds: 600,
    })
  })
})
