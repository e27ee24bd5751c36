import { readFileSync } from 'node:fs'
import routes from '../../app/routes'
import { expect, test } from './fixtures'
import { realPages, visitName, visitAs } from './support/real-pages'
import { deleteSellerListings } from './support/seller-listings'

type ConfigEntry = { file: string; children?: ConfigEntry[] }
const files = (config: ConfigEntry[]): string[] => config.flatMap((entry) => [entry.file, ...files(entry.children ?? [])])

test('every page module in the route table has its visit in the list below', () => {
  const pageModules = new Set(files(routes as ConfigEntry[]).filter((file) => /export default/.test(readFileSync(`app/${file}`, 'utf8'))))
  const listed = new Set(realPages.map((real) => real.module))
  expect([...pageModules].filter((file) => !listed.has(file))).toEqual([])
})

test.describe('accessibility', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe runs in the page, so it runs in the JavaScript project')
  test.afterEach(() => deleteSellerListings())
  for (const real of realPages) {
    test(`${visitName(real)} has no WCAG 2.2 AA violations`, async ({ page, axe }) => {
      const path = await visitAs(page, real)
      // the page itself, not the sign-in page a guard sent the visitor to
      expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname)
      await expect(page.locator('h1').first()).toBeVisible()
      await axe()
    })
  }
})
