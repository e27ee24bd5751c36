import { readFileSync } from 'node:fs'
import { HtmlValidate } from 'html-validate'
import routes from '../../app/routes'
import { expect, test } from './fixtures'
import {
  forgetSharedVisits,
  prepareSharedVisits,
  realPages,
  visit,
  visitName,
} from './support/real-pages'
import { deleteSellerListings } from './support/seller-listings'

type ConfigEntry = { file: string; children?: ConfigEntry[] }
const files = (config: ConfigEntry[]): string[] =>
  config.flatMap((entry) => [entry.file, ...files(entry.children ?? [])])

const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

test('every page module in the route table has its visit in the list below', () => {
  const pageModules = new Set(
    files(routes as ConfigEntry[]).filter((file) =>
      /export default/.test(readFileSync(`app/${file}`, 'utf8')),
    ),
  )
  const listed = new Set(realPages.map((real) => real.module))
  expect([...pageModules].filter((file) => !listed.has(file))).toEqual([])
})

// one visit to each real page: the HTML the server sent (what a browser without JavaScript gets) is
// valid (html-validate, standard preset), and the page in the browser passes axe
test.describe('accessibility', () => {
  test.beforeAll(({ browser }) => prepareSharedVisits(browser))
  test.afterAll(async () => {
    forgetSharedVisits()
    await deleteSellerListings()
  })
  for (const real of realPages) {
    test(`${visitName(real)} has no WCAG 2.2 AA violations`, async ({ page, axe }) => {
      const { path, response } = await visit(page, real)
      // the page itself, not the sign-in page a guard sent the visitor to
      expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname)
      const report = await validator.validateString(await response.text())
      const errors = report.results.flatMap((result) =>
        result.messages.map(
          (message) =>
            `${message.ruleId} ${message.line}:${message.column} ${message.message} [${message.selector ?? ''}]`,
        ),
      )
      expect(errors, path).toEqual([])
      await expect(page.locator('h1').first()).toBeVisible()
      await axe()
    })
  }
})
