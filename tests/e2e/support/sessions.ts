import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'

// the cookie session is signed, not encrypted: a test may read what it carries
export function sessionData(cookieValue: string): { user?: { uid: string }; sid?: string } {
  const signed = decodeURIComponent(cookieValue)
  const payload = signed.slice(0, signed.lastIndexOf('.'))
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
}

export function sessionCookieFrom(setCookie: string | null): string | null {
  return setCookie?.match(/__session=([^;]+)/)?.[1] ?? null
}

// what someone who copied the browser's session cookie holds
export async function copySession(context: BrowserContext): Promise<string> {
  const session = (await context.cookies()).find((cookie) => cookie.name === '__session')
  expect(session, 'a session cookie').toBeTruthy()
  return session!.value
}

// a guarded page asked for with only the copied cookie, as another machine would
export async function visitWithCopy(
  copy: string,
  path = '/buyer-dashboard',
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(new URL(path, test.info().project.use.baseURL), {
    headers: { cookie: `__session=${copy}` },
    redirect: 'manual',
  })
  await response.arrayBuffer()
  return { status: response.status, location: response.headers.get('location') }
}

export async function signOut(page: Page) {
  await page.locator('.role-switcher summary').click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.locator('.role-switcher')).toHaveCount(0)
}

// a second browser, with the project's settings (JavaScript on or off)
export async function anotherBrowser(browser: Browser) {
  const { baseURL, javaScriptEnabled } = test.info().project.use
  return browser.newContext({ baseURL, javaScriptEnabled: javaScriptEnabled !== false })
}
