import { test as base, expect } from '@playwright/test'
import { createdUserCount, deleteUsersCreatedSince } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'

type Fixtures = {
  javaScriptEnabled: boolean
  axe: () => Promise<void>
  deleteTestUsers: void
}

type WorkerFixtures = {
  deleteWorkerTestUsers: void
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  javaScriptEnabled: async ({}, use, testInfo) => {
    await use(testInfo.project.use.javaScriptEnabled !== false)
  },
  axe: async ({ page }, use) => {
    await use(() => expectNoAxeViolations(page))
  },
  // the accounts a test (or its beforeEach) made are deleted when it ends; a beforeAll's, when the worker ends
  deleteTestUsers: [
    async ({}, use) => {
      const before = createdUserCount()
      await use()
      await deleteUsersCreatedSince(before)
    },
    { auto: true },
  ],
  deleteWorkerTestUsers: [
    async ({}, use) => {
      await use()
      await deleteUsersCreatedSince(0)
    },
    { auto: true, scope: 'worker' },
  ],
})

export { expect }
