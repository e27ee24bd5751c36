import { randomUUID } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import { FieldValue, Timestamp } from 'firebase-admin/firestore'
import {
  experimentConversions as conversions,
  experiments,
  experimentVariants as counters,
  experimentVisitors as visitors,
  type ExperimentVisitor,
} from '~/core/data/experiments.server'
import { landingPages as pages } from '~/core/data/landing-pages.server'
import { errorPages } from '~/features/shell/messages'
import { checkDocument, isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { isAlreadyExists, submissionIdOf } from '~/platform/submission-id.server'
import { assignVariant } from './assignment.server'
import {
  controlId,
  variantName,
  type Experiment,
  type Goal,
  type Variant,
  type VariantCounts,
  type VariantId,
} from './experiment'
import {
  landingPageOf,
  publishedLandingPage,
  withinAdminBudget,
  type AdminOutcome,
} from './landing-pages.server'
import { wordsOf, type LandingPage, type LandingSection, type LandingWords } from './landing-page'
import { landingMessages } from './messages'
import { StartExperimentSchema, StopExperimentSchema } from './schemas'
import { armResults, verdictOf, type ArmResult, type Verdict } from './statistics'
import { isCrawler, visitorIdOf, visitorOf } from './visitor.server'

// A/B tests of landing pages (docs/decisions/041-landing-pages-and-experiments.md):
// experiments/{id}                      the test: page, goal, variants and their shares, state
// experimentVariants/{id}_{variant}     its counts, kept by FieldValue.increment
// experimentVisitors/{id}_{visitor}     one per visitor: the variant seen, whether converted,
//                                       so each visitor counts once however often they come
// experimentConversions/{id}_{visitor}  made once when that visitor converts

const words = landingMessages.experiments
const counterRef = (experimentId: string, variantId: VariantId) =>
  counters.doc(`${experimentId}_${variantId}`)
const visitorRef = (experimentId: string, visitorId: string) =>
  visitors.doc(`${experimentId}_${visitorId}`)

// a visitor's record is kept for the longest a test should run; Firestore's TTL policy on
// experimentVisitors.expireAt deletes it after (the counts stay)
const visitorRecordDays = 180
// one network address records at most this many new visitors and conversions an hour: a script
// cannot fill a test by itself, and a shared office address still counts its people
const recordsPerAddress = createRateLimit({
  name: 'experiment-records-per-address',
  points: 600,
  seconds: 60 * 60,
})

export async function experimentOf(id: string): Promise<Experiment | null> {
  if (!isDocumentId(id)) return null
  return (await experiments.doc(id).get()).data() ?? null
}

export async function listExperiments(): Promise<Experiment[]> {
  const snapshot = await experiments.ref().orderBy('startedAt', 'desc').limit(200).get()
  return snapshot.docs.map((doc) => doc.data())
}

export type ExperimentResults = {
  experiment: Experiment
  page: LandingPage | null
  arms: Array<ArmResult & { name: string; variant: Variant }>
  verdict: Verdict
}

// the test with its counts: one read of each variant's counter, never of the visitors
export async function experimentResults(id: string): Promise<ExperimentResults> {
  const experiment = await experimentOf(id)
  if (!experiment) throw expectedError(404, words.notFound)
  const [page, snapshots] = await Promise.all([
    landingPageOf(experiment.slug),
    db().getAll(...experiment.variants.map((variant) => counterRef(experiment.id, variant.id))),
  ])
  const counts = snapshots.map((snapshot): VariantCounts => {
    const counter = snapshot.data()
    return { exposures: counter?.exposures ?? 0, conversions: counter?.conversions ?? 0 }
  })
  const results = armResults(
    experiment.variants.map((variant, index) => ({ id: variant.id, ...counts[index]! })),
  )
  const arms = results.map((arm, index) => ({
    ...arm,
    name: variantName(arm.id as VariantId),
    variant: experiment.variants[index]!,
  }))
  return { experiment, page, arms, verdict: verdictOf(results) }
}

// a new test on a page that has none running; its id is the form's one-time id, so the same form
// sent twice finds the test it started
export async function startExperiment(
  uid: string,
  form: FormData,
  now = Date.now(),
): Promise<AdminOutcome> {
  const submission = parseWithZod(form, { schema: StartExperimentSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'start', result: submission.reply(), status: 400 }
  const { slug, goal, variants } = submission.value
  if (!isDocumentId(slug)) throw expectedError(404, landingMessages.page.notFound)
  const refused = await withinAdminBudget(uid, 'start')
  if (refused) return refused
  const id = submissionIdOf(form) ?? randomUUID()
  const outcome = await db()
    .runTransaction(async (transaction) => {
      const pageDoc = await transaction.get(pages.doc(slug))
      if ((await transaction.get(experiments.doc(id))).exists) return 'again' as const
      const page = pageDoc.data()
      if (!page) return 'missing' as const
      if (page.experimentId) {
        const running = await transaction.get(experiments.doc(page.experimentId))
        if (running.data()?.status === 'running') return 'running' as const
      }
      const experiment: Experiment = {
        id,
        slug,
        goal,
        variants,
        status: 'running',
        startedAt: now,
        startedBy: uid,
        stoppedAt: null,
        stoppedBy: null,
        promoted: null,
      }
      transaction.create(experiments.doc(id), checkDocument(experiment))
      for (const variant of variants)
        transaction.create(counterRef(id, variant.id), {
          experimentId: id,
          variantId: variant.id,
          exposures: 0,
          conversions: 0,
        })
      transaction.update(pages.doc(slug), { experimentId: id })
      return 'started' as const
    })
    // the same form twice at once: the emulator refuses the second create where Firestore retries it
    .catch((error: unknown) =>
      isAlreadyExists(error) ? ('again' as const) : Promise.reject(error),
    )
  if (outcome === 'missing') throw expectedError(404, landingMessages.page.notFound)
  if (outcome === 'running')
    return {
      ok: false,
      intent: 'start',
      result: submission.reply({ formErrors: [words.alreadyRunning] }),
      status: 409,
    }
  if (outcome === 'started')
    logger.info(
      {
        event: 'landing.experiment-started',
        uid,
        experimentId: id,
        slug,
        goal,
        variants: variants.length,
      },
      'A/B test started',
    )
  return {
    ok: true,
    redirectTo: `/landing-ab-test?experiment=${id}`,
    toast: { title: words.started },
  }
}

// stops the test, and with a variant chosen, makes its words the page's own
export async function stopExperiment(
  uid: string,
  form: FormData,
  now = Date.now(),
): Promise<AdminOutcome> {
  const submission = parseWithZod(form, { schema: StopExperimentSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'stop', result: submission.reply(), status: 400 }
  const { experimentId, promote } = submission.value
  if (!isDocumentId(experimentId)) throw expectedError(404, words.notFound)
  const refused = await withinAdminBudget(uid, 'stop')
  if (refused) return refused
  const promoted = promote === 'none' ? null : promote
  const ref = experiments.doc(experimentId)
  const outcome = await db().runTransaction(async (transaction) => {
    const experiment = (await transaction.get(ref)).data()
    if (!experiment) return 'missing' as const
    const pageRef = pages.doc(experiment.slug)
    const page = (await transaction.get(pageRef)).data()
    if (experiment.status !== 'running')
      return experiment.promoted === promoted ? ('again' as const) : ('stopped' as const)
    const variant = experiment.variants.find((candidate) => candidate.id === promoted)
    if (promoted && !variant) return 'no-variant' as const
    transaction.update(ref, { status: 'stopped', stoppedAt: now, stoppedBy: uid, promoted })
    if (page) {
      const release = page.experimentId === experimentId ? { experimentId: null } : {}
      // whole maps, not dotted paths: the in-process emulator does not take those
      const copied = variant
        ? {
            title: variant.title,
            hero: { heading: variant.heroHeading, text: variant.heroText },
            cta: { ...page.cta, label: variant.ctaLabel },
            updatedAt: now,
            updatedBy: uid,
          }
        : {}
      if (Object.keys({ ...release, ...copied }).length > 0)
        transaction.update(pageRef, checkDocument({ ...release, ...copied }))
    }
    return 'done' as const
  })
  if (outcome === 'missing') throw expectedError(404, words.notFound)
  if (outcome === 'stopped')
    return {
      ok: false,
      intent: 'stop',
      result: submission.reply({ formErrors: [words.notRunning] }),
      status: 409,
    }
  if (outcome === 'no-variant')
    return {
      ok: false,
      intent: 'stop',
      result: submission.reply({ fieldErrors: { promote: [words.promoteMissing] } }),
      status: 400,
    }
  if (outcome === 'done')
    logger.info(
      { event: 'landing.experiment-stopped', uid, experimentId, promoted },
      'A/B test stopped',
    )
  return {
    ok: true,
    redirectTo: `/landing-ab-test?experiment=${experimentId}`,
    toast: {
      title: words.stopped,
      description: promoted ? words.promoted(variantName(promoted)) : undefined,
    },
  }
}

export function answerExperimentAdmin(uid: string, form: FormData): Promise<AdminOutcome> {
  const intent = form.get('intent')
  if (intent === 'start') return startExperiment(uid, form)
  if (intent === 'stop') return stopExperiment(uid, form)
  throw expectedError(400, errorPages[400].message)
}

// --- what visitors do ---

// the first view of a page under test counts the visitor once for the variant they were given;
// a later view finds their record and shows the same variant
async function expose(experiment: Experiment, visitorId: string, now: number): Promise<VariantId> {
  const assigned = assignVariant(experiment.id, experiment.variants, visitorId)
  const ref = visitorRef(experiment.id, visitorId)
  const record: ExperimentVisitor = {
    experimentId: experiment.id,
    visitorId,
    variantId: assigned,
    goal: experiment.goal,
    exposedAt: now,
    convertedAt: null,
    expireAt: Timestamp.fromMillis(now + visitorRecordDays * 86_400_000),
  }
  return (
    db()
      .runTransaction(async (transaction) => {
        const seen = await transaction.get(ref)
        const earlier = seen.data()
        if (earlier) return earlier.variantId
        transaction.create(ref, checkDocument(record))
        transaction.update(counterRef(experiment.id, assigned), {
          exposures: FieldValue.increment(1),
        })
        return assigned
      })
      // the same visitor's first two requests at once: the other one counted them (the emulator
      // answers the loser ALREADY_EXISTS, writing nothing, where Firestore would retry it)
      .catch((error: unknown) => (isAlreadyExists(error) ? assigned : Promise.reject(error)))
  )
}

// a conversion of a visitor the test has seen, once, while it runs and for its own goal
async function convert(
  experimentId: string,
  visitorId: string,
  goal: Goal,
  now: number,
): Promise<boolean> {
  const ref = visitorRef(experimentId, visitorId)
  return db()
    .runTransaction(async (transaction) => {
      const seen = (await transaction.get(ref)).data()
      const experiment = (await transaction.get(experiments.doc(experimentId))).data()
      if (!seen || seen.convertedAt || experiment?.status !== 'running' || experiment.goal !== goal)
        return false
      const { variantId } = seen
      transaction.update(ref, { convertedAt: now })
      // created, never overwritten: two presses at once cannot both count, in Firestore (whose
      // retry finds convertedAt) or in the emulator (which refuses the second create)
      transaction.create(conversions.doc(`${experimentId}_${visitorId}`), {
        experimentId,
        visitorId,
        variantId,
        at: now,
        expireAt: seen.expireAt ?? null,
      })
      transaction.update(counterRef(experimentId, variantId), {
        conversions: FieldValue.increment(1),
      })
      return true
    })
    .catch((error: unknown) => (isAlreadyExists(error) ? false : Promise.reject(error)))
}

export type LandingView = {
  slug: string
  words: LandingWords
  sections: LandingSection[]
  ctaPath: string
  // a button press to count is a form post to the page; otherwise the button is a link
  cta: 'link' | 'form'
}

export type LandingAnswer = { view: LandingView; headers: Headers }

// a published page as this visitor sees it: under a running test, their variant's words, and the
// visitor counted once (not crawlers; not past the address's budget)
export async function landingPageView(
  request: Request,
  slug: string,
  clientIp: string,
  now = Date.now(),
): Promise<LandingAnswer> {
  const page = await publishedLandingPage(slug)
  const headers = new Headers()
  const base: LandingView = {
    slug,
    words: wordsOf(page),
    sections: page.sections,
    ctaPath: page.cta.path,
    cta: 'link',
  }
  const experiment = page.experimentId ? await experimentOf(page.experimentId) : null
  if (!experiment || experiment.status !== 'running') return { view: base, headers }
  // the words differ by visitor, so no shared cache may keep this answer
  headers.set('Cache-Control', 'private, no-store')
  const view: LandingView = { ...base, cta: experiment.goal === 'form-post' ? 'form' : 'link' }
  if (isCrawler(request)) return { view, headers }
  const visitor = await visitorOf(request)
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie)
  let variantId = assignVariant(experiment.id, experiment.variants, visitor.id)
  if ((await recordsPerAddress.consume(clientIp)).allowed) {
    variantId = await expose(experiment, visitor.id, now).catch((error: unknown) => {
      logger.warn(
        { event: 'landing.exposure-failed', err: error, experimentId: experiment.id },
        'A/B test view not counted',
      )
      return variantId
    })
  }
  const variant =
    experiment.variants.find((candidate) => candidate.id === variantId) ??
    experiment.variants.find((candidate) => candidate.id === controlId)!
  return {
    view: {
      ...view,
      words: {
        title: variant.title,
        heroHeading: variant.heroHeading,
        heroText: variant.heroText,
        ctaLabel: variant.ctaLabel,
      },
    },
    headers,
  }
}

// the page's button as a form post: a conversion for a test whose goal it is, then on to the
// button's page. Without a test, a cookie or a record of the visitor it simply goes on.
export async function pressLandingButton(
  request: Request,
  slug: string,
  clientIp: string,
  now = Date.now(),
): Promise<string> {
  const page = await publishedLandingPage(slug)
  const visitorId = page.experimentId ? await visitorIdOf(request) : null
  if (
    page.experimentId &&
    visitorId &&
    !isCrawler(request) &&
    (await recordsPerAddress.check(clientIp)).allowed
  ) {
    const counted = await convert(page.experimentId, visitorId, 'form-post', now).catch(
      (error: unknown) => {
        logger.warn(
          { event: 'landing.conversion-failed', err: error, experimentId: page.experimentId },
          'A/B test conversion not counted',
        )
        return false
      },
    )
    if (counted) await recordsPerAddress.consume(clientIp)
  }
  return page.cta.path
}

// a new account made in a browser that saw a page under a sign-up test: that test's conversion,
// once. Never in the way of the registration itself.
export async function creditSignUp(request: Request, now = Date.now()): Promise<number> {
  try {
    const visitorId = await visitorIdOf(request)
    if (!visitorId) return 0
    const seen = await visitors.ref().where('visitorId', '==', visitorId).limit(20).get()
    const open = seen.docs
      .map((doc) => doc.data())
      .filter((record) => record.goal === 'sign-up' && !record.convertedAt)
    const counted = await Promise.all(
      open.map((record) => convert(record.experimentId, visitorId, 'sign-up', now)),
    )
    const credited = counted.filter(Boolean).length
    if (credited > 0)
      logger.info(
        { event: 'landing.sign-up-credited', tests: credited },
        'sign-up credited to an A/B test',
      )
    return credited
  } catch (error) {
    logger.warn(
      { event: 'landing.sign-up-credit-failed', err: error },
      'sign-up not credited to an A/B test',
    )
    return 0
  }
}
