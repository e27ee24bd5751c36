import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { demoAccounts } from './demo-users.server'
import { mailboxAccess, noteResetRequest, rememberRecipient } from './mailbox-cookie.server'
import { mailboxFor, queueMail } from './mailbox.server'
import { messages } from './messages'
import { sendPasswordReset } from './password-reset.server'
import { register } from './register.server'
import type { SessionUser } from './session.server'

async function person() {
  const email = `mailbox-${randomUUID().slice(0, 8)}@example.com`
  const created = await register({
    fullName: 'Mae Mailbox',
    email,
    password: 'Secret123',
    role: 'user',
  })
  if (!created.ok) throw new Error('registration failed')
  return created.user
}
const nobody = { recipients: [], requested: [] }

describe('the demo mailbox', () => {
  test('a signed-in recipient reads their own mail; nobody else does', async () => {
    const [recipient, other] = await Promise.all([person(), person()])
    const subject = `An offer on your home ${randomUUID().slice(0, 6)}`
    await queueMail({
      toUid: recipient.uid,
      to: recipient.email,
      subject,
      text: 'A buyer offered $250,000.',
    })
    const seen = (viewer: SessionUser | null) =>
      mailboxFor(viewer, nobody).then((box) => box.letters.map((letter) => letter.subject))
    expect(await seen(recipient)).toContain(subject)
    expect(await seen(other)).not.toContain(subject)
    expect(await seen(null)).not.toContain(subject)
  })

  test('reset mail shows only where the reset was asked for and the account signed in before', async () => {
    const owner = await person()
    expect(await sendPasswordReset(owner.email)).toEqual({ ok: true })
    const resetsFor = async (access: { recipients: string[]; requested: string[] }) => {
      const box = await mailboxFor(null, access)
      return {
        links: box.letters.filter((letter) => letter.to === owner.email && letter.link).length,
        withheld: box.withheldResets,
      }
    }
    expect(await resetsFor({ recipients: [], requested: [owner.email] })).toEqual({
      links: 0,
      withheld: 1,
    })
    expect(await resetsFor({ recipients: [owner.email], requested: [] })).toEqual({
      links: 0,
      withheld: 0,
    })
    expect(await resetsFor({ recipients: [owner.email], requested: [owner.email] })).toEqual({
      links: 1,
      withheld: 0,
    })
  })

  test('the mailbox cookie keeps what this browser did, and a tampered one counts for nothing', async () => {
    const first = await rememberRecipient(new Request('http://localhost/'), 'Owner@Example.com')
    const withCookie = (setCookie: string) =>
      new Request('http://localhost/', { headers: { cookie: setCookie.split(';')[0]! } })
    const second = await noteResetRequest(withCookie(first), 'owner@example.com')
    expect(await mailboxAccess(withCookie(second))).toEqual({
      recipients: ['owner@example.com'],
      requested: ['owner@example.com'],
    })
    const [name, value] = second.split(';')[0]!.split('=') as [string, string]
    const tampered = `${name}=${Buffer.from(JSON.stringify({ recipients: ['victim@example.com'], requests: [{ email: 'victim@example.com', at: Date.now() }] })).toString('base64')}.${value.split('.').at(-1)}`
    expect(await mailboxAccess(withCookie(tampered))).toEqual(nobody)
  })

  test('the shared demo accounts’ passwords cannot be reset', async () => {
    expect(await sendPasswordReset(demoAccounts[0].email)).toMatchObject({
      ok: false,
      message: messages.reset.sharedDemoAccount,
    })
  })
})
