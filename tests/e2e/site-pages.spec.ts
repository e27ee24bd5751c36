import type { Page } from '@playwright/test'
import { journeys, type Journey } from '../../app/features/site/how-it-works'
import { siteMessages } from '../../app/features/site/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { startDemoSession, startSessionAs } from './support/session-cookie'
import { copySession, visitWithCopy } from './support/sessions'
import { visibleTextOf } from './support/visible-text'

// issue 23, the pages every site owes its users: how it works, why Threshold, clearing this
// site's data, the terms and the privacy notice

const sitePages = [
  { path: '/how-it-works', heading: siteMessages.howItWorks.title },
  { path: '/why-threshold', heading: siteMessages.whyThreshold.title },
  { path: '/clear-cache', heading: siteMessages.clearCache.title },
  { path: '/terms', heading: 'Terms of use' },
  { path: '/privacy', heading: 'Privacy' },
]

for (const { path, heading } of sitePages) {
  test(`${path} is a page of its own, with its heading and title and no WCAG 2.2 AA violations`, async ({
    page,
    axe,
    javaScriptEnabled,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(`${heading} · Threshold`)
    await expect(page.locator('.planned-page')).toHaveCount(0)
    if (javaScriptEnabled) await axe()
  })
}

test('the header and the footer lead to these pages', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .locator('.site-nav__desktop')
    .getByRole('link', { name: 'How It Works', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteMessages.howItWorks.title)
  await page
    .getByRole('navigation', { name: 'Main' })
    .locator('.site-nav__desktop')
    .getByRole('link', { name: 'Why Threshold?', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteMessages.whyThreshold.title)
  await page
    .locator('footer.site-footer')
    .getByRole('link', { name: "Clear this site's data" })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteMessages.clearCache.title)
})

test.describe('how it works', () => {
  test('every link opens a built page, for the kind of account its journey is for', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    await page.goto('/how-it-works')
    const hrefsIn = (scope: ReturnType<Page['getByRole']>) =>
      scope
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    const inMain = await hrefsIn(page.getByRole('main'))
    const byAudience = new Map<Journey['audience'] | 'visitor', Set<string>>()
    const add = (audience: Journey['audience'] | 'visitor', href: string) =>
      byAudience.set(audience, (byAudience.get(audience) ?? new Set()).add(href))
    const inJourneys = new Set<string>()
    for (const journey of journeys) {
      const hrefs = await hrefsIn(page.getByRole('region', { name: journey.heading }))
      const expected = [journey.overview, ...journey.steps.flatMap((step) => step.links)]
        .filter((link) => link !== undefined)
        .map((link) => link.to)
      expect(hrefs, journey.heading).toEqual(expected)
      for (const href of hrefs) {
        add(journey.audience, href)
        inJourneys.add(href)
      }
    }
    for (const href of inMain.filter((href) => !inJourneys.has(href))) add('visitor', href)
    expect(
      inMain.every((href) => href.startsWith('/')),
      inMain.join(' '),
    ).toBe(true)

    for (const [audience, hrefs] of byAudience) {
      // only requests follow the links, with the session of a quick demo user of the journey's kind
      const context = await browser.newContext({ baseURL })
      try {
        const visitor = await context.newPage()
        if (audience !== 'visitor') await startDemoSession(visitor, audience)
        for (const href of hrefs) {
          const response = await visitor.request.get(href)
          const landed = new URL(response.url())
          expect(response.status(), `${href} as ${audience}`).toBe(200)
          expect(landed.pathname, `${href} as ${audience} ends on a sign-in page`).not.toMatch(
            /^\/auth\//,
          )
          const html = await response.text()
          expect(html, `${href} is a placeholder`).not.toContain('class="planned-page"')
          expect(visibleTextOf(html), href).not.toContain('Page not found')
        }
      } finally {
        await context.close()
      }
    }
  })
})

test.describe('why Threshold', () => {
  test('shows the valuation accuracy /ai-valuation-details measures, figure for figure', async ({
    page,
  }) => {
    await page.goto('/ai-valuation-details')
    // the Ames model's table; an uploaded market has its own below it
    const cell = (row: RegExp) =>
      page
        .getByRole('table', { name: 'Accuracy on held-out sales' })
        .getByRole('row', { name: row })
        .getByRole('cell')
    const mdape = (await cell(/^Median absolute error/).textContent())!.trim()
    const within10 = (await cell(/^Within 10%/).textContent())!.trim()
    const coverage80 = (await cell(
      /^Sale prices inside the stated 80% range/,
    ).textContent())!.trim()
    const heldOut = (await page
      .getByText(/Ames, Iowa: five-fold cross-validation on [\d,]+ sales/)
      .textContent())!.match(/on ([\d,]+) sales/)![1]
    expect(mdape).toMatch(/^\d+\.\d%$/)

    await page.goto('/why-threshold')
    const valuation = page.getByRole('region', { name: /^Estimates that show/ })
    await expect(valuation.getByRole('listitem')).toHaveText([
      `${mdape} median error on ${heldOut} held-out sales`,
      `${within10} of estimates within 10% of the sale price`,
      `${coverage80} of sale prices inside the stated 80% range`,
    ])
    await expect(
      valuation.getByRole('link', { name: 'How the valuation works and how it is measured' }),
    ).toHaveAttribute('href', '/ai-valuation-details')
  })

  test('counts the homes the search covers as the search page counts them', async ({ page }) => {
    const countIn = (text: string | null) =>
      Number(text?.match(/^([\d,]+) homes?/)?.[1]?.replace(/,/g, '') ?? NaN)
    // a listing published meanwhile by another test changes both; read them again until they agree
    await expect(async () => {
      await page.goto('/property-search')
      const searched = countIn(await page.locator('#results-count').textContent())
      await page.goto('/why-threshold')
      const shown = countIn(
        await page
          .getByRole('region', { name: 'Search that reads what you mean' })
          .getByRole('listitem')
          .textContent(),
      )
      expect(searched).toBeGreaterThan(0)
      expect(shown).toBe(searched)
    }).toPass({ timeout: 20_000 })
  })

  test('says it works without JavaScript, and links only to built pages', async ({ page }) => {
    await page.goto('/why-threshold')
    await expect(
      page.getByRole('heading', { name: 'Works in any browser, with or without JavaScript' }),
    ).toBeVisible()
    for (const href of await page
      .getByRole('main')
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      // /settings is an alias that asks a visitor to sign in first
      const response = await page.request.get(href, { maxRedirects: 0 })
      expect([200, 302], href).toContain(response.status())
      expect(await response.text(), href).not.toContain('class="planned-page"')
    }
  })
})

test.describe("clearing this site's data", () => {
  const words = siteMessages.clearCache
  const refused = { status: 302, location: '/auth/login?redirectTo=%2Fbuyer-dashboard' }

  test(
    'a signed-in person is answered with Clear-Site-Data and signed out; a copy of the old cookie is refused',
    { tag: '@no-js' },
    async ({ page, context, baseURL, javaScriptEnabled }) => {
      await startSessionAs(page, await createUser())
      const copy = await copySession(context)
      expect(await visitWithCopy(copy)).toMatchObject({ status: 200 })
      // a cookie the server never set: only the browser acting on Clear-Site-Data removes it
      await context.addCookies([{ name: 'left-behind', value: '1', url: baseURL! }])
      await page.goto('/clear-cache')
      await expect(page.getByText(words.signedInNote)).toBeVisible()
      if (javaScriptEnabled) await page.evaluate(() => localStorage.setItem('left-behind', '1'))

      const posted = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/clear-cache',
      )
      await page.getByRole('button', { name: words.button }).click()
      const answer = await posted
      expect(answer.status()).toBe(302)
      expect(await answer.headerValue('clear-site-data')).toBe('"cache", "cookies", "storage"')

      await expect(page).toHaveURL(/\/clear-cache\?done=1$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.doneTitle)
      await expect(page.getByText(words.done)).toBeVisible()
      const names = (await context.cookies()).map((cookie) => cookie.name)
      expect(names).not.toContain('__session')
      expect(names).not.toContain('left-behind')
      if (javaScriptEnabled)
        expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull()

      await page.goto('/buyer-dashboard')
      await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fbuyer-dashboard$/)
      expect(await visitWithCopy(copy)).toEqual(refused)
    },
  )

  test('a quick-demo session is ended too', async ({ page, context }) => {
    await startDemoSession(page, 'buyer')
    const copy = await copySession(context)
    const answer = await page.request.post('/clear-cache', { form: {}, maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(answer.headers().location).toBe('/clear-cache?done=1')
    expect(answer.headers()['clear-site-data']).toBe('"cache", "cookies", "storage"')
    expect(answer.headers()['set-cookie']).toMatch(/__session=;/)
    expect(await visitWithCopy(copy)).toEqual(refused)
  })

  test('works for a visitor who is not signed in', { tag: '@no-js' }, async ({ page }) => {
    await page.goto('/clear-cache')
    await expect(page.getByText(words.signedInNote)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'settings' })).toHaveAttribute('href', '/settings')
    await page.getByRole('button', { name: words.button }).click()
    await expect(page).toHaveURL(/\/clear-cache\?done=1$/)
    await expect(page.getByText(words.done)).toBeVisible()
  })

  test('the confirmation is not shown to a browser that is still signed in', async ({ page }) => {
    await startDemoSession(page, 'buyer')
    await page.goto('/clear-cache?done=1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title)
    await expect(page.getByText(words.done)).toHaveCount(0)
  })

  test('a post from another site is refused and clears nothing', async ({ request }) => {
    const response = await request.post('/clear-cache', {
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      data: '',
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
    expect(response.headers()['clear-site-data']).toBeUndefined()
  })
})

test.describe('terms and privacy', () => {
  test('closing an account, downloading and deleting data all point to the settings page', async ({
    page,
  }) => {
    await page.goto('/terms')
    await expect(page.getByText(/by writing to/)).toHaveCount(0)
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: siteMessages.settingsLinks.delete })
        .getByRole('link', { name: 'settings' }),
    ).toHaveAttribute('href', '/settings')
    await page.goto('/privacy')
    const rights = page.getByRole('listitem')
    await expect(
      rights
        .filter({ hasText: siteMessages.settingsLinks.download })
        .getByRole('link', { name: 'settings' }),
    ).toHaveAttribute('href', '/settings')
    await expect(
      rights
        .filter({ hasText: siteMessages.settingsLinks.delete })
        .getByRole('link', { name: 'settings' }),
    ).toHaveAttribute('href', '/settings')
  })

  test('the privacy notice says what is kept, for how long, and who processes it', async ({
    page,
  }) => {
    await page.goto('/privacy')
    const table = page.getByRole('table', { name: 'Information Threshold stores' })
    for (const what of [
      /^Your account/,
      /^Your profile/,
      /^Saved homes and saved searches/,
      /^Messages/,
      /^Listings/,
      /^Uploaded files and photos/,
      /^Orders and payments/,
      /^Page views/,
      /^Sign-in sessions/,
      /^Server logs/,
    ]) {
      await expect(table.getByRole('rowheader', { name: what })).toHaveCount(1)
    }
    await expect(table.getByRole('row', { name: /^Page views/ })).toContainText(
      /Deleted after \d+ days/,
    )
    await expect(table.getByRole('row', { name: /^Sign-in sessions/ })).toContainText(
      /at most \d+ days/,
    )
    await expect(page.getByText(/This copy of Threshold runs in demo mode/)).toBeVisible()
    await expect(
      page.getByRole('link', { name: "Clear this site's data" }).first(),
    ).toHaveAttribute('href', '/clear-cache')
  })
})
