import { randomUUID } from 'node:crypto'
import { buyerMessages } from '../../app/features/buyers/messages'
import { sellerMessages } from '../../app/features/sellers/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startDemoSession, startSessionAs } from './support/session-cookie'

// issue 38, ADR 053: the demo market's homes for sale are listed under the demo seller. A buyer's
// question on one reaches the demo seller's inquiries, where anyone trying Threshold as a seller
// (a quick demo seller) reads and answers it, and the buyer sees the answer

// a demo home for sale picked at random, so that specs running beside this one seldom share it;
// the question is found by its own text in any case
async function aDemoHomeForSale(): Promise<string> {
  const homes = await emulators()
    .firestore.collection('listings')
    .where('sellerId', '==', 'demo-account-seller')
    .where('status', '==', 'active')
    .get()
  expect(homes.size).toBeGreaterThan(300)
  return homes.docs[Math.floor(Math.random() * homes.size)]!.id
}

test(
  'a buyer asks about a demo home; a demo seller sees it among the practice inquiries and answers; the buyer reads the answer',
  { tag: '@no-js' },
  async ({ browser, javaScriptEnabled }) => {
    const homeId = await aDemoHomeForSale()
    const question = `Does the basement stay dry in spring? ${randomUUID().slice(0, 8)}`
    const answer = `Yes, a sump pump went in last year. ${randomUUID().slice(0, 8)}`

    const buyer = await (await browser.newContext({ javaScriptEnabled })).newPage()
    const buyerAccount = await createUser()
    await startSessionAs(buyer, buyerAccount)
    await buyer.goto(`/property/${homeId}`)
    await expect(buyer.getByText(buyerMessages.demoSellerHere)).toBeVisible()
    await expect(buyer.getByText('has no seller on Threshold')).toHaveCount(0)
    await buyer.getByLabel('Your question').fill(question)
    await buyer.getByRole('button', { name: 'Send question' }).click()
    await expect(buyer).toHaveURL(/#ask$/)
    await expect(buyer.getByText(buyerMessages.demoAsked.description).first()).toBeVisible()

    const seller = await (await browser.newContext({ javaScriptEnabled })).newPage()
    await startDemoSession(seller, 'seller')
    await seller.goto('/seller/dashboard/inquiries')
    await expect(seller.getByText(sellerMessages.practiceInquiries)).toBeVisible()
    const card = seller.locator('li.card').filter({ hasText: question })
    await expect(card).toHaveCount(1)
    // every demo seller reads it: the buyer's name, not their e-mail
    await expect(card.getByText(buyerAccount.displayName).first()).toBeVisible()
    await expect(card.getByText(buyerAccount.email)).toHaveCount(0)
    await card.getByLabel(`Your answer to ${buyerAccount.displayName}`).fill(answer)
    await card.getByRole('button', { name: 'Send answer' }).click()
    await expect(seller.getByText('Answer sent').first()).toBeVisible()
    await expect(
      seller.locator('li.card').filter({ hasText: question }).getByText(answer),
    ).toBeVisible()

    await buyer.goto('/buyer-dashboard')
    await expect(buyer.getByText(answer)).toBeVisible()

    for (const page of [buyer, seller]) await page.context().close()
  },
)

test('the demo seller’s dashboard and listings say they are practice and show the demo homes a page at a time', async ({
  page,
  axe,
}) => {
  await startDemoSession(page, 'seller')
  await page.goto('/seller-dashboard-authentic')
  await expect(page.getByText(sellerMessages.practiceInquiries)).toBeVisible()
  await axe()
  await expect(page.getByRole('heading', { name: /^Your listings \(\d{3}\)$/ })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Pages of your listings' }).getByText(/^Page 1 of \d+$/),
  ).toBeVisible()
  expect(await page.locator('section[aria-labelledby="listings-title"] li.card').count()).toBe(10)
  await page.goto('/seller/dashboard/listings?page=2')
  await expect(page.getByText(sellerMessages.practiceListings)).toBeVisible()
  await expect(page.getByText(/^Showing homes 21 to 40 of \d{3}/)).toBeVisible()
  await expect(page.locator('li.card')).toHaveCount(20)
  await axe()
  // the market's records: a status to set, nothing to edit
  await expect(page.getByRole('link', { name: /^Edit the details and price of/ })).toHaveCount(0)

  // a real seller's pages say nothing of it
  await page.context().clearCookies()
  await startSessionAs(page, await createUser({ role: 'seller' }))
  await page.goto('/seller/dashboard/inquiries')
  await expect(page.getByText(sellerMessages.practiceInquiries)).toHaveCount(0)
  await expect(page.getByText('No questions yet.')).toBeVisible()
})
