import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { landingPages, type StoredLandingPage } from '~/core/data/landing-pages.server'
import type { FormOutcome } from '~/features/shell/form-outcome.server'
import { errorPages } from '~/features/shell/messages'
import { routeAt } from '~/features/shell/route-table.server'
import { checkDocument, isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { isAlreadyExists, submissionIdOf } from '~/platform/submission-id.server'
import { formatWait } from '~/ui/format-wait'
import { landingPath, type LandingPage } from './landing-page'
import { landingMessages } from './messages'
import {
  CreateLandingPageSchema,
  LandingStatusSchema,
  UpdateLandingPageSchema,
  type LandingPageForm,
} from './schemas'

// landingPages/{slug}: the pages /landing-admin makes and /landing/:slug shows

const words = landingMessages.page

// one budget for an admin's writes here and in /landing-ab-test
const landingAdminWrites = createRateLimit({
  name: 'landing-admin-writes',
  points: 120,
  seconds: 60 * 60,
})

export type Toast = { title: string; description?: string }
export type AdminOutcome = FormOutcome<{ intent: string }>

const formErrors = (message: string): SubmissionResult<string[]> => ({
  status: 'error',
  error: { '': [message] },
})

export async function landingPageOf(slug: string): Promise<LandingPage | null> {
  if (!isDocumentId(slug)) return null
  return (await landingPages.doc(slug).get()).data() ?? null
}

// the page a visitor may see: published, or nothing (the site's 404 page)
export async function publishedLandingPage(slug: string): Promise<LandingPage> {
  const page = await landingPageOf(slug)
  if (!page || page.status !== 'published') throw expectedError(404, errorPages[404].message)
  return page
}

// for the admin: a page in any state, or 404 with the admin's words
export async function landingPageForAdmin(slug: string): Promise<LandingPage> {
  const page = await landingPageOf(slug)
  if (!page) throw expectedError(404, words.notFound)
  return page
}

// every page, most recently changed first (a campaign site has tens, not thousands)
export async function listLandingPages(): Promise<LandingPage[]> {
  const snapshot = await landingPages.ref().orderBy('updatedAt', 'desc').limit(500).get()
  return snapshot.docs.map((doc) => doc.data())
}

// the form's fields as the page stores them
function contentOf(form: LandingPageForm) {
  return {
    title: form.title,
    hero: { heading: form.heroHeading, text: form.heroText },
    sections: form.sections,
    cta: { label: form.ctaLabel, path: form.ctaPath },
    audience: form.audience,
  }
}

// the button must lead somewhere this site answers (its path, whatever the query)
const answersAt = (path: string) => routeAt(new URL(path, 'http://same.origin').pathname) !== null

const sameContent = (page: LandingPage, content: ReturnType<typeof contentOf>) =>
  JSON.stringify([page.title, page.hero, page.sections, page.cta, page.audience]) ===
  JSON.stringify([content.title, content.hero, content.sections, content.cta, content.audience])

export async function withinAdminBudget(uid: string, intent: string): Promise<AdminOutcome | null> {
  const verdict = await landingAdminWrites.consume(uid)
  if (verdict.allowed) return null
  return {
    ok: false,
    intent,
    result: formErrors(words.tooManyWrites(formatWait(verdict.retryAfterSeconds))),
    status: 429,
    retryAfterSeconds: verdict.retryAfterSeconds,
  }
}

// a new draft at its address; the same form sent twice finds the page it made the first time
export async function createLandingPage(
  uid: string,
  form: FormData,
  now = Date.now(),
): Promise<AdminOutcome> {
  const submission = parseWithZod(form, { schema: CreateLandingPageSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'create', result: submission.reply(), status: 400 }
  const value = submission.value
  if (!answersAt(value.ctaPath))
    return {
      ok: false,
      intent: 'create',
      result: submission.reply({ fieldErrors: { ctaPath: [words.ctaPathUnknown] } }),
      status: 400,
    }
  const refused = await withinAdminBudget(uid, 'create')
  if (refused) return refused
  const submissionId = submissionIdOf(form)
  const ref = landingPages.doc(value.slug)
  // the page at the address already: this form's (sent twice), or someone else's
  const found = (existing: FirebaseFirestore.DocumentSnapshot<StoredLandingPage>) =>
    submissionId && existing.data()?.submissionId === submissionId ? 'again' : 'taken'
  const outcome = await db()
    .runTransaction(async (transaction) => {
      const existing = await transaction.get(ref)
      if (existing.exists) return found(existing)
      const page: StoredLandingPage = {
        slug: value.slug,
        ...contentOf(value),
        status: 'draft',
        createdAt: now,
        createdBy: uid,
        updatedAt: now,
        updatedBy: uid,
        experimentId: null,
        submissionId,
      }
      transaction.create(ref, checkDocument(page))
      return 'made'
    })
    // two posts at once: the emulator refuses the second create where Firestore retries it
    .catch(async (error: unknown) =>
      isAlreadyExists(error) ? found(await ref.get()) : Promise.reject(error),
    )
  if (outcome === 'taken')
    return {
      ok: false,
      intent: 'create',
      result: submission.reply({ fieldErrors: { slug: [words.slugTaken] } }),
      status: 409,
    }
  if (outcome === 'made')
    logger.info({ event: 'landing.page-created', uid, slug: value.slug }, 'landing page created')
  return {
    ok: true,
    redirectTo: `/landing-admin?preview=${value.slug}`,
    toast: {
      title: landingMessages.admin.created,
      description: landingMessages.admin.createdDetail,
    },
  }
}

// the page's words and button; its address and state stay as they are
export async function updateLandingPage(
  uid: string,
  form: FormData,
  now = Date.now(),
): Promise<AdminOutcome> {
  const submission = parseWithZod(form, { schema: UpdateLandingPageSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'update', result: submission.reply(), status: 400 }
  const value = submission.value
  if (!isDocumentId(value.slug)) throw expectedError(404, words.notFound)
  if (!answersAt(value.ctaPath))
    return {
      ok: false,
      intent: 'update',
      result: submission.reply({ fieldErrors: { ctaPath: [words.ctaPathUnknown] } }),
      status: 400,
    }
  const refused = await withinAdminBudget(uid, 'update')
  if (refused) return refused
  const content = contentOf(value)
  const ref = landingPages.doc(value.slug)
  const outcome = await db().runTransaction(async (transaction) => {
    const existing = await transaction.get(ref)
    const page = existing.data()
    if (!page) return 'missing' as const
    // the same save sent twice changes nothing the second time
    if (sameContent(page, content)) return page
    if (page.updatedAt !== value.version) return 'changed' as const
    transaction.update(ref, checkDocument({ ...content, updatedAt: now, updatedBy: uid }))
    return page
  })
  if (outcome === 'missing') throw expectedError(404, words.notFound)
  if (outcome === 'changed')
    return {
      ok: false,
      intent: 'update',
      result: submission.reply({ formErrors: [words.changedMeanwhile] }),
      status: 409,
    }
  logger.info({ event: 'landing.page-saved', uid, slug: value.slug }, 'landing page saved')
  const live = outcome.status === 'published'
  return {
    ok: true,
    redirectTo: `/landing-admin?preview=${value.slug}`,
    toast: {
      title: landingMessages.admin.saved,
      description: live ? landingMessages.admin.savedLive : undefined,
    },
  }
}

export async function changeLandingStatus(
  uid: string,
  form: FormData,
  now = Date.now(),
): Promise<AdminOutcome> {
  const submission = parseWithZod(form, { schema: LandingStatusSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'status', result: submission.reply(), status: 400 }
  const { intent, slug } = submission.value
  if (!isDocumentId(slug)) throw expectedError(404, words.notFound)
  const refused = await withinAdminBudget(uid, 'status')
  if (refused) return refused
  const status = intent === 'publish' ? 'published' : 'draft'
  const ref = landingPages.doc(slug)
  const found = await db().runTransaction(async (transaction) => {
    const page = (await transaction.get(ref)).data()
    if (!page) return false
    if (page.status !== status) transaction.update(ref, { status, updatedAt: now, updatedBy: uid })
    return true
  })
  if (!found) throw expectedError(404, words.notFound)
  logger.info({ event: `landing.page-${intent}ed`, uid, slug }, `landing page ${intent}ed`)
  return intent === 'publish'
    ? {
        ok: true,
        redirectTo: `/landing-admin?preview=${slug}`,
        toast: {
          title: landingMessages.admin.published,
          description: `It is online at ${landingPath(slug)}.`,
        },
      }
    : {
        ok: true,
        redirectTo: '/landing-admin',
        toast: {
          title: landingMessages.admin.unpublished,
          description: landingMessages.admin.unpublishedDetail,
        },
      }
}

// /landing-admin's posts, by their intent
export function answerLandingAdmin(uid: string, form: FormData): Promise<AdminOutcome> {
  const intent = form.get('intent')
  if (intent === 'create') return createLandingPage(uid, form)
  if (intent === 'update') return updateLandingPage(uid, form)
  if (intent === 'publish' || intent === 'unpublish') return changeLandingStatus(uid, form)
  throw expectedError(400, errorPages[400].message)
}
