import sharp from 'sharp'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { postForm } from './support/hostile-posts'
import { createSellerListing, deleteSellerListings } from './support/seller-listings'
import { startSessionAs } from './support/session-cookie'

// issue 20: a published listing's photos, changed from its score's "Add photos" fix; the score
// reads their quality (too dark here)

test.afterEach(() => deleteSellerListings())

const jpeg = (grey: number) =>
  sharp({
    create: { width: 1600, height: 1067, channels: 3, background: { r: grey, g: grey, b: grey } },
  })
    .jpeg()
    .toBuffer()
const photosOf = async (listingId: string) =>
  ((await emulators().firestore.doc(`listings/${listingId}`).get()).get('photos') as Array<{
    id: string
    alt: string
  }>) ?? []

test(
  'a seller adds photos to a published listing; buyers see them; the score finds the dark one, and removing it removes its files',
  { tag: '@no-js' },
  async ({ page, browser }) => {
    const seller = await createUser({ role: 'seller' })
    const listing = await createSellerListing(seller.uid)
    await startSessionAs(page, seller)
    await page.goto(`/seller/optimize-listing/${listing.id}`)
    await expect(page.locator('#part-photos')).toContainText('No photos')
    await page.locator('#part-photos').getByRole('link', { name: 'Add photos' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photos of ${listing.address}`)
    await page.getByLabel('Photos', { exact: true }).setInputFiles([
      { name: 'porch.jpg', mimeType: 'image/jpeg', buffer: await jpeg(170) },
      { name: 'cellar.jpg', mimeType: 'image/jpeg', buffer: await jpeg(20) },
    ])
    await page.getByRole('button', { name: 'Upload photos' }).click()
    await expect(page.getByRole('heading', { name: 'Your photos (2 of 20)' })).toBeVisible()
    const [porch, cellar] = await photosOf(listing.id)
    // buyers see a photo once the seller has described it (issue 41 M3)
    await page.getByLabel('Description of photo 1').fill('The front porch')
    await page.getByRole('button', { name: 'Save descriptions' }).click()
    await expect(page.getByTestId('toast')).toContainText('Descriptions saved')

    const visitor = await (await browser.newContext()).newPage()
    expect((await visitor.request.get(`/files/photos/${cellar!.id}/small.jpg`)).status()).toBe(200)
    await visitor.goto(`/property/${listing.id}`)
    await expect(visitor.locator(`img[src*="${porch!.id}"]`).first()).toBeVisible()

    await page.goto(`/seller/optimize-listing/${listing.id}`)
    await expect(page.locator('#part-photos')).toContainText('2 photos')
    await expect(page.locator('#part-photos')).toContainText('1 photo is too dark')

    await page.goto(`/seller/dashboard/listings/${listing.id}/photos`)
    await page.getByRole('button', { name: 'Remove photo 2' }).click()
    await expect(page.getByRole('heading', { name: 'Your photos (1 of 20)' })).toBeVisible()
    expect((await photosOf(listing.id)).map((photo) => photo.id)).toEqual([porch!.id])
    expect((await visitor.request.get(`/files/photos/${cellar!.id}/small.jpg`)).status()).toBe(404)
    expect((await emulators().firestore.doc(`photos/${cellar!.id}`).get()).exists).toBe(false)
    await page.goto(`/seller/optimize-listing/${listing.id}`)
    await expect(page.locator('#part-photos')).not.toContainText('too dark')
  },
)

test('another seller cannot see, add to or remove the photos of a listing', async ({ page }) => {
  const [owner, other] = await Promise.all([
    createUser({ role: 'seller' }),
    createUser({ role: 'seller' }),
  ])
  const listing = await createSellerListing(owner.uid)
  await startSessionAs(page, other)
  const path = `/seller/dashboard/listings/${listing.id}/photos`
  expect((await page.goto(path))?.status()).toBe(404)
  await expect(page.getByText('We could not find that listing among yours.')).toBeVisible()
  expect((await postForm(page.request, path, { intent: 'save' })).status()).toBe(404)
  const upload = await page.request.post(`${path}/upload`, {
    multipart: { photos: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpeg(120) } },
  })
  expect(upload.status()).toBe(404)
  expect(await photosOf(listing.id)).toEqual([])
})
