import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { test, type Page } from '@playwright/test'
import { startDemoSession, startSessionAs } from '../tests/e2e/support/session-cookie'

// Pictures of the pages issue 41 asked to look finished, at a desktop and the narrowest phone
// width, into docs/screens/<name>-<width>.png. Run by `npm run screens` (scripts/screens.config.ts),
// which starts the built app as the end-to-end suite does; never part of `npm test`
const out = path.resolve('docs/screens')
// the whole page, down to `cap` pixels: a long page's foot is the same footer everywhere, and a
// picture stays under about 300 KB
const widths = [
  { width: 1280, height: 800, cap: 1600 },
  { width: 320, height: 640, cap: 2400 },
] as const

type Screen = {
  name: string
  signIn?: 'seller' | 'vendor'
  path: (page: Page) => Promise<string>
}

const fixed = (to: string) => () => Promise.resolve(to)
const demoVendor = { email: 'vendor@demo.threshold.example', password: 'Demo1234' }

const screens: Screen[] = [
  { name: 'search', path: fixed('/property-search') },
  {
    name: 'home',
    // the first home of the seeded catalog's search
    path: async (page) => {
      await page.goto('/property-search')
      const href = await page.locator('.listing-card__title a').first().getAttribute('href')
      if (!href) throw new Error('the search shows no home')
      return href
    },
  },
  { name: 'seller-dashboard', signIn: 'seller', path: fixed('/seller-dashboard-authentic') },
  { name: 'vendor-dashboard', signIn: 'vendor', path: fixed('/vendor-dashboard') },
  { name: 'marketplace', path: fixed('/marketplace') },
]

test.beforeAll(() => mkdir(out, { recursive: true }))

for (const screen of screens)
  for (const size of widths)
    test(`${screen.name} at ${size.width}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      // the demo vendor account runs a business (Val Vendor's), so its dashboard has figures
      if (screen.signIn === 'vendor') await startSessionAs(page, demoVendor)
      else if (screen.signIn) await startDemoSession(page, screen.signIn)
      const to = await screen.path(page)
      await page.goto(to)
      await page.waitForLoadState('networkidle')
      // a page with a map shows the interactive one once it has drawn; if it cannot, the drawn one
      if ((await page.locator('.map-view').count()) > 0)
        await page
          .locator('.map-view--ready')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => undefined)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const file = path.join(out, `${screen.name}-${size.width}.png`)
      await page.screenshot({
        path: file,
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        clip: { x: 0, y: 0, width: size.width, height: Math.min(height, size.cap) },
      })
      console.log(
        `${path.relative(process.cwd(), file)}: ${Math.round((await stat(file)).size / 1024)} KB`,
      )
    })
