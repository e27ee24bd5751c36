import { test as base, expect } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

type Fixtures = {
  javaScriptEnabled: boolean
  axe: () => Promise<void>
}

export const test = base.extend<Fixtures>({
  javaScriptEnabled: async ({}, use, testInfo) => {
    await use(testInfo.project.use.javaScriptEnabled !== false)
  },
  axe: async ({ page }, use) => {
    await use(() => expectNoAxeViolations(page))
  },
})

export { expect }
