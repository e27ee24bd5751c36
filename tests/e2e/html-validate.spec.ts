import { HtmlValidate } from 'html-validate'
import { signInAsDemo } from './support/accounts'
import { demoHomeForSalePath } from './support/seller-listings'
import { expect, test } from './fixtures'

const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

// the HTML the server sends (what a browser without JavaScript gets), checked as it arrives; every
// real page's is checked on its visit in accessibility.spec.ts
test.describe('every real page is valid HTML (html-validate, standard preset)', () => {
  // a form sent back with its errors: the summary, the fields' messages and the page title
  const failedPosts = [
    { path: '/auth/login', form: { email: '', password: '' }, as: 'visitor' },
    {
      path: '/auth/register',
      form: { fullName: '', email: 'not-an-email', password: 'short', confirmPassword: 'other' },
      as: 'visitor',
    },
    {
      path: '/property/ames-0001',
      form: { intent: 'offer', amount: 'free', financing: 'barter' },
      as: 'buyer',
    },
    { path: '/property/ames-0001', form: { intent: 'ask', question: '' }, as: 'buyer' },
    {
      path: '/seller-flow/photos',
      form: { intent: 'save', 'photos[0].alt': 'x'.repeat(300) },
      as: 'seller',
    },
    { path: '/seller/dashboard/settings', form: { phone: '<b>call me</b>' }, as: 'seller' },
    { path: '/seller-flow/intent', form: { timing: 'someday' }, as: 'visitor' },
    {
      path: '/seller-flow/property',
      form: { mode: 'new', line1: 'Oak', zip: '90210' },
      as: 'visitor',
      before: { path: '/seller-flow/intent', form: { timing: 'now', agent: 'with-agent' } },
    },
  ] as const
  test('/ai-valuation asked with a size that is not a number', async ({ page }) => {
    const response = await page.request.get('/ai-valuation?address=1%20Main%20St&sqft=lots')
    expect(response.status()).toBe(400)
    const report = await validator.validateString(await response.text())
    expect(
      report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId} ${message.message}`),
      ),
    ).toEqual([])
  })

  test('/property/:id asked for a monthly cost out of range', async ({ page }) => {
    const response = await page.request.get(
      `${await demoHomeForSalePath()}?down=120&rate=x&term=40`,
    )
    expect(response.status()).toBe(400)
    const report = await validator.validateString(await response.text())
    expect(
      report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId} ${message.message}`),
      ),
    ).toEqual([])
  })

  for (const post of failedPosts) {
    test(`${post.path} sent back with errors (${Object.keys(post.form).join(', ')})`, async ({
      page,
    }) => {
      if (post.as !== 'visitor') await signInAsDemo(page, post.as)
      if ('before' in post)
        await page.request.post(post.before.path, { form: post.before.form, maxRedirects: 0 })
      const response = await page.request.post(post.path, { form: post.form, maxRedirects: 0 })
      expect(response.status(), 'a form sent back with its errors').toBe(400)
      const report = await validator.validateString(await response.text())
      const errors = report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.ruleId} ${message.message} [${message.selector ?? ''}]`,
        ),
      )
      expect(errors, post.path).toEqual([])
    })
  }
})
