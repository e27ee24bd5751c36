import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import { leads, type Lead } from '~/core/data/leads.server'
import { serviceRequests, type ServiceRequest } from '~/core/data/service-requests.server'
import { requireOwned } from '~/core/data/require-owned.server'
import { isDocumentId } from '~/platform/document-rules'
import { expectedError } from '~/platform/http/expected-error'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { categoryLabels } from './categories'
import { bestMatches, matchProvider, type Match, type Need } from './matching'
import { providerMessages as messages } from './messages'
import { mailAbout } from './provider-mail.server'
import { formatDollars } from './provider'
import { listedProviders, providerById, zipPlaces } from './providers.server'
import { ServiceRequestSchema, type NeedForm } from './schemas'

// serviceRequests/{id}: what a buyer or seller asked for, and who was told; leads/{id}: one
// provider's copy of a request
export type { ServiceRequest, ToldProvider } from '~/core/data/service-requests.server'
export type { Lead, LeadStatus } from '~/core/data/leads.server'
// what was asked for, as the request and each of its leads keep it
type RequestedService = Pick<
  ServiceRequest,
  'category' | 'zip' | 'date' | 'budget' | 'details' | 'listingId'
>

const requestBudget = createRateLimit({ name: 'service-requests', points: 10, seconds: 60 * 60 })

// the listed providers a person may be matched with: never a business of their own
async function othersProviders(uid: string) {
  return (await listedProviders()).filter((provider) => provider.ownerUid !== uid)
}

export function needOf(form: NeedForm): Need {
  return {
    category: form.category,
    zip: form.zip,
    place: zipPlaces().get(form.zip) ?? { lat: 42.0308, lng: -93.6319 },
    date: form.date || null,
    budget: form.budget ?? null,
  }
}

export type RequestOutcome =
  | { ok: true; requestId: string }
  | { ok: false; result: SubmissionResult<string[]>; status: number; retryAfterSeconds?: number }

export async function sendServiceRequest(
  uid: string,
  form: FormData,
  now = Date.now(),
): Promise<RequestOutcome> {
  const submission = parseWithZod(form, { schema: ServiceRequestSchema })
  if (submission.status !== 'success') return { ok: false, result: submission.reply(), status: 400 }
  const value = submission.value
  const need = needOf(value)
  let told: Match[]
  if (value.provider) {
    const provider = await providerById(value.provider)
    if (provider?.ownerUid === uid)
      return {
        ok: false,
        result: submission.reply({ formErrors: [messages.ownProvider] }),
        status: 400,
      }
    const match = provider ? matchProvider(provider, need, now) : null
    if (!match)
      return {
        ok: false,
        result: submission.reply({
          formErrors: [
            !provider
              ? messages.providerUnknown
              : provider.paused
                ? messages.providerPaused
                : messages.providerDoesNotServe,
          ],
        }),
        status: 400,
      }
    told = [match]
  } else {
    told = bestMatches(await othersProviders(uid), need, now)
    if (told.length === 0)
      return {
        ok: false,
        result: submission.reply({ formErrors: [messages.noMatches] }),
        status: 400,
      }
  }
  const verdict = await requestBudget.consume(uid)
  if (!verdict.allowed)
    return {
      ok: false,
      result: submission.reply({
        formErrors: [messages.tooManyRequests(formatWait(verdict.retryAfterSeconds))],
      }),
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }

  return {
    ok: true,
    requestId: await placeRequest(
      uid,
      {
        ...value,
        date: need.date,
        budget: need.budget,
        listingId: value.listing || null,
        providerId: value.provider || null,
      },
      told,
      now,
    ),
  }
}

// a request bought as part of a prepaid bundle (payments): matched like any other, with the
// bundle's credit as its budget; null when no provider serves the ZIP
export async function sendPrepaidRequest(
  uid: string,
  wanted: Pick<RequestedService, 'category' | 'zip' | 'budget' | 'details'>,
  now = Date.now(),
): Promise<string | null> {
  const need = { ...needOf({ category: wanted.category, zip: wanted.zip }), budget: wanted.budget }
  const told = bestMatches(await othersProviders(uid), need, now)
  if (told.length === 0) return null
  return placeRequest(uid, { ...wanted, date: null, listingId: null, providerId: null }, told, now)
}

// the request and one lead per provider told, in one batch; each vendor is mailed
async function placeRequest(
  uid: string,
  wanted: RequestedService & { providerId: string | null },
  told: Match[],
  now: number,
): Promise<string> {
  const requestRef = serviceRequests.ref().doc()
  const request: ServiceRequest = {
    id: requestRef.id,
    requesterUid: uid,
    category: wanted.category,
    zip: wanted.zip,
    date: wanted.date,
    budget: wanted.budget,
    details: wanted.details,
    listingId: wanted.listingId,
    providerId: wanted.providerId,
    told: told.map(({ provider, score, reasons }) => ({
      providerId: provider.id,
      business: provider.business,
      name: provider.name,
      score,
      reasons,
    })),
    createdAt: now,
  }
  if (told.some(({ provider }) => provider.ownerUid === uid))
    throw new Error('a request must not reach its requester’s own business')
  const batch = db().batch()
  batch.set(requestRef, request)
  const made: Lead[] = told.map(({ provider }) => {
    const ref = leads.ref().doc()
    const lead: Lead = {
      id: ref.id,
      requestId: request.id,
      providerId: provider.id,
      vendorUid: provider.ownerUid,
      requesterUid: uid,
      category: request.category,
      zip: request.zip,
      date: request.date,
      budget: request.budget,
      details: request.details,
      listingId: request.listingId,
      status: 'new',
      createdAt: now,
    }
    batch.set(ref, lead)
    return lead
  })
  await batch.commit()
  logger.info(
    {
      event: 'service-request.sent',
      requestId: request.id,
      uid,
      category: request.category,
      leads: made.length,
    },
    'service request sent',
  )
  await Promise.all(made.map((lead) => tellVendor(lead)))
  return request.id
}

// the vendor hears of a new lead by mail (unless their settings say not); a failure never undoes the request
async function tellVendor(lead: Lead) {
  await mailAbout(lead.vendorUid, 'leads', {
    subject: `New lead: ${categoryLabels[lead.category]} in ${lead.zip}`,
    lead: `A client on Threshold needs a ${categoryLabels[lead.category].toLowerCase()} in ${lead.zip}.`,
    quote: lead.details,
    details: [
      lead.date ? `Wanted by ${lead.date}.` : 'No date given.',
      lead.budget ? `Budget ${formatDollars(lead.budget)}.` : 'No budget given.',
    ],
    link: `/vendor/lead/${lead.id}`,
  })
}

// a request, for the one who sent it only; anyone else, or a made-up id, gets the same 404
export async function requestOf(uid: string, requestId: string): Promise<ServiceRequest> {
  if (!isDocumentId(requestId)) throw expectedError(404, messages.requestUnknown)
  return requireOwned(serviceRequests, requestId, uid, { message: messages.requestUnknown })
}

export async function requestsOf(uid: string, limit = 20): Promise<ServiceRequest[]> {
  const snapshot = await serviceRequests
    .ref()
    .where('requesterUid', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get()
  return snapshot.docs.map((doc) => doc.data())
}

export async function leadsFor(vendorUid: string, limit = 50): Promise<Lead[]> {
  const snapshot = await leads
    .ref()
    .where('vendorUid', '==', vendorUid)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get()
  return snapshot.docs.map((doc) => doc.data())
}
