import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import { queueMail } from '~/features/accounts/mailbox.server'
import { composeLetter, type Letter } from '~/features/sellers/notify.server'
import { isDocumentId } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { categoryLabels } from './categories'
import { providerMessages as messages } from './messages'
import { formatDollars } from './provider'
import { declineReasons, LeadAnswerSchema } from './schemas'
import type { Lead, ServiceRequest } from './service-requests.server'

// quotes/{id}: a vendor's price for one lead; the requester accepts one and the others close
export type QuoteStatus = 'open' | 'accepted' | 'closed'
export type Quote = {
  id: string
  leadId: string
  requestId: string
  providerId: string
  business: string
  vendorUid: string
  requesterUid: string
  price: number
  includes: string
  startDate: string
  validUntil: string
  status: QuoteStatus
  createdAt: number
}

const leads = () => db().collection('leads')
const quotes = () => db().collection('quotes')
const requests = () => db().collection('serviceRequests')
const users = () => db().collection('users')
const answerBudget = createRateLimit({ points: 60, seconds: 60 * 60 })
const today = () => new Date().toISOString().slice(0, 10)

// a lead for its vendor only: another vendor, or a made-up id, gets the same 404
export async function ownLead(vendorUid: string, leadId: string): Promise<Lead> {
  if (!isDocumentId(leadId)) throw expectedError(404, messages.leadUnknown)
  const doc = await leads().doc(leadId).get()
  const lead = doc.exists ? (doc.data() as Lead) : null
  if (!lead || lead.vendorUid !== vendorUid) throw expectedError(404, messages.leadUnknown)
  return lead
}

export async function quoteOfLead(lead: Lead): Promise<Quote | null> {
  if (!lead.quoteId) return null
  const doc = await quotes().doc(lead.quoteId).get()
  return doc.exists ? (doc.data() as Quote) : null
}

async function mailTo(uid: string, letter: Letter) {
  try {
    const email = (await users().doc(uid).get()).get('email')
    if (typeof email === 'string' && email) await queueMail({ toUid: uid, to: email, ...composeLetter(letter) })
  } catch (error) {
    logger.error({ event: 'mail.quote-failed', err: error, uid }, 'quote mail not queued')
  }
}

export type AnswerOutcome = { ok: true; toast: string } | { ok: false; result: SubmissionResult<string[]>; status: number; retryAfterSeconds?: number }

// the vendor quotes or declines a new lead; the requester is told either way
export async function answerLead(vendorUid: string, leadId: string, business: string, form: FormData, now = Date.now()): Promise<AnswerOutcome> {
  await ownLead(vendorUid, leadId)
  const submission = parseWithZod(form, { schema: LeadAnswerSchema })
  if (submission.status !== 'success') return { ok: false, result: submission.reply(), status: 400 }
  const verdict = await answerBudget.consume(vendorUid)
  if (!verdict.allowed) return { ok: false, result: submission.reply({ formErrors: [messages.tooManyAnswers(formatWait(verdict.retryAfterSeconds))] }), status: 429, retryAfterSeconds: verdict.retryAfterSeconds }
  const answer = submission.value
  const quoteRef = quotes().doc()
  const lead = await db().runTransaction(async (transaction) => {
    const current = (await transaction.get(leads().doc(leadId))).data() as Lead
    if (current.status !== 'new') return null
    if (answer.intent === 'quote') {
      const quote: Quote = { id: quoteRef.id, leadId, requestId: current.requestId, providerId: current.providerId, business, vendorUid, requesterUid: current.requesterUid, price: answer.price, includes: answer.includes, startDate: answer.startDate, validUntil: answer.validUntil, status: 'open', createdAt: now }
      transaction.set(quoteRef, quote)
      transaction.update(leads().doc(leadId), { status: 'quoted', quoteId: quoteRef.id })
    } else {
      transaction.update(leads().doc(leadId), { status: 'declined', declineReason: answer.reason, ...(answer.note ? { note: answer.note } : {}) })
    }
    return current
  })
  if (!lead) return { ok: false, result: submission.reply({ formErrors: [messages.leadAnswered] }), status: 409 }
  const link = `/service-request-confirmation?${new URLSearchParams({ request: lead.requestId })}#quotes-title`
  const service = categoryLabels[lead.category].toLowerCase()
  if (answer.intent === 'quote') {
    logger.info({ event: 'lead.quoted', leadId, uid: vendorUid, quoteId: quoteRef.id }, 'quote sent')
    await mailTo(lead.requesterUid, { subject: `A quote from ${business}`, lead: `${business} quoted ${formatDollars(answer.price)} for your ${service} request, from ${answer.startDate}, valid until ${answer.validUntil}.`, quote: answer.includes, link })
    return { ok: true, toast: 'Quote sent' }
  }
  logger.info({ event: 'lead.declined', leadId, uid: vendorUid, reason: answer.reason }, 'lead declined')
  await mailTo(lead.requesterUid, { subject: `${business} cannot take your request`, lead: `${business} declined your ${service} request: ${declineReasons[answer.reason].toLowerCase()}.`, link })
  return { ok: true, toast: 'Lead declined' }
}

export type RequestAnswers = { quotes: Quote[]; declined: Array<{ providerId: string; reason: string }> }

// what the providers of a request answered, for its requester (the caller has checked the request is theirs)
export async function answersTo(request: ServiceRequest): Promise<RequestAnswers> {
  const [quoteDocs, leadDocs] = await Promise.all([
    quotes().where('requestId', '==', request.id).where('requesterUid', '==', request.requesterUid).get(),
    leads().where('requestId', '==', request.id).where('requesterUid', '==', request.requesterUid).get(),
  ])
  return {
    quotes: quoteDocs.docs.map((doc) => doc.data() as Quote).sort((a, b) => a.price - b.price),
    declined: leadDocs.docs.map((doc) => doc.data() as Lead).filter((lead) => lead.status === 'declined').map((lead) => ({ providerId: lead.providerId, reason: declineReasons[lead.declineReason as keyof typeof declineReasons] ?? '' })),
  }
}

// the requester hires one quote: it is accepted, the request's other quotes close, and every vendor
// who quoted is told; only the requester of an open, unexpired quote can do this
export async function acceptQuote(requesterUid: string, quoteId: string): Promise<{ ok: true; requestId: string } | { ok: false; message: string; status: number }> {
  if (!isDocumentId(quoteId)) return { ok: false, message: messages.quoteUnknown, status: 404 }
  const outcome = await db().runTransaction(async (transaction) => {
    const quoteDoc = await transaction.get(quotes().doc(quoteId))
    const quote = quoteDoc.exists ? (quoteDoc.data() as Quote) : null
    if (!quote || quote.requesterUid !== requesterUid) return { ok: false as const, message: messages.quoteUnknown, status: 404 }
    if (quote.status !== 'open' || quote.validUntil < today()) return { ok: false as const, message: messages.quoteNotOpen, status: 409 }
    const others = (await transaction.get(quotes().where('requestId', '==', quote.requestId).where('requesterUid', '==', requesterUid))).docs.map((doc) => doc.data() as Quote).filter((other) => other.id !== quote.id)
    transaction.update(quotes().doc(quote.id), { status: 'accepted' })
    transaction.update(leads().doc(quote.leadId), { status: 'won' })
    for (const other of others) {
      if (other.status !== 'open') continue
      transaction.update(quotes().doc(other.id), { status: 'closed' })
      transaction.update(leads().doc(other.leadId), { status: 'lost' })
    }
    transaction.update(requests().doc(quote.requestId), { acceptedQuoteId: quote.id })
    return { ok: true as const, quote, closed: others.filter((other) => other.status === 'open') }
  })
  if (!outcome.ok) return outcome
  const { quote, closed } = outcome
  logger.info({ event: 'quote.accepted', quoteId, uid: requesterUid, closed: closed.length }, 'quote accepted')
  await mailTo(quote.vendorUid, { subject: 'Your quote was accepted', lead: `Your quote of ${formatDollars(quote.price)} was accepted. The client's contact details are on the job page.`, link: `/vendor/offer/accepted?${new URLSearchParams({ quote: quote.id })}` })
  await Promise.all(closed.map((other) => mailTo(other.vendorUid, { subject: 'A quote you sent was closed', lead: 'The client chose another provider for this request. Thank you for quoting.', link: `/vendor/lead/${other.leadId}` })))
  return { ok: true, requestId: quote.requestId }
}

// the job a vendor won, with the client's contact details (shared once the quote is accepted)
export async function acceptedJob(vendorUid: string, quoteId: string) {
  if (!isDocumentId(quoteId)) throw expectedError(404, messages.quoteUnknown)
  const doc = await quotes().doc(quoteId).get()
  const quote = doc.exists ? (doc.data() as Quote) : null
  if (!quote || quote.vendorUid !== vendorUid || quote.status !== 'accepted') throw expectedError(404, messages.quoteUnknown)
  const [lead, client] = await Promise.all([leads().doc(quote.leadId).get(), users().doc(quote.requesterUid).get()])
  return { quote, lead: lead.data() as Lead, client: { name: String(client.get('displayName') ?? ''), email: String(client.get('email') ?? '') } }
}
