import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { db } from '~/platform/firebase.server'
import { jobStartsAt, type Job } from './job'
import { completeJob, jobCalendar, jobFor, jobsOf, reviewJob } from './jobs.server'
import { providerMessages as messages } from './messages'
import type { Provider } from './provider'
import { acceptQuote, answerLead } from './quotes.server'
import type { Lead } from './service-requests.server'

// a hired quote books a job both sides see; only its vendor finishes it, from its day on; only its
// client reviews it, once, and the provider's averages move with the review

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)
const uid = (role: string) => `vitest-${role}-${randomUUID()}`

async function thrown(action: () => Promise<unknown>) {
  const error = await action().then(() => undefined, (reason: unknown) => reason)
  if (!(error instanceof Response)) throw new Error(`expected an expected error, got ${String(error)}`)
  return { status: error.status, message: ((await error.json()) as { message: string }).message }
}

async function bookedJob(startDate: string) {
  const [client, vendor] = [uid('client'), uid('vendor')]
  const providerId = `vitest-provider-${randomUUID()}`
  const provider: Partial<Provider> = { id: providerId, ownerUid: vendor, business: 'Vendor Co', reviews: { count: 1, average: 4, sub: { quality: 4, communication: 4, timeliness: 4, value: 4 } } }
  await db().collection('providers').doc(providerId).set(provider)
  await db().collection('users').doc(client).set({ displayName: 'Casey Client', email: `${client}@example.test` })
  const request = db().collection('serviceRequests').doc()
  await request.set({ id: request.id, requesterUid: client, category: 'inspector', zip: '50010', date: null, budget: null, details: 'An inspection', listingId: null, providerId: null, told: [], createdAt: Date.now() })
  const leadRef = db().collection('leads').doc()
  const lead: Lead = { id: leadRef.id, requestId: request.id, providerId, vendorUid: vendor, requesterUid: client, category: 'inspector', zip: '50010', date: null, budget: null, details: 'An inspection', listingId: null, status: 'new', createdAt: Date.now() }
  await leadRef.set(lead)
  const form = new FormData()
  for (const [name, value] of Object.entries({ intent: 'quote', price: '400', includes: 'Inspection and report', startDate, validUntil: day(10) })) form.set(name, value)
  await answerLead(vendor, lead.id, 'Vendor Co', form)
  const quoteId = (await leadRef.get()).get('quoteId') as string
  expect(await acceptQuote(client, quoteId)).toMatchObject({ ok: true })
  return { client, vendor, providerId, jobId: quoteId, requestId: request.id }
}

const reviewForm = (fields: Record<string, string> = {}) => {
  const form = new FormData()
  for (const [name, value] of Object.entries({ rating: '5', quality: '5', communication: '4', timeliness: '5', value: '3', text: 'Thorough and on time, with a clear report.', ...fields })) form.set(name, value)
  return form
}

describe('a hired quote books a job', () => {
  test('both sides see it at 9 a.m. on the quoted day, with a calendar file; nobody else does', async () => {
    const { client, vendor, jobId, requestId } = await bookedJob(day(3))
    const job = (await db().collection('jobs').doc(jobId).get()).data() as Job
    expect(job).toMatchObject({ clientUid: client, vendorUid: vendor, price: 400, status: 'booked', startsAt: jobStartsAt(day(3)) })
    expect((await db().collection('serviceRequests').doc(requestId).get()).get('jobId')).toBe(jobId)
    expect((await jobsOf(client)).map((seen) => [seen.id, seen.side])).toEqual([[jobId, 'client']])
    expect((await jobsOf(vendor)).map((seen) => [seen.id, seen.side])).toEqual([[jobId, 'vendor']])
    expect(await thrown(() => jobFor(uid('stranger'), jobId))).toEqual({ status: 404, message: messages.jobUnknown })
    const ics = await jobCalendar(client, jobId, 'https://threshold.test')
    expect(ics).toContain('SUMMARY:Home inspector: Vendor Co')
    expect(ics).toContain(`DTSTART:${new Date(job.startsAt).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`)
    expect(await thrown(() => jobCalendar(uid('stranger'), jobId, 'https://threshold.test'))).toMatchObject({ status: 404 })
  })

  test('9 a.m. Ames time is 15:00 UTC in winter and 14:00 UTC in summer', () => {
    expect(new Date(jobStartsAt('2026-12-01')).toISOString()).toBe('2026-12-01T15:00:00.000Z')
    expect(new Date(jobStartsAt('2026-07-01')).toISOString()).toBe('2026-07-01T14:00:00.000Z')
  })
})

describe('finishing and reviewing a job', () => {
  test('only the vendor marks it done, not before its day, and once', async () => {
    const { client, vendor, jobId } = await bookedJob(day(5))
    expect(await thrown(() => completeJob(client, jobId))).toEqual({ status: 404, message: messages.jobUnknown })
    expect(await completeJob(vendor, jobId)).toMatchObject({ ok: false, status: 409 })
    const onTheDay = jobStartsAt(day(5)) + 60_000
    expect(await completeJob(vendor, jobId, onTheDay)).toEqual({ ok: true })
    expect(await completeJob(vendor, jobId, onTheDay)).toEqual({ ok: false, message: messages.jobAlreadyDone, status: 409 })
  })

  test('only its client reviews it, after it is done, once; the averages move', async () => {
    const { client, vendor, providerId, jobId } = await bookedJob(day(0))
    expect(await reviewJob(client, jobId, reviewForm())).toMatchObject({ ok: false, status: 409 })
    await completeJob(vendor, jobId, jobStartsAt(day(0)))
    expect(await thrown(() => reviewJob(vendor, jobId, reviewForm()))).toEqual({ status: 404, message: messages.jobUnknown })
    expect(await thrown(() => reviewJob(uid('stranger'), jobId, reviewForm()))).toEqual({ status: 404, message: messages.jobUnknown })
    expect(await reviewJob(client, jobId, reviewForm({ rating: '6' }))).toMatchObject({ ok: false, status: 400 })
    expect(await reviewJob(client, jobId, reviewForm())).toEqual({ ok: true })
    expect(await reviewJob(client, jobId, reviewForm())).toMatchObject({ ok: false, status: 409 })

    const provider = (await db().collection('providers').doc(providerId).get()).data() as Provider
    expect(provider.reviews).toEqual({ count: 2, average: 4.5, sub: { quality: 4.5, communication: 4, timeliness: 4.5, value: 3.5 } })
    const review = (await db().collection('providers').doc(providerId).collection('reviews').doc(jobId).get()).data()
    expect(review).toMatchObject({ author: 'Casey C.', rating: 5, service: 'inspector', text: 'Thorough and on time, with a clear report.' })
  })
})
