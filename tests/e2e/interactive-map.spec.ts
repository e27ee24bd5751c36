import type { Page } from '@playwright/test'
import { javascriptSent } from '../../scripts/bench/js-size'
import { mapMessages } from '../../app/features/search/map-messages'
import { expect, test } from './fixtures'

// the browser's map (issue 41, ADR 070). JavaScript on: without it the page keeps the drawn map,
// which the search specs already cover
const mapChunk = /\/assets\/(maplibre-gl|interactive-map)[^"']*/

async function openMap(page: Page, path: string) {
  // the library, its worker and our data load without a complaint
  const complaints: string[] = []
  page.on('pageerror', (error) => complaints.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().startsWith('map:'))
      complaints.push(message.text())
  })
  await page.goto(path)
  const region = page.getByRole('region', { name: mapMessages.regionLabel })
  await expect(region).toBeVisible()
  // the drawn map gives way once the interactive one has loaded; no empty grey box without a basemap
  await expect(page.locator('figure.results-map')).toHaveCount(0)
  await expect(page.getByText(mapMessages.noBasemap)).toBeVisible()
  expect(complaints).toEqual([])
  return region
}

const areaOf = (url: string) =>
  new URL(url).searchParams
    .get('area')!
    .split(';')
    .map((pair) => pair.split(',').map(Number) as [number, number])

const homesCount = async (page: Page) =>
  Number(
    (await page.locator('#results-count').textContent())!.match(/^[\d,]+/)![0].replace(',', ''),
  )

test('pan and zoom by keyboard, then "Search this area": the URL has the box and the list follows', async ({
  page,
}) => {
  const region = await openMap(page, '/property-search')
  const everywhere = await homesCount(page)
  // one tab stop, described by the summary
  await expect(region).toHaveAttribute('tabindex', '0')
  await expect(region).toHaveAttribute(
    'aria-describedby',
    'search-map-summary search-map-summary-marked',
  )
  await region.focus()
  // zoomed in twice and panned: the visible box is a part of the homes
  for (const key of ['+', '+', 'ArrowRight', 'ArrowRight', 'ArrowUp'])
    await page.keyboard.press(key)
  const searchHere = page.getByRole('button', { name: mapMessages.searchThisArea })
  await searchHere.click()
  await expect(page).toHaveURL(/[?&]area=/)
  const box = areaOf(page.url())
  expect(box).toHaveLength(4)
  await expect.poll(() => homesCount(page)).toBeLessThan(everywhere)
  // zoomed out, the next box is wider
  await region.focus()
  await page.keyboard.press('-')
  await searchHere.click()
  await expect
    .poll(() => areaOf(page.url())[1]![0] - areaOf(page.url())[0]![0])
    .toBeGreaterThan(box[1]![0] - box[0]![0])
})

test('draw an area: points, closed on the first; Escape cancels; the list keeps only homes inside', async ({
  page,
}) => {
  const region = await openMap(page, '/property-search?beds=2')
  const everywhere = await homesCount(page)
  const draw = page.getByRole('button', { name: mapMessages.drawArea })
  await draw.click()
  await expect(draw).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(mapMessages.drawingHint)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(draw).toHaveAttribute('aria-pressed', 'false')
  await draw.click()
  const frame = (await region.boundingBox())!
  const at = (x: number, y: number) => ({
    x: frame.x + frame.width * x,
    y: frame.y + frame.height * y,
  })
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.6, 0.7],
    [0.3, 0.3],
  ] as const) {
    const point = at(x, y)
    await page.mouse.click(point.x, point.y)
    await page.waitForTimeout(350) // slower than a double-click
  }
  await expect(page).toHaveURL(/[?&]area=/)
  expect(new URL(page.url()).searchParams.get('beds')).toBe('2')
  expect(areaOf(page.url())).toHaveLength(3)
  await expect.poll(() => homesCount(page)).toBeLessThan(everywhere)
})

test('a card hovered or focused marks its home on the map, and the map says which', async ({
  page,
}) => {
  const region = await openMap(page, '/property-search')
  const map = page.locator('.interactive-map')
  await expect(map).not.toHaveAttribute('data-marked-home', /./)
  const cards = page.locator('.listing-grid > li')
  const first = cards.nth(0)
  // the card's address, without the number of its pin on the drawn map
  const firstAddress = await first
    .locator('.listing-card__title a')
    .evaluate((link) => link.lastChild!.textContent!.trim())
  await first.hover()
  await expect(map).toHaveAttribute(
    'data-marked-home',
    (await first.getAttribute('data-listing-id'))!,
  )
  await expect(region).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(mapMessages.marked(firstAddress))),
  )
  // the keyboard too: a link in the second card takes the focus, its home is marked
  const second = cards.nth(1)
  await second.getByRole('link').first().focus()
  await expect(map).toHaveAttribute(
    'data-marked-home',
    (await second.getAttribute('data-listing-id'))!,
  )
})

test('draw an area by keyboard: Enter adds the point under the cross, Backspace takes it back, "Finish area" closes it', async ({
  page,
}) => {
  const region = await openMap(page, '/property-search')
  const everywhere = await homesCount(page)
  const said = page.locator('.interactive-map [role="status"]')
  await region.focus()
  await page.keyboard.press('+')
  const draw = page.getByRole('button', { name: mapMessages.drawArea })
  await draw.focus()
  await page.keyboard.press('Enter')
  await expect(draw).toHaveAttribute('aria-pressed', 'true')
  // the map takes the focus, with a cross in its middle
  await expect(region).toBeFocused()
  await expect(page.locator('.interactive-map__crosshair')).toBeVisible()
  const finish = page.getByRole('button', { name: mapMessages.finishArea })
  const pan = async (key: string) => {
    await page.keyboard.press(key)
    await page.waitForTimeout(400) // the map eases to its new centre
  }
  await page.keyboard.press('Enter')
  await expect(said).toHaveText(mapMessages.pointAdded(1))
  await pan('ArrowRight')
  await page.keyboard.press(' ')
  await expect(said).toHaveText(mapMessages.pointAdded(2))
  await expect(finish).toHaveAttribute('aria-disabled', 'true')
  await pan('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(said).toHaveText(mapMessages.pointAdded(3))
  await page.keyboard.press('Backspace')
  await expect(said).toHaveText(mapMessages.pointRemoved(2))
  // too soon: the button says what it needs
  await finish.press('Enter')
  await expect(said).toHaveText(mapMessages.finishNeedsThree(2))
  await expect(page).not.toHaveURL(/[?&]area=/)
  await region.focus()
  await pan('ArrowLeft')
  await page.keyboard.press('Enter')
  await expect(said).toHaveText(mapMessages.pointAdded(3))
  await expect(finish).toHaveAttribute('aria-disabled', 'false')
  await finish.press('Enter')
  await expect(page).toHaveURL(/[?&]area=/)
  expect(areaOf(page.url())).toHaveLength(3)
  await expect.poll(() => homesCount(page)).toBeLessThan(everywhere)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true })
  test('taps add points and "Finish area" closes the area', async ({ page }) => {
    const region = await openMap(page, '/property-search')
    const everywhere = await homesCount(page)
    const said = page.locator('.interactive-map [role="status"]')
    await page.getByRole('button', { name: mapMessages.drawArea }).tap()
    const frame = (await region.boundingBox())!
    for (const [x, y] of [
      [0.35, 0.35],
      [0.65, 0.35],
      [0.5, 0.65],
    ] as const) {
      await page.touchscreen.tap(frame.x + frame.width * x, frame.y + frame.height * y)
      await page.waitForTimeout(350) // slower than a double tap
    }
    await expect(said).toHaveText(mapMessages.pointAdded(3))
    await page.getByRole('button', { name: mapMessages.finishArea }).tap()
    await expect(page).toHaveURL(/[?&]area=/)
    expect(areaOf(page.url())).toHaveLength(3)
    await expect.poll(() => homesCount(page)).toBeLessThan(everywhere)
  })
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('the map library is its own chunk: not on the login page, not before hydration', async ({
  page,
  baseURL,
}) => {
  const asked: string[] = []
  page.on('request', (request) => asked.push(request.url()))
  await page.goto('/auth/login')
  await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter))
  await page.waitForLoadState('networkidle')
  expect(asked.filter((url) => mapChunk.test(url))).toEqual([])
  // the search page's first load names no map chunk; its JavaScript stays within budget
  const html = await (await page.request.get('/property-search')).text()
  expect(html.match(mapChunk)).toBeNull()
  const sent = await javascriptSent(baseURL!, '/property-search')
  expect(sent.gzipBytes / 1024).toBeLessThanOrEqual(searchPageBudgetKb)
})

// /property-search sent 127.6 KB gzip before the map, about 128.5 with its switch (2026-11-28), and
// 130.4 with the rest of issue 41 (the error summary that stays, the titles, the section nav); the
// map itself arrives after hydration. The allowance: 131 KB (ADR 070)
const searchPageBudgetKb = 131
