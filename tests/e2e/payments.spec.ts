import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { paymentMessages } from '../../app/features/payments/messages'
import { expect, test } from './fixtures'
import { payWithTestCard } from './support/stand-in-checkout'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { serverLogFile } from './support/paths'
import { startSessionAs } from './support/session-cookie'
import { postStripeEvent as postEvent } from './support/stripe-webhook'

// issue 21, payments: the sign-in hand-off to /services, the stand-in checkout, fulfilment from the
// signed webhook, exactly one order however often it is replayed, and orders only for their buyer

// what the test reads of an order, checked as the product's own reads are (ADR 067)
const storedOrder = z
  .object({
    id: z.string(),
    uid: z.string(),
    status: z.string(),
    sessionId: z.string(),
    amountCents: z.number(),
    requestIds: z.array(z.string()).optional(),
  })
  .passthrough()
const ordersOf = async (uid: string) =>
  (await emulators().firestore.collection('orders').where('uid', '==', uid).get()).docs.map((doc) =>
    storedOrder.parse(doc.data()),
  )

test(
  'a signed-out visitor picks a plan, signs in with redirect=payment, pays by test card and sees it paid; a replayed webhook leaves one order',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled, baseURL }) => {
    const buyer = await createUser()
    await page.goto('/marketplace')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing')
    await expect(
      page.getByRole('table', {
        name: /What you pay at a \$[\d,]+ sale, the median recorded sale in the demo market/,
      }),
    ).toBeVisible()
    if (javaScriptEnabled) await axe()
    await page.getByRole('link', { name: /^Buy for \$1,495\s?: Expert on call$/ }).click()
    await expect(page).toHaveURL(/\/services\?autoSelect=expert-on-call&amount=1495$/)
    await expect(page.getByLabel('Expert on call plan: $1,495')).toBeChecked()
    if (javaScriptEnabled) await axe()
    await page.getByRole('button', { name: 'Sign in to pay' }).click()
    await expect(page).toHaveURL(/\/auth\/login\?redirect=payment&plan=expert-on-call&amount=1495$/)
    await page.getByLabel('Email').fill(buyer.email)
    await page.getByLabel('Password', { exact: true }).fill(buyer.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/services\?autoSelect=expert-on-call&amount=1495$/)
    await expect(page.getByLabel('Expert on call plan: $1,495')).toBeChecked()
    await page.getByRole('button', { name: 'Continue to payment' }).click()

    await expect(page).toHaveURL(/\/payments\/stand-in\/checkout\/cs_test_/)
    if (javaScriptEnabled) await axe()
    await payWithTestCard(page, { card: '4000 0000 0000 0002' })
    await expect(page.getByText(paymentMessages.cardDeclined).first()).toBeVisible()
    expect((await ordersOf(buyer.uid)).map((order) => order.status)).toEqual(['pending'])
    await payWithTestCard(page)

    await expect(page).toHaveURL(/\/payment-confirmation\?order=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Payment received: Expert on call plan',
    )
    await expect(page.getByRole('status').filter({ hasText: /^Paid \$1,495 on/ })).toBeVisible()
    if (javaScriptEnabled) await axe()
    const [order] = await ordersOf(buyer.uid)
    expect(order).toMatchObject({ status: 'paid', amountCents: 149_500 })
    expect(
      (await emulators().firestore.collection('users').doc(buyer.uid).get()).get('sellerPlan'),
    ).toMatchObject({ id: 'expert-on-call', orderId: order!.id })

    // Stripe may deliver an event more than once, or a new event for the same session
    const session = {
      id: order!.sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      amount_total: 149_500,
      currency: 'usd',
      client_reference_id: order!.id,
      metadata: { orderId: order!.id },
    }
    const event = {
      id: `evt_replay_${order!.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    }
    for (const replay of [event, event, { ...event, id: `evt_again_${order!.id}` }]) {
      const answer = await postEvent(baseURL!, replay)
      expect(answer.status).toBe(200)
    }
    expect((await postEvent(baseURL!, event)).status).toBe(200)
    expect(await (await postEvent(baseURL!, event)).text()).toBe('already processed')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Payment received: Expert on call plan',
    )
    expect((await ordersOf(buyer.uid)).map((stored) => stored.status)).toEqual(['paid'])

    // a forged event (another secret, or the constant the stand-in once had in the source) is refused
    // and logged; the order does not move
    for (const secret of ['whsec_someone_else', 'whsec_threshold_stand_in']) {
      const forged = await postEvent(
        baseURL!,
        { ...event, id: `evt_forged_${order!.id}`, type: 'checkout.session.expired' },
        secret,
      )
      expect(forged.status).toBe(400)
    }
    await expect
      .poll(() => readFileSync(serverLogFile, 'utf8').includes('"event":"stripe.webhook-refused"'))
      .toBe(true)
    expect((await ordersOf(buyer.uid)).map((stored) => stored.status)).toEqual(['paid'])

    await page.goto('/payment-confirmation')
    await expect(page.getByRole('table', { name: 'Your orders, newest first' })).toContainText(
      'Expert on call plan',
    )
    await page.goto('/buyer-dashboard')
    const orders = page.getByRole('region', { name: 'Your orders (1)' })
    await expect(orders.getByRole('row', { name: /Expert on call plan/ })).toContainText('Paid')
  },
)

test(
  'a bundle bought for a ZIP code sends its services to matched providers; its order is only its buyer’s',
  { tag: '@no-js' },
  async ({ page, browser, axe, javaScriptEnabled }) => {
    const buyer = await createUser()
    await startSessionAs(page, buyer)
    await page.goto('/marketplace/bundle/inspection-appraisal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Inspection and appraisal bundle',
    )
    await expect(page.getByRole('heading', { name: 'Home inspector' })).toBeVisible()
    if (javaScriptEnabled) await axe()
    const buy = page.getByRole('form', { name: 'Buy the Inspection and appraisal bundle' })
    await buy.getByLabel('ZIP code of the home').selectOption('50010')
    await buy.getByRole('button', { name: 'Buy for $920' }).click()
    await payWithTestCard(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Payment received: Inspection and appraisal bundle',
    )
    await expect(page.getByText('We asked matched providers for its 2 services')).toBeVisible()
    const [order] = await ordersOf(buyer.uid)
    expect(order!.requestIds).toHaveLength(2)
    const requests = await Promise.all(
      order!.requestIds!.map(async (id) =>
        (await emulators().firestore.collection('serviceRequests').doc(id).get()).data()!,
      ),
    )
    expect(
      requests.map((request) => [request.category, request.budget, request.requesterUid]),
    ).toEqual([
      ['inspector', 450, buyer.uid],
      ['appraiser', 575, buyer.uid],
    ])

    const stranger = await createUser()
    const other = await browser.newPage()
    await startSessionAs(other, stranger)
    const answer = await other.goto(`/payment-confirmation?order=${order!.id}`)
    expect(answer!.status()).toBe(404)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Order not found')
    await other.close()
  },
)

test(
  'leaving the checkout keeps the order pending until it is cancelled; a cancelled order cannot be paid',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    const buyer = await createUser()
    await startSessionAs(page, buyer)
    await page.goto('/services?autoSelect=full-service&amount=495')
    await expect(page.getByLabel('Full service plan: $495')).toBeChecked()
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/\/payments\/stand-in\/checkout\//)
    const checkout = page.url()
    await page.getByRole('button', { name: 'Cancel and go back' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Waiting for payment: Full service plan',
    )
    if (javaScriptEnabled) await axe()
    await page.getByRole('button', { name: 'Cancel this order' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Payment not made: Full service plan',
    )
    await expect(page.getByText(paymentMessages.expiredReason)).toBeVisible()
    await page.goto(checkout)
    await expect(page.getByText(paymentMessages.sessionClosed)).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
    expect((await ordersOf(buyer.uid)).map((order) => order.status)).toEqual(['failed'])
  },
)

test(
  'the price comes from the catalog, not the link; a bundle needs a ZIP code',
  { tag: '@no-js' },
  async ({ page }) => {
    const buyer = await createUser()
    await startSessionAs(page, buyer)
    await page.goto('/services?autoSelect=expert-on-call&amount=1')
    await expect(
      page.getByText('The link you followed said $1; the price is $1,495.'),
    ).toBeVisible()
    await page.getByLabel('Closing package bundle: $1,845').check()
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByText(paymentMessages.zipMissing).first()).toBeVisible()
    expect(await ordersOf(buyer.uid)).toEqual([])
    await page.goto('/services?autoSelect=on-your-own&amount=0')
    await expect(page.getByText('On your own is free: there is nothing to pay.')).toBeVisible()
  },
)
