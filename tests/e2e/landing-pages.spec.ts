import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { goalLabels } from '../../app/features/landing/experiment'
import { landingMessages } from '../../app/features/landing/messages'
import { formatP, twoProportionZTest } from '../../app/features/landing/statistics'
import { bundles, planCostAt } from '../../app/features/payments/catalog'
import { paymentMessages } from '../../app/features/payments/messages'
import { planById, planPriceLabel } from '../../app/core/plans'
import { formatDollars } from '../../app/ui/format'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { emulators } from './support/firebase'
import {
  challenger,
  countsOf,
  createExperiment,
  createLandingPage,
  newSlug,
  setCounts,
} from './support/landing-pages'
import { startSessionAs } from './support/session-cookie'

// issue 23: landing pages made in /landing-admin, A/B tests of them in /landing-ab-test, and the
// two fixed landing pages (the commission savings calculator, for-sale-by-owner support)

const admin = landingMessages.admin
const pageWords = landingMessages.page
const testWords = landingMessages.experiments
const calculator = landingMessages.calculator

const stored = async (slug: string) =>
  (await emulators().firestore.doc(`landingPages/${slug}`).get()).data()

test.describe('who may use the landing admin', () => {
  test('a signed-in user who is not an admin gets 403 on both pages and on a post to each, and nothing is stored', async ({
    page,
  }) => {
    await startSessionAs(page, await createUser({ role: 'seller' }))
    for (const path of [
      '/landing-admin',
      '/landing-ab-test',
      '/landing-admin?edit=new',
      '/landing-ab-test?experiment=x',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(403)
      await expect(page.getByText('Error 403')).toBeVisible()
    }
    const slug = newSlug('refused')
    const created = await page.request.post('/landing-admin', {
      form: {
        intent: 'create',
        slug,
        title: 'Mine now',
        heroHeading: 'Mine now',
        heroText: 'A page made by someone else.',
        ctaLabel: 'Go',
        ctaPath: '/',
        audience: 'everyone',
      },
      maxRedirects: 0,
    })
    expect(created.status()).toBe(403)
    expect(await created.text()).toContain('This page is for admin accounts')
    expect(await stored(slug)).toBeUndefined()
    const landing = await createLandingPage({ status: 'draft' })
    for (const form of [
      { intent: 'publish', slug: landing.slug } as Record<string, string>,
      {
        intent: 'update',
        slug: landing.slug,
        version: String(landing.updatedAt),
        title: 'Taken over',
        heroHeading: 'Taken over',
        heroText: 'A page made by someone else.',
        ctaLabel: 'Go',
        ctaPath: '/',
        audience: 'everyone',
      },
    ]) {
      expect(
        (await page.request.post('/landing-admin', { form, maxRedirects: 0 })).status(),
        form.intent,
      ).toBe(403)
    }
    expect(await stored(landing.slug)).toMatchObject({ status: 'draft', title: landing.title })
    const started = await page.request.post('/landing-ab-test', {
      form: { intent: 'start', slug: landing.slug, goal: 'form-post' },
      maxRedirects: 0,
    })
    expect(started.status()).toBe(403)
    expect((await stored(landing.slug))?.experimentId).toBeNull()
  })

  test('signed out, both pages and their posts send the visitor to sign in', async ({
    request,
  }) => {
    for (const path of ['/landing-admin', '/landing-ab-test']) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(302)
      expect(answer.headers().location).toBe(
        `/auth/login?${new URLSearchParams({ redirectTo: path })}`,
      )
      expect(
        (
          await request.post(path, { form: { intent: 'publish', slug: 'x' }, maxRedirects: 0 })
        ).status(),
      ).toBe(302)
    }
  })
})

test(
  'an admin creates a page, previews it, publishes it, changes it and unpublishes it',
  { tag: '@no-js' },
  async ({ page, browser, axe, javaScriptEnabled }) => {
    test.slow()
    await startSessionAs(page, await createUser({ role: 'admin' }))
    await page.goto('/landing-admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.title)
    if (javaScriptEnabled) await axe()
    await page.getByRole('link', { name: 'Create a landing page' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.newTitle)

    // a form with mistakes first: each is named in the summary and at its field
    const slug = newSlug('spring')
    await page.getByLabel('Address').fill('commission-savings-calculator')
    await page.getByLabel('Main heading').fill('Sell your home this spring')
    await page.getByLabel('Introduction').fill('List it yourself and keep the commission.')
    await page.getByLabel('Section 1 heading').fill('Why now')
    await page.getByLabel('Button label').fill('Create your free account')
    await page.getByLabel('Button opens').fill('https://evil.example/')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page).toHaveTitle(/^Error: /)
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    for (const message of [
      pageWords.slugReserved,
      pageWords.titleInvalid,
      pageWords.sectionBodyMissing,
      pageWords.ctaPathInvalid,
      pageWords.audienceMissing,
    ]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible()
    }
    await expect(page.getByLabel('Button opens')).toHaveAttribute('aria-invalid', 'true')
    if (javaScriptEnabled) await axe()

    await page.getByLabel('Address').fill(slug)
    await page.getByLabel('Page title').fill('Sell this spring')
    await page
      .getByLabel('Section 1 text')
      .fill('Spring buyers move fast.\n\nHomes listed in April sell soonest.')
    await page.getByLabel('Button opens').fill('/auth/register')
    await page.getByLabel('Sellers').check()
    await page.getByRole('button', { name: 'Save draft' }).click()

    // the preview: the page as it will look, marked as a draft nobody else sees yet
    await expect(page.getByText(admin.previewDraft)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your home this spring')
    await expect(page.getByRole('heading', { name: 'Why now' })).toBeVisible()
    await expect(page.getByText('Homes listed in April sell soonest.')).toBeVisible()
    await expect(page).toHaveTitle('Preview: Sell this spring · Threshold')
    if (javaScriptEnabled) await axe()
    expect(await stored(slug)).toMatchObject({
      slug,
      status: 'draft',
      audience: 'sellers',
      cta: { label: 'Create your free account', path: '/auth/register' },
      sections: [{ heading: 'Why now' }],
    })

    const visitor = await (await browser.newContext()).newPage()
    expect((await visitor.goto(`/landing/${slug}`))?.status()).toBe(404)

    await page.getByRole('button', { name: /^Publish/ }).click()
    await expect(page.getByText(admin.previewPublished)).toBeVisible()
    expect((await visitor.goto(`/landing/${slug}`))?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'Sell your home this spring',
    )
    await expect(visitor).toHaveTitle('Sell this spring · Threshold')
    await expect(
      visitor.getByRole('link', { name: 'Create your free account' }).first(),
    ).toHaveAttribute('href', '/auth/register')
    if (javaScriptEnabled) await expectNoAxeViolations(visitor)

    // a change to a published page is live at once
    await page.getByRole('link', { name: 'Edit this page' }).click()
    await page.getByLabel('Main heading').fill('Sell this spring, keep the commission')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sell this spring, keep the commission',
    )
    // (a signed-out visitor's page may come from the page cache for up to a second)
    await expect(async () => {
      await visitor.reload()
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        'Sell this spring, keep the commission',
        { timeout: 1000 },
      )
    }).toPass()

    await page.goto('/landing-admin')
    await page
      .getByRole('row')
      .filter({ hasText: `/landing/${slug}` })
      .getByRole('button', { name: /^Unpublish/ })
      .click()
    await expect(page.getByText(admin.unpublishedDetail).first()).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: `/landing/${slug}` })).toContainText(
      'Draft',
    )
    expect(await stored(slug)).toMatchObject({ status: 'draft' })
    await expect.poll(async () => (await visitor.goto(`/landing/${slug}`))?.status()).toBe(404)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  },
)

// a new visitor (a browser context of its own) sees the page, comes back, and maybe presses
async function visitorOf(browser: Browser, slug: string) {
  const context = await browser.newContext()
  const first = await (await context.request.get(`/landing/${slug}`)).text()
  const variant = first.includes(challenger.heroHeading) ? ('b' as const) : ('a' as const)
  const again = await (await context.request.get(`/landing/${slug}`)).text()
  expect(again.includes(challenger.heroHeading), 'a returning visitor keeps their variant').toBe(
    variant === 'b',
  )
  const press = async () => {
    const answer = await context.request.post(`/landing/${slug}`, {
      form: { intent: 'cta' },
      maxRedirects: 0,
    })
    expect(answer.status()).toBe(303)
    expect(answer.headers().location).toBe('/marketplace')
  }
  return { context, variant, press }
}

test(
  'an admin runs an A/B test: visitors keep their variant, each counts once, the results say when there is a winner, and the winner is promoted',
  { tag: '@no-js' },
  async ({ page, browser, axe, javaScriptEnabled }) => {
    test.slow()
    const landing = await createLandingPage()
    await startSessionAs(page, await createUser({ role: 'admin' }))
    await page.goto('/landing-ab-test')
    if (javaScriptEnabled) await axe()
    await page.getByLabel('Landing page').selectOption(landing.slug)
    await page.getByRole('button', { name: 'Choose variants' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      testWords.newTitle(landing.title),
    )
    const b = page.getByRole('group', { name: 'Variant B' })
    await expect(
      page.getByRole('group', { name: 'Variant A (control)' }).getByLabel('Main heading'),
    ).toHaveValue(landing.hero.heading)
    // shares that do not add up first
    await b.getByLabel('Share of visitors (%)').fill('40')
    await b.getByLabel('Main heading').fill(challenger.heroHeading)
    await b.getByLabel('Page title').fill(challenger.title)
    await b.getByLabel('Introduction').fill(challenger.heroText)
    await b.getByLabel('Button label').fill(challenger.ctaLabel)
    await page.getByLabel(goalLabels['form-post']).check()
    await page.getByRole('button', { name: 'Start the test' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: testWords.splitTotal(90) }),
    ).toBeVisible()
    if (javaScriptEnabled) await axe()
    await b.getByLabel('Share of visitors (%)').fill('50')
    await page.getByRole('button', { name: 'Start the test' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      testWords.resultsTitle(landing.title),
    )
    const experimentId = new URL(page.url()).searchParams.get('experiment')!
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: testWords.tooFewVisitors(100, ['variant A', 'variant B']) }),
    ).toBeVisible()
    await expect(page.getByText(testWords.rule(100))).toBeVisible()

    // scripted visitors: every one who saw B presses the button, of those who saw A only the first;
    // each presses twice, and is counted once
    const visitors = await Promise.all(
      Array.from({ length: 14 }, () => visitorOf(browser, landing.slug)),
    )
    let pressedA = false
    for (const visitor of visitors) {
      if (visitor.variant === 'a' && pressedA) continue
      if (visitor.variant === 'a') pressedA = true
      await visitor.press()
      await visitor.press()
    }
    const seen = {
      a: visitors.filter((visitor) => visitor.variant === 'a').length,
      b: visitors.filter((visitor) => visitor.variant === 'b').length,
    }
    const expected = {
      a: { exposures: seen.a, conversions: seen.a > 0 ? 1 : 0 },
      b: { exposures: seen.b, conversions: seen.b },
    }
    expect(await countsOf(experimentId)).toEqual(expected)
    // a press from a browser the test never showed the page to goes on, uncounted
    const stranger = await browser.newContext()
    expect(
      (
        await stranger.request.post(`/landing/${landing.slug}`, {
          form: { intent: 'cta' },
          maxRedirects: 0,
        })
      ).headers().location,
    ).toBe('/marketplace')
    expect(await countsOf(experimentId)).toEqual(expected)
    await Promise.all([...visitors.map((visitor) => visitor.context.close()), stranger.close()])

    // one visitor in a real browser: the button is a form, and pressing it counts and goes on
    const person = await (await browser.newContext()).newPage()
    await person.goto(`/landing/${landing.slug}`)
    const heading = await person.getByRole('heading', { level: 1 }).textContent()
    const label = heading === challenger.heroHeading ? challenger.ctaLabel : landing.cta.label
    if (javaScriptEnabled) await expectNoAxeViolations(person)
    // the button is at the top and, after the sections, at the end
    await expect(person.getByRole('button', { name: label })).toHaveCount(2)
    await person.getByRole('button', { name: label }).first().click()
    await expect(person).toHaveURL(/\/marketplace$/)
    const withPerson = await countsOf(experimentId)
    const personVariant = heading === challenger.heroHeading ? 'b' : 'a'
    expect(withPerson[personVariant].exposures).toBe(expected[personVariant].exposures + 1)

    // the results read the counters: rates, intervals and the p-value against A
    await page.reload()
    const rows = page.getByRole('table', { name: /Results by variant/ }).getByRole('row')
    for (const id of ['a', 'b'] as const) {
      const cells = rows.filter({ hasText: `Variant ${id.toUpperCase()}` }).getByRole('cell')
      await expect(cells.nth(1)).toHaveText(String(withPerson[id].exposures))
      await expect(cells.nth(2)).toHaveText(String(withPerson[id].conversions))
    }
    const p = twoProportionZTest(
      { successes: withPerson.a.conversions, trials: withPerson.a.exposures },
      { successes: withPerson.b.conversions, trials: withPerson.b.exposures },
    )
    if (p)
      await expect(rows.filter({ hasText: 'Variant B' }).getByRole('cell').last()).toHaveText(
        formatP(p.p),
      )
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^No winner yet: every variant needs at least 100 visitors/ }),
    ).toBeVisible()
    if (javaScriptEnabled) await axe()

    // the winner case: counters set straight in the emulator (some 400 scripted visits otherwise)
    await setCounts(experimentId, {
      a: { exposures: 200, conversions: 20 },
      b: { exposures: 200, conversions: 45 },
    })
    await page.reload()
    await expect(
      page.getByRole('status').filter({ hasText: testWords.winner('Variant B', 'p < 0.001') }),
    ).toBeVisible()
    await setCounts(experimentId, {
      a: { exposures: 200, conversions: 20 },
      b: { exposures: 200, conversions: 27 },
    })
    await page.reload()
    await expect(
      page.getByRole('status').filter({
        hasText:
          /^No winner yet: the best variant, Variant B, differs from the control with p = 0\.2\d\d, which is not below 0\.05\.$/,
      }),
    ).toBeVisible()

    // stop, keeping B: its words become the page's own, and the page is no longer under test
    await page.getByLabel('Variant B: make its words the page’s own').check()
    await page.getByRole('button', { name: 'Stop the test' }).click()
    await expect(page.getByText(testWords.promoted('Variant B')).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Stop the test' })).toHaveCount(0)
    expect(await stored(landing.slug)).toMatchObject({
      title: challenger.title,
      hero: { heading: challenger.heroHeading, text: challenger.heroText },
      cta: { label: challenger.ctaLabel, path: '/marketplace' },
      experimentId: null,
    })
    const later = await browser.newContext()
    const answer = await later.request.get(`/landing/${landing.slug}`)
    expect(answer.headers()['set-cookie']).toBeUndefined()
    expect(await answer.text()).toContain(challenger.heroHeading)
    await later.close()
  },
)

test(
  'a sign-up test counts a visitor who registers after seeing the page, once',
  { tag: '@no-js' },
  async ({ browser }) => {
    const landing = await createLandingPage({
      cta: { label: 'Create your free account', path: '/auth/register' },
    })
    const experiment = await createExperiment(landing, { goal: 'sign-up' })
    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto(`/landing/${landing.slug}`)
    const variant =
      (await visitor.getByRole('heading', { level: 1 }).textContent()) === challenger.heroHeading
        ? 'b'
        : 'a'
    await visitor
      .getByRole('link', {
        name: variant === 'b' ? challenger.ctaLabel : 'Create your free account',
      })
      .first()
      .click()
    await expect(visitor).toHaveURL(/\/auth\/register$/)
    const email = `landing-${randomUUID().slice(0, 8)}@example.com`
    try {
      await register(visitor, email)
      await expect
        .poll(async () => (await countsOf(experiment.id))[variant])
        .toEqual({ exposures: 1, conversions: 1 })
      const other = variant === 'a' ? 'b' : 'a'
      expect((await countsOf(experiment.id))[other]).toEqual({ exposures: 0, conversions: 0 })
    } finally {
      const user = await emulators()
        .auth.getUserByEmail(email)
        .catch(() => null)
      if (user)
        await Promise.all([
          emulators().auth.deleteUser(user.uid),
          emulators().firestore.doc(`users/${user.uid}`).delete(),
        ])
    }
  },
)

async function register(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Lana Lander')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Land1ngPage')
  await page.getByLabel('Confirm Password').fill('Land1ngPage')
  await page.getByRole('button', { name: 'Create Account' }).click()
  // (with JavaScript the page moves on after its welcome; the account is what counts here)
  await expect
    .poll(async () =>
      Boolean(
        await emulators()
          .auth.getUserByEmail(email)
          .catch(() => null),
      ),
    )
    .toBe(true)
}

test(
  'the commission savings calculator shows what a seller keeps at a typed price, and says what is wrong',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    await page.goto('/landing/commission-savings-calculator')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(calculator.title)
    await expect(page.getByText(paymentMessages.buyerAgentPayNote)).toBeVisible()
    if (javaScriptEnabled) await axe()

    await page.getByLabel('Sale price (dollars)').fill('$400,000')
    await page.getByLabel('Listing agent’s commission (%)').fill('3')
    await page.getByLabel('Buyer’s agent’s commission (%), optional').fill('2.5')
    await page.getByLabel(/^Expert on call: /).check()
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(
      page.getByRole('heading', { name: 'What you keep at a $400,000 sale' }),
    ).toBeVisible()
    // the plan's price from the catalog; the commissions worked out here: 3% is $12,000, 2.5% $10,000
    const expert = planById('expert-on-call')!
    const fee = planCostAt(expert, 400_000)
    await expect(
      page.getByText(
        calculator.keepsMore(
          'Expert on call',
          formatDollars(390_000 - fee),
          formatDollars(12_000 - fee),
          3,
          '$378,000',
        ),
      ),
    ).toBeVisible()
    const table = page.getByRole('table', { name: /Selling for \$400,000/ })
    await expect(
      table.getByRole('row').filter({ hasText: 'Traditional commission (3%)' }).getByRole('cell'),
    ).toHaveText(['$12,000', '$10,000', '$378,000', '–'])
    await expect(
      table.getByRole('row').filter({ hasText: 'Threshold On your own' }).getByRole('cell'),
    ).toHaveText(['$0', '$10,000', '$390,000', '$12,000'])
    const full = planById('full-service')!
    const share = planCostAt(full, 400_000)
    await expect(
      table.getByRole('row').filter({ hasText: 'Threshold Full service' }).getByRole('cell'),
    ).toHaveText([
      formatDollars(share),
      '$10,000',
      formatDollars(390_000 - share),
      formatDollars(12_000 - share),
    ])
    if (javaScriptEnabled) await axe()

    await page.getByLabel('Sale price (dollars)').fill('lots')
    await page.getByLabel('Listing agent’s commission (%)').fill('12')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveTitle(/^Error: Commission savings calculator/)
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary.getByRole('link', { name: calculator.priceInvalid })).toBeVisible()
    await expect(
      summary.getByRole('link', { name: calculator.listingPercentInvalid }),
    ).toBeVisible()
    await expect(page.getByLabel('Sale price (dollars)')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Sale price (dollars)')).toHaveValue('lots')
    await expect(page.getByRole('heading', { name: /What you keep/ })).toHaveCount(0)
    if (javaScriptEnabled) await axe()
    expect(
      (
        await page.request.get(
          '/landing/commission-savings-calculator?price=lots&listingPercent=3&plan=full-service',
        )
      ).status(),
    ).toBe(400)
  },
)

test('the for-sale-by-owner page shows what Threshold provides, with the catalog’s prices and links to the real pages', async ({
  page,
  axe,
  javaScriptEnabled,
}) => {
  await page.goto('/landing/fsbo-expert-support')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingMessages.fsbo.title)
  for (const item of landingMessages.fsbo.help) {
    await expect(page.getByRole('link', { name: item.link.label }).last()).toHaveAttribute(
      'href',
      item.link.to,
    )
  }
  await expect(
    page
      .getByRole('table', { name: 'Threshold’s selling plans' })
      .getByRole('row')
      .filter({ hasText: 'Expert on call' }),
  ).toContainText(planPriceLabel(planById('expert-on-call')!))
  for (const bundle of bundles)
    await expect(page.getByRole('listitem').filter({ hasText: bundle.name })).toContainText(
      `${formatDollars(bundle.dollars)} for`,
    )
  if (javaScriptEnabled) await axe()
})
