import { randomUUID } from 'node:crypto'
import { Timestamp } from 'firebase-admin/firestore'
import { events } from '~/core/data/events.server'
import { mail } from '~/core/data/mail.server'
import { users } from '~/core/data/users.server'
import sharp from 'sharp'
import { listingFixture } from '~/features/marketing/marketing-fixture.test-data'
import type { Provider } from '~/features/providers/provider'
import { acceptPhoto } from '~/core/photos/photos.server'
import { auth, db } from '~/platform/firebase.server'
import { putFile } from '~/platform/storage/storage.server'
import { openSessionRecord } from './session-records.server'

// the account tests' world, written as the app's own code writes it (against the emulators): a
// buyer, a seller and a vendor who dealt with one another in every way the app records

export type Person = {
  uid: string
  email: string
  displayName: string
  phone: string
  password: string
}

export const testPassword = 'Passw0rdA'

export async function createPerson(role: string): Promise<Person> {
  const id = randomUUID().slice(0, 8)
  const person = {
    email: `${role}-${id}@example.com`,
    displayName: `Robin ${role[0]!.toUpperCase()}${role.slice(1)}${id}`,
    phone: `515555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    password: testPassword,
  }
  const record = await auth().createUser({
    email: person.email,
    password: person.password,
    displayName: person.displayName,
  })
  const now = Date.now()
  await users.doc(record.uid).set({
    uid: record.uid,
    email: person.email,
    displayName: person.displayName,
    photoURL: null,
    phoneNumber: person.phone,
    role,
    createdAt: now,
    lastLoginAt: now,
  })
  return { uid: record.uid, ...person }
}

const png = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .png()
    .toBuffer()

async function listing(sellerId: string, status: string) {
  const id = `s-${randomUUID().replace(/-/g, '').slice(0, 20)}`
  const photo = await acceptPhoto(sellerId, await png(), 'front.png')
  if (!photo.ok) throw new Error(photo.message)
  await db().doc(`photos/${photo.photo.id}`).update({ listingId: id })
  const now = Date.now()
  await db()
    .doc(`listings/${id}`)
    .set({
      ...listingFixture,
      id,
      source: 'seller',
      sellerId,
      status,
      address: {
        line1: `${Math.floor(Math.random() * 900) + 100} Oak Street`,
        city: 'Ames',
        state: 'IA',
        zip: '50010',
      },
      price: 350_000,
      photos: [photo.photo],
      createdAt: now,
      updatedAt: now,
    })
  return { id, photoId: photo.photo.id }
}

// everything a buyer, a seller and a vendor did with one another; the ids of what was made
export async function dealings() {
  const [buyer, seller, vendor] = await Promise.all([
    createPerson('buyer'),
    createPerson('seller'),
    createPerson('vendor'),
  ])
  const now = Date.now()
  const active = await listing(seller.uid, 'active')
  const sold = await listing(seller.uid, 'sold')

  // the buyer's photo, saved home and search, draft, session
  const photo = await acceptPhoto(buyer.uid, await png(), 'me.png', {
    alt: `Your photo, ${buyer.displayName}`,
  })
  if (!photo.ok) throw new Error(photo.message)
  await users.doc(buyer.uid).update({
    photo: photo.photo,
    photoURL: `/files/photos/${photo.photo.id}/small.jpg`,
    notifications: { questions: true, tours: false, offers: true },
  })
  await db()
    .doc(`savedHomes/${buyer.uid}__${active.id}`)
    .set({ id: `${buyer.uid}__${active.id}`, uid: buyer.uid, listingId: active.id, createdAt: now })
  await db()
    .doc(`savedHomes/${seller.uid}__${sold.id}`)
    .set({ id: `${seller.uid}__${sold.id}`, uid: seller.uid, listingId: sold.id, createdAt: now })
  const searchId = randomUUID().replace(/-/g, '')
  await db().doc(`savedSearches/${searchId}`).set({
    id: searchId,
    uid: buyer.uid,
    name: 'Three beds in Ames',
    params: 'beds=3',
    frequency: 'daily',
    createdAt: now,
  })
  await db()
    .doc(`sellerDrafts/${buyer.uid}`)
    .set({ uid: buyer.uid, step: 'details', photos: [], updatedAt: now })
  const sid = await openSessionRecord(buyer.uid, false)

  // a question, its thread, a tour and two offers on the seller's homes
  const question = `Hello, I am ${buyer.displayName} (${buyer.email}, ${buyer.phone}). Is the roof new?`
  const inquiryId = randomUUID()
  await db().doc(`inquiries/${inquiryId}`).set({
    id: inquiryId,
    uid: buyer.uid,
    listingId: active.id,
    sellerId: seller.uid,
    name: buyer.displayName,
    email: buyer.email,
    message: question,
    status: 'new',
    createdAt: now,
  })
  const threadId = randomUUID().replace(/-/g, '').slice(0, 40)
  await db()
    .doc(`threads/${threadId}`)
    .set({
      id: threadId,
      listingId: active.id,
      sellerId: seller.uid,
      buyerUid: buyer.uid,
      buyerName: buyer.displayName,
      buyerEmail: buyer.email,
      address: '1 Oak Street, Ames, IA 50010',
      messages: [
        { id: 'm1', from: 'buyer', text: question, at: now },
        {
          id: 'm2',
          from: 'seller',
          text: `Yes, ${buyer.displayName.split(' ')[0]}, it is new.`,
          at: now + 1,
        },
      ],
      lastAt: now + 1,
      lastFrom: 'seller',
      createdAt: now,
    })
  const tourId = randomUUID().replace(/-/g, '')
  await db()
    .doc(`appointments/${tourId}`)
    .set({
      id: tourId,
      uid: buyer.uid,
      listingId: active.id,
      sellerId: seller.uid,
      address: '1 Oak Street',
      startsAt: now + 86_400_000,
      status: 'requested',
      proposedStartsAt: null,
      history: [{ at: now, by: 'buyer', action: 'request', startsAt: now + 86_400_000 }],
      createdAt: now,
    })
  const acceptedOfferId = randomUUID()
  await db()
    .doc(`offers/${acceptedOfferId}`)
    .set({
      id: acceptedOfferId,
      uid: buyer.uid,
      listingId: sold.id,
      sellerId: seller.uid,
      amount: 340_000,
      financing: 'cash',
      contingencies: [],
      closingDate: '2030-01-01',
      status: 'accepted',
      counter: null,
      history: [
        { at: now, by: 'buyer', action: 'submitted', amount: 340_000 },
        { at: now, by: 'seller', action: 'accepted' },
      ],
      createdAt: now,
      updatedAt: now,
    })
  const openOfferId = randomUUID()
  await db()
    .doc(`offers/${openOfferId}`)
    .set({
      id: openOfferId,
      uid: buyer.uid,
      listingId: active.id,
      sellerId: seller.uid,
      amount: 300_000,
      financing: 'conventional',
      contingencies: ['inspection'],
      closingDate: '2030-02-01',
      status: 'submitted',
      counter: null,
      history: [{ at: now, by: 'buyer', action: 'submitted', amount: 300_000 }],
      createdAt: now,
      updatedAt: now,
    })

  // the vendor's business, the buyer's request, its lead, the accepted quote, the job and its review
  const providerId = `vendor-${vendor.uid}`
  const business = `Careful Inspections ${vendor.displayName.split(' ')[1]}`
  await db()
    .doc(`providers/${providerId}`)
    .set({
      id: providerId,
      ownerUid: vendor.uid,
      name: vendor.displayName,
      business,
      categories: ['inspector'],
      bio: 'Careful inspections.',
      phone: vendor.phone,
      listed: true,
      paused: false,
      demo: false,
      area: { zips: ['50010'], lat: 42.03, lng: -93.62, radiusMiles: 10 },
      prices: [{ category: 'inspector', amount: 400, unit: 'flat', includes: 'Inspection' }],
      licence: null,
      hours: 'Mon–Fri 8–5',
      workDays: [1, 2, 3, 4, 5],
      leadDays: 2,
      responseHours: 4,
      reviews: {
        count: 1,
        average: 5,
        sub: { quality: 5, communication: 5, timeliness: 5, value: 5 },
      },
    } satisfies Provider)
  const requestId = randomUUID().replace(/-/g, '')
  await db()
    .doc(`serviceRequests/${requestId}`)
    .set({
      id: requestId,
      requesterUid: buyer.uid,
      category: 'inspector',
      zip: '50010',
      date: null,
      budget: 500,
      details: `Call ${buyer.displayName} first`,
      listingId: null,
      providerId,
      told: [{ providerId, business, name: vendor.displayName, score: 1, reasons: [] }],
      createdAt: now,
    })
  const leadId = randomUUID().replace(/-/g, '')
  await db()
    .doc(`leads/${leadId}`)
    .set({
      id: leadId,
      requestId,
      providerId,
      vendorUid: vendor.uid,
      requesterUid: buyer.uid,
      category: 'inspector',
      zip: '50010',
      date: null,
      budget: 500,
      details: `Call ${buyer.displayName} first`,
      listingId: null,
      status: 'won',
      quoteId: 'q1',
      note: 'private note',
      createdAt: now,
    })
  const quoteId = randomUUID().replace(/-/g, '')
  await db().doc(`quotes/${quoteId}`).set({
    id: quoteId,
    leadId,
    requestId,
    providerId,
    business,
    vendorUid: vendor.uid,
    requesterUid: buyer.uid,
    price: 400,
    includes: 'Inspection',
    startDate: '2030-01-01',
    validUntil: '2030-01-01',
    status: 'accepted',
    createdAt: now,
  })
  await db().doc(`jobs/${quoteId}`).set({
    id: quoteId,
    quoteId,
    leadId,
    requestId,
    providerId,
    business,
    vendorUid: vendor.uid,
    clientUid: buyer.uid,
    category: 'inspector',
    zip: '50010',
    listingId: null,
    details: 'Inspection',
    price: 400,
    startsAt: now,
    status: 'completed',
    createdAt: now,
    reviewed: true,
  })
  const author = `${buyer.displayName.split(' ')[0]} ${buyer.displayName.split(' ')[1]![0]}.`
  await db()
    .doc(`providers/${providerId}/reviews/${quoteId}`)
    .set({
      id: quoteId,
      author,
      rating: 5,
      sub: { quality: 5, communication: 5, timeliness: 5, value: 5 },
      text: 'Thorough and kind.',
      at: now,
      service: 'inspector',
    })

  // documents both ways, and who read them
  const ownDocumentId = randomUUID()
  await putFile(
    `documents/${buyer.uid}/${ownDocumentId}`,
    Buffer.from('pre-approval letter'),
    'text/plain',
  )
  await db()
    .doc(`documents/${ownDocumentId}`)
    .set({
      id: ownDocumentId,
      ownerUid: buyer.uid,
      name: 'Pre-approval.txt',
      kind: 'other',
      contentType: 'text/plain',
      size: 19,
      sha256: 'a'.repeat(64),
      listingId: null,
      text: 'pre-approval letter',
      hasText: true,
      sharedWith: [seller.uid],
      createdAt: now,
      updatedAt: now,
    })
  const sellersDocumentId = randomUUID()
  await db()
    .doc(`documents/${sellersDocumentId}`)
    .set({
      id: sellersDocumentId,
      ownerUid: seller.uid,
      name: 'Disclosure.txt',
      kind: 'disclosure',
      contentType: 'text/plain',
      size: 10,
      sha256: 'b'.repeat(64),
      listingId: sold.id,
      text: 'disclosure',
      hasText: true,
      sharedWith: [buyer.uid],
      createdAt: now,
      updatedAt: now,
    })
  const ownEventId = randomUUID()
  await db().doc(`documentEvents/${ownEventId}`).set({
    id: ownEventId,
    documentId: ownDocumentId,
    ownerUid: buyer.uid,
    actorUid: buyer.uid,
    actorName: buyer.displayName,
    action: 'uploaded',
    detail: '',
    at: now,
  })
  const readEventId = randomUUID()
  await db().doc(`documentEvents/${readEventId}`).set({
    id: readEventId,
    documentId: sellersDocumentId,
    ownerUid: seller.uid,
    actorUid: buyer.uid,
    actorName: buyer.displayName,
    action: 'downloaded',
    detail: '',
    at: now,
  })

  // orders, mail, a page view
  const paidOrderId = randomUUID()
  await db().doc(`orders/${paidOrderId}`).set({
    id: paidOrderId,
    uid: buyer.uid,
    purchaseId: 'inspection-bundle',
    kind: 'bundle',
    name: 'Inspection bundle',
    amountCents: 49_900,
    currency: 'usd',
    zip: '50010',
    status: 'paid',
    sessionId: 'cs_test_secret_session',
    checkoutUrl: 'https://checkout.example/cs_test_secret_session',
    createdAt: now,
    paidAt: now,
  })
  const pendingOrderId = randomUUID()
  await db().doc(`orders/${pendingOrderId}`).set({
    id: pendingOrderId,
    uid: buyer.uid,
    purchaseId: 'plan',
    kind: 'plan',
    name: 'Plan',
    amountCents: 1000,
    currency: 'usd',
    zip: null,
    status: 'pending',
    sessionId: 'cs_test_other',
    checkoutUrl: 'https://checkout.example/cs_test_other',
    createdAt: now,
  })
  const mailToBuyer = await mail.ref().add({
    to: buyer.email,
    toUids: [buyer.uid],
    message: { subject: 'The seller answered', text: `Hello ${buyer.displayName}` },
    createdAt: now,
  })
  const mailToVendor = await mail.ref().add({
    to: vendor.email,
    toUids: [vendor.uid],
    message: {
      subject: `A 5-star review from ${author}`,
      text: `${author} reviewed your job. Reach them at ${buyer.email}.`,
    },
    createdAt: now,
  })
  const mailToSeller = await mail.ref().add({
    to: seller.email,
    toUids: [seller.uid],
    message: { subject: 'New question about 1 Oak Street', text: question },
    createdAt: now,
  })
  const viewId = randomUUID()
  await events.doc(viewId).set({
    type: 'page_view',
    path: `/property/${active.id}`,
    routeId: 'property',
    referrer: null,
    uid: buyer.uid,
    status: 200,
    source: 'server',
    at: now,
    expireAt: Timestamp.fromMillis(now + 90 * 24 * 60 * 60 * 1000),
  })

  return {
    buyer,
    seller,
    vendor,
    active,
    sold,
    sid,
    author,
    business,
    question,
    ids: {
      photo: photo.photo.id,
      searchId,
      inquiryId,
      threadId,
      tourId,
      acceptedOfferId,
      openOfferId,
      providerId,
      requestId,
      leadId,
      quoteId,
      ownDocumentId,
      sellersDocumentId,
      ownEventId,
      readEventId,
      paidOrderId,
      pendingOrderId,
      mailToBuyer: mailToBuyer.id,
      mailToVendor: mailToVendor.id,
      mailToSeller: mailToSeller.id,
      viewId,
    },
  }
}

// every document of every collection (and the providers' reviews), as text, for a search
export async function everyStoredText(): Promise<Array<{ path: string; text: string }>> {
  const found: Array<{ path: string; text: string }> = []
  for (const collection of await db().listCollections()) {
    const snapshot = await collection.get()
    for (const doc of snapshot.docs) {
      found.push({ path: doc.ref.path, text: `${doc.id} ${JSON.stringify(doc.data())}` })
      // the one kind of subcollection the app writes (providers/{id}/reviews)
      if (collection.id !== 'providers') continue
      for (const sub of await doc.ref.listCollections()) {
        for (const inner of (await sub.get()).docs)
          found.push({ path: inner.ref.path, text: `${inner.id} ${JSON.stringify(inner.data())}` })
      }
    }
  }
  return found
}

export const tracesOf = (texts: Array<{ path: string; text: string }>, words: string[]) =>
  texts
    .filter(({ text }) => words.some((word) => text.toLowerCase().includes(word.toLowerCase())))
    .map(({ path }) => path)
