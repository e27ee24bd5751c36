import { expect, test } from './fixtures'

// every page of the route table (with a sample id where it takes one); signed-out visitors see
// the public pages and the sign-in page the guarded ones send them to
const paths = [
  '/', '/auth/welcome', '/get-started', '/auth/login', '/auth/register', '/auth/forgot-password', '/auth/mailbox', '/auth/reset-password?oobCode=not-a-code', '/demo-login',
  '/terms', '/privacy', '/buyer-flow', '/buyer-workflow', '/property-search', '/properties', '/property/ames-0001',
  '/buyer-dashboard', '/appointments', '/fast-online-application', '/documents', '/contract-terms', '/services',
  '/service-provider/sample', '/service-experts', '/experts', '/marketplace', '/marketplace/bundle/sample',
  '/payment-confirmation', '/request-service', '/service-request-confirmation', '/seller-flow/intent',
  '/seller-dashboard-authentic', '/seller-dashboard-demo', '/seller/dashboard/listings', '/listing-optimization',
  '/marketing-materials', '/vendor-onboarding', '/vendor-dashboard', '/ai-valuation', '/ai-valuation-details',
  '/detailed-ai-valuation', '/cma', '/neighborhood-explorer', '/idx-listings', '/analytics-dashboard', '/how-it-works',
  '/why-threshold', '/landing/commission-savings-calculator', '/landing/ai-home-valuation',
  '/landing/fsbo-expert-support', '/calendar', '/resources', '/demo', '/no/such/page',
]

test.describe('accessibility', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe runs in the page, so it runs in the JavaScript project')
  for (const path of paths) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page, axe }) => {
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await axe()
    })
  }
})
