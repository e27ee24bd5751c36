import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FieldValue } from 'firebase-admin/firestore'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { documentEvents } from '~/core/data/document-events.server'
import { documents } from '~/core/data/documents.server'
import { listings } from '~/core/data/listings.server'
import { offers } from '~/core/data/offers.server'
import { mailboxFor } from '~/features/accounts/mailbox.server'
import { register } from '~/features/accounts/register.server'
import { formatAddress } from '~/features/listings/listing'
import { listingFixture } from '~/features/marketing/marketing-fixture.test-data'
import { startListingCatalog, stopListingCatalog } from '~/features/listings/listings.server'
import { reloadEnv } from '~/platform/env.server'
import { readFoldMs } from './document'
import {
  changeDocument,
  documentFile,
  documentsPage,
  eventsOf,
  linkedHome,
  sharedWithMe,
  uploadDocument,
} from './documents.server'

// the file store is the embedded default's folder, here a temporary one
const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-documents-'))
process.env.DEMO_DATA_DIR = dataDir
reloadEnv()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
afterEach(() => vi.useRealTimers())

const uid = () => `vitest-${randomUUID()}`
// a contract's words, long enough to notice if a list carried them
const words = `Residential purchase contract. ${'The buyer and the seller agree to every term below. '.repeat(2_000)}`

// a document uploaded through the product's own form reader, as the page sends it
async function uploaded(owner: string) {
  const boundary = 'XXdocXX'
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contract.txt"\r\nContent-Type: text/plain\r\n\r\n${words}${randomUUID()}\r\n--${boundary}--\r\n`
  const request = new Request('http://threshold.test/documents', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
  const outcome = await uploadDocument(owner, request)
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.id
}

const downloadsOf = async (documentId: string) =>
  (
    await documentEvents
      .ref()
      .where('documentId', '==', documentId)
      .where('action', '==', 'downloaded')
      .get()
  ).docs.map((doc) => doc.data())

describe('downloads fold into one event per person and window (issue 39, finding 5)', () => {
  test('46 downloads by the owner in a row are one event with a count; the upload stays in the history', async () => {
    const owner = uid()
    const id = await uploaded(owner)
    for (let i = 0; i < 46; i++) await documentFile(owner, id)
    const downloads = await downloadsOf(id)
    expect(downloads).toHaveLength(1)
    expect(downloads[0]).toMatchObject({ actorUid: owner, count: 46 })
    expect(downloads[0]!.lastAt).toBeGreaterThanOrEqual(downloads[0]!.at)
    const history = await eventsOf({ id, ownerUid: owner })
    expect(history.map((event) => event.action).sort()).toEqual(['downloaded', 'uploaded'])
  })

  test('downloads at once fold too', async () => {
    const owner = uid()
    const id = await uploaded(owner)
    await Promise.all(Array.from({ length: 8 }, () => documentFile(owner, id)))
    const downloads = await downloadsOf(id)
    expect(downloads.reduce((sum, event) => sum + (event.count ?? 1), 0)).toBe(8)
    expect(downloads).toHaveLength(1)
  })

  test('another reader, or the next window, is an event of its own', async () => {
    const owner = uid()
    const reader = uid()
    const id = await uploaded(owner)
    await documents.doc(id).update({ sharedWith: FieldValue.arrayUnion(reader) })
    await documentFile(owner, id)
    await documentFile(reader, id)
    await documentFile(reader, id)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + readFoldMs)
    await documentFile(reader, id)
    const downloads = await downloadsOf(id)
    expect(
      downloads
        .map((event) => `${event.actorUid === owner ? 'owner' : 'reader'} ${event.count}`)
        .sort(),
    ).toEqual(['owner 1', 'reader 1', 'reader 2'])
  })
})

describe('the documents list carries no document’s words (issue 39, finding 7)', () => {
  test('the page’s data holds the documents, their own and shared, without their extracted text', async () => {
    const owner = uid()
    const reader = uid()
    const mineId = await uploaded(owner)
    const theirsId = await uploaded(reader)
    await documents.doc(theirsId).update({ sharedWith: FieldValue.arrayUnion(owner) })
    // the stored record has its words; the list does not
    expect(String((await documents.doc(mineId).get()).data()?.text)).toContain(
      'Residential purchase contract',
    )
    const page = await documentsPage(owner)
    expect(page.mine.map((document) => document.id)).toEqual([mineId])
    expect(page.shared.map((document) => document.id)).toEqual([theirsId])
    expect(page.mine[0]).toMatchObject({ name: 'contract.txt', hasText: true })
    for (const document of [...page.mine, ...page.shared]) {
      expect(document).not.toHaveProperty('text')
      expect(document).not.toHaveProperty('sha256')
    }
    const sent = JSON.stringify(page)
    expect(sent).not.toContain('Residential purchase contract')
    expect(sent.length).toBeLessThan(2_000)
    expect((await sharedWithMe(owner))[0]).not.toHaveProperty('text')
  })
})

async function person(fullName: string) {
  const created = await register({
    fullName,
    email: `documents-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Secret123',
    role: 'user',
  })
  if (!created.ok) throw new Error('registration failed')
  return created.user
}

describe('sharing a document mails the person it is shared with (issue 42)', () => {
  test('the buyer of an accepted offer reads the mail in their mailbox, once, with the link', async () => {
    const [seller, buyer] = await Promise.all([person('Sol Seller'), person('Bea Buyer')])
    const now = Date.now()
    const offerId = randomUUID()
    await offers.doc(offerId).set({
      id: offerId,
      uid: buyer.uid,
      listingId: `s-${randomUUID().replace(/-/g, '').slice(0, 20)}`,
      sellerId: seller.uid,
      amount: 300_000,
      financing: 'cash',
      contingencies: [],
      closingDate: '2030-01-01',
      status: 'accepted',
      counter: null,
      history: [{ at: now, by: 'buyer', action: 'submitted', amount: 300_000 }],
      createdAt: now,
      updatedAt: now,
    })
    const id = await uploaded(seller.uid)
    const share = new FormData()
    share.set('intent', 'share')
    share.set('person', buyer.uid)
    expect(await changeDocument(seller.uid, id, share)).toMatchObject({ ok: true })
    expect(await changeDocument(seller.uid, id, share)).toMatchObject({ ok: true })
    const nobody = { recipients: [], requested: [] }
    const letters = (await mailboxFor(buyer, nobody)).letters.filter((letter) =>
      letter.subject.startsWith('Sol Seller shared'),
    )
    expect(letters).toHaveLength(1)
    expect(letters[0]!.subject).toBe('Sol Seller shared a document with you')
    expect(letters[0]!.text).toContain('“contract.txt”')
    expect(letters[0]!.text).toContain(`/documents/${id}`)
    expect((await mailboxFor(seller, nobody)).letters).toEqual([])
  })
})

describe('a document’s home is shown by its address (issue 42)', () => {
  beforeAll(() => startListingCatalog())
  afterAll(() => stopListingCatalog())

  async function home(sellerId: string, status: 'active' | 'withdrawn') {
    const id = `s-${randomUUID().replace(/-/g, '').slice(0, 20)}`
    const address = { line1: '418 Linden Way', city: 'Ames', state: 'IA', zip: '50010' }
    await listings
      .doc(id)
      .set({ ...listingFixture, id, source: 'seller', sellerId, status, address })
    return { id, address: formatAddress(address) }
  }

  test('a home by its address; a withdrawn home of someone else’s, or none, is not linked', async () => {
    const [me, seller] = [uid(), uid()]
    const onMarket = await home(seller, 'active')
    expect(await linkedHome(me, onMarket.id)).toEqual(onMarket)
    const withdrawn = await home(seller, 'withdrawn')
    expect(await linkedHome(me, withdrawn.id)).toBeNull()
    expect(await linkedHome(seller, withdrawn.id)).toEqual(withdrawn)
    expect(await linkedHome(me, 's-nosuchhome000000000')).toBeNull()
    expect(await linkedHome(me, null)).toBeNull()
  })
})
