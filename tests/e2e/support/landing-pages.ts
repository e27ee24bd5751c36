import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { Experiment, Goal, Variant } from '../../../app/features/landing/experiment'
import type { LandingPage } from '../../../app/features/landing/landing-page'
import { createUser } from './accounts'
import { emulators } from './firebase'
import { startSessionAs } from './session-cookie'

// landing pages and A/B tests written straight into the emulator, as /landing-admin and
// /landing-ab-test store them, for tests about what visitors and results pages show

export const newSlug = (prefix = 'e2e') => `${prefix}-${randomUUID().slice(0, 8)}`

export async function createLandingPage(changes: Partial<LandingPage> = {}): Promise<LandingPage> {
  const slug = changes.slug ?? newSlug()
  const page: LandingPage = {
    slug,
    title: 'Sell this spring',
    hero: {
      heading: 'Sell your home this spring',
      text: 'List it yourself, keep the commission, and call an expert when you want one.',
    },
    sections: [
      {
        heading: 'Why now',
        body: 'Spring buyers move fast.\n\nHomes listed in April sell soonest.',
      },
      { heading: 'What it costs', body: 'Listing on your own is free.' },
    ],
    cta: { label: 'Start listing', path: '/marketplace' },
    audience: 'sellers',
    status: 'published',
    createdAt: Date.now(),
    createdBy: 'e2e-admin',
    updatedAt: Date.now(),
    updatedBy: 'e2e-admin',
    experimentId: null,
    ...changes,
  }
  await emulators().firestore.doc(`landingPages/${slug}`).set(page)
  return page
}

export const challenger = {
  title: 'Keep your commission',
  heroHeading: 'Keep the whole commission',
  heroText: 'Sell it yourself with Threshold, with experts on call.',
  ctaLabel: 'Keep it',
}

// a running test of the page: A its own words, B the challenger, with the counts given
export async function createExperiment(
  page: LandingPage,
  {
    goal = 'form-post',
    counts = {},
  }: {
    goal?: Goal
    counts?: Partial<Record<'a' | 'b', { exposures: number; conversions: number }>>
  } = {},
) {
  const { firestore } = emulators()
  const id = randomUUID()
  const variants: Variant[] = [
    {
      id: 'a',
      title: page.title,
      heroHeading: page.hero.heading,
      heroText: page.hero.text,
      ctaLabel: page.cta.label,
      split: 50,
    },
    { id: 'b', ...challenger, split: 50 },
  ]
  const experiment: Experiment = {
    id,
    slug: page.slug,
    goal,
    variants,
    status: 'running',
    startedAt: Date.now(),
    startedBy: 'e2e-admin',
    stoppedAt: null,
    stoppedBy: null,
    promoted: null,
  }
  await firestore.doc(`experiments/${id}`).set(experiment)
  await setCounts(id, {
    a: { exposures: 0, conversions: 0 },
    b: { exposures: 0, conversions: 0 },
    ...counts,
  })
  await firestore.doc(`landingPages/${page.slug}`).update({ experimentId: id })
  return experiment
}

// the maintained counters of a test, set directly (instead of hundreds of scripted visits)
export async function setCounts(
  experimentId: string,
  counts: Partial<Record<'a' | 'b', { exposures: number; conversions: number }>>,
) {
  const { firestore } = emulators()
  await Promise.all(
    Object.entries(counts).map(([variantId, count]) =>
      firestore
        .doc(`experimentVariants/${experimentId}_${variantId}`)
        .set({ experimentId, variantId, ...count }),
    ),
  )
}

export async function countsOf(experimentId: string) {
  const { firestore } = emulators()
  const [a, b] = await Promise.all(
    ['a', 'b'].map((variantId) =>
      firestore.doc(`experimentVariants/${experimentId}_${variantId}`).get(),
    ),
  )
  return {
    a: { exposures: a!.get('exposures') as number, conversions: a!.get('conversions') as number },
    b: { exposures: b!.get('exposures') as number, conversions: b!.get('conversions') as number },
  }
}

// a new admin, signed in on the page where signing in lands an admin (the home page)
export async function signInAsAdmin(page: Page) {
  const admin = await createUser({ role: 'admin' })
  await startSessionAs(page, admin)
  await page.goto('/')
  return admin
}

// for the page visits of every real page (real-pages.ts): an admin page about a new landing page,
// signed in as a new admin
export function asAdmin(pathOf: (landing: LandingPage) => string | Promise<string>) {
  return async (page: Page) => {
    const landing = await createLandingPage()
    await signInAsAdmin(page)
    return pathOf(landing)
  }
}

// a published page under a button-press test, as a visitor meets it
export async function liveLandingPage(): Promise<string> {
  const landing = await createLandingPage()
  await createExperiment(landing)
  return `/landing/${landing.slug}`
}

export async function experimentResultsPage(landing: LandingPage): Promise<string> {
  const experiment = await createExperiment(landing, {
    counts: { a: { exposures: 140, conversions: 14 }, b: { exposures: 150, conversions: 27 } },
  })
  return `/landing-ab-test?experiment=${experiment.id}`
}
