import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import { calendarEvent } from '~/features/buyers/ics'
import { formatSlot } from '~/features/buyers/tour-slots'
import { isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { categoryLabels } from './categories'
import { canComplete, type Job } from './job'
import { providerMessages as messages } from './messages'
import type { Review, SubRatings } from './provider'
import { mailAbout } from './provider-mail.server'
import { ReviewSchema } from './schemas'

const jobs = () => db().collection('jobs')
const providers = () => db().collection('providers')
const users = () => db().collection('users')
const reviewBudget = createRateLimit({ points: 10, seconds: 60 * 60 })

export type JobSide = 'client' | 'vendor'
export type JobView = Job & { side: JobSide }

// the jobs a person is the client or the vendor of, soonest first
export async function jobsOf(uid: string): Promise<JobView[]> {
  const [asClient, asVendor] = await Promise.all([jobs().where('clientUid', '==', uid).get(), jobs().where('vendorUid', '==', uid).get()])
  return [
    ...asClient.docs.map((doc) => ({ ...(doc.data() as Job), side: 'client' as const })),
    ...asVendor.docs.map((doc) => ({ ...(doc.data() as Job), side: 'vendor' as const })),
  ].sort((a, b) => a.startsAt - b.startsAt)
}

// a job for its client or its vendor; anyone else, or a made-up id, gets the same 404
export async function jobFor(uid: string, jobId: string): Promise<JobView> {
  if (!isDocumentId(jobId)) throw expectedError(404, messages.jobUnknown)
  const doc = await jobs().doc(jobId).get()
  const job = doc.exists ? (doc.data() as Job) : null
  if (job?.clientUid === uid) return { ...job, side: 'client' }
  if (job?.vendorUid === uid) return { ...job, side: 'vendor' }
  throw expectedError(404, messages.jobUnknown)
}

export const jobTitle = (job: Pick<Job, 'category' | 'business'>) => `${categoryLabels[job.category]}: ${job.business}`

export async function jobCalendar(uid: string, jobId: string, origin: string): Promise<string> {
  const job = await jobFor(uid, jobId)
  const where = job.listingId ? `the home at ${job.zip} (listing ${job.listingId})` : `ZIP ${job.zip}`
  return calendarEvent({
    id: `job-${job.id}`,
    startsAt: job.startsAt,
    summary: jobTitle(job),
    location: where,
    url: `${origin}/appointments#job-${job.id}`,
    durationMinutes: 120,
  })
}

// the vendor says the work is done (from the job's day on); the client is asked for a review
export async function completeJob(vendorUid: string, jobId: string, now = Date.now()): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  const job = await jobFor(vendorUid, jobId)
  if (job.side !== 'vendor') throw expectedError(404, messages.jobUnknown)
  const done = await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(jobs().doc(jobId))).data() as Job
    if (!canComplete(current, now)) return false
    transaction.update(jobs().doc(jobId), { status: 'completed', completedAt: now })
    return true
  })
  if (!done) return { ok: false, message: job.status === 'completed' ? messages.jobAlreadyDone : messages.jobNotYet(formatSlot(job.startsAt)), status: 409 }
  logger.info({ event: 'job.completed', jobId, uid: vendorUid }, 'job completed')
  await mailAbout(job.clientUid, 'requests', {
    subject: `How did ${job.business} do?`,
    lead: `${job.business} marked your ${categoryLabels[job.category].toLowerCase()} job as done. Tell other clients how it went.`,
    link: `/service-request-confirmation?${new URLSearchParams({ request: job.requestId })}#review-title`,
  })
  return { ok: true }
}

export type ReviewOutcome = { ok: true } | { ok: false; result: SubmissionResult<string[]>; status: number; retryAfterSeconds?: number }

const round = (value: number) => Math.round(value * 100) / 100
const authorOf = (displayName: unknown) => {
  const [first = 'A client', last = ''] = String(displayName ?? '').trim().split(/\s+/)
  return last ? `${first} ${last[0]}.` : first || 'A client'
}

// the client of a completed job reviews it, once; the provider's averages move with it
export async function reviewJob(clientUid: string, jobId: string, form: FormData, now = Date.now()): Promise<ReviewOutcome> {
  const job = await jobFor(clientUid, jobId)
  if (job.side !== 'client') throw expectedError(404, messages.jobUnknown)
  const submission = parseWithZod(form, { schema: ReviewSchema })
  if (submission.status !== 'success') return { ok: false, result: submission.reply(), status: 400 }
  if (job.status !== 'completed') return { ok: false, result: submission.reply({ formErrors: [messages.reviewNotYet] }), status: 409 }
  const verdict = await reviewBudget.consume(clientUid)
  if (!verdict.allowed) return { ok: false, result: submission.reply({ formErrors: [messages.tooManyReviews(formatWait(verdict.retryAfterSeconds))] }), status: 429, retryAfterSeconds: verdict.retryAfterSeconds }
  const { rating, text, ...sub } = submission.value
  const author = authorOf((await users().doc(clientUid).get()).get('displayName'))
  const review: Review = { id: job.id, author, rating, sub, text, at: now, service: job.category }
  const reviewed = await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(jobs().doc(jobId))).data() as Job
    const provider = await transaction.get(providers().doc(job.providerId))
    if (current.reviewed || !provider.exists) return false
    const summary = provider.get('reviews') as { count: number; average: number; sub: SubRatings }
    const count = summary.count + 1
    const mean = (old: number, added: number) => round((old * summary.count + added) / count)
    transaction.set(providers().doc(job.providerId).collection('reviews').doc(job.id), review)
    transaction.update(providers().doc(job.providerId), {
      reviews: {
        count,
        average: mean(summary.average, rating),
        sub: { quality: mean(summary.sub.quality, sub.quality), communication: mean(summary.sub.communication, sub.communication), timeliness: mean(summary.sub.timeliness, sub.timeliness), value: mean(summary.sub.value, sub.value) },
      },
    })
    transaction.update(jobs().doc(jobId), { reviewed: true })
    return true
  })
  if (!reviewed) return { ok: false, result: submission.reply({ formErrors: [messages.reviewedAlready] }), status: 409 }
  logger.info({ event: 'job.reviewed', jobId, uid: clientUid, rating }, 'job reviewed')
  await mailAbout(job.vendorUid, 'jobs', { subject: `A ${rating}-star review from ${author}`, lead: `${author} reviewed your ${categoryLabels[job.category].toLowerCase()} job.`, quote: text, link: `/service-provider/${job.providerId}#reviews-title` })
  return { ok: true }
}
