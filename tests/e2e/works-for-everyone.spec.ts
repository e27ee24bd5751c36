import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startDemoSession } from './support/session-cookie'

// the built pages a visitor can reach signed out, with a sample id where one is needed
const realPages = [
  '/',
  '/auth/login',
  '/auth/register',
  '/demo-login',
  '/terms',
  '/privacy',
  '/buyer-flow',
  '/buyer-workflow',
  '/property-search',
  '/properties',
  '/property/ames-0001',
  '/fast-online-application',
  '/ai-valuation',
  '/ai-valuation-details',
  '/detailed-ai-valuation/ames-0001',
  '/cma?home=ames-0001',
  '/landing/ai-home-valuation',
  '/service-experts',
  '/landing/commission-savings-calculator?price=400000&listingPercent=3&buyerPercent=2.5&plan=full-service',
  '/landing/fsbo-expert-support',
  '/service-provider/demo-val-vendor-inspections',
  '/how-it-works',
  '/why-threshold',
  '/clear-cache',
  '/neighborhood-explorer',
  '/widget-testing',
  '/widgets/valuation',
  '/widgets/search',
]

// Chromium's default font size setting, as a person who needs larger text sets it
async function setDefaultFontSize(page: Page, pixels: number) {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.setFontSizes', { fontSizes: { standard: pixels, fixed: pixels } })
}

test.describe('large text (WCAG 1.4.4)', () => {
  for (const width of [1280, 1024]) {
    test(
      `at 200% text and ${width} px every header link is on screen and none overlap`,
      { tag: '@no-js' },
      async ({ page, javaScriptEnabled }) => {
        await page.setViewportSize({ width, height: 800 })
        await setDefaultFontSize(page, 32)
        await page.goto('/property-search')
        // the menu opened before hydration closes again when the script menu replaces it (issue 17, item 7)
        if (javaScriptEnabled)
          await page.waitForFunction(() =>
            Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter),
          )
        const menu = page.locator('.site-nav__toggle')
        if (await menu.isVisible()) await menu.click()
        const boxes = await page
          .getByRole('banner')
          .getByRole('link')
          .evaluateAll((links) =>
            links
              .filter((link) => link.getClientRects().length > 0)
              .map((link) => {
                const { left, top, right, bottom } = link.getBoundingClientRect()
                return { name: link.textContent, left, top, right, bottom }
              }),
          )
        expect(boxes.length).toBeGreaterThanOrEqual(8)
        for (const box of boxes) {
          expect(box.left, box.name!).toBeGreaterThanOrEqual(0)
          expect(box.top, box.name!).toBeGreaterThanOrEqual(0)
          expect(box.right, box.name!).toBeLessThanOrEqual(width)
        }
        for (const [index, a] of boxes.entries()) {
          for (const b of boxes.slice(index + 1)) {
            const overlap =
              a.left < b.right - 1 &&
              b.left < a.right - 1 &&
              a.top < b.bottom - 1 &&
              b.top < a.bottom - 1
            expect(overlap, `${a.name} overlaps ${b.name}`).toBe(false)
          }
        }
        // the search filters sit above the results, not over them
        const filters = await page.locator('.search-layout > :first-child').boundingBox()
        const results = await page.locator('.search-layout > :nth-child(2)').boundingBox()
        expect(filters!.y + filters!.height).toBeLessThanOrEqual(results!.y + 1)
      },
    )
  }
})

test('at 320 px (400% zoom) no page scrolls sideways', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 320, height: 640 })
  for (const path of realPages) {
    await page.goto(path)
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth, path).toBeLessThanOrEqual(320)
  }
})

test(
  'nothing the page fixes on screen hides the element that has focus (WCAG 2.4.11)',
  { tag: '@no-js' },
  async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1024, height: 420 })
    await startDemoSession(page, 'buyer')
    for (const path of ['/', '/property/ames-0001', '/property-search', '/appointments']) {
      await page.goto(path)
      for (let step = 0; step < 45; step += 1) {
        await page.keyboard.press('Tab')
        const hidden = await page.evaluate(() => {
          const focused = document.activeElement
          if (!focused || focused === document.body) return null
          const box = focused.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) return null
          const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
          const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
          const top = document.elementFromPoint(x, y)
          return top && (focused.contains(top) || top.contains(focused))
            ? null
            : `${focused.outerHTML.slice(0, 80)} under ${top?.outerHTML.slice(0, 80)}`
        })
        expect(hidden, path).toBeNull()
      }
    }
  },
)

test(
  'a signed-in person finds their account menu and Sign out in the header, and no Get Started',
  { tag: '@no-js' },
  async ({ page }) => {
    await startDemoSession(page, 'buyer')
    await page.goto('/property-search')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /Get Started/i })).toHaveCount(0)
    await header.locator('summary', { hasText: 'Account menu' }).click()
    await header.getByRole('button', { name: 'Sign out' }).click()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get Started Today' }),
    ).toBeVisible()
  },
)

const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter),
  )

test('after the script moves to another page, the new title is read and the skip link is the next stop', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('banner').getByRole('link', { name: 'Buy' }).click()
  await expect(page).toHaveURL(/\/buyer-flow$/)
  const homeTitle = 'Your intelligent real estate platform · Threshold'
  await expect(page).not.toHaveTitle(homeTitle)
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe(await page.title())
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
})

test('the mobile menu opened before the script arrives stays open with its focus, and Escape returns to Menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 800 })
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/property-search', { waitUntil: 'commit' })
  const menu = page
    .getByRole('navigation', { name: 'Main' })
    .locator('summary', { hasText: 'Menu' })
  await menu.click()
  const buy = page.locator('.site-nav__mobile-list').getByRole('link', { name: 'Buy' })
  await buy.focus()
  releaseScripts()
  await hydrated(page)
  await expect(buy).toBeVisible()
  await expect(buy).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(buy).toBeHidden()
  await expect(menu).toBeFocused()
})

test(
  '"Skip to results" comes before the filters and leads to the results, whose first home is the next stop',
  { tag: '@no-js' },
  async ({ page }) => {
    await page.goto('/property-search?page=2')
    await expect(page).toHaveTitle(/, page 2 · Threshold$/)
    const skip = page.getByRole('link', { name: 'Skip to results' })
    await skip.focus()
    await expect(skip).toBeVisible()
    const filtersAfter = await skip.evaluate((link) =>
      Boolean(
        link.compareDocumentPosition(document.querySelector('.search-filters')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    )
    expect(filtersAfter).toBe(true)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#results-count$/)
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(
      () =>
        document.activeElement?.closest('.search-results') !== null &&
        document.activeElement?.tagName,
    )
    expect(focused).toBe('A')
  },
)

test('headings never skip a level, pictures have their own names, the facts table its caption, the map no link to its own page', async ({
  page,
}) => {
  for (const path of ['/properties', '/property-search', '/property/ames-0001', '/buyer-flow']) {
    await page.goto(path)
    const levels = await page
      .locator('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
    const skips = levels.flatMap((level, index) =>
      index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
    )
    expect(skips, path).toEqual([])
  }
  await page.goto('/property/ames-0001')
  const pictures = await page
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label')))
  expect(new Set(pictures).size).toBe(pictures.length)
  await expect(page.locator('.facts-table caption')).toHaveText(/^Facts about /)
  await expect(page.locator('.results-map a')).toHaveCount(0)
})

test('with reduced motion the spinner stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const animation = await page.evaluate(() => {
    const probe = document.createElement('span')
    probe.className = 'spinner'
    document.body.append(probe)
    return getComputedStyle(probe).animationName
  })
  expect(animation).toBe('none')
})
