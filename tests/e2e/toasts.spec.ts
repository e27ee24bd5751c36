import { messages } from '../../app/features/accounts/messages'
import { expect, test } from './fixtures'
import { signInAsDemo } from './support/accounts'

const demoReady = 'Demo user ready'

test('with JavaScript a toast shows one at a time, leaves after five seconds, and F8 reaches it', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the timed toast is the JavaScript enhancement; the no-JS test covers the fallback')
  await signInAsDemo(page, 'seller')
  const toasts = page.getByTestId('toast')
  await expect(toasts).toHaveCount(1)
  await expect(toasts).toContainText(demoReady)
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused()
  await page.locator('.role-switcher summary').click()
  await page.locator('.role-switcher').getByRole('button', { name: /Buyer dashboard/ }).click()
  await expect(toasts).toHaveCount(1)
  await expect(toasts).toContainText(messages.toasts.roleUpdated('buyer').title)
  await expect(toasts).toHaveCount(0, { timeout: 7_000 })
})

test('a swipe right past 50 px dismisses the toast', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'swiping is a JavaScript enhancement')
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

test('without JavaScript the toast is a status message in the page, gone on the next page', async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'the fallback is what a browser without JavaScript sees')
  await signInAsDemo(page, 'buyer')
  await expect(page.getByRole('status').filter({ hasText: demoReady })).toBeVisible()
  await page.goto('/how-it-works')
  await expect(page.getByText(demoReady)).toHaveCount(0)
})
