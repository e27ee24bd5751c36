import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import { jobs } from '~/core/data/jobs.server'
import { leads } from '~/core/data/leads.server'
import { quotes, type Quote } from '~/core/data/quotes.server'
import { requireOwned } from '~/core/data/require-owned.server'
import { serviceRequests } from '~/core/data/service-requests.server'
import { users } from '~/core/data/users.server'
import { isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { formatSlot } from '~/core/tour-slots'
import { categoryLabels } from './categories'
import { providerMessages as messages } from './messages'
import { jobStartsAt, type Job } from './job'
import { formatDollars } from './provider'
import { mailAbout } from './provider-mail.server'
import { recordResponseTime } from './response-time.server'
import { declineReasons, LeadAnswerSchema } from './schemas'
import type { Lead, ServiceRequest } from './service-requests.server'

// quotes/{id}: a vendor's price for one lead; the requester accepts one and the others close
export type { Quote, QuoteStatus } from '~/core/data/quotes.server'

const answerBudget = createRateLimit({
  name: 'provider-quote-answers',
  points: 60,
  seconds: 60 * 60,
})
const today = () => new Date().toISOString().slice(0, 10)

// a lead for its vendor only: another vendor, or a made-up id, gets the same 404
export async function ownLead(vendorUid: string, leadId: string): Promise<Lead> {
  if (!isDocumentId(leadId)) throw expectedError(404, messages.leadUnknown)
  return requireOwned(leads, leadId, vendorUid, { message: messages.leadUnknown })
}

export async function quoteOfLead(lead: Lead): Promise<Quote | null> {
  if (!lead.quoteId) return null
  return (await quotes.doc(lead.quoteId).get()).data() ?? null
}

export type AnswerOutcome =
  | { ok: true; toast: string }
  | { ok: false; result: SubmissionResult<string[]>; status: number; retryAfterSeconds?: number }

// the vendor quotes or declines a new lead; the requester is told either way
export async function answerLead(
  vendorUid: string,
  leadId: string,
  business: string,
  form: FormData,
  now = Date.now(),
): Promise<AnswerOutcome> {
  const own = await ownLead(vendorUid, leadId)
  const submission = parseWithZod(form, { schema: LeadAnswerSchema })
  if (submission.status !== 'success') return { ok: false, result: submission.reply(), status: 400 }
  // a provider never quotes for their own request (matching leaves them out; this is a lead made before)
  if (own.requesterUid === vendorUid)
    return { ok: false, result: submission.reply({ formErrors: [messages.ownLead] }), status: 403 }
  const verdict = await answerBudget.consume(vendorUid)
  if (!verdict.allowed)
    return {
      ok: false,
      result: submission.reply({
        formErrors: [messages.tooManyAnswers(formatWait(verdict.retryAfterSeconds))],
      }),
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  const answer = submission.value
  const quoteRef = quotes.ref().doc()
  const lead = await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(leads.doc(leadId))).data()
    if (current?.status !== 'new') return null
    if (answer.intent === 'quote') {
      const quote: Quote = {
        id: quoteRef.id,
        leadId,
        requestId: current.requestId,
        providerId: current.providerId,
        business,
        vendorUid,
        requesterUid: current.requesterUid,
        price: answer.price,
        deposit: answer.deposit ?? null,
        includes: answer.includes,
        startDate: answer.startDate,
        validUntil: answer.validUntil,
        status: 'open',
        createdAt: now,
      }
      transaction.set(quoteRef, quote)
      transaction.update(leads.doc(leadId), {
        status: 'quoted',
        quoteId: quoteRef.id,
        answeredAt: now,
      })
    } else {
      transaction.update(leads.doc(leadId), {
        status: 'declined',
        answeredAt: now,
        declineReason: answer.reason,
        ...(answer.note ? { note: answer.note } : {}),
      })
    }
    return current
  })
  if (!lead)
    return {
      ok: false,
      result: submission.reply({ formErrors: [messages.leadAnswered] }),
      status: 409,
    }
  await recordResponseTime(lead.providerId)
  const link = `/service-request-confirmation?${new URLSearchParams({ request: lead.requestId })}#quotes-title`
  const service = categoryLabels[lead.category].toLowerCase()
  if (answer.intent === 'quote') {
    logger.info(
      { event: 'lead.quoted', leadId, uid: vendorUid, quoteId: quoteRef.id },
      'quote sent',
    )
    const deposit = answer.deposit ? ` (${formatDollars(answer.deposit)} deposit to book)` : ''
    await mailAbout(lead.requesterUid, 'requests', {
      subject: `A quote from ${business}`,
      lead: `${business} quoted ${formatDollars(answer.price)}${deposit} for your ${service} request, from ${answer.startDate}, valid until ${answer.validUntil}.`,
      quote: answer.includes,
      link,
    })
    return { ok: true, toast: 'Quote sent' }
  }
  logger.info(
    { event: 'lead.declined', leadId, uid: vendorUid, reason: answer.reason },
    'lead declined',
  )
  await mailAbout(lead.requesterUid, 'requests', {
    subject: `${business} cannot take your request`,
    lead: `${business} declined your ${service} request: ${declineReasons[answer.reason].toLowerCase()}.`,
    link,
  })
  return { ok: true, toast: 'Lead declined' }
}

export type RequestAnswers = {
  quotes: Quote[]
  declined: Array<{ providerId: string; reason: string }>
}

// what the providers of a request answered, for its requester (the caller has checked the request is theirs)
export async function answersTo(request: ServiceRequest): Promise<RequestAnswers> {
  const [quoteDocs, leadDocs] = await Promise.all([
    quotes
      .ref()
      .where('requestId', '==', request.id)
      .where('requesterUid', '==', request.requesterUid)
      .get(),
    leads
      .ref()
      .where('requestId', '==', request.id)
      .where('requesterUid', '==', request.requesterUid)
      .get(),
  ])
  return {
    quotes: quoteDocs.docs.map((doc) => doc.data()).sort((a, b) => a.price - b.price),
    declined: leadDocs.docs
      .map((doc) => doc.data())
      .filter((lead) => lead.status === 'declined')
      .map((lead) => ({
        providerId: lead.providerId,
        reason: declineReasons[lead.declineReason as keyof typeof declineReasons] ?? '',
      })),
  }
}

// the requester hires one quote: it is accepted, the request's other quotes close, and every vendor
// who quoted is told; only the requester of an open, unexpired quote can do this, and never from
// their own business. The job is booked unpaid: the client pays for it on the request's page
export async function acceptQuote(
  requesterUid: string,
  quoteId: string,
  now = Date.now(),
): Promise<{ ok: true; requestId: string } | { ok: false; message: string; status: number }> {
  if (!isDocumentId(quoteId)) return { ok: false, message: messages.quoteUnknown, status: 404 }
  const outcome = await db().runTransaction(async (transaction) => {
    const quote = (await transaction.get(quotes.doc(quoteId))).data()
    if (!quote || quote.requesterUid !== requesterUid)
      return { ok: false as const, message: messages.quoteUnknown, status: 404 }
    if (quote.vendorUid === requesterUid)
      return { ok: false as const, message: messages.ownQuote, status: 403 }
    if (quote.status !== 'open' || quote.validUntil < today())
      return { ok: false as const, message: messages.quoteNotOpen, status: 409 }
    const others = (
      await transaction.get(
        quotes
          .ref()
          .where('requestId', '==', quote.requestId)
          .where('requesterUid', '==', requesterUid),
      )
    ).docs
      .map((doc) => doc.data())
      .filter((other) => other.id !== quote.id)
    const lead = (await transaction.get(leads.doc(quote.leadId))).data()
    if (!lead) throw new Error(`quote ${quote.id} has no lead ${quote.leadId}`)
    transaction.update(quotes.doc(quote.id), { status: 'accepted' })
    transaction.update(leads.doc(quote.leadId), { status: 'won' })
    for (const other of others) {
      if (other.status !== 'open') continue
      transaction.update(quotes.doc(other.id), { status: 'closed' })
      transaction.update(leads.doc(other.leadId), { status: 'lost' })
    }
    const job: Job = {
      id: quote.id,
      quoteId: quote.id,
      leadId: quote.leadId,
      requestId: quote.requestId,
      providerId: quote.providerId,
      business: quote.business,
      vendorUid: quote.vendorUid,
      clientUid: requesterUid,
      category: lead.category,
      zip: lead.zip,
      listingId: lead.listingId,
      details: lead.details,
      price: quote.price,
      deposit: quote.deposit ?? null,
      startsAt: jobStartsAt(quote.startDate),
      status: 'booked',
      createdAt: now,
    }
    transaction.set(jobs.doc(job.id), job)
    transaction.update(serviceRequests.doc(quote.requestId), {
      acceptedQuoteId: quote.id,
      jobId: job.id,
    })
    return { ok: true as const, quote, closed: others.filter((other) => other.status === 'open') }
  })
  if (!outcome.ok) return outcome
  const { quote, closed } = outcome
  logger.info(
    { event: 'quote.accepted', quoteId, uid: requesterUid, closed: closed.length },
    'quote accepted',
  )
  await mailAbout(quote.vendorUid, 'jobs', {
    subject: 'Your quote was accepted',
    lead: `Your quote of ${formatDollars(quote.price)} was accepted; the client is asked to pay ${formatDollars(quote.deposit ?? quote.price)}${quote.deposit ? ' (your deposit)' : ''} through Threshold, and we tell you when they have. The appointment is booked for ${formatSlot(jobStartsAt(quote.startDate))}; the client's contact details are on the job page.`,
    link: `/vendor/offer/accepted?${new URLSearchParams({ quote: quote.id })}`,
  })
  await Promise.all(
    closed.map((other) =>
      mailAbout(other.vendorUid, 'jobs', {
        subject: 'A quote you sent was closed',
        lead: 'The client chose another provider for this request. Thank you for quoting.',
        link: `/vendor/lead/${other.leadId}`,
      }),
    ),
  )
  return { ok: true, requestId: quote.requestId }
}

// the job a vendor won, with the client's contact details (shared once the quote is accepted)
export async function acceptedJob(vendorUid: string, quoteId: string) {
  if (!isDocumentId(quoteId)) throw expectedError(404, messages.quoteUnknown)
  const quote = await requireOwned(quotes, quoteId, vendorUid, {
    message: messages.quoteUnknown,
    party: 'vendorUid',
  })
  if (quote.status !== 'accepted') throw expectedError(404, messages.quoteUnknown)
  const [lead, client, job] = await Promise.all([
    leads.doc(quote.leadId).get(),
    users.doc(quote.requesterUid).get(),
    jobs.doc(quote.id).get(),
  ])
  const [profile, asked] = [client.data(), lead.data()]
  if (!asked) throw expectedError(404, messages.quoteUnknown)
  return {
    quote,
    lead: asked,
    job: job.data() ?? null,
    client: { name: profile?.displayName ?? '', email: profile?.email ?? '' },
  }
}
