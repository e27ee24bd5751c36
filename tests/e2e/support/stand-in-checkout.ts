import { expect, type Page } from '@playwright/test'

// pays on the Stripe stand-in's checkout page (the embedded default's), as a person would: the
// test card unless another is given; `amount` ("$1,495") when the test knows what is charged
export async function payWithTestCard(
  page: Page,
  {
    name = 'Pat Buyer',
    card = '4242 4242 4242 4242',
    amount,
  }: { name?: string; card?: string; amount?: string } = {},
) {
  await expect(page.getByText('Test payment — no money moves')).toBeVisible()
  // issue 41 M4: the card fields say what they hold, so a browser or password manager fills them
  for (const [label, token] of [
    ['Name on the card', 'cc-name'],
    ['Card number', 'cc-number'],
    ['Expiry (MM/YY)', 'cc-exp'],
    ['Security code (CVC)', 'cc-csc'],
  ] as const)
    await expect(page.getByLabel(label)).toHaveAttribute('autocomplete', token)
  await page.getByLabel('Name on the card').fill(name)
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page
    .getByRole('button', { name: amount ? `Pay ${amount} (test)` : /^Pay \$[\d,]+ \(test\)$/ })
    .click()
}
