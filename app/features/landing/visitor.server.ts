import { randomUUID } from 'node:crypto'
import { createCookie, type Cookie } from '@remix-run/node'
import { isbot } from 'isbot'
import { env, isDemoMode, sessionSecrets } from '~/platform/env.server'

// A/B tests know a visitor by a random id in a signed, HttpOnly, SameSite=Lax cookie, set only
// when a page under test is seen; the variant follows from the id, so no script is needed
export const visitorDays = 90
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

let cookie: Cookie | undefined
function visitorCookie(): Cookie {
  cookie ??= createCookie('visitor', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env().NODE_ENV === 'production' && !isDemoMode(),
    secrets: sessionSecrets(),
    maxAge: visitorDays * 24 * 60 * 60,
  })
  return cookie
}

// the visitor id the request carries, if its signature holds
export async function visitorIdOf(request: Request): Promise<string | null> {
  const value: unknown = await visitorCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && uuid.test(value) ? value : null
}

// this visitor's id, and the cookie that gives a new one to the browser
export async function visitorOf(
  request: Request,
): Promise<{ id: string; setCookie: string | null }> {
  const known = await visitorIdOf(request)
  if (known) return { id: known, setCookie: null }
  const id = randomUUID()
  return { id, setCookie: await visitorCookie().serialize(id) }
}

// crawlers and link previews see the control and are never counted
export function isCrawler(request: Request): boolean {
  return isbot(request.headers.get('User-Agent'))
}
