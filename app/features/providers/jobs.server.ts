import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import { calendarEvent } from '~/core/ics'
import { formatSlot } from '~/core/tour-slots'
import { jobs } from '~/core/data/jobs.server'
import { providers } from '~/core/data/providers.server'
import { reviewsOf } from '~/core/data/reviews.server'
import { users } from '~/core/data/users.server'
import { isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { requireOwned } from '~/core/data/require-owned.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { categoryLabels } from './categories'
import type { Transaction } from 'firebase-admin/firestore'
import { canComplete, type Job, type JobPayment } from './job'
import { providerMessages as messages } from './messages'
import type { Review } from './provider'
import { mailAbout } from './provider-mail.server'
import { ReviewSchema } from './schemas'

const reviewBudget = createRateLimit({ name: 'provider-reviews', points: 10, seconds: 60 * 60 })

export type JobSide = 'client' | 'vendor'
export type JobView = Job & { side: JobSide }

// the jobs a person is the client or the vendor of, soonest first
export async function jobsOf(uid: string): Promise<JobView[]> {
  const [asClient, asVendor] = await Promise.all([
    jobs.ref().where('clientUid', '==', uid).get(),
    jobs.ref().where('vendorUid', '==', uid).get(),
  ])
  return [
    ...asClient.docs.map((doc) => ({ ...doc.data(), side: 'client' as const })),
    ...asVendor.docs.map((doc) => ({ ...doc.data(), side: 'vendor' as const })),
  ].sort((a, b) => a.startsAt - b.startsAt)
}

// a job for its client or its vendor; anyone else, or a made-up id, gets the same 404
export async function jobFor(uid: string, jobId: string): Promise<JobView> {
  const message = messages.jobUnknown
  if (!isDocumentId(jobId)) throw expectedError(404, message)
  const job = await requireOwned(jobs, jobId, uid, { message, party: ['clientUid', 'vendorUid'] })
  return { ...job, side: job.clientUid === uid ? 'client' : 'vendor' }
}

export const jobTitle = (job: Pick<Job, 'category' | 'business'>) =>
  `${categoryLabels[job.category]}: ${job.business}`

export async function jobCalendar(uid: string, jobId: string, origin: string): Promise<string> {
  const job = await jobFor(uid, jobId)
  const where = job.listingId
    ? `the home at ${job.zip} (listing ${job.listingId})`
    : `ZIP ${job.zip}`
  return calendarEvent({
    id: `job-${job.id}`,
    startsAt: job.startsAt,
    summary: jobTitle(job),
    location: where,
    url: `${origin}/appointments#job-${job.id}`,
    durationMinutes: 120,
  })
}

// the vendor says the work is done (once the appointment has started); the client is asked for a review
export async function completeJob(
  vendorUid: string,
  jobId: string,
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  const job = await jobFor(vendorUid, jobId)
  if (job.side !== 'vendor') throw expectedError(404, messages.jobUnknown)
  const done = await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(jobs.doc(jobId))).data()
    if (!current || !canComplete(current, now)) return false
    transaction.update(jobs.doc(jobId), { status: 'completed', completedAt: now })
    return true
  })
  if (!done)
    return {
      ok: false,
      message:
        job.status === 'completed'
          ? messages.jobAlreadyDone
          : messages.jobNotYet(formatSlot(job.startsAt)),
      status: 409,
    }
  logger.info({ event: 'job.completed', jobId, uid: vendorUid }, 'job completed')
  await mailAbout(job.clientUid, 'requests', {
    subject: `How did ${job.business} do?`,
    lead: `${job.business} marked your ${categoryLabels[job.category].toLowerCase()} job as done. ${job.paid ? 'Tell other clients how it went.' : 'Once you have paid for it through Threshold, tell other clients how it went.'}`,
    link: `/service-request-confirmation?${new URLSearchParams({ request: job.requestId })}#${job.paid ? 'review-title' : 'job-title'}`,
  })
  return { ok: true }
}

export type ReviewOutcome =
  | { ok: true }
  | { ok: false; result: SubmissionResult<string[]>; status: number; retryAfterSeconds?: number }

const round = (value: number) => Math.round(value * 100) / 100
const authorOf = (displayName: unknown) => {
  const [first = 'A client', last = ''] = String(displayName ?? '')
    .trim()
    .split(/\s+/)
  return last ? `${first} ${last[0]}.` : first || 'A client'
}

// the client of a completed and paid job reviews it, once, and never their own business; the
// provider's averages move with it (ADR 051: a deposit paid counts as paid)
function reviewRefusal(job: Job, ownerUid: unknown): string | null {
  if (job.clientUid === job.vendorUid || ownerUid === job.clientUid) return messages.reviewOwn
  if (job.status !== 'completed') return messages.reviewNotYet
  if (!job.paid) return messages.reviewNotPaid
  if (job.reviewed) return messages.reviewedAlready
  return null
}

export async function reviewJob(
  clientUid: string,
  jobId: string,
  form: FormData,
  now = Date.now(),
): Promise<ReviewOutcome> {
  const job = await jobFor(clientUid, jobId)
  if (job.side !== 'client') throw expectedError(404, messages.jobUnknown)
  const submission = parseWithZod(form, { schema: ReviewSchema })
  if (submission.status !== 'success') return { ok: false, result: submission.reply(), status: 400 }
  const refusal = reviewRefusal(job, (await providers.doc(job.providerId).get()).data()?.ownerUid)
  if (refusal)
    return {
      ok: false,
      result: submission.reply({ formErrors: [refusal] }),
      status: refusal === messages.reviewOwn ? 403 : 409,
    }
  const verdict = await reviewBudget.consume(clientUid)
  if (!verdict.allowed)
    return {
      ok: false,
      result: submission.reply({
        formErrors: [messages.tooManyReviews(formatWait(verdict.retryAfterSeconds))],
      }),
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  const { rating, text, ...sub } = submission.value
  const author = authorOf((await users.doc(clientUid).get()).data()?.displayName)
  const review: Review = { id: job.id, author, rating, sub, text, at: now, service: job.category }
  const refused = await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(jobs.doc(jobId))).data()
    const provider = (await transaction.get(providers.doc(job.providerId))).data()
    if (!current || !provider) return messages.reviewedAlready
    const again = reviewRefusal(current, provider.ownerUid)
    if (again) return again
    const summary = provider.reviews
    const count = summary.count + 1
    const mean = (old: number, added: number) => round((old * summary.count + added) / count)
    transaction.set(reviewsOf(job.providerId).doc(job.id), review)
    transaction.update(providers.doc(job.providerId), {
      reviews: {
        count,
        average: mean(summary.average, rating),
        sub: {
          quality: mean(summary.sub.quality, sub.quality),
          communication: mean(summary.sub.communication, sub.communication),
          timeliness: mean(summary.sub.timeliness, sub.timeliness),
          value: mean(summary.sub.value, sub.value),
        },
      },
    })
    transaction.update(jobs.doc(jobId), { reviewed: true })
    return null
  })
  if (refused)
    return { ok: false, result: submission.reply({ formErrors: [refused] }), status: 409 }
  logger.info({ event: 'job.reviewed', jobId, uid: clientUid, rating }, 'job reviewed')
  await mailAbout(job.vendorUid, 'jobs', {
    subject: `A ${rating}-star review from ${author}`,
    lead: `${author} reviewed your ${categoryLabels[job.category].toLowerCase()} job.`,
    quote: text,
    link: `/service-provider/${job.providerId}#reviews-title`,
  })
  return { ok: true }
}

// a job inside a payment's transaction (payments/orders.server.ts; reads before writes)
export async function readJob(transaction: Transaction, jobId: string): Promise<Job | null> {
  if (!isDocumentId(jobId)) return null
  return (await transaction.get(jobs.doc(jobId))).data() ?? null
}

// the order last started to pay for the job, so a press on another page finds it
export function recordJobOrder(transaction: Transaction, jobId: string, orderId: string) {
  transaction.update(jobs.doc(jobId), { orderId })
}

// the signed webhook's paid event: the job records the order that paid it, once; a job already
// paid keeps its first payment (false)
export function recordJobPaid(transaction: Transaction, job: Job, payment: JobPayment): boolean {
  if (job.paid) return false
  transaction.update(jobs.doc(job.id), { paid: payment })
  return true
}
