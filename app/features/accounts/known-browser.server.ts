import { createHash } from 'node:crypto'
import { createCookie, type Cookie } from '@remix-run/node'
import { env, isDemoMode, sessionSecrets } from '~/platform/env.server'

// a browser that has signed in to an account carries a signed note of it (OWASP's "device
// cookie"), so the per-account budget that slows guessers spread over many addresses never
// refuses the owner's own browser; the note names no account, only a hash of its e-mail
const maxAccounts = 5
let cookie: Cookie | undefined

function knownBrowserCookie() {
  cookie ??= createCookie('__known', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/auth',
    secure: env().NODE_ENV === 'production' && !isDemoMode(),
    maxAge: 180 * 24 * 60 * 60,
    secrets: sessionSecrets(),
  })
  return cookie
}

const accountTag = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 16)

async function knownTags(request: Request): Promise<string[]> {
  const value: unknown = await knownBrowserCookie().parse(request.headers.get('Cookie'))
  return Array.isArray(value)
    ? value.filter((tag): tag is string => typeof tag === 'string').slice(0, maxAccounts)
    : []
}

export async function browserKnowsAccount(request: Request, email: string): Promise<boolean> {
  return (await knownTags(request)).includes(accountTag(email))
}

// the Set-Cookie that adds this account to the browser's note, most recent first
export async function rememberAccountInBrowser(request: Request, email: string): Promise<string> {
  const tag = accountTag(email)
  const tags = [tag, ...(await knownTags(request)).filter((known) => known !== tag)].slice(
    0,
    maxAccounts,
  )
  return knownBrowserCookie().serialize(tags)
}
