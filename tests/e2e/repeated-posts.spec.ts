import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { postForm } from './support/hostile-posts'
import {
  buyerWithAnswers,
  deleteSellerListings,
  mailSubjectsTo,
  sellerWithActivity,
} from './support/seller-listings'
import { startSessionAs } from './support/session-cookie'

// a form posted twice as it was rendered (a second press without JavaScript, a resend after a slow
// answer, the back button) carries the same submission id, so it adds one message and one mail

test.afterEach(() => deleteSellerListings())

// the form's own fields as the page rendered them, with the text typed into it
async function renderedForm(page: Page, button: string, message: string) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: button }) })
    .first()
  const hidden = async (name: string) =>
    (await form.locator(`input[name="${name}"]`).getAttribute('value')) ?? ''
  return {
    intent: await hidden('intent'),
    threadId: await hidden('threadId'),
    submissionId: await hidden('submissionId'),
    message,
  }
}

async function threadMessages(listingId: string): Promise<string[]> {
  const snapshot = await emulators()
    .firestore.collection('threads')
    .where('listingId', '==', listingId)
    .get()
  return (snapshot.docs[0]?.get('messages') as Array<{ from: string; text: string }>).map(
    (message) => `${message.from}: ${message.text}`,
  )
}

test('the seller’s answer posted twice is one message and one mail; the next answer is another', async ({
  page,
}) => {
  const [seller, buyer] = await Promise.all([createUser({ role: 'seller' }), createUser()])
  const listing = await sellerWithActivity(seller.uid, buyer.uid)
  await startSessionAs(page, seller)
  await page.goto('/seller/dashboard/inquiries')
  const answer = await renderedForm(page, 'Send answer', 'Yes, from 2020.')
  expect(answer.submissionId).toMatch(/^[0-9a-f-]{36}$/)
  for (const _ of [1, 2])
    expect((await postForm(page.request, '/seller/dashboard/inquiries', answer)).status()).toBe(302)
  expect(await threadMessages(listing.id)).toEqual([
    'buyer: Is the roof new?',
    'seller: Yes, from 2020.',
  ])
  await expect.poll(async () => (await mailSubjectsTo(buyer.uid)).length).toBe(1)

  await page.goto('/seller/dashboard/inquiries')
  const next = await renderedForm(page, 'Send answer', 'And the furnace from 2019.')
  expect(next.submissionId).not.toBe(answer.submissionId)
  expect((await postForm(page.request, '/seller/dashboard/inquiries', next)).status()).toBe(302)
  expect(await threadMessages(listing.id)).toEqual([
    'buyer: Is the roof new?',
    'seller: Yes, from 2020.',
    'seller: And the furnace from 2019.',
  ])
})

test('the buyer’s reply posted twice is one message', async ({ page }) => {
  const [seller, buyer] = await Promise.all([createUser({ role: 'seller' }), createUser()])
  const listing = await buyerWithAnswers(seller.uid, buyer.uid)
  await startSessionAs(page, buyer)
  await page.goto('/buyer-dashboard')
  const reply = await renderedForm(page, 'Send reply', 'Thank you!')
  for (const _ of [1, 2])
    expect((await postForm(page.request, '/buyer-dashboard', reply)).status()).toBe(302)
  expect(await threadMessages(listing.id)).toEqual([
    'buyer: Is the roof new?',
    'seller: Yes, from 2021.',
    'buyer: Thank you!',
  ])
})

test('a question and an offer posted twice from the home’s page are one of each', async ({
  page,
}) => {
  const [seller, buyer] = await Promise.all([createUser({ role: 'seller' }), createUser()])
  const listing = await sellerWithActivity(seller.uid, `someone-${Date.now()}`)
  await startSessionAs(page, buyer)
  await page.goto(`/property/${listing.id}`)
  const submissionId =
    (await page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send question' }) })
      .locator('input[name="submissionId"]')
      .getAttribute('value')) ?? ''
  expect(submissionId).toMatch(/^[0-9a-f-]{36}$/)
  const question = {
    intent: 'ask',
    submissionId,
    name: 'Pat',
    email: buyer.email,
    message: 'Is the basement dry?',
  }
  for (const _ of [1, 2])
    expect((await postForm(page.request, `/property/${listing.id}`, question)).status()).toBe(302)
  const offer = {
    intent: 'offer',
    submissionId,
    amount: String(listing.price - 10_000),
    closingDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
    financing: 'cash',
  }
  for (const _ of [1, 2])
    expect((await postForm(page.request, `/property/${listing.id}`, offer)).status()).toBe(302)
  const { firestore } = emulators()
  expect((await firestore.collection('inquiries').where('uid', '==', buyer.uid).get()).size).toBe(1)
  expect((await firestore.collection('offers').where('uid', '==', buyer.uid).get()).size).toBe(1)
})
