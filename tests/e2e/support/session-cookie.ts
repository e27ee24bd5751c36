import { readFileSync } from 'node:fs'
import path from 'node:path'
import { test, type BrowserContext, type Page } from '@playwright/test'
import type { startQuickDemo } from '../../../app/features/accounts/demo-users.server'
import type { sessionFromIdToken } from '../../../app/features/accounts/sign-in.server'
import { e2eDataDir } from './paths'

// A session started the way the server starts one at sign-in (a Firebase session cookie for a
// real account, a sessions/{sid} record and the signed __session cookie), by the product's own
// code run against the suite's emulators, with the server's secret. For tests that are not about
// signing in: the sign-in, registration, social and session specs sign in through the page.

type ServerSide = {
  sessionFromIdToken: typeof sessionFromIdToken
  startQuickDemo: typeof startQuickDemo
  authHost: string
}

let serverSide: Promise<ServerSide> | undefined

// the product's modules read their settings from the environment once, so it is set before they load
function loadServerSide(): Promise<ServerSide> {
  serverSide ??= (async () => {
    const runtime = JSON.parse(readFileSync(path.join(e2eDataDir, 'runtime.json'), 'utf8')) as {
      firestoreHost: string
      authHost: string
    }
    process.env.FIRESTORE_EMULATOR_HOST = runtime.firestoreHost
    process.env.FIREBASE_AUTH_EMULATOR_HOST = runtime.authHost
    process.env.METADATA_SERVER_DETECTION = 'none'
    process.env.SESSION_SECRET = readFileSync(
      path.join(e2eDataDir, 'session-secret'),
      'utf8',
    ).trim()
    process.env.LOG_LEVEL = 'silent'
    process.env.ENV_FILE = ''
    const [{ sessionFromIdToken }, { startQuickDemo }] = await Promise.all([
      import('../../../app/features/accounts/sign-in.server'),
      import('../../../app/features/accounts/demo-users.server'),
    ])
    return { sessionFromIdToken, startQuickDemo, authHost: runtime.authHost }
  })()
  return serverSide
}

async function idTokenFor(authHost: string, email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  const answer = (await response.json()) as { idToken?: string; error?: { message: string } }
  if (!answer.idToken)
    throw new Error(`signInWithPassword ${email}: ${answer.error?.message ?? response.status}`)
  return answer.idToken
}

async function addSessionCookie(context: BrowserContext, headers: Headers) {
  const value = headers.get('Set-Cookie')?.match(/__session=([^;]+)/)?.[1]
  if (!value) throw new Error('the server side made no session cookie')
  await context.addCookies([
    {
      name: '__session',
      value,
      url: test.info().project.use.baseURL!,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
}

// a real account's session in this page's browser, as a password sign-in makes it
export async function startSessionAs(page: Page, user: { email: string; password: string }) {
  const { sessionFromIdToken, authHost } = await loadServerSide()
  const outcome = await sessionFromIdToken(
    await idTokenFor(authHost, user.email, user.password),
    'buyer',
  )
  if (!outcome.ok) throw new Error(`no session for ${user.email}: ${outcome.message}`)
  await addSessionCookie(page.context(), outcome.headers)
}

// a quick demo user's session, as "Continue as Demo …" makes it
export async function startDemoSession(page: Page, role: 'buyer' | 'seller' | 'vendor') {
  const { startQuickDemo } = await loadServerSide()
  const { headers } = await startQuickDemo(role)
  await addSessionCookie(page.context(), headers)
}
