import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { readPdf } from './support/pdf-reading'
import { createSellerListing, deleteSellerListings } from './support/seller-listings'
import { startSessionAs } from './support/session-cookie'

// issue 20: a flyer, social posts and an open-house sheet made for a listing, kept, downloaded by
// its owner only, and marked out of date when the listing changes

test.afterEach(() => deleteSellerListings())

const inTenDays = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)

test(
  'a seller makes a flyer whose PDF has the price, the address and a QR code to the listing; posts; an open-house sheet',
  { tag: '@no-js' },
  async ({ page, baseURL }) => {
    const seller = await createUser({ role: 'seller' })
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, seller)
    await page.goto('/generate-marketing-materials')
    await page.getByRole('link', { name: listing.address }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Make marketing materials for ${listing.address}`,
    )
    await page.getByRole('button', { name: 'Make the flyer' }).click()
    await expect(page).toHaveURL(/\/marketing-materials#listing-/)
    await expect(page.getByText('Your flyer is ready.').first()).toBeVisible()

    const download = page.getByRole('link', { name: `Download the flyer for ${listing.address}` })
    const response = await page.request.get((await download.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(response.headers()['cache-control']).toBe('private, no-store')
    const flyer = await readPdf(await response.body())
    expect(flyer).toMatchObject({ pages: 1, width: 612, height: 792 })
    expect(flyer.text).toContain(`$${listing.price.toLocaleString('en-US')}`)
    expect(flyer.text).toContain(listing.address.split(',')[0])
    expect(flyer.qrCodes).toEqual([`${baseURL}/property/${listing.id}`])

    await page.goto(`/generate-marketing-materials/${listing.id}`)
    await page.getByRole('button', { name: 'Write the posts' }).click()
    await expect(page.getByText('Your social posts are ready.').first()).toBeVisible()
    const posts = page.locator('section', {
      has: page.getByRole('heading', { name: 'Social posts' }),
    })
    await expect(posts.getByText(/^Short/)).toBeVisible()
    await expect(posts).toContainText(`${baseURL}/property/${listing.id}`)
    await expect(posts).toContainText(/\d+ characters/)

    await page.goto(`/generate-marketing-materials/${listing.id}`)
    await page.getByLabel('Date').fill(inTenDays())
    await page.getByRole('button', { name: 'Make the open-house sheet' }).click()
    await expect(page.getByText('Your open-house sheet is ready.').first()).toBeVisible()
    const sheetHref = await page
      .getByRole('link', { name: `Download the open-house sheet for ${listing.address}` })
      .getAttribute('href')
    const sheet = await readPdf(await (await page.request.get(sheetHref!)).body())
    expect(sheet.text).toContain('Open house')
    expect(sheet.text).toContain(listing.address.split(',')[0])
  },
)

test(
  'a listing’s change makes its flyer out of date; regenerating replaces it',
  { tag: '@no-js' },
  async ({ page }) => {
    const seller = await createUser({ role: 'seller' })
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, seller)
    await page.goto(`/generate-marketing-materials/${listing.id}`)
    await page.getByRole('button', { name: 'Make the flyer' }).click()
    await expect(page.getByText('Your flyer is ready.').first()).toBeVisible()
    await expect(page.getByText('Out of date')).toHaveCount(0)

    await emulators()
      .firestore.doc(`listings/${listing.id}`)
      .update({ price: listing.price - 20_000, updatedAt: Date.now() })
    await page.goto('/marketing-materials')
    await expect(page.getByText('Out of date: the listing changed since')).toBeVisible()
    await page.getByRole('button', { name: 'Regenerate the flyer' }).click()
    await expect(page.getByText('Your flyer is ready.').first()).toBeVisible()
    await expect(page.getByText('Out of date')).toHaveCount(0)
    const made = await emulators()
      .firestore.collection('marketingMaterials')
      .where('listingId', '==', listing.id)
      .get()
    expect(made.size).toBe(1)
    const href = await page
      .getByRole('link', { name: `Download the flyer for ${listing.address}` })
      .getAttribute('href')
    const flyer = await readPdf(await (await page.request.get(href!)).body())
    expect(flyer.text).toContain(`$${(listing.price - 20_000).toLocaleString('en-US')}`)
  },
)

test(
  'only the owner may download a material; another seller and a buyer get nothing',
  { tag: '@no-js' },
  async ({ page, browser }) => {
    const [seller, other, buyer] = await Promise.all([
      createUser({ role: 'seller' }),
      createUser({ role: 'seller' }),
      createUser(),
    ])
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, seller)
    await page.goto(`/generate-marketing-materials/${listing.id}`)
    await page.getByRole('button', { name: 'Write the posts' }).click()
    await expect(page.getByText('Your social posts are ready.').first()).toBeVisible()
    const href = (await page
      .getByRole('link', { name: `Download the social posts for ${listing.address}` })
      .getAttribute('href'))!
    expect((await page.request.get(href)).status()).toBe(200)

    const otherPage = await (await browser.newContext()).newPage()
    await startSessionAs(otherPage, other)
    expect((await otherPage.request.get(href)).status()).toBe(404)
    await otherPage.goto('/marketing-materials')
    await expect(otherPage.getByText(listing.address)).toHaveCount(0)
    const buyerPage = await (await browser.newContext()).newPage()
    await startSessionAs(buyerPage, buyer)
    expect((await buyerPage.request.get(href, { maxRedirects: 0 })).status()).toBe(403)
    const stranger = await (await browser.newContext()).newPage()
    expect((await stranger.request.get(href, { maxRedirects: 0 })).status()).toBe(302)
  },
)
