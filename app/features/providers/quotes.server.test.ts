import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobs } from '~/core/data/jobs.server'
import { leads as storedLeads } from '~/core/data/leads.server'
import { providers } from '~/core/data/providers.server'
import { quotes } from '~/core/data/quotes.server'
import { serviceRequests } from '~/core/data/service-requests.server'
import { startListingCatalog, stopListingCatalog } from '~/features/listings/listings.server'
import { demoProviders, demoVendorProviderId } from './demo-providers'
import { providerMessages as messages } from './messages'
import { responseText, type Provider } from './provider'
import { declineReasons } from './schemas'
import { acceptedJob, acceptQuote, answerLead, ownLead, type Quote } from './quotes.server'
import { sendServiceRequest, type Lead } from './service-requests.server'

// leads, quotes and hiring against the emulator: each record answers to its own uid only, a
// repeated answer or acceptance changes nothing, and nobody hires their own business (ADR 051)

beforeAll(() => startListingCatalog())
afterAll(() => stopListingCatalog())

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)
const uid = (role: string) => `vitest-${role}-${randomUUID()}`

async function thrown(action: () => Promise<unknown>) {
  const error = await action().then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof Response))
    throw new Error(`expected an expected error, got ${String(error)}`)
  return { status: error.status, message: ((await error.json()) as { message: string }).message }
}

async function requestWithLeads(requesterUid: string, vendorUids: string[]) {
  const request = serviceRequests.ref().doc()
  await request.set({
    id: request.id,
    requesterUid,
    category: 'inspector',
    zip: '50010',
    date: null,
    budget: null,
    details: 'An inspection',
    listingId: null,
    providerId: null,
    told: [],
    createdAt: Date.now(),
  })
  const leads: Lead[] = []
  for (const vendorUid of vendorUids) {
    const ref = storedLeads.ref().doc()
    const lead: Lead = {
      id: ref.id,
      requestId: request.id,
      providerId: `provider-of-${vendorUid}`,
      vendorUid,
      requesterUid,
      category: 'inspector',
      zip: '50010',
      date: null,
      budget: null,
      details: 'An inspection',
      listingId: null,
      status: 'new',
      createdAt: Date.now(),
    }
    await ref.set(lead)
    leads.push(lead)
  }
  return { requestId: request.id, leads }
}

const quoteForm = (price: string, validUntil = day(10), extra: Record<string, string> = {}) => {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    intent: 'quote',
    price,
    includes: 'Inspection and report',
    startDate: day(2),
    validUntil,
    ...extra,
  }))
    form.set(name, value)
  return form
}
const quoteOfLead = async (leadId: string) => (await storedLeads.doc(leadId).get()).data()?.quoteId

describe('answering a lead', () => {
  test('only its vendor can open or answer it, once', async () => {
    const [client, vendor, stranger] = [uid('client'), uid('vendor'), uid('vendor')]
    const { leads } = await requestWithLeads(client, [vendor])
    const leadId = leads[0]!.id
    expect(await thrown(() => ownLead(stranger, leadId))).toEqual({
      status: 404,
      message: messages.leadUnknown,
    })
    expect(
      await thrown(() => answerLead(stranger, leadId, 'Stranger Co', quoteForm('300'))),
    ).toEqual({ status: 404, message: messages.leadUnknown })
    expect(await thrown(() => ownLead(vendor, '../leads'))).toEqual({
      status: 404,
      message: messages.leadUnknown,
    })

    expect(await answerLead(vendor, leadId, 'Vendor Co', quoteForm('0'))).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(await answerLead(vendor, leadId, 'Vendor Co', quoteForm('350'))).toEqual({
      ok: true,
      toast: 'Quote sent',
    })
    const lead = (await storedLeads.doc(leadId).get()).data()!
    expect(lead.status).toBe('quoted')
    const quote = (await quotes.doc(lead.quoteId!).get()).data()!
    expect(quote).toMatchObject({
      price: 350,
      vendorUid: vendor,
      requesterUid: client,
      status: 'open',
    })

    const again = await answerLead(vendor, leadId, 'Vendor Co', quoteForm('300'))
    expect(again).toMatchObject({ ok: false, status: 409 })
    expect((await quotes.ref().where('leadId', '==', leadId).get()).size).toBe(1)
  })
})

describe('a provider’s response time', () => {
  test('is not shown until measured, then is the median time its answered leads took', async () => {
    const vendor = uid('vendor')
    const best = demoProviders(Date.now()).find(
      ({ provider }) => provider.id === demoVendorProviderId,
    )!.provider
    const provider: Provider = {
      ...best,
      id: `vitest-provider-${randomUUID()}`,
      ownerUid: vendor,
      demo: false,
      responseHours: null,
      answeredLeads: 0,
    }
    await providers.doc(provider.id).set(provider)
    expect(responseText(provider)).toBe(messages.responseUnmeasured)

    const hour = 3_600_000
    const { leads } = await requestWithLeads(uid('client'), [vendor, vendor])
    const arrived = [2, 6].map((hoursAgo) => Date.now() - hoursAgo * hour)
    for (const [index, lead] of leads.entries())
      await storedLeads.doc(lead.id).update({ providerId: provider.id, createdAt: arrived[index]! })
    await answerLead(vendor, leads[0]!.id, 'Vendor Co', quoteForm('350'))
    const declined = new FormData()
    declined.set('intent', 'decline')
    declined.set('reason', Object.keys(declineReasons)[0]!)
    await answerLead(vendor, leads[1]!.id, 'Vendor Co', declined)

    const measured = (await providers.doc(provider.id).get()).data()!
    expect(measured.answeredLeads).toBe(2)
    expect(measured.responseHours).toBeCloseTo(4, 1)
    expect(responseText(measured)).toBe(
      'Usually answers in about 4 hours (median of 2 answered requests)',
    )
  })
})

describe('accepting a quote', () => {
  test('the client hires one: it is accepted, the other closes, and nothing can be accepted twice or by anyone else', async () => {
    const [client, stranger, winner, loser] = [
      uid('client'),
      uid('client'),
      uid('vendor'),
      uid('vendor'),
    ]
    const { requestId, leads } = await requestWithLeads(client, [winner, loser])
    await answerLead(winner, leads[0]!.id, 'Winner Co', quoteForm('400'))
    await answerLead(loser, leads[1]!.id, 'Loser Co', quoteForm('380'))
    const quoteOf = async (leadId: string) => (await storedLeads.doc(leadId).get()).data()!.quoteId!
    const [winning, losing] = [await quoteOf(leads[0]!.id), await quoteOf(leads[1]!.id)]

    expect(await acceptQuote(stranger, winning)).toEqual({
      ok: false,
      message: messages.quoteUnknown,
      status: 404,
    })
    expect(await thrown(() => acceptedJob(winner, winning))).toEqual({
      status: 404,
      message: messages.quoteUnknown,
    })
    expect(await acceptQuote(client, winning)).toEqual({ ok: true, requestId })

    const status = async (collection: typeof quotes | typeof storedLeads, id: string) =>
      (await collection.doc(id).get()).data()?.status
    expect([await status(quotes, winning), await status(quotes, losing)]).toEqual([
      'accepted',
      'closed',
    ])
    expect([
      await status(storedLeads, leads[0]!.id),
      await status(storedLeads, leads[1]!.id),
    ]).toEqual(['won', 'lost'])
    expect((await serviceRequests.doc(requestId).get()).data()?.acceptedQuoteId).toBe(winning)
    expect(await acceptQuote(client, winning)).toEqual({
      ok: false,
      message: messages.quoteNotOpen,
      status: 409,
    })
    expect(await acceptQuote(client, losing)).toEqual({
      ok: false,
      message: messages.quoteNotOpen,
      status: 409,
    })

    expect((await acceptedJob(winner, winning)).quote.price).toBe(400)
    expect(await thrown(() => acceptedJob(loser, winning))).toEqual({
      status: 404,
      message: messages.quoteUnknown,
    })
  })

  test('an expired quote cannot be accepted', async () => {
    const [client, vendor] = [uid('client'), uid('vendor')]
    const { leads } = await requestWithLeads(client, [vendor])
    await answerLead(vendor, leads[0]!.id, 'Vendor Co', quoteForm('400'))
    const quoteId = (await storedLeads.doc(leads[0]!.id).get()).data()!.quoteId!
    await quotes.doc(quoteId).update({ validUntil: day(-1) })
    expect(await acceptQuote(client, quoteId)).toEqual({
      ok: false,
      message: messages.quoteNotOpen,
      status: 409,
    })
  })
})

describe('a deposit on a quote', () => {
  test('is whole dollars, more than $0 and at most the price; the booked job keeps it', async () => {
    const [client, vendor] = [uid('client'), uid('vendor')]
    const { leads } = await requestWithLeads(client, [vendor])
    const leadId = leads[0]!.id
    for (const deposit of ['0', '-5', '12.5', 'half', '401']) {
      const refused = await answerLead(
        vendor,
        leadId,
        'Vendor Co',
        quoteForm('400', day(10), { deposit }),
      )
      expect(refused).toMatchObject({
        ok: false,
        status: 400,
        result: { error: { deposit: [messages.quoteDepositInvalid] } },
      })
    }
    expect(await quoteOfLead(leadId)).toBeUndefined()
    expect(
      await answerLead(vendor, leadId, 'Vendor Co', quoteForm('400', day(10), { deposit: '100' })),
    ).toEqual({ ok: true, toast: 'Quote sent' })
    const quoteId = (await quoteOfLead(leadId))!
    expect((await quotes.doc(quoteId).get()).data()).toMatchObject({
      price: 400,
      deposit: 100,
    })
    expect(await acceptQuote(client, quoteId)).toMatchObject({ ok: true })
    expect((await jobs.doc(quoteId).get()).data()).toMatchObject({
      price: 400,
      deposit: 100,
      status: 'booked',
    })
  })
})

describe('nobody hires their own business', () => {
  test('a provider cannot quote for their own request, nor accept a quote from their own business; nothing is stored', async () => {
    const provider = uid('vendor')
    const { requestId, leads } = await requestWithLeads(provider, [provider])
    const lead = leads[0]!
    expect(await answerLead(provider, lead.id, 'Own Co', quoteForm('300'))).toMatchObject({
      ok: false,
      status: 403,
      result: { error: { '': [messages.ownLead] } },
    })
    expect((await storedLeads.doc(lead.id).get()).data()?.status).toBe('new')

    // a quote written directly, as an old lead could have made one
    const quoteRef = quotes.ref().doc()
    const quote: Quote = {
      id: quoteRef.id,
      leadId: lead.id,
      requestId,
      providerId: lead.providerId,
      business: 'Own Co',
      vendorUid: provider,
      requesterUid: provider,
      price: 300,
      deposit: null,
      includes: 'Anything',
      startDate: day(2),
      validUntil: day(10),
      status: 'open',
      createdAt: Date.now(),
    }
    await quoteRef.set(quote)
    expect(await acceptQuote(provider, quote.id)).toEqual({
      ok: false,
      message: messages.ownQuote,
      status: 403,
    })
    expect((await quoteRef.get()).data()?.status).toBe('open')
    expect((await jobs.doc(quote.id).get()).exists).toBe(false)
    expect((await serviceRequests.doc(requestId).get()).data()?.acceptedQuoteId).toBeUndefined()
  })

  test('a provider is never matched with their own request, and asking their own business by name is refused', async () => {
    const me = uid('vendor')
    const other = uid('vendor')
    // two inspectors better than any other: five stars from hundreds of clients, an answer within the hour
    const best = demoProviders(Date.now()).find(
      ({ provider }) => provider.id === demoVendorProviderId,
    )!.provider
    const strong = (ownerUid: string): Provider => ({
      ...best,
      id: `vitest-provider-${randomUUID()}`,
      ownerUid,
      business: `Inspections of ${ownerUid}`,
      demo: false,
      listed: true,
      paused: false,
      responseHours: 1,
      reviews: {
        count: 500,
        average: 5,
        sub: { quality: 5, communication: 5, timeliness: 5, value: 5 },
      },
      area: { ...best.area, zips: ['50010'], radiusMiles: 100 },
    })
    const [mine, theirs] = [strong(me), strong(other)]
    await Promise.all([mine, theirs].map((provider) => providers.doc(provider.id).set(provider)))
    try {
      const form = (fields: Record<string, string>) => {
        const data = new FormData()
        for (const [name, value] of Object.entries({
          category: 'inspector',
          zip: '50010',
          details: 'A whole-home inspection before our offer',
          ...fields,
        }))
          data.set(name, value)
        return data
      }
      const matched = await sendServiceRequest(me, form({}))
      if (!matched.ok) throw new Error('the request was refused')
      const request = (await serviceRequests.doc(matched.requestId).get()).data()!
      expect(request.told.map((told) => told.providerId)).toContain(theirs.id)
      expect(request.told.map((told) => told.providerId)).not.toContain(mine.id)
      const sent = await storedLeads.ref().where('requestId', '==', matched.requestId).get()
      expect(sent.docs.map((doc) => doc.data().vendorUid)).not.toContain(me)

      // the other vendor's own request reaches mine, not theirs
      const theirRequest = await sendServiceRequest(other, form({}))
      if (!theirRequest.ok) throw new Error('the request was refused')
      const told = (await serviceRequests.doc(theirRequest.requestId).get())
        .data()!
        .told.map((one) => one.providerId)
      expect(told).toContain(mine.id)
      expect(told).not.toContain(theirs.id)

      const direct = await sendServiceRequest(me, form({ provider: mine.id }))
      expect(direct).toMatchObject({
        ok: false,
        status: 400,
        result: { error: { '': [messages.ownProvider] } },
      })
      expect(
        (
          await storedLeads
            .ref()
            .where('providerId', '==', mine.id)
            .where('requesterUid', '==', me)
            .get()
        ).size,
      ).toBe(0)
      expect(
        (await jobs.ref().where('clientUid', '==', me).get()).docs.map((doc) => doc.data()),
      ).toEqual([])
    } finally {
      await Promise.all([mine, theirs].map((provider) => providers.doc(provider.id).delete()))
    }
  })
})
