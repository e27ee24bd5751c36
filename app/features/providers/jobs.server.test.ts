import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobs } from '~/core/data/jobs.server'
import { providers } from '~/core/data/providers.server'
import { reviewsOf } from '~/core/data/reviews.server'
import { serviceRequests } from '~/core/data/service-requests.server'
import { formatSlot } from '~/core/tour-slots'
import { startStripeStandIn, stopStripeStandIn } from '~/features/payments/stripe-stand-in.server'
import { jobStartsAt } from './job'
import { completeJob, jobCalendar, jobFor, jobsOf, reviewJob } from './jobs.server'
import { bookedJob, day, payJob, thrown, uid } from './jobs.test-data'
import { providerMessages as messages } from './messages'

// a hired quote books a job both sides see; only its vendor finishes it, once its appointment has
// started; only its client reviews it, once it is done and paid, once, and never their own
// business; the provider's averages move with the review (ADR 051)

beforeAll(() => startStripeStandIn())
afterAll(() => stopStripeStandIn())

const reviewForm = (fields: Record<string, string> = {}) => {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    rating: '5',
    quality: '5',
    communication: '4',
    timeliness: '5',
    value: '3',
    text: 'Thorough and on time, with a clear report.',
    ...fields,
  }))
    form.set(name, value)
  return form
}
const storedJob = async (jobId: string) => (await jobs.doc(jobId).get()).data()!
const provider = async (providerId: string) => (await providers.doc(providerId).get()).data()!
const reviewCount = async (providerId: string) => (await reviewsOf(providerId).get()).size
const refusal = (message: string, status = 409) => ({
  ok: false,
  status,
  result: expect.objectContaining({ error: { '': [message] } }),
})

describe('a hired quote books a job', () => {
  test('both sides see it at 9 a.m. on the quoted day, unpaid, with a calendar file; nobody else does', async () => {
    const { client, vendor, jobId, requestId } = await bookedJob(day(3))
    const job = await storedJob(jobId)
    expect(job).toMatchObject({
      clientUid: client,
      vendorUid: vendor,
      price: 400,
      deposit: null,
      status: 'booked',
      startsAt: jobStartsAt(day(3)),
    })
    expect(job.paid).toBeUndefined()
    expect((await serviceRequests.doc(requestId).get()).data()?.jobId).toBe(jobId)
    expect((await jobsOf(client)).map((seen) => [seen.id, seen.side])).toEqual([[jobId, 'client']])
    expect((await jobsOf(vendor)).map((seen) => [seen.id, seen.side])).toEqual([[jobId, 'vendor']])
    expect(await thrown(() => jobFor(uid('stranger'), jobId))).toEqual({
      status: 404,
      message: messages.jobUnknown,
    })
    const ics = await jobCalendar(client, jobId, 'https://threshold.test')
    expect(ics).toContain('SUMMARY:Home inspector: Vendor Co')
    expect(ics).toContain(
      `DTSTART:${new Date(job.startsAt)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    )
    expect(
      await thrown(() => jobCalendar(uid('stranger'), jobId, 'https://threshold.test')),
    ).toMatchObject({ status: 404 })
  })

  test('9 a.m. Ames time is 15:00 UTC in winter and 14:00 UTC in summer', () => {
    expect(new Date(jobStartsAt('2026-12-01')).toISOString()).toBe('2026-12-01T15:00:00.000Z')
    expect(new Date(jobStartsAt('2026-07-01')).toISOString()).toBe('2026-07-01T14:00:00.000Z')
  })
})

describe('finishing a job', () => {
  test('only the vendor marks it done, not before the appointment has started (the same morning is too early), and once', async () => {
    const { client, vendor, jobId } = await bookedJob(day(5))
    const startsAt = jobStartsAt(day(5))
    expect(await thrown(() => completeJob(client, jobId))).toEqual({
      status: 404,
      message: messages.jobUnknown,
    })
    const tooEarly = messages.jobNotYet(formatSlot(startsAt))
    expect(tooEarly).toMatch(
      /^This job is booked for \w+, \w+ \d+, 9:00 AM \(Ames local time\); you can mark it as done once the appointment has started\.$/,
    )
    for (const at of [Date.now(), startsAt - 9 * 3_600_000, startsAt - 60_000])
      expect(await completeJob(vendor, jobId, at)).toEqual({
        ok: false,
        message: tooEarly,
        status: 409,
      })
    expect(await storedJob(jobId)).toMatchObject({ status: 'booked' })
    expect((await storedJob(jobId)).completedAt).toBeUndefined()

    expect(await completeJob(vendor, jobId, startsAt)).toEqual({ ok: true })
    expect(await storedJob(jobId)).toMatchObject({ status: 'completed', completedAt: startsAt })
    expect(await completeJob(vendor, jobId, startsAt + 60_000)).toEqual({
      ok: false,
      message: messages.jobAlreadyDone,
      status: 409,
    })
  })
})

describe('reviews are earned: a completed, paid job, reviewed once by its client', () => {
  test('refused before it is done, refused unpaid, published once paid and done, refused the second time; nothing stored when refused', async () => {
    const { client, vendor, providerId, jobId } = await bookedJob(day(0))
    const before = await provider(providerId)

    // paid, not done
    await payJob(client, jobId)
    expect(await reviewJob(client, jobId, reviewForm())).toEqual(refusal(messages.reviewNotYet))
    expect(await reviewCount(providerId)).toBe(0)

    // done, not paid (another job of the same kind)
    const unpaid = await bookedJob(day(0))
    await completeJob(unpaid.vendor, unpaid.jobId, jobStartsAt(day(0)))
    expect(await reviewJob(unpaid.client, unpaid.jobId, reviewForm())).toEqual(
      refusal(messages.reviewNotPaid),
    )
    expect(await reviewCount(unpaid.providerId)).toBe(0)
    expect((await storedJob(unpaid.jobId)).reviewed).toBeUndefined()
    expect((await provider(unpaid.providerId)).reviews).toEqual(before.reviews)

    // done and paid
    await completeJob(vendor, jobId, jobStartsAt(day(0)))
    expect(await thrown(() => reviewJob(vendor, jobId, reviewForm()))).toEqual({
      status: 404,
      message: messages.jobUnknown,
    })
    expect(await thrown(() => reviewJob(uid('stranger'), jobId, reviewForm()))).toEqual({
      status: 404,
      message: messages.jobUnknown,
    })
    expect(await reviewJob(client, jobId, reviewForm({ rating: '6' }))).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(await reviewJob(client, jobId, reviewForm())).toEqual({ ok: true })
    const once = await provider(providerId)
    expect(once.reviews).toEqual({
      count: 2,
      average: 4.5,
      sub: { quality: 4.5, communication: 4, timeliness: 4.5, value: 3.5 },
    })
    const review = (await reviewsOf(providerId).doc(jobId).get()).data()
    expect(review).toMatchObject({
      author: 'Casey C.',
      rating: 5,
      service: 'inspector',
      text: 'Thorough and on time, with a clear report.',
    })

    expect(
      await reviewJob(
        client,
        jobId,
        reviewForm({ rating: '1', text: 'Trying to review the same job twice.' }),
      ),
    ).toEqual(refusal(messages.reviewedAlready))
    expect((await provider(providerId)).reviews).toEqual(once.reviews)
    expect(await reviewCount(providerId)).toBe(1)
  })

  test('a job whose deposit is paid counts as paid', async () => {
    const { client, vendor, providerId, jobId } = await bookedJob(day(0), { deposit: 100 })
    await payJob(client, jobId)
    expect((await storedJob(jobId)).paid).toMatchObject({ amountCents: 10_000, deposit: true })
    await completeJob(vendor, jobId, jobStartsAt(day(0)))
    expect(await reviewJob(client, jobId, reviewForm())).toEqual({ ok: true })
    expect(await reviewCount(providerId)).toBe(1)
  })

  test('nobody reviews their own business, even with a job done and paid', async () => {
    // the product never books such a job (acceptQuote refuses); one written directly is still refused
    const { client, providerId, jobId } = await bookedJob(day(0))
    await payJob(client, jobId)
    await jobs
      .doc(jobId)
      .update({ vendorUid: client, status: 'completed', completedAt: Date.now() })
    expect(await reviewJob(client, jobId, reviewForm())).toEqual(refusal(messages.reviewOwn, 403))

    // the business changed hands to its client: still their own
    await jobs.doc(jobId).update({ vendorUid: uid('vendor') })
    await providers.doc(providerId).update({ ownerUid: client })
    expect(await reviewJob(client, jobId, reviewForm())).toEqual(refusal(messages.reviewOwn, 403))
    expect(await reviewCount(providerId)).toBe(0)
    expect((await storedJob(jobId)).reviewed).toBeUndefined()
  })
})
