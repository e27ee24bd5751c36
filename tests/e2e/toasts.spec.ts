import type { Page } from '@playwright/test'
import { messages } from '../../app/features/accounts/messages'
import { expect, test } from './fixtures'
import { signInAsDemo } from './support/accounts'
import { startDemoSession } from './support/session-cookie'

const demoReady = 'Demo user ready'

test('with JavaScript a toast shows one at a time, leaves after five seconds, and F8 reaches it', async ({
  page,
}) => {
  await signInAsDemo(page, 'seller')
  const toasts = page.getByTestId('toast')
  await expect(toasts).toHaveCount(1)
  await expect(toasts).toContainText(demoReady)
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused()
  await page.locator('.role-switcher summary').click()
  await page
    .locator('.role-switcher')
    .getByRole('button', { name: /Buyer dashboard/ })
    .click()
  await expect(toasts).toHaveCount(1)
  await expect(toasts).toContainText(messages.toasts.roleUpdated('buyer').title)
  await expect(toasts).toHaveCount(0, { timeout: 7_000 })
})

test('a swipe right past 50 px dismisses the toast', async ({ page }) => {
  await signInAsDemo(page, 'vendor')
  const toast = page.getByTestId('toast')
  const box = await toast.boundingBox()
  if (!box) throw new Error('no toast')
  await page.mouse.move(box.x + 20, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect(toast).toHaveCount(0)
})

test(
  'without JavaScript the toast is the first thing in the main content, gone on the next page',
  { tag: '@no-js-only' },
  async ({ page }) => {
    await signInAsDemo(page, 'buyer')
    const first = page.locator('main > :first-child')
    await expect(first).toHaveAttribute('aria-label', 'Notifications (F8)')
    await expect(first.getByTestId('toast')).toContainText(demoReady)
    await page.goto('/how-it-works')
    await expect(page.getByText(demoReady)).toHaveCount(0)
  },
)

// a form sent by the browser itself, as a page load (not the script's fetch)
async function postAsPageLoad(page: Page, action: string, fields: Record<string, string>) {
  await page.evaluate(
    ([action, fields]) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = action
      for (const [name, value] of Object.entries(fields))
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }))
      document.body.append(form)
      HTMLFormElement.prototype.submit.call(form)
    },
    [action, fields] as const,
  )
}

test('on a full page load the toast is put into an empty live region once the page is ready, so it is announced', async ({
  page,
}) => {
  await startDemoSession(page, 'buyer')
  await page.goto('/buyer-dashboard')
  const document = page.waitForResponse(
    (response) => response.request().resourceType() === 'document' && response.status() === 200,
  )
  await postAsPageLoad(page, '/auth/role', { role: 'seller' })
  const html = await (await document).text()
  const liveRegion =
    /<div role="status" aria-live="polite" aria-atomic="true" class="visually-hidden">([^<]*)<\/div>/.exec(
      html,
    )
  expect(liveRegion?.[1], 'the live region as the server sent it').toBe('')
  await expect(page.locator('.toast-region [role="status"]')).toHaveText(
    new RegExp(messages.toasts.roleUpdated('seller').title),
  )
})

test('a focused or hovered toast stays until it is left', async ({ page }) => {
  await page.clock.install()
  await signInAsDemo(page, 'buyer')
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText(demoReady)
  await page.keyboard.press('F8')
  await page.clock.runFor(8_000)
  await expect(toast).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await page.clock.runFor(6_000)
  await expect(toast).toHaveCount(0)

  await postAsPageLoad(page, '/auth/role', { role: 'seller' })
  await expect(toast).toBeVisible()
  await toast.hover()
  await page.clock.runFor(8_000)
  await expect(toast).toBeVisible()
  await page.getByRole('heading', { level: 1 }).hover()
  await page.clock.runFor(6_000)
  await expect(toast).toHaveCount(0)
})
