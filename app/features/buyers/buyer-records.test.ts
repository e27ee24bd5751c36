import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { Listing } from '~/features/listings/listing'
import { db } from '~/platform/firebase.server'
import { newSubmissionId } from '~/platform/submission-id.server'
import { changeTour } from '~/features/sellers/tour-records.server'
import {
  bookTour,
  createInquiry,
  makeOffer,
  myAppointments,
  myInquiries,
  myOffers,
} from './buyer-records.server'

const listing = { id: 'ames-0001', sellerId: null } as Listing
const offer = {
  amount: 200_000,
  financing: 'conventional',
  contingencies: [],
  closingDate: '2027-01-15',
}

describe('a form sent twice is one record', () => {
  test('the same question posted twice (one page, two presses) is one inquiry; a new page makes a new one', async () => {
    const uid = `vitest-${randomUUID()}`
    const form = { name: 'Pat', email: 'pat@example.com', message: 'Is the roof new?' }
    const submissionId = newSubmissionId()
    await Promise.all([
      createInquiry(uid, listing, form, submissionId),
      createInquiry(uid, listing, form, submissionId),
    ])
    await createInquiry(uid, listing, form, submissionId)
    expect(await myInquiries(uid)).toHaveLength(1)
    await createInquiry(uid, listing, form, newSubmissionId())
    expect(await myInquiries(uid)).toHaveLength(2)
  })

  test('the same offer posted twice at once is one offer', async () => {
    const uid = `vitest-${randomUUID()}`
    const submissionId = newSubmissionId()
    await Promise.all([
      makeOffer(uid, listing, offer, submissionId),
      makeOffer(uid, listing, offer, submissionId),
    ])
    expect(await myOffers(uid)).toHaveLength(1)
  })

  test('a tour booked twice at the same time is one tour; cancelled and booked again it is scheduled again', async () => {
    const uid = `vitest-${randomUUID()}`
    const startsAt = Date.UTC(2027, 0, 5, 16)
    await Promise.all([
      bookTour(uid, listing, startsAt, '1 Main St'),
      bookTour(uid, listing, startsAt, '1 Main St'),
    ])
    const [tour] = await myAppointments(uid)
    expect(await myAppointments(uid)).toHaveLength(1)
    expect((await changeTour('buyer', uid, tour!.id, 'cancel')).appointment.status).toBe(
      'cancelled',
    )
    await bookTour(uid, listing, startsAt, '1 Main St')
    const again = await myAppointments(uid)
    expect(again).toHaveLength(1)
    expect(again[0]).toMatchObject({ status: 'scheduled' })
    expect(again[0]).not.toHaveProperty('cancelledAt')
    await db().collection('appointments').doc(tour!.id).delete()
  })
})
