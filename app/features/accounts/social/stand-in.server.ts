import { createHmac, timingSafeEqual } from 'node:crypto'
import { env, isDemoMode, sessionSecrets } from '~/platform/env.server'
import { logger } from '~/platform/logger.server'
import { mswHttp, startStandIn, stopStandIn } from '~/platform/http/stand-ins.server'
import type { SocialProvider } from './providers.server'

// demo mode has no connection to Google or Facebook: their sign-in page is our stand-in page,
// and their token and profile endpoints are answered in this process at the HTTP layer (msw).
// With real client ids or OAUTH_PROVIDER_BASE_URL set, nothing is intercepted
export type StandInPerson = { provider: SocialProvider; name: string; email: string }

const sign = (payload: string) =>
  createHmac('sha256', sessionSecrets()[0]!).update(`stand-in:${payload}`).digest('base64url')

export function standInCode(person: StandInPerson): string {
  const payload = Buffer.from(JSON.stringify(person)).toString('base64url')
  return `${payload}.${sign(payload)}`
}

function readStandInCode(code: string): StandInPerson | null {
  const [payload, signature] = code.replace(/^stand-in-token\./, '').split('.')
  if (!payload || !signature) return null
  const expected = Buffer.from(sign(payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as StandInPerson
  } catch {
    return null
  }
}

const subjectOf = (person: StandInPerson) =>
  `stand-in-${createHmac('sha256', 'subject').update(person.email.toLowerCase()).digest('hex').slice(0, 20)}`

// the Auth emulator accepts an id_token given as JSON claims
const idTokenOf = (person: StandInPerson) =>
  JSON.stringify({
    sub: subjectOf(person),
    email: person.email,
    email_verified: true,
    name: person.name,
  })

function tokenResponse(code: string | null) {
  const person = code ? readStandInCode(code) : null
  if (!person) return Response.json({ error: 'invalid_grant' }, { status: 400 })
  return Response.json({
    access_token: `stand-in-token.${code}`,
    token_type: 'Bearer',
    expires_in: 3600,
    scope: 'openid email profile',
    id_token: idTokenOf(person),
  })
}

async function codeFrom(request: Request) {
  const body = new URLSearchParams(await request.text())
  return body.get('code') ?? new URL(request.url).searchParams.get('code')
}

const personFromBearer = (request: Request) =>
  readStandInCode((request.headers.get('authorization') ?? '').replace(/^Bearer /, ''))

// its answers are plain Responses, so msw is loaded only when the stand-in starts
const handlers = async () => {
  const http = await mswHttp()
  return [
    http.post('https://oauth2.googleapis.com/token', async ({ request }) =>
      tokenResponse(await codeFrom(request)),
    ),
    http.get('https://www.googleapis.com/oauth2/v3/userinfo', ({ request }) => {
      const person = personFromBearer(request)
      if (!person) return Response.json({ error: 'invalid_token' }, { status: 401 })
      const [given = '', ...family] = person.name.split(' ')
      return Response.json({
        sub: subjectOf(person),
        name: person.name,
        given_name: given,
        family_name: family.join(' '),
        picture: '',
        email: person.email,
        email_verified: true,
        locale: 'en',
      })
    }),
    http.all('https://graph.facebook.com/:version/oauth/access_token', async ({ request }) =>
      tokenResponse(await codeFrom(request)),
    ),
    http.get('https://graph.facebook.com/me', ({ request }) => {
      const person = personFromBearer(request)
      if (!person)
        return Response.json({ error: { message: 'Invalid OAuth access token.' } }, { status: 401 })
      const [first = '', ...last] = person.name.split(' ')
      return Response.json({
        id: subjectOf(person),
        name: person.name,
        first_name: first,
        last_name: last.join(' '),
        email: person.email,
        picture: { data: { url: '' } },
      })
    }),
  ]
}

export function standInActive(): boolean {
  const config = env()
  return isDemoMode() && !config.OAUTH_PROVIDER_BASE_URL
}

export async function startOAuthStandIn() {
  if (!standInActive()) return
  await startStandIn('oauth', await handlers())
  logger.info(
    { event: 'oauth.stand-in-ready' },
    'Google and Facebook stand-ins answer in this process',
  )
}

export async function stopOAuthStandIn() {
  await stopStandIn('oauth')
}
