import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export async function expectNoAxeViolations(page: Page) {
  // a page whose stylesheet is still loading lays out unstyled, and its buttons are then too small
  await page.waitForLoadState('load')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
