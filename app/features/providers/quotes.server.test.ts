import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { db } from '~/platform/firebase.server'
import { providerMessages as messages } from './messages'
import { acceptedJob, acceptQuote, answerLead, ownLead, type Quote } from './quotes.server'
import type { Lead } from './service-requests.server'

// leads, quotes and hiring against the emulator: each record answers to its own uid only, and a
// repeated answer or acceptance changes nothing

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)
const uid = (role: string) => `vitest-${role}-${randomUUID()}`

async function thrown(action: () => Promise<unknown>) {
  const error = await action().then(() => undefined, (reason: unknown) => reason)
  if (!(error instanceof Response)) throw new Error(`expected an expected error, got ${String(error)}`)
  return { status: error.status, message: ((await error.json()) as { message: string }).message }
}

async function requestWithLeads(requesterUid: string, vendorUids: string[]) {
  const request = db().collection('serviceRequests').doc()
  await request.set({ id: request.id, requesterUid, category: 'inspector', zip: '50010', date: null, budget: null, details: 'An inspection', listingId: null, providerId: null, told: [], createdAt: Date.now() })
  const leads: Lead[] = []
  for (const vendorUid of vendorUids) {
    const ref = db().collection('leads').doc()
    const lead: Lead = { id: ref.id, requestId: request.id, providerId: `provider-of-${vendorUid}`, vendorUid, requesterUid, category: 'inspector', zip: '50010', date: null, budget: null, details: 'An inspection', listingId: null, status: 'new', createdAt: Date.now() }
    await ref.set(lead)
    leads.push(lead)
  }
  return { requestId: request.id, leads }
}

const quoteForm = (price: string, validUntil = day(10)) => {
  const form = new FormData()
  for (const [name, value] of Object.entries({ intent: 'quote', price, includes: 'Inspection and report', startDate: day(2), validUntil })) form.set(name, value)
  return form
}

describe('answering a lead', () => {
  test('only its vendor can open or answer it, once', async () => {
    const [client, vendor, stranger] = [uid('client'), uid('vendor'), uid('vendor')]
    const { leads } = await requestWithLeads(client, [vendor])
    const leadId = leads[0]!.id
    expect(await thrown(() => ownLead(stranger, leadId))).toEqual({ status: 404, message: messages.leadUnknown })
    expect(await thrown(() => answerLead(stranger, leadId, 'Stranger Co', quoteForm('300')))).toEqual({ status: 404, message: messages.leadUnknown })
    expect(await thrown(() => ownLead(vendor, '../leads'))).toEqual({ status: 404, message: messages.leadUnknown })

    expect(await answerLead(vendor, leadId, 'Vendor Co', quoteForm('0'))).toMatchObject({ ok: false, status: 400 })
    expect(await answerLead(vendor, leadId, 'Vendor Co', quoteForm('350'))).toEqual({ ok: true, toast: 'Quote sent' })
    const lead = (await db().collection('leads').doc(leadId).get()).data() as Lead
    expect(lead.status).toBe('quoted')
    const quote = (await db().collection('quotes').doc(lead.quoteId!).get()).data() as Quote
    expect(quote).toMatchObject({ price: 350, vendorUid: vendor, requesterUid: client, status: 'open' })

    const again = await answerLead(vendor, leadId, 'Vendor Co', quoteForm('300'))
    expect(again).toMatchObject({ ok: false, status: 409 })
    expect((await db().collection('quotes').where('leadId', '==', leadId).get()).size).toBe(1)
  })
})

describe('accepting a quote', () => {
  test('the client hires one: it is accepted, the other closes, and nothing can be accepted twice or by anyone else', async () => {
    const [client, stranger, winner, loser] = [uid('client'), uid('client'), uid('vendor'), uid('vendor')]
    const { requestId, leads } = await requestWithLeads(client, [winner, loser])
    await answerLead(winner, leads[0]!.id, 'Winner Co', quoteForm('400'))
    await answerLead(loser, leads[1]!.id, 'Loser Co', quoteForm('380'))
    const quoteOf = async (leadId: string) => (await db().collection('leads').doc(leadId).get()).get('quoteId') as string
    const [winning, losing] = [await quoteOf(leads[0]!.id), await quoteOf(leads[1]!.id)]

    expect(await acceptQuote(stranger, winning)).toEqual({ ok: false, message: messages.quoteUnknown, status: 404 })
    expect(await thrown(() => acceptedJob(winner, winning))).toEqual({ status: 404, message: messages.quoteUnknown })
    expect(await acceptQuote(client, winning)).toEqual({ ok: true, requestId })

    const status = async (collection: string, id: string) => (await db().collection(collection).doc(id).get()).get('status')
    expect([await status('quotes', winning), await status('quotes', losing)]).toEqual(['accepted', 'closed'])
    expect([await status('leads', leads[0]!.id), await status('leads', leads[1]!.id)]).toEqual(['won', 'lost'])
    expect((await db().collection('serviceRequests').doc(requestId).get()).get('acceptedQuoteId')).toBe(winning)
    expect(await acceptQuote(client, winning)).toEqual({ ok: false, message: messages.quoteNotOpen, status: 409 })
    expect(await acceptQuote(client, losing)).toEqual({ ok: false, message: messages.quoteNotOpen, status: 409 })

    expect((await acceptedJob(winner, winning)).quote.price).toBe(400)
    expect(await thrown(() => acceptedJob(loser, winning))).toEqual({ status: 404, message: messages.quoteUnknown })
  })

  test('an expired quote cannot be accepted', async () => {
    const [client, vendor] = [uid('client'), uid('vendor')]
    const { leads } = await requestWithLeads(client, [vendor])
    await answerLead(vendor, leads[0]!.id, 'Vendor Co', quoteForm('400'))
    const quoteId = (await db().collection('leads').doc(leads[0]!.id).get()).get('quoteId') as string
    await db().collection('quotes').doc(quoteId).update({ validUntil: day(-1) })
    expect(await acceptQuote(client, quoteId)).toEqual({ ok: false, message: messages.quoteNotOpen, status: 409 })
  })
})
