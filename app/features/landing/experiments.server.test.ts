import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { experiments } from '~/core/data/experiments.server'
import { landingPages } from '~/core/data/landing-pages.server'
import { assignVariant, bucketOf } from './assignment.server'
import {
  creditSignUp,
  experimentResults,
  landingPageView,
  pressLandingButton,
  startExperiment,
  stopExperiment,
} from './experiments.server'
import type { LandingPage } from './landing-page'
import { landingMessages } from './messages'

// A/B tests against the emulator: each visitor is counted once, keeps their variant, converts
// once; the counters are what the results read; stopping can make a variant the page's own

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const admin = `vitest-admin-${randomUUID()}`

async function publishedPage(status: LandingPage['status'] = 'published'): Promise<LandingPage> {
  const slug = `vitest-${randomUUID().slice(0, 8)}`
  const page: LandingPage = {
    slug,
    title: 'Sell this spring',
    hero: {
      heading: 'Sell your home this spring',
      text: 'List it yourself and keep the commission.',
    },
    sections: [],
    cta: { label: 'Start now', path: '/seller-flow' },
    audience: 'sellers',
    status,
    createdAt: Date.now(),
    createdBy: admin,
    updatedAt: Date.now(),
    updatedBy: admin,
    experimentId: null,
  }
  await landingPages.doc(slug).set(page)
  return page
}

const form = (fields: Record<string, string>) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return body
}

const variantRow = (index: number, words: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(words).map(([name, value]) => [`variants[${index}].${name}`, value]),
  )
const startForm = (slug: string, goal: 'form-post' | 'sign-up', submissionId = randomUUID()) =>
  form({
    intent: 'start',
    slug,
    goal,
    submissionId,
    ...variantRow(0, {
      title: 'Sell this spring',
      heroHeading: 'Sell your home this spring',
      heroText: 'List it yourself and keep the commission.',
      ctaLabel: 'Start now',
      split: '50',
    }),
    ...variantRow(1, {
      title: 'Keep your commission',
      heroHeading: 'Keep the commission',
      heroText: 'Sell it yourself, with experts on call.',
      ctaLabel: 'Keep it',
      split: '50',
    }),
  })

async function started(slug: string, goal: 'form-post' | 'sign-up'): Promise<string> {
  const outcome = await startExperiment(admin, startForm(slug, goal))
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.result))
  return new URL(outcome.redirectTo, 'http://x').searchParams.get('experiment')!
}

const visit = (
  slug: string,
  { cookie, agent = browser }: { cookie?: string; agent?: string } = {},
) =>
  new Request(`http://localhost/landing/${slug}`, {
    headers: { 'User-Agent': agent, ...(cookie ? { Cookie: cookie } : {}) },
  })
const cookieOf = (headers: Headers) => headers.get('Set-Cookie')?.split(';')[0]

async function counts(experimentId: string) {
  const { arms } = await experimentResults(experimentId)
  return Object.fromEntries(
    arms.map((arm) => [arm.id, { exposures: arm.exposures, conversions: arm.conversions }]),
  )
}
const total = (
  all: Record<string, { exposures: number; conversions: number }>,
  key: 'exposures' | 'conversions',
) => Object.values(all).reduce((sum, arm) => sum + arm[key], 0)

describe('assignment', () => {
  test('is the same for the same visitor and follows the shares over many visitors', () => {
    const variants = [
      { id: 'a' as const, split: 20 },
      { id: 'b' as const, split: 80 },
    ]
    expect(assignVariant('t', variants, 'visitor-1')).toBe(
      assignVariant('t', variants, 'visitor-1'),
    )
    const seen: Record<string, number> = { a: 0, b: 0 }
    for (let index = 0; index < 4000; index += 1)
      seen[assignVariant('t', variants, `visitor-${index}`)] += 1
    expect(seen.a! / 4000).toBeGreaterThan(0.17)
    expect(seen.a! / 4000).toBeLessThan(0.23)
    expect(bucketOf('t', 'x')).toBeLessThan(10_000)
  })
})

describe('an A/B test of a landing page', () => {
  test('starts once per form and once per page', async () => {
    const page = await publishedPage()
    const submissionId = randomUUID()
    const first = await startExperiment(admin, startForm(page.slug, 'form-post', submissionId))
    const again = await startExperiment(admin, startForm(page.slug, 'form-post', submissionId))
    expect(first.ok && again.ok && first.redirectTo === again.redirectTo).toBe(true)
    const other = await startExperiment(admin, startForm(page.slug, 'form-post'))
    expect(other).toMatchObject({
      ok: false,
      status: 409,
      result: { error: { '': [landingMessages.experiments.alreadyRunning] } },
    })
    const tests = await experiments.ref().where('slug', '==', page.slug).get()
    expect(tests.size).toBe(1)
  })

  test('counts a visitor once, keeps their variant, and counts one button press per visitor', async () => {
    const page = await publishedPage()
    const id = await started(page.slug, 'form-post')
    const first = await landingPageView(visit(page.slug), page.slug, '10.0.0.1')
    const cookie = cookieOf(first.headers)!
    expect(cookie).toMatch(/^visitor=/)
    expect(first.headers.get('Set-Cookie')).toMatch(/HttpOnly/i)
    expect(first.headers.get('Set-Cookie')).toMatch(/SameSite=Lax/i)
    expect(first.headers.get('Cache-Control')).toBe('private, no-store')
    expect(first.view.cta).toBe('form')
    const later = await Promise.all(
      [0, 1, 2].map(() => landingPageView(visit(page.slug, { cookie }), page.slug, '10.0.0.1')),
    )
    for (const again of later) {
      expect(again.view.words).toEqual(first.view.words)
      expect(again.headers.get('Set-Cookie')).toBeNull()
    }
    expect(total(await counts(id), 'exposures')).toBe(1)

    // pressed twice at once (a double click without JavaScript), then again later
    const presses = await Promise.all(
      [0, 1].map(() => pressLandingButton(visit(page.slug, { cookie }), page.slug, '10.0.0.1')),
    )
    expect(presses).toEqual(['/seller-flow', '/seller-flow'])
    await pressLandingButton(visit(page.slug, { cookie }), page.slug, '10.0.0.1')
    const after = await counts(id)
    expect(total(after, 'conversions')).toBe(1)
    const variant = first.view.words.ctaLabel === 'Start now' ? 'a' : 'b'
    expect(after[variant]).toEqual({ exposures: 1, conversions: 1 })

    // the same visitor's first two views of another page under test, at once: counted once
    const other = await publishedPage()
    const otherId = await started(other.slug, 'form-post')
    await Promise.all(
      [0, 1].map(() => landingPageView(visit(other.slug, { cookie }), other.slug, '10.0.0.1')),
    )
    expect(total(await counts(otherId), 'exposures')).toBe(1)

    // a press from a browser the test never counted goes on without a conversion
    expect(await pressLandingButton(visit(page.slug), page.slug, '10.0.0.1')).toBe('/seller-flow')
    expect(total(await counts(id), 'conversions')).toBe(1)
  })

  test('crawlers see the control and are not counted', async () => {
    const page = await publishedPage()
    const id = await started(page.slug, 'form-post')
    const crawled = await landingPageView(
      visit(page.slug, { agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      page.slug,
      '10.0.0.2',
    )
    expect(crawled.headers.get('Set-Cookie')).toBeNull()
    expect(crawled.view.words.heroHeading).toBe(page.hero.heading)
    expect(total(await counts(id), 'exposures')).toBe(0)
  })

  test('a sign-up test credits a registration in a browser that saw the page, once', async () => {
    const page = await publishedPage()
    const id = await started(page.slug, 'sign-up')
    const seen = await landingPageView(visit(page.slug), page.slug, '10.0.0.3')
    expect(seen.view.cta).toBe('link')
    const cookie = cookieOf(seen.headers)!
    expect(await creditSignUp(visit('/auth/register', { cookie }))).toBe(1)
    expect(await creditSignUp(visit('/auth/register', { cookie }))).toBe(0)
    expect(await creditSignUp(visit('/auth/register'))).toBe(0)
    expect(total(await counts(id), 'conversions')).toBe(1)
    // a button press is not this test's conversion
    await pressLandingButton(visit(page.slug, { cookie }), page.slug, '10.0.0.3')
    expect(total(await counts(id), 'conversions')).toBe(1)
  })

  test('stopping with a variant chosen makes its words the page’s own, and the page is no longer under test', async () => {
    const page = await publishedPage()
    const id = await started(page.slug, 'form-post')
    const stop = form({ intent: 'stop', experimentId: id, promote: 'b' })
    expect((await stopExperiment(admin, stop)).ok).toBe(true)
    expect((await stopExperiment(admin, stop)).ok).toBe(true)
    const stored = (await landingPages.doc(page.slug).get()).data()
    expect(stored).toMatchObject({
      title: 'Keep your commission',
      hero: { heading: 'Keep the commission', text: 'Sell it yourself, with experts on call.' },
      cta: { label: 'Keep it', path: '/seller-flow' },
      experimentId: null,
    })
    expect((await experiments.doc(id).get()).data()?.status).toBe('stopped')
    const after = await landingPageView(visit(page.slug), page.slug, '10.0.0.4')
    expect(after.headers.get('Set-Cookie')).toBeNull()
    expect(after.view).toMatchObject({ cta: 'link', words: { heroHeading: 'Keep the commission' } })
    expect(
      await stopExperiment(admin, form({ intent: 'stop', experimentId: id, promote: 'none' })),
    ).toMatchObject({ ok: false, status: 409 })
  })

  test('a draft or an unknown address is the site’s 404', async () => {
    const draft = await publishedPage('draft')
    for (const slug of [draft.slug, 'no-such-page', '__proto__', 'constructor']) {
      const answer = await landingPageView(visit(slug), slug, '10.0.0.5').then(
        () => null,
        (thrown: unknown) => thrown,
      )
      expect(answer instanceof Response && answer.status, slug).toBe(404)
    }
  })
})
