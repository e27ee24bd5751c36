import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { createUser, signIn } from './support/accounts'
import { startSessionAs } from './support/session-cookie'

// a redirect target a visitor chose (redirectTo, returnTo) never sends anyone to another site,
// however it is dressed up: every answer's Location is a path on this site (ADR 018)
const demoBuyer = { email: 'buyer@demo.threshold.example', password: 'Demo1234' }
const disguised = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2e//evil.example',
  '/a/..//evil.example',
  '/./\\evil.example',
  '//evil.example',
  'https://evil.example/',
]

function expectLocalLocation(location: string | undefined, label: string) {
  expect(location, label).toBeTruthy()
  expect(location!.startsWith('/'), `${label} → ${location}`).toBe(true)
  expect(location![1], `${label} → ${location}`).not.toMatch(/[/\\]/)
}

async function signInBy(
  request: APIRequestContext,
  query: string,
  body: Record<string, string> = {},
) {
  return request.post(`/auth/login${query}`, { form: { ...demoBuyer, ...body }, maxRedirects: 0 })
}

test.describe('server answers', () => {
  test('sign-in with a disguised off-site redirectTo lands on the dashboard, in the query, the body and a data request', async ({
    playwright,
    baseURL,
  }) => {
    for (const target of disguised) {
      const request = await playwright.request.newContext({ baseURL })
      const inQuery = await signInBy(request, `?redirectTo=${encodeURIComponent(target)}`)
      expect(inQuery.status(), target).toBe(302)
      expect(inQuery.headers().location, `query ${target}`).toBe('/buyer-dashboard')
      const inBody = await signInBy(request, '', { redirectTo: target })
      expect(inBody.headers().location, `body ${target}`).toBe('/buyer-dashboard')
      const data = await request.post(`/auth/login.data?redirectTo=${encodeURIComponent(target)}`, {
        form: demoBuyer,
        maxRedirects: 0,
      })
      expectLocalLocation(data.headers().location, `data ${target}`)
      expect(await data.text(), `data ${target}`).not.toContain('evil.example')
      await request.dispose()
    }
  })

  test('the property page’s returnTo never leads off the site', async ({ page }) => {
    await startSessionAs(page, await createUser({ role: 'buyer' }))
    for (const target of disguised) {
      for (const intent of ['save', 'unsave']) {
        const response = await page.request.post('/property/ames-0001', {
          form: { intent, returnTo: target },
          maxRedirects: 0,
        })
        expect(response.status(), target).toBe(302)
        expect(response.headers().location, `${intent} ${target}`).toBe('/property/ames-0001')
      }
    }
    const honoured = await page.request.post('/property/ames-0001', {
      form: { intent: 'save', returnTo: '/property-search?beds=3' },
      maxRedirects: 0,
    })
    expect(honoured.headers().location).toBe('/property-search?beds=3')
  })
})

test(
  'a visitor sent to sign in with a disguised off-site redirectTo stays on Threshold',
  { tag: '@no-js' },
  async ({ page }) => {
    await signIn(
      page,
      await createUser({ role: 'buyer' }),
      `?redirectTo=${encodeURIComponent('/.//evil.example')}`,
    )
    await expect(page).toHaveURL(/\/buyer-dashboard$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buyer dashboard')
  },
)
