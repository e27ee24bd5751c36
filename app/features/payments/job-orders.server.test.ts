import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobs } from '~/core/data/jobs.server'
import { orders } from '~/core/data/orders.server'
import {
  bookedJob,
  day,
  orderIdOf,
  orderOfCheckout,
  origin,
  payForm,
  payJob,
  signedEvent,
  storedOrder,
  thrown,
  uid,
} from '~/features/providers/jobs.test-data'
import { providerMessages } from '~/features/providers/messages'
import { paymentMessages as messages } from './messages'
import { cancelOrder, receiveStripeEvent, startJobCheckout } from './orders.server'
import { startStripeStandIn, stopStripeStandIn } from './stripe-stand-in.server'

// a booked job is paid through the marketplace's own checkout, webhook and idempotent orders
// (ADR 051): the amount is the job's, only its client pays, a second press finds the first order,
// the signed paid event marks the job paid once, and a cancelled checkout leaves it payable

beforeAll(() => startStripeStandIn())
afterAll(() => stopStripeStandIn())

const storedJob = async (jobId: string) => (await jobs.doc(jobId).get()).data()!
const ordersOfJob = async (jobId: string) =>
  (await orders.ref().where('jobId', '==', jobId).get()).docs.map((doc) => doc.data())
const checkoutPage = /^http:\/\/threshold\.test\/payments\/stand-in\/checkout\/cs_test_/

async function started(client: string, jobId: string, form = payForm()) {
  const outcome = await startJobCheckout({ uid: client, email: null }, jobId, form, origin)
  if (!outcome.ok) throw new Error(`the checkout did not start: ${outcome.message}`)
  return outcome.url
}

describe('paying for a job', () => {
  test('the order is priced from the job: the quoted price, or the deposit the vendor set; never from the form', async () => {
    const whole = await bookedJob(day(3))
    const url = await started(
      whole.client,
      whole.jobId,
      payForm(randomUUID(), { amount: '1', amountCents: '100', price: '1' }),
    )
    expect(url).toMatch(checkoutPage)
    const order = await orderOfCheckout(url)
    expect(order).toMatchObject({
      uid: whole.client,
      kind: 'job',
      purchaseId: whole.jobId,
      jobId: whole.jobId,
      requestId: whole.requestId,
      name: 'Home inspector: Vendor Co',
      amountCents: 40_000,
      status: 'pending',
    })
    expect((await storedJob(whole.jobId)).orderId).toBe(order.id)

    const deposit = await bookedJob(day(3), { deposit: 100 })
    const depositOrder = await orderOfCheckout(await started(deposit.client, deposit.jobId))
    expect(depositOrder).toMatchObject({
      kind: 'job',
      name: 'Home inspector: Vendor Co (deposit)',
      amountCents: 10_000,
    })
  })

  test('only the job’s client can start it: the vendor and anyone else get the same 404, and no order is made', async () => {
    const { vendor, jobId } = await bookedJob(day(3))
    for (const someone of [vendor, uid('stranger')]) {
      expect(
        await thrown(() =>
          startJobCheckout({ uid: someone, email: null }, jobId, payForm(), origin),
        ),
      ).toEqual({ status: 404, message: providerMessages.jobUnknown })
    }
    expect(
      await thrown(() =>
        startJobCheckout({ uid: vendor, email: null }, '../jobs', payForm(), origin),
      ),
    ).toEqual({ status: 404, message: providerMessages.jobUnknown })
    expect(await ordersOfJob(jobId)).toEqual([])
    const client = (await storedJob(jobId)).clientUid
    expect(
      await startJobCheckout({ uid: client, email: null }, jobId, new FormData(), origin),
    ).toEqual({ ok: false, message: messages.formExpired, status: 400 })
  })

  test('a second press finds the first order, from the same form or from another page', async () => {
    const { client, jobId } = await bookedJob(day(3))
    const form = payForm()
    const first = await started(client, jobId, form)
    expect(await started(client, jobId, form)).toBe(first)
    expect(await started(client, jobId, payForm())).toBe(first)
    expect(await ordersOfJob(jobId)).toHaveLength(1)
    // someone else's form id never opens the order
    const other = await bookedJob(day(3))
    expect(
      await startJobCheckout({ uid: other.client, email: null }, other.jobId, form, origin),
    ).toEqual({ ok: false, message: messages.formExpired, status: 400 })
  })

  test('the signed paid event marks the job paid, once; a replayed or repeated event is harmless, and a paid job is not paid again', async () => {
    const { client, jobId } = await bookedJob(day(3))
    const order = await orderOfCheckout(await started(client, jobId))
    const event = signedEvent(order)
    expect(await receiveStripeEvent(event.payload, event.signature)).toEqual({
      status: 200,
      body: 'ok',
    })
    const paid = await storedJob(jobId)
    expect(paid.paid).toEqual({
      orderId: order.id,
      amountCents: 40_000,
      paidAt: expect.any(Number),
      deposit: false,
    })
    expect(await storedOrder(order.id)).toMatchObject({ status: 'paid' })

    expect(await receiveStripeEvent(event.payload, event.signature)).toEqual({
      status: 200,
      body: 'already processed',
    })
    const again = signedEvent(order)
    expect(await receiveStripeEvent(again.payload, again.signature)).toEqual({
      status: 200,
      body: 'ok',
    })
    expect((await storedJob(jobId)).paid).toEqual(paid.paid)

    expect(await startJobCheckout({ uid: client, email: null }, jobId, payForm(), origin)).toEqual({
      ok: false,
      message: messages.jobPaidAlready,
      status: 409,
    })
    expect(await ordersOfJob(jobId)).toHaveLength(1)
  })

  test('a cancelled or expired checkout leaves the job unpaid and payable by a new order', async () => {
    const { client, jobId } = await bookedJob(day(3))
    const first = await orderOfCheckout(await started(client, jobId))
    expect(await cancelOrder(client, first.id)).toEqual({ ok: true })
    expect(await storedOrder(first.id)).toMatchObject({ status: 'failed' })
    expect((await storedJob(jobId)).paid).toBeUndefined()

    const second = await orderOfCheckout(await started(client, jobId))
    expect(second.id).not.toBe(first.id)
    const expired = signedEvent(second, { type: 'checkout.session.expired' })
    expect(await receiveStripeEvent(expired.payload, expired.signature)).toEqual({
      status: 200,
      body: 'ok',
    })
    expect(await storedOrder(second.id)).toMatchObject({ status: 'failed' })
    expect((await storedJob(jobId)).paid).toBeUndefined()

    // the same form sent again goes to its failed order's page, not to a new charge
    const form = payForm()
    const third = await started(client, jobId, form)
    const paid = await orderOfCheckout(third)
    const { payload, signature } = signedEvent(paid)
    await receiveStripeEvent(payload, signature)
    expect(orderIdOf(await started(client, jobId, form))).toBe(paid.id)
    expect((await storedJob(jobId)).paid).toMatchObject({ orderId: paid.id })
    expect(await ordersOfJob(jobId)).toHaveLength(3)
  })

  test('an expired event fails only the order whose current session it names: another session’s is logged and ignored', async () => {
    const { client, jobId } = await bookedJob(day(3))
    const order = await orderOfCheckout(await started(client, jobId))
    for (const sessionId of ['cs_test_an_earlier_session', null]) {
      const other = signedEvent(order, { type: 'checkout.session.expired', sessionId })
      expect(await receiveStripeEvent(other.payload, other.signature)).toEqual({
        status: 200,
        body: 'other session',
      })
      expect(await storedOrder(order.id)).toMatchObject({
        status: 'pending',
        sessionId: order.sessionId,
      })
    }

    // the order's own session still pays it
    const { payload, signature } = signedEvent(order)
    expect(await receiveStripeEvent(payload, signature)).toEqual({ status: 200, body: 'ok' })
    expect(await storedOrder(order.id)).toMatchObject({ status: 'paid' })
    expect((await storedJob(jobId)).paid).toMatchObject({ orderId: order.id })
  })

  test('a paid deposit is recorded as one', async () => {
    const { client, jobId } = await bookedJob(day(3), { deposit: 150 })
    const order = await payJob(client, jobId)
    expect(order).toMatchObject({ status: 'paid', amountCents: 15_000 })
    expect((await storedJob(jobId)).paid).toMatchObject({
      orderId: order.id,
      amountCents: 15_000,
      deposit: true,
    })
  })
})
