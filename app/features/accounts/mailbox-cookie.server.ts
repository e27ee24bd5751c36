import { createCookie } from '@remix-run/node'
import { env, isDemoMode, sessionSecrets } from '~/platform/env.server'

// the demo mailbox stands in for each person's own inbox. Demo mode has no inbox to prove an
// address with, so a browser may read an address's reset mail only when it holds both: it has
// signed in to that account before (a recipient of this browser), and it asked for the reset
// itself. A stranger who asks for someone else's reset link holds the second, never the first.
export type MailboxAccess = { recipients: string[]; requested: string[] }
type Stored = { recipients: string[]; requests: Array<{ email: string; at: number }> }

const keptRecipients = 5
const keptRequests = 10
const requestLifetimeMs = 24 * 60 * 60 * 1000

const mailboxCookie = () =>
  createCookie('__mailbox', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/auth',
    secure: env().NODE_ENV === 'production' && !isDemoMode(),
    secrets: sessionSecrets(),
    maxAge: 30 * 24 * 60 * 60,
  })

async function read(request: Request, now: number): Promise<Stored> {
  const stored = (await mailboxCookie().parse(
    request.headers.get('Cookie'),
  )) as Partial<Stored> | null
  const recipients = Array.isArray(stored?.recipients)
    ? stored.recipients.filter((email) => typeof email === 'string')
    : []
  const requests = Array.isArray(stored?.requests)
    ? stored.requests.filter(
        (entry) =>
          typeof entry?.email === 'string' &&
          typeof entry.at === 'number' &&
          now - entry.at < requestLifetimeMs,
      )
    : []
  return { recipients, requests }
}

const normal = (email: string) => email.trim().toLowerCase()

export async function rememberRecipient(
  request: Request,
  email: string,
  now = Date.now(),
): Promise<string> {
  const stored = await read(request, now)
  const recipients = [
    normal(email),
    ...stored.recipients.filter((known) => known !== normal(email)),
  ].slice(0, keptRecipients)
  return mailboxCookie().serialize({ ...stored, recipients })
}

export async function noteResetRequest(
  request: Request,
  email: string,
  now = Date.now(),
): Promise<string> {
  const stored = await read(request, now)
  const requests = [
    { email: normal(email), at: now },
    ...stored.requests.filter((entry) => entry.email !== normal(email)),
  ].slice(0, keptRequests)
  return mailboxCookie().serialize({ ...stored, requests })
}

export async function mailboxAccess(request: Request, now = Date.now()): Promise<MailboxAccess> {
  const stored = await read(request, now)
  return { recipients: stored.recipients, requested: stored.requests.map((entry) => entry.email) }
}
