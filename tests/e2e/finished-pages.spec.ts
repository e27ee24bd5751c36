import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { createSellerListing } from './support/seller-listings'
import { startSessionAs } from './support/session-cookie'

// issue 41, "pages that look finished" and the accessibility review's findings that are not
// covered in the specs of their pages (photos: seller-photos; documents, contract review: their
// specs; card fields: support/stand-in-checkout; vendor navigation: vendor-figures)

const summaryOf = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' })
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const photoId = () => `p-${[...randomBytes(20)].map((byte) => base62[byte % 62]).join('')}`
const photo = (alt: string) => ({ id: photoId(), alt, width: 1600, height: 1067 })

const fitsIn320 = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

// S1: with JavaScript, a link of the summary moves to its field; the summary and the "Error:"
// title stay until the form is sent again, as without JavaScript
test('following an error summary link keeps the summary and the Error: title', async ({ page }) => {
  await page.goto('/seller-flow/intent')
  await page.getByRole('button', { name: 'Continue' }).click()
  const summary = summaryOf(page)
  await expect(summary).toBeFocused()
  await expect(page).toHaveTitle(/^Error: /)
  await summary.getByRole('link', { name: /^When do you want to sell\?/ }).click()
  await expect(page.getByLabel('I want to sell now')).toBeFocused()
  await expect(summary).toBeVisible()
  await expect(page).toHaveTitle(/^Error: /)

  await startSessionAs(page, await createUser())
  await page.goto('/request-service')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(summary).toBeFocused()
  await summary.getByRole('link', { name: /^ZIP code/ }).click()
  await expect(page.getByLabel('ZIP code')).toBeFocused()
  await expect(summary).toBeVisible()
  await expect(page).toHaveTitle(/^Error: /)
})

// M2: the bundle's ZIP code is checked by the server, as every other form (no browser tooltip)
test(
  'a bundle bought without a ZIP code gets the error summary',
  { tag: '@no-js' },
  async ({ page }) => {
    await startSessionAs(page, await createUser())
    await page.goto('/marketplace/bundle/inspection-appraisal')
    const buy = page.getByRole('form', { name: 'Buy the Inspection and appraisal bundle' })
    await expect(buy).toHaveAttribute('novalidate', '')
    await expect(buy.getByLabel('ZIP code of the home')).not.toHaveAttribute('required', /.*/)
    await buy.getByRole('button', { name: 'Buy for $920' }).click()
    await expect(summaryOf(page)).toContainText('ZIP')
    await expect(page).toHaveTitle(/^Error: /)
  },
)

// S2, S4 and the section navigation at a phone's width: nothing scrolls sideways, the
// navigation is one strip, and the page you are on is marked
test('at 320 px the photo list, the pricing table and the seller navigation fit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto('/marketplace')
  await fitsIn320(page)
  const buy = page.getByRole('link', { name: /^Buy for \$1,495\s?: Expert on call$/ })
  await buy.scrollIntoViewIfNeeded()
  await expect(buy).toBeInViewport({ ratio: 1 })

  const seller = await createUser({ role: 'seller' })
  await emulators()
    .firestore.doc(`sellerDrafts/${seller.uid}`)
    .set({ uid: seller.uid, photos: [photo('The kitchen'), photo('')], updatedAt: Date.now() })
  await startSessionAs(page, seller)
  await page.goto('/seller-flow/photos')
  await expect(page.getByLabel('Description of photo 2')).toBeVisible()
  await fitsIn320(page)
  const description = await page.getByLabel('Description of photo 2').boundingBox()
  expect(description!.width).toBeGreaterThan(200)

  await page.goto('/seller/dashboard/listings')
  await fitsIn320(page)
  const nav = page.getByRole('navigation', { name: 'Seller dashboard' })
  expect((await nav.boundingBox())!.height).toBeLessThan(60)
  const current = nav.getByRole('link', { name: 'Listings' })
  await expect(current).toHaveAttribute('aria-current', 'page')
  const look = (link: typeof current) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element)
      return [style.fontWeight, style.backgroundColor, style.borderBottomColor].join(' ')
    })
  expect(await look(current)).not.toBe(await look(nav.getByRole('link', { name: 'Overview' })))

  await page.setViewportSize({ width: 1280, height: 800 })
  expect((await nav.boundingBox())!.height).toBeLessThan(100)
})

// a home's photos: a gallery with JavaScript (buttons, arrow keys, thumbnails); the seller's
// undescribed photo is not among them
test.describe('a home’s photos', () => {
  const described = [photo('The front porch'), photo('The kitchen'), photo('The back garden')]

  async function homeWithPhotos(page: Page) {
    const seller = await createUser({ role: 'seller' })
    const listing = await createSellerListing(seller.uid)
    await emulators()
      .firestore.doc(`listings/${listing.id}`)
      .update({ photos: [described[0], photo(''), described[1], described[2]] })
    const path = `/property/${listing.id}`
    await expect(async () => {
      await page.goto(path)
      await expect(page.locator(`img[src*="${described[0]!.id}"]`).first()).toBeAttached({
        timeout: 1_000,
      })
    }).toPass({ timeout: 15_000 })
  }

  test('with JavaScript, one at a time: buttons, arrow keys and thumbnails', async ({ page }) => {
    await homeWithPhotos(page)
    const gallery = page.getByRole('group', { name: 'Photos' })
    const stage = gallery.getByRole('group', { name: /^Photo \d of 3$/ })
    await expect(stage).toHaveAccessibleName('Photo 1 of 3')
    await expect(stage.getByRole('img')).toHaveAccessibleName('The front porch')
    await gallery.getByRole('button', { name: 'Next photo' }).click()
    await expect(stage.getByRole('img')).toHaveAccessibleName('The kitchen')
    await stage.focus()
    await page.keyboard.press('ArrowRight')
    await expect(stage).toHaveAccessibleName('Photo 3 of 3')
    await expect(stage.getByRole('img')).toHaveAttribute('srcset', /480w/)
    await page.keyboard.press('ArrowRight')
    await expect(stage.getByRole('img')).toHaveAccessibleName('The front porch')
    await gallery.getByRole('button', { name: 'Show photo 2' }).click()
    await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(stage.getByRole('img')).toHaveAccessibleName('The kitchen')
  })

  test(
    'without JavaScript, a list of every described photo',
    { tag: '@no-js-only' },
    async ({ page }) => {
      await homeWithPhotos(page)
      const images = page.getByRole('region', { name: 'Photos' }).getByRole('img')
      await expect(images).toHaveCount(3)
      await expect(images.nth(2)).toHaveAccessibleName('The back garden')
    },
  )
})
